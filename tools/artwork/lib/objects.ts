// Product and print objects drawn in brand colours: bottles, jars, boxes, cans, tins, pouches, cups, bags, tags…
import { type Theme, brandInk, symbolAt, wordmark, lockup } from "./brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  f,
  nextId,
  mix,
  lighten,
  darken,
  linearGradient,
  softShadow,
} from "./core.ts";

const shade = (id: string, c: string, k = 0.18) =>
  `<defs>${linearGradient(
    id,
    [
      [0, darken(c, k)],
      [0.18, lighten(c, 0.06)],
      [0.42, lighten(c, 0.14)],
      [0.75, c],
      [1, darken(c, k * 1.3)],
    ],
    0,
    0,
    1,
    0,
  )}</defs>`;

/** Contact shadow ellipse on the floor. */
export function floorShadow(cx: number, y: number, w: number, o = 0.28): string {
  const id = nextId("fs");
  return `<filter id="${id}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${f(w * 0.05)}"/></filter><ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(w * 0.55)}" ry="${f(w * 0.07)}" fill="#000" opacity="${o}" filter="url(#${id})"/>`;
}

/** Cylinder (can, tube, candle jar, bottle body) from top y to bottom y. */
function cylinder(
  cx: number,
  top: number,
  bottom: number,
  w: number,
  fill: string,
  label = "",
): string {
  const id = nextId("cy");
  const ry = w * 0.09;
  return (
    shade(id, fill) +
    path(
      `M ${cx - w / 2} ${top} V ${bottom} A ${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${bottom} V ${top} Z`,
      { fill: `url(#${id})` },
    ) +
    label +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${lighten(fill, 0.12)}"/>`
  );
}

export interface ObjOpts {
  name?: string;
  sub?: string;
  body?: string;
  accent?: string;
  label?: string;
}

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

