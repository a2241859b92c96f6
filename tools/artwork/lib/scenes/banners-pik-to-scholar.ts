// Banners designed for one brand each: pik, raminiscence and drunken-scholar.
import { symbolAt, wordmark } from "../brand.ts";
import {
  g,
  rect,
  circle,
  text,
  nextId,
  mix,
  lighten,
  darken,
  radialGradient,
  softShadow,
  liftShadow,
} from "../core.ts";
import { surface } from "../kit.ts";
import { bookCover } from "../objects.ts";
import type { Scene } from "./scene.ts";

export const BANNERS_PIK_TO_SCHOLAR: Record<string, Scene> = {
  async pik(t, W, H) {
    const bg = t.P("Deep Teal");
    let s = surface(W, H, bg);
    for (let i = 0; i < 6; i++)
      s += circle(W / 2, H / 2, 460 + i * 120, {
        fill: "none",
        stroke: mix(bg, t.P("Ice Mint"), 0.12),
        "stroke-width": 2,
      });
    const cx = W / 2;
    const cy = H / 2;
    s += softShadow(cx - 400, cy - 400, 800, 800, { r: 400, blur: 40, dy: 30, opacity: 0.45 });
    const gid = nextId("tl");
    s += `<defs>${radialGradient(
      gid,
      [
        [0, lighten(t.P("Ice Mint"), 0.25)],
        [0.8, t.P("Ice Mint")],
        [1, darken(t.P("Ice Mint"), 0.12)],
      ],
      0.4,
      0.35,
      0.7,
    )}</defs>`;
    s +=
      circle(cx, cy, 400, { fill: `url(#${gid})` }) +
      circle(cx, cy, 360, {
        fill: "none",
        stroke: darken(t.P("Ice Mint"), 0.15),
        "stroke-width": 4,
      });
    s += circle(cx, cy, 320, {
      fill: "none",
      stroke: t.P("Deep Teal"),
      "stroke-width": 2,
      opacity: 0.4,
    });
    s += text("PIK", cx, cy + 120, {
      font: t.fontP,
      size: 380,
      weight: 700,
      anchor: "middle",
      fill: t.P("Jet"),
      ls: 0.04,
    });
    s += text("ICE MINT  ·  STRENGTH 2", cx, cy + 210, {
      font: t.fontS,
      size: 34,
      weight: 700,
      anchor: "middle",
      fill: t.P("Deep Teal"),
      ls: 0.2,
    });
    s += text("Cool.", 200, 470, {
      font: t.fontP,
      size: 170,
      weight: 700,
      fill: t.P("Frost White"),
    });
    s += text("Clean.", 200, 640, { font: t.fontP, size: 170, weight: 700, fill: t.P("Ice Mint") });
    s += text("Compact.", 200, 810, { font: t.fontP, size: 170, weight: 700, fill: t.P("Citrus") });
    s += text("TOBACCO-FREE NICOTINE POUCHES · 18+", W - 200, H - 120, {
      font: t.fontS,
      size: 26,
      weight: 700,
      anchor: "end",
      ls: 0.16,
      fill: mix(bg, "#fff", 0.6),
    });
    return s;
  },
  async raminiscence(t, W, H) {
    const bg = t.P("Paper");
    let s = surface(W, H, bg);
    const bw = 760;
    const bh = 960;
    s += g(liftShadow(0, 0, bw, bh, 6, 1.8) + (await bookCover(t, bw, bh)), {
      transform: `translate(${W * 0.56} ${(H - bh) / 2 + 10}) rotate(-6 ${bw / 2} ${bh / 2})`,
    });
    s += text("A COMMEMORATIVE COFFEE-TABLE BOOK", 220, 400, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.2,
      fill: t.P("Oxblood"),
    });
    s += text("RAMiniscence", 220, 560, {
      font: t.fontP,
      size: 170,
      weight: 500,
      fill: t.P("Ink"),
    });
    s += text("Fifty years, one story.", 220, 680, {
      font: t.fontP,
      size: 70,
      weight: 400,
      fill: t.P("Sepia"),
      italic: true,
    });
    s += rect(220, 740, 140, 6, { fill: t.P("Antique Gold") });
    return s;
  },
  async "drunken-scholar"(t, W, H) {
    const bg = t.P("Chinese Black");
    let s = surface(W, H, bg);
    const conf = [
      t.P("Amber"),
      t.P("Inchworm"),
      t.P("Lavender Magenta"),
      t.P("Maximum Blue Purple"),
    ];
    for (let i = 0; i < 40; i++) {
      const x = 120 + ((i * 547) % (W - 240));
      const y = 80 + ((i * 331) % (H - 160));
      if (x > 1300 && x < 2200 && y > 150 && y < 1100) continue;
      const c = conf[i % 4]!;
      s +=
        i % 3 === 0
          ? circle(x, y, 10 + (i % 4) * 3, { fill: c })
          : rect(x, y, 26, 10, {
              fill: c,
              rx: 4,
              transform: `rotate(${(i * 47) % 180} ${x} ${y})`,
            });
    }
    s += circle(W * 0.72, H / 2 + 20, 420, { fill: t.P("Gunmetal") });
    s += circle(W * 0.72, H / 2 + 20, 420, {
      fill: "none",
      stroke: t.P("Amber"),
      "stroke-width": 8,
      "stroke-dasharray": "4 22",
      "stroke-linecap": "round",
    });
    s += symbolAt(t, W * 0.72, H / 2 + 10, 640, { bg: t.P("Gunmetal"), time: 0.3 });
    s += text("PARTIES  ·  EVENTS  ·  MERCH", 200, 330, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.2,
      fill: t.P("Inchworm"),
    });
    const wm = await wordmark(t, 200, 370, { color: t.P("White"), maxW: 1000, maxSize: 220 });
    s += wm.svg;
    s += text("Class dismissed.", 200, 370 + wm.h + 100, {
      font: t.fontS,
      size: 64,
      weight: 600,
      fill: t.P("Amber"),
    });
    s += text("Party on.", 200, 370 + wm.h + 180, {
      font: t.fontS,
      size: 64,
      weight: 600,
      fill: t.P("Amber"),
    });
    return s;
  },
};
