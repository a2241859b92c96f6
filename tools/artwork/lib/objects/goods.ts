// Bags and paper goods: tote bags, hang tags and book covers.
import { type Theme, brandInk, symbolAt, lockup } from "../brand.ts";
import {
  rect,
  circle,
  path,
  line,
  text,
  nextId,
  mix,
  lighten,
  darken,
  linearGradient,
  softShadow,
} from "../core.ts";

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