/** 3/4 view box. (x,y) = bottom-left of the front face. */
export async function box(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  o: ObjOpts & { face?: string; side?: string; lid?: string } = {},
): Promise<string> {
  const face = o.face ?? t.a1;
  const side = o.side ?? darken(face, 0.22);
  const topC = o.lid ?? lighten(face, 0.12);
  const dx = d * 0.7;
  const dy = d * 0.45;
  const ink = brandInk(t, face);
  let s = "";
  s += softShadow(x, y - 6, w + dx, 20, { blur: w * 0.06, opacity: 0.3, dy: 0 });
  s += path(
    `M ${x + w} ${y} L ${x + w + dx} ${y - dy} L ${x + w + dx} ${y - dy - h} L ${x + w} ${y - h} Z`,
    { fill: side },
  );
  s += path(
    `M ${x} ${y - h} L ${x + dx} ${y - h - dy} L ${x + w + dx} ${y - h - dy} L ${x + w} ${y - h} Z`,
    { fill: topC },
  );
  s += rect(x, y - h, w, h, { fill: face });
  const id = nextId("bx");
  s +=
    `<defs>${linearGradient(
      id,
      [
        [0, "#fff", 0.1],
        [1, "#000", 0.08],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` + rect(x, y - h, w, h, { fill: `url(#${id})` });
  const wm = await lockup(t, x + w * 0.1, y - h * 0.9, w * 0.8, h * 0.42, {
    bg: face,
    layout: "stack",
    color: ink,
    noSub: true,
  });
  s += wm;
  if (o.name) {
    s += text(o.name, x + w / 2, y - h * 0.3, {
      font: t.fontP,
      size: Math.min(w * 0.09, h * 0.08),
      weight: 700,
      anchor: "middle",
      fill: ink,
    });
    if (o.sub)
      s += text(o.sub.toUpperCase(), x + w / 2, y - h * 0.2, {
        font: t.fontS,
        size: Math.min(w * 0.04, h * 0.04),
        weight: 600,
        anchor: "middle",
        fill: mix(ink, face, 0.2),
        ls: 0.2,
      });
  }
  s += rect(x, y - h * 0.1, w, h * 0.04, { fill: o.accent ?? t.a2, opacity: 0.95 });
  return s;
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

/** Round tin in 3/4 view, baseline y. */
export async function tin(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts & { strength?: number } = {},
): Promise<string> {
  const w = s * 0.7;
  const R = w / 2;
  const k = 0.55;
  const ry = R * k;
  const h = s * 0.12;
  const lid = o.body ?? t.a1;
  const ink = brandInk(t, lid);
  const cyTop = y - ry - h;
  const id = nextId("tn");
  let face = circle(0, 0, R, { fill: lid });
  face += circle(0, 0, R * 0.86, {
    fill: "none",
    stroke: mix(lid, ink, 0.25),
    "stroke-width": s * 0.006,
  });
  face += text(t.art.wm[0]!, 0, R * 0.12, {
    font: t.fontP,
    size: R * 0.62,
    weight: 700,
    anchor: "middle",
    fill: ink,
    ls: 0.04,
  });
  face += text((o.name ?? "").toUpperCase(), 0, R * 0.4, {
    font: t.fontS,
    size: R * 0.12,
    weight: 700,
    anchor: "middle",
    fill: ink,
    ls: 0.2,
  });
  const n = o.strength ?? 2;
  for (let i = 0; i < 4; i++)
    face += circle(-R * 0.27 + i * R * 0.18, R * 0.6, R * 0.045, {
      fill: i < n ? ink : "none",
      stroke: ink,
      "stroke-width": 2,
    });
  return (
    floorShadow(cx, y - ry * 0.4, w * 0.95, 0.3) +
    shade(id, darken(lid, 0.12), 0.25) +
    path(`M ${cx - R} ${cyTop} V ${y - ry} A ${R} ${ry} 0 0 0 ${cx + R} ${y - ry} V ${cyTop} Z`, {
      fill: `url(#${id})`,
    }) +
    g(face, { transform: `translate(${f(cx)} ${f(cyTop)}) scale(1 ${k})` })
  );
}

/** Stand-up pouch, baseline y. */
export async function pouch(
  t: Theme,
  cx: number,
  y: number,
  s: number,
  o: ObjOpts = {},
): Promise<string> {
  const w = s * 0.5;
  const h = s * 0.75;
  const body = o.body ?? "#C9A46B";
  const top = y - h;
  const lab = o.label ?? t.light;
  const id = nextId("po");
  const ink = brandInk(t, lab);
  let out = floorShadow(cx, y, w * 1.05);
  out += shade(id, body, 0.2);
  out += path(
    `M ${cx - w / 2} ${top} H ${cx + w / 2} L ${cx + w * 0.53} ${y - h * 0.08} Q ${cx + w * 0.5} ${y} ${cx + w * 0.4} ${y} H ${cx - w * 0.4} Q ${cx - w * 0.5} ${y} ${cx - w * 0.53} ${y - h * 0.08} Z`,
    { fill: `url(#${id})` },
  );
  out += line(cx - w / 2, top + h * 0.08, cx + w / 2, top + h * 0.08, {
    stroke: darken(body, 0.2),
    "stroke-width": s * 0.006,
  });
  out += circle(cx, top + h * 0.035, s * 0.012, { fill: darken(body, 0.3) });
  out += rect(cx - w * 0.38, top + h * 0.2, w * 0.76, h * 0.6, { fill: lab, rx: s * 0.012 });
  out += symbolAt(t, cx, top + h * 0.32, w * 0.26, { bg: lab });
  const wm = await wordmark(t, cx, top + h * 0.42, {
    color: ink,
    maxW: w * 0.6,
    maxSize: w * 0.16,
    anchor: "middle",
    noSub: true,
  });
  out += wm.svg;
  out += text(o.name ?? "", cx, top + h * 0.64, {
    font: t.fontS,
    size: w * 0.08,
    weight: 700,
    anchor: "middle",
    fill: o.accent ?? t.a2,
  });
  out += text(o.sub ?? "", cx, top + h * 0.72, {
    font: t.fontS,
    size: w * 0.045,
    weight: 400,
    anchor: "middle",
    fill: mix(ink, lab, 0.25),
  });
  return out;
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

/** Canvas tote bag; (x,y) top-left of the bag body. */
export function tote(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { fill?: string; print?: string } = {},
): string {
  const fill = o.fill ?? "#E9E2D0";
  const print = o.print ?? t.a1;
  const id = nextId("tt");
  return (
    path(
      `M ${x + w * 0.25} ${y + 4} C ${x + w * 0.25} ${y - h * 0.42} ${x + w * 0.45} ${y - h * 0.42} ${x + w * 0.45} ${y + 4}`,
      { fill: "none", stroke: darken(fill, 0.15), "stroke-width": w * 0.045 },
    ) +
    path(
      `M ${x + w * 0.55} ${y + 4} C ${x + w * 0.55} ${y - h * 0.42} ${x + w * 0.75} ${y - h * 0.42} ${x + w * 0.75} ${y + 4}`,
      { fill: "none", stroke: darken(fill, 0.1), "stroke-width": w * 0.045 },
    ) +
    softShadow(x, y, w, h, { blur: w * 0.05, dy: w * 0.04, opacity: 0.25 }) +
    `<defs>${linearGradient(
      id,
      [
        [0, lighten(fill, 0.05)],
        [1, darken(fill, 0.08)],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    path(`M ${x} ${y} H ${x + w} L ${x + w * 1.02} ${y + h} H ${x - w * 0.02} Z`, {
      fill: `url(#${id})`,
    }) +
    line(x, y + h * 0.05, x + w, y + h * 0.05, {
      stroke: darken(fill, 0.12),
      "stroke-width": 2,
      "stroke-dasharray": "8 6",
    }) +
    symbolAt(t, x + w / 2, y + h * 0.46, w * 0.46, { mono: print, bg: fill }) +
    text(t.art.wm.join(" "), x + w / 2, y + h * 0.82, {
      font: t.fontP,
      size: w * 0.07,
      weight: t.art.wmWeight,
      anchor: "middle",
      fill: print,
      ls: t.art.wmLs,
    })
  );
}

/** Hang tag with string hole; drawn at origin with size w×h (portrait). */
export async function hangTag(
  t: Theme,
  w: number,
  h: number,
  o: { fill: string; name?: string; sub?: string; back?: boolean },
): Promise<string> {
  const ink = brandInk(t, o.fill);
  let s = path(`M ${w * 0.2} 0 H ${w * 0.8} L ${w} ${w * 0.2} V ${h} H 0 V ${w * 0.2} Z`, {
    fill: o.fill,
  });
  s += circle(w / 2, w * 0.16, w * 0.055, { fill: "#000", opacity: 0.35 });
  s += circle(w / 2, w * 0.16, w * 0.075, {
    fill: "none",
    stroke: mix(o.fill, ink, 0.3),
    "stroke-width": 2,
  });
  if (o.back) {
    s += text((o.name ?? "").toUpperCase(), w / 2, h * 0.4, {
      font: t.fontS,
      size: w * 0.075,
      weight: 700,
      anchor: "middle",
      fill: ink,
      ls: 0.15,
    });
    s += text(o.sub ?? "", w / 2, h * 0.48, {
      font: t.fontS,
      size: w * 0.06,
      anchor: "middle",
      fill: mix(ink, o.fill, 0.25),
    });
    for (let i = 0; i < 14; i++)
      s += rect(
        w * 0.22 + i * w * 0.04,
        h * 0.7,
        (i * 7) % 3 === 0 ? w * 0.02 : w * 0.01,
        h * 0.1,
        { fill: ink },
      );
    s += text("Made by hand", w / 2, h * 0.88, {
      font: t.fontS,
      size: w * 0.05,
      anchor: "middle",
      fill: mix(ink, o.fill, 0.3),
    });
  } else {
    s +=
      (await lockup(t, w * 0.1, h * 0.28, w * 0.8, h * 0.5, { bg: o.fill, layout: "stack" })) + "";
  }
  return s;
}

/** A book lying flat seen from above: cover w×h with spine thickness. Drawn at origin. */
export async function bookCover(t: Theme, w: number, h: number): Promise<string> {
  const cloth = t.a1;
  const gold = t.a2;
  const id = nextId("bk");
  let s = rect(-w * 0.025, h * 0.01, w * 0.03, h * 0.98, { fill: darken(cloth, 0.35), rx: 4 });
  s += `<defs>${linearGradient(
    id,
    [
      [0, darken(cloth, 0.25)],
      [0.05, lighten(cloth, 0.05)],
      [0.08, cloth],
      [1, darken(cloth, 0.12)],
    ],
    0,
    0,
    1,
    0,
  )}</defs>`;
  s += rect(0, 0, w, h, { fill: `url(#${id})`, rx: 6 });
  s += rect(w * 0.08, h * 0.06, w * 0.84, h * 0.88, {
    fill: "none",
    stroke: gold,
    "stroke-width": Math.max(2, w * 0.004),
    opacity: 0.9,
  });
  s += rect(w * 0.1, h * 0.075, w * 0.8, h * 0.85, {
    fill: "none",
    stroke: gold,
    "stroke-width": Math.max(1, w * 0.0015),
    opacity: 0.7,
  });
  s += symbolAt(t, w / 2, h * 0.3, w * 0.26, { mono: gold });
  s += text("RAMiniscence", w / 2, h * 0.56, {
    font: t.fontP,
    size: w * 0.11,
    weight: 500,
    anchor: "middle",
    fill: gold,
  });
  s += line(w * 0.38, h * 0.6, w * 0.62, h * 0.6, { stroke: gold, "stroke-width": 2 });
  s += text("FIFTY YEARS, ONE STORY", w / 2, h * 0.65, {
    font: t.fontS,
    size: w * 0.032,
    weight: 700,
    anchor: "middle",
    fill: gold,
    ls: 0.3,
  });
  s += text("1974 — 2024", w / 2, h * 0.86, {
    font: t.fontP,
    size: w * 0.04,
    weight: 400,
    anchor: "middle",
    fill: gold,
    ls: 0.2,
  });
  return s;
}
