// Round containers: serum bottles, jars, drink cans, takeaway cups and beer bottles.
import { type Theme, brandInk, symbolAt } from "../brand.ts";
import { rect, path, line, text, f, nextId, mix, lighten, darken } from "../core.ts";
import { shade, floorShadow, cylinder, type ObjOpts } from "./base.ts";

/** Serum/pump bottle, baseline at y. */
export async function bottle(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts = {},
): Promise<string> {
  const w = s * 0.34;
  const h = s * 0.72;
  const body = o.body ?? t.a1;
  const lab = o.label ?? t.light;
  const top = y - h;
  const name = o.name ?? t.brief.brand;
  return (
    floorShadow(cx, y, w * 1.2) +
    rect(cx - w * 0.18, top - s * 0.22, w * 0.36, s * 0.1, { fill: t.dark, rx: s * 0.01 }) +
    rect(cx - w * 0.04, top - s * 0.28, w * 0.3, s * 0.03, { fill: t.dark, rx: s * 0.01 }) +
    rect(cx - w * 0.28, top - s * 0.12, w * 0.56, s * 0.13, {
      fill: darken(t.dark, 0.1),
      rx: s * 0.015,
    }) +
    cylinder(cx, top, y - w * 0.09, w, body) +
    rect(cx - w * 0.4, top + h * 0.28, w * 0.8, h * 0.44, { fill: lab, rx: s * 0.008 }) +
    symbolAt(t, cx, top + h * 0.38, w * 0.28, { bg: lab }) +
    text(name, cx, top + h * 0.56, {
      font: t.fontP,
      size: w * 0.14,
      weight: 600,
      anchor: "middle",
      fill: brandInk(t, lab),
    }) +
    text(o.sub ?? "30 ml", cx, top + h * 0.65, {
      font: t.fontS,
      size: w * 0.07,
      weight: 400,
      anchor: "middle",
      fill: mix(brandInk(t, lab), lab, 0.3),
      ls: 0.15,
    })
  );
}

/** Wide jar with lid (cream jar, candle). Baseline y. */
export async function jar(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts & { glass?: boolean; flame?: boolean } = {},
): Promise<string> {
  const w = s * 0.5;
  const h = s * 0.36;
  const body = o.body ?? t.light;
  const top = y - h;
  const lab = o.label ?? t.light;
  let out = floorShadow(cx, y, w * 1.1) + cylinder(cx, top, y - w * 0.09, w, body);
  out += rect(cx - w * 0.38, top + h * 0.22, w * 0.76, h * 0.56, { fill: lab, rx: s * 0.01 });
  out += text(o.name ?? t.brief.brand, cx, top + h * 0.5, {
    font: t.fontP,
    size: w * 0.13,
    weight: 700,
    anchor: "middle",
    fill: brandInk(t, lab),
  });
  out += text((o.sub ?? "").toUpperCase(), cx, top + h * 0.66, {
    font: t.fontS,
    size: w * 0.05,
    weight: 600,
    anchor: "middle",
    fill: mix(brandInk(t, lab), lab, 0.25),
    ls: 0.2,
  });
  if (o.flame) {
    out += line(cx, top - h * 0.02, cx, top - h * 0.14, {
      stroke: t.dark,
      "stroke-width": s * 0.008,
    });
    out += path(
      `M ${cx} ${top - h * 0.45} C ${cx + w * 0.09} ${top - h * 0.28} ${cx + w * 0.06} ${top - h * 0.12} ${cx} ${top - h * 0.12} C ${cx - w * 0.06} ${top - h * 0.12} ${cx - w * 0.09} ${top - h * 0.28} ${cx} ${top - h * 0.45} Z`,
      { fill: t.a1 },
    );
    out += path(
      `M ${cx} ${top - h * 0.33} C ${cx + w * 0.04} ${top - h * 0.24} ${cx + w * 0.03} ${top - h * 0.15} ${cx} ${top - h * 0.15} C ${cx - w * 0.03} ${top - h * 0.15} ${cx - w * 0.04} ${top - h * 0.24} ${cx} ${top - h * 0.33} Z`,
      { fill: lighten(t.a1, 0.6) },
    );
  } else {
    const lid = o.accent ?? t.a1;
    out += path(
      `M ${cx - w * 0.52} ${top - h * 0.02} V ${top - h * 0.24} A ${w * 0.52} ${w * 0.09} 0 0 1 ${cx + w * 0.52} ${top - h * 0.24} V ${top - h * 0.02} A ${w * 0.52} ${w * 0.09} 0 0 1 ${cx - w * 0.52} ${top - h * 0.02} Z`,
      { fill: lid },
    );
    out += `<ellipse cx="${f(cx)}" cy="${f(top - h * 0.24)}" rx="${f(w * 0.52)}" ry="${f(w * 0.09)}" fill="${lighten(lid, 0.15)}"/>`;
  }
  return out;
}

