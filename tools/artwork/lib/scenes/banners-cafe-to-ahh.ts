// Banners designed for one brand each: am-pm-cafe, nature, tarini and ahh.
import { symbolAt, lockup, wordmark } from "../brand.ts";
import {
  rect,
  circle,
  path,
  line,
  text,
  mix,
  lighten,
  darken,
  roundedRectPath,
  paragraph,
} from "../core.ts";
import { pattern, surface, dotsGrid, star4 } from "../kit.ts";
import type { Scene } from "./scene.ts";

export const BANNERS_CAFE_TO_AHH: Record<string, Scene> = {
  async "am-pm-cafe"(t, W, H) {
    const yel = t.P("Morning Yellow");
    const blue = t.P("Midnight Blue");
    let s = rect(0, 0, W / 2, H, { fill: yel }) + rect(W / 2, 0, W / 2, H, { fill: blue });
    s +=
      dotsGrid(120, 120, 5, 3, 40, 6, darken(yel, 0.15)) +
      dotsGrid(W - 280, H - 200, 5, 3, 40, 3, lighten(blue, 0.3));
    for (let i = 0; i < 12; i++)
      s += star4(
        W / 2 + 180 + ((i * 373) % 980),
        120 + ((i * 211) % 900),
        8 + (i % 3) * 5,
        t.P("Cream"),
      );
    s += circle(W / 2, H / 2 - 40, 300, { fill: t.P("Cream") });
    s += symbolAt(t, W / 2, H / 2 - 40, 440, {});
    s += text("AM", W / 2 - 380, H / 2 + 60, {
      font: t.fontP,
      size: 300,
      weight: 700,
      anchor: "end",
      fill: t.P("Espresso"),
    });
    s += text("PM", W / 2 + 380, H / 2 + 60, {
      font: t.fontP,
      size: 300,
      weight: 700,
      fill: t.P("Cream"),
    });
    s += text("Coffee till five.", W / 2 - 380, H / 2 + 170, {
      font: t.fontS,
      size: 56,
      weight: 400,
      anchor: "end",
      fill: t.P("Espresso"),
    });
    s += text("Cocktails after.", W / 2 + 380, H / 2 + 170, {
      font: t.fontS,
      size: 56,
      weight: 400,
      fill: t.P("Cream"),
    });
    s += path(roundedRectPath(W / 2 - 230, H - 250, 460, 100, 50), { fill: t.P("Cream") });
    s += text("CAFÉ & BAR", W / 2, H - 184, {
      font: t.fontS,
      size: 44,
      weight: 700,
      anchor: "middle",
      ls: 0.4,
      fill: t.P("Espresso"),
    });
    return s;
  },
  async nature(t, W, H) {
    const bg = t.P("Mist");
    let s = surface(W, H, bg);
    s += circle(W * 0.78, H * 0.3, 120, { fill: t.P("Clay"), opacity: 0.85 });
    s += path(
      `M 0 ${H * 0.7} C ${W * 0.2} ${H * 0.55} ${W * 0.35} ${H * 0.62} ${W * 0.5} ${H * 0.68} S ${W * 0.8} ${H * 0.52} ${W} ${H * 0.62} V ${H} H 0 Z`,
      { fill: mix(t.P("Canopy"), bg, 0.55) },
    );
    s += path(
      `M 0 ${H * 0.82} C ${W * 0.25} ${H * 0.7} ${W * 0.45} ${H * 0.8} ${W * 0.6} ${H * 0.78} S ${W * 0.85} ${H * 0.7} ${W} ${H * 0.76} V ${H} H 0 Z`,
      { fill: mix(t.P("Canopy"), bg, 0.25) },
    );
    s += path(
      `M 0 ${H * 0.92} C ${W * 0.3} ${H * 0.84} ${W * 0.6} ${H * 0.95} ${W} ${H * 0.88} V ${H} H 0 Z`,
      { fill: t.P("Canopy") },
    );
    s += path(
      `M ${W * 0.3} ${H} C ${W * 0.4} ${H * 0.93} ${W * 0.5} ${H * 0.97} ${W * 0.62} ${H * 0.9}`,
      { fill: "none", stroke: t.P("River"), "stroke-width": 18, "stroke-linecap": "round" },
    );
    s += await lockup(t, W / 2 - 600, 120, 1200, 560, { bg, layout: "stack" });
    s += text(t.brief.tagline, W / 2, 760, {
      font: t.fontP,
      size: 58,
      weight: 400,
      anchor: "middle",
      fill: t.P("Bark"),
    });
    return s;
  },
  async tarini(t, W, H) {
    const bg = t.P("Ivory");
    let s = surface(W, H, bg);
    const band = (y: number) =>
      rect(0, y, W, 130, { fill: t.P("Terracotta") }) +
      pattern(t, 0, y, W, 130, {
        bg: t.P("Terracotta"),
        size: 130,
        mono: mix(t.P("Terracotta"), bg, 0.45),
      });
    s += band(0) + band(H - 130);
    s += symbolAt(t, W * 0.72, H / 2, 560, { bg });
    s += text("HOME DECOR  ·  HAND BLOCK PRINTED", 220, 380, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.18,
      fill: t.P("Terracotta"),
    });
    const wm = await wordmark(t, 220, 420, {
      color: t.P("Indigo Dye"),
      subColor: t.P("Terracotta"),
      maxW: 1000,
      maxSize: 200,
    });
    s +=
      wm.svg +
      text(t.brief.tagline, 220, 420 + wm.h + 110, {
        font: t.fontP,
        size: 62,
        weight: 400,
        fill: mix(t.P("Indigo Dye"), bg, 0.3),
      });
    return s;
  },
  async ahh(t, W, H) {
    const bg = t.P("Khadi");
    let s = surface(W, H, bg);
    const cols = [
      t.P("Indigo"),
      t.P("Madder Red"),
      t.P("Turmeric"),
      t.P("Indigo"),
      t.P("Charcoal"),
      t.P("Madder Red"),
    ];
    let x = W * 0.56;
    cols.forEach((c, i) => {
      const w = [70, 36, 120, 28, 60, 150][i]!;
      s += rect(x, 0, w, H, { fill: c, opacity: 0.92 });
      x += w + [30, 18, 44, 22, 36, 0][i]!;
    });
    for (let y = 0; y < H; y += 22)
      s += line(W * 0.56 - 10, y, W, y, { stroke: bg, "stroke-width": 4, opacity: 0.35 });
    s += circle(W * 0.78, H / 2, 300, { fill: bg });
    s += symbolAt(t, W * 0.78, H / 2, 380, { bg });
    s += text("WEAVERS  ·  POTTERS  ·  BLOCK PRINTERS", 200, 360, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.16,
      fill: t.P("Madder Red"),
    });
    const wm = await wordmark(t, 200, 400, {
      color: t.P("Charcoal"),
      subColor: t.P("Indigo"),
      maxW: 900,
      maxSize: 260,
    });
    s +=
      wm.svg +
      (
        await paragraph(t.brief.tagline, 200, 400 + wm.h + 110, 900, {
          font: t.fontP,
          size: 72,
          weight: 400,
          fill: t.P("Indigo"),
          lh: 1.1,
        })
      ).svg;
    return s;
  },
};
