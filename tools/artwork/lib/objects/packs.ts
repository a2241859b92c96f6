// Packs: boxes, round tins and stand-up pouches.
import { type Theme, brandInk, symbolAt, wordmark, lockup } from "../brand.ts";
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
} from "../core.ts";
import { shade, floorShadow, type ObjOpts } from "./base.ts";

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
