// The signage scene.
import { type Theme, symbolAt, lockup } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  mix,
  lighten,
  darken,
  softShadow,
  roundedRectPath,
} from "../core.ts";
import { illo, surface, icon } from "../kit.ts";

export async function signage(t: Theme, W: number, H: number): Promise<string> {
  if (t.folder === "one-bonsai") {
    const sky = mix(t.P("Sage"), "#FFFFFF", 0.45);
    let s = surface(W, H, sky, { floor: mix(t.P("Moss Green"), "#000", 0.05), floorAt: 0.78 });
    s += illo(t, "landscape", 0, 0, W, H * 0.8, { tone: t.P("Sage") });
    const px = W / 2 - 20;
    s += softShadow(px - 10, H * 0.9, 80, 20, { blur: 16, opacity: 0.35 });
    s += rect(px, 200, 40, H * 0.92 - 200, { fill: t.P("Charcoal") });
    const dirs = [
      ["Cottages", "right", 0],
      ["Spa & Yoga", "left", 1],
      ["Dining Hall", "right", 2],
    ] as const;
    for (const [n, dir, i] of dirs) {
      const y = 260 + i * 190;
      const bw = 520;
      const x = dir === "right" ? px + 20 : px + 20 - bw;
      const pts =
        dir === "right"
          ? `M ${x} ${y} H ${x + bw - 60} L ${x + bw} ${y + 70} L ${x + bw - 60} ${y + 140} H ${x} Z`
          : `M ${x + 60} ${y} H ${x + bw} V ${y + 140} H ${x + 60} L ${x} ${y + 70} Z`;
      const fill = i === 1 ? t.P("Terracotta") : t.P("Rice White");
      s += softShadow(x, y, bw, 140, { blur: 14, dy: 12, opacity: 0.25 }) + path(pts, { fill });
      s += text(n, dir === "right" ? x + 40 : x + bw - 40, y + 88, {
        font: t.fontP,
        size: 52,
        anchor: dir === "right" ? "start" : "end",
        fill: i === 1 ? t.P("Rice White") : t.P("Charcoal"),
      });
      const arrow = icon("arrow", 0, 0, 40, i === 1 ? t.P("Rice White") : t.P("Moss Green"));
      s += g(arrow, {
        transform: `translate(${dir === "right" ? x + bw - 120 : x + 120} ${y + 70})${dir === "right" ? "" : " scale(-1 1)"}`,
      });
    }
    s +=
      circle(px + 20, 150, 90, { fill: t.P("Rice White") }) +
      symbolAt(t, px + 20, 150, 130, { bg: t.P("Rice White") });
    return s;
  }
  if (t.folder === "am-pm-cafe") {
    const wall = t.P("Latte");
    let s = surface(W, H, wall);
    for (let y = 0; y < H; y += 60)
      for (let x = (y / 60) % 2 ? -60 : 0; x < W; x += 120)
        s += rect(x + 2, y + 2, 116, 56, { fill: darken(wall, 0.05), rx: 2 });
    // doorway & awning
    s +=
      rect(880, 560, 560, 640, { fill: t.P("Espresso") }) +
      rect(920, 600, 230, 600, { fill: lighten(t.P("Espresso"), 0.12) }) +
      rect(1170, 600, 230, 600, { fill: lighten(t.P("Espresso"), 0.12) });
    s +=
      rect(920, 620, 230, 300, { fill: mix(t.P("Morning Yellow"), "#fff", 0.5), opacity: 0.5 }) +
      rect(1170, 620, 230, 300, { fill: mix(t.P("Morning Yellow"), "#fff", 0.5), opacity: 0.5 });
    for (let i = 0; i < 10; i++)
      s += path(`M ${820 + i * 68} 470 h 68 v 80 q -34 30 -68 0 Z`, {
        fill: i % 2 ? t.P("Cream") : t.P("Midnight Blue"),
      });
    // bracket & blade sign
    s += rect(420, 280, 380, 22, { fill: "#222" }) + rect(420, 250, 22, 90, { fill: "#222" });
    s +=
      line(520, 302, 520, 360, { stroke: "#222", "stroke-width": 6 }) +
      line(720, 302, 720, 360, { stroke: "#222", "stroke-width": 6 });
    s += softShadow(440, 350, 360, 360, { r: 180, blur: 26, dy: 30, opacity: 0.35 });
    s += circle(620, 540, 190, { fill: t.P("Cream"), stroke: t.P("Espresso"), "stroke-width": 14 });
    s += symbolAt(t, 620, 500, 220, {});
    s += text("AM:PM", 620, 660, {
      font: t.fontP,
      size: 56,
      weight: 700,
      anchor: "middle",
      fill: t.P("Espresso"),
    });
    return s;
  }
  // gnome: hanging pub sign
  const wall = mix(t.P("Barrel Brown"), "#000", 0.1);
  let s = surface(W, H, wall);
  for (let x = 0; x < W; x += 90)
    s += rect(x, 0, 86, H, { fill: lighten(wall, (x / 90) % 3 === 0 ? 0.05 : 0.02) });
  s +=
    rect(300, 150, 900, 34, { fill: "#2A2A2A", rx: 6 }) +
    rect(290, 120, 40, 120, { fill: "#2A2A2A", rx: 6 });
  s +=
    line(520, 184, 520, 330, { stroke: "#2A2A2A", "stroke-width": 8, "stroke-dasharray": "20 8" }) +
    line(1080, 184, 1080, 330, {
      stroke: "#2A2A2A",
      "stroke-width": 8,
      "stroke-dasharray": "20 8",
    });
  const sx = 420;
  const sy = 330;
  const sw = 760;
  const sh = 760;
  s += softShadow(sx, sy, sw, sh, { r: 30, blur: 40, dy: 40, opacity: 0.5 });
  s +=
    path(roundedRectPath(sx, sy, sw, sh, 30), { fill: t.P("Hop Gold") }) +
    path(roundedRectPath(sx + 24, sy + 24, sw - 48, sh - 48, 20), { fill: t.P("Forest") });
  s += await lockup(t, sx + 60, sy + 60, sw - 120, sh - 120, {
    bg: t.P("Forest"),
    layout: "stack",
  });
  s += text("EST. 2019 · CRAFT BEER", sx + sw / 2, sy + sh - 50, {
    font: t.fontS,
    size: 24,
    weight: 700,
    anchor: "middle",
    ls: 0.2,
    fill: t.P("Hop Gold"),
  });
  return s;
}