/** Drink can, baseline y. */
export async function can(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts = {},
): Promise<string> {
  const w = s * 0.36;
  const h = s * 0.66;
  const body = o.body ?? t.a1;
  const top = y - h;
  const ink = brandInk(t, body);
  const id = nextId("cn");
  return (
    floorShadow(cx, y, w * 1.1) +
    shade(id, body, 0.25) +
    path(
      `M ${cx - w / 2} ${top + h * 0.04} V ${y - w * 0.1} Q ${cx - w / 2} ${y} ${cx - w * 0.38} ${y} H ${cx + w * 0.38} Q ${cx + w / 2} ${y} ${cx + w / 2} ${y - w * 0.1} V ${top + h * 0.04} Z`,
      { fill: `url(#${id})` },
    ) +
    path(
      `M ${cx - w / 2} ${top + h * 0.04} Q ${cx - w * 0.46} ${top - h * 0.01} ${cx - w * 0.4} ${top - h * 0.02} H ${cx + w * 0.4} Q ${cx + w * 0.46} ${top - h * 0.01} ${cx + w / 2} ${top + h * 0.04} Z`,
      { fill: "#C9CDD2" },
    ) +
    symbolAt(t, cx, top + h * 0.3, w * 0.5, { mono: ink }) +
    text(t.art.wm[0]!, cx, top + h * 0.6, {
      font: t.fontP,
      size: w * 0.26,
      weight: 700,
      anchor: "middle",
      fill: ink,
    }) +
    text((o.name ?? "").toUpperCase(), cx, top + h * 0.72, {
      font: t.fontS,
      size: w * 0.085,
      weight: 700,
      anchor: "middle",
      fill: ink,
      ls: 0.14,
    }) +
    text((o.sub ?? "330 ml").toUpperCase(), cx, top + h * 0.9, {
      font: t.fontS,
      size: w * 0.06,
      weight: 400,
      anchor: "middle",
      fill: ink,
      ls: 0.14,
      opacity: 0.8,
    })
  );
}

/** Takeaway cup with lid and sleeve, baseline y. */
export function cup(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts & { sleeve?: string } = {},
): string {
  const wt = s * 0.42;
  const wb = s * 0.3;
  const h = s * 0.66;
  const top = y - h;
  const body = o.body ?? t.light;
  const sleeve = o.sleeve ?? t.dark;
  const id = nextId("cu");
  const lx = (yy: number) => wt / 2 - ((yy - top) / h) * ((wt - wb) / 2);
  const sy1 = top + h * 0.34;
  const sy2 = top + h * 0.72;
  return (
    floorShadow(cx, y, wb * 1.2) +
    shade(id, body, 0.12) +
    path(
      `M ${cx - wt / 2} ${top} L ${cx + wt / 2} ${top} L ${cx + wb / 2} ${y} L ${cx - wb / 2} ${y} Z`,
      { fill: `url(#${id})` },
    ) +
    path(
      `M ${cx - lx(sy1)} ${sy1} L ${cx + lx(sy1)} ${sy1} L ${cx + lx(sy2)} ${sy2} L ${cx - lx(sy2)} ${sy2} Z`,
      { fill: sleeve },
    ) +
    symbolAt(t, cx, (sy1 + sy2) / 2, (sy2 - sy1) * 0.66, { bg: sleeve }) +
    rect(cx - wt * 0.54, top - h * 0.08, wt * 1.08, h * 0.09, {
      fill: o.accent ?? t.dark,
      rx: h * 0.02,
    }) +
    path(
      `M ${cx - wt * 0.42} ${top - h * 0.08} Q ${cx} ${top - h * 0.18} ${cx + wt * 0.42} ${top - h * 0.08} Z`,
      { fill: lighten(o.accent ?? t.dark, 0.1) },
    )
  );
}

/** Beer bottle with label, baseline y. */
export function beerBottle(t: Theme, cx: number, y: number, s: number, o: ObjOpts): string {
  const w = s * 0.24;
  const h = s * 0.9;
  const top = y - h;
  const glass = "#3B2A16";
  const id = nextId("bb");
  const lab = o.label ?? t.light;
  const ink = brandInk(t, lab);
  return (
    floorShadow(cx, y, w * 1.3) +
    shade(id, glass, 0.35) +
    path(
      `M ${cx - w * 0.16} ${top} H ${cx + w * 0.16} V ${top + h * 0.2} C ${cx + w * 0.18} ${top + h * 0.32} ${cx + w / 2} ${top + h * 0.36} ${cx + w / 2} ${top + h * 0.46} V ${y - s * 0.015} Q ${cx + w / 2} ${y} ${cx + w * 0.4} ${y} H ${cx - w * 0.4} Q ${cx - w / 2} ${y} ${cx - w / 2} ${y - s * 0.015} V ${top + h * 0.46} C ${cx - w / 2} ${top + h * 0.36} ${cx - w * 0.18} ${top + h * 0.32} ${cx - w * 0.16} ${top + h * 0.2} Z`,
      { fill: `url(#${id})` },
    ) +
    rect(cx - w * 0.19, top - h * 0.015, w * 0.38, h * 0.05, { fill: o.accent ?? t.a2, rx: 2 }) +
    rect(cx - w * 0.17, top + h * 0.12, w * 0.34, h * 0.1, { fill: o.accent ?? t.a2 }) +
    rect(cx - w * 0.5, top + h * 0.52, w, h * 0.32, { fill: lab }) +
    symbolAt(t, cx, top + h * 0.6, w * 0.46, { bg: lab }) +
    text(o.name ?? "", cx, top + h * 0.73, {
      font: t.fontP,
      size: w * 0.19,
      weight: 400,
      anchor: "middle",
      fill: ink,
    }) +
    text((o.sub ?? "").toUpperCase(), cx, top + h * 0.8, {
      font: t.fontS,
      size: w * 0.08,
      weight: 700,
      anchor: "middle",
      fill: o.accent ?? t.a2,
      ls: 0.12,
    }) +
    rect(cx + w * 0.22, top + h * 0.5, w * 0.07, h * 0.42, { fill: "#fff", opacity: 0.18, rx: 3 })
  );
}
