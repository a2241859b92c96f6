// The case-study banner: a brand's own design, or the generic or fanned-posts layout.
import { type Theme, brandInk, accentOn, symbolAt, wordmark } from "../brand.ts";
import {
  rect,
  circle,
  text,
  nextId,
  mix,
  lighten,
  isDark,
  linearGradient,
  paragraph,
} from "../core.ts";
import { placed, pattern, surface, dotsGrid } from "../kit.ts";
import { post, POSTS } from "../posts.ts";
import type { Scene } from "./scene.ts";
import { BANNERS_CAFE_TO_AHH } from "./banners-cafe-to-ahh.ts";
import { BANNERS_PIK_TO_SCHOLAR } from "./banners-pik-to-scholar.ts";

// ---------------------------------------------------------------- banners
async function bannerGeneric(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.bannerBg;
  const ink = brandInk(t, bg);
  const acc = accentOn(t, bg);
  const compact = t.brief.compactBannerOnMobile;
  let s = surface(W, H, bg);
  const soft = mix(ink, bg, 0.45);
  if (compact) {
    // centred composition that survives a narrow crop
    s += pattern(t, -40, -40, W * 0.3, H + 80, { bg, size: 220, mono: mix(bg, ink, 0.07) });
    s += pattern(t, W * 0.7 + 40, -40, W * 0.3, H + 80, {
      bg,
      size: 220,
      mono: mix(bg, ink, 0.07),
    });
    const fid = nextId("fd");
    s +=
      `<defs>${linearGradient(
        fid,
        [
          [0, bg, 0],
          [0.3, bg, 1],
          [0.7, bg, 1],
          [1, bg, 0],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(0, 0, W, H, { fill: `url(#${fid})` });
    s += circle(W / 2, H * 0.36, 190, { fill: mix(bg, acc, 0.12) });
    s += symbolAt(t, W / 2, H * 0.36, 260, { bg: mix(bg, acc, 0.12) });
    const wm = await wordmark(t, W / 2, H * 0.56, {
      color: ink,
      subColor: acc,
      maxW: 1000,
      maxSize: 170 / Math.sqrt(t.art.wm.length),
      anchor: "middle",
      fillOverride: t.gradient && isDark(bg) ? "url(#wmGoldB)" : undefined,
    });
    s += wm.svg;
    s += text(t.brief.tagline, W / 2, H * 0.56 + wm.h + 90, {
      font: t.fontP,
      size: 56,
      weight: 400,
      anchor: "middle",
      fill: soft,
    });
    return s;
  }
  // split composition
  const cx = W * 0.72;
  const cy = H * 0.5;
  const stage = isDark(bg) ? lighten(bg, 0.08) : mix(bg, acc, 0.14);
  s += circle(cx, cy, 430, { fill: stage });
  s += circle(cx + 250, cy - 300, 90, {
    fill: "none",
    stroke: acc,
    "stroke-width": 6,
    opacity: 0.8,
  });
  s += dotsGrid(cx - 520, cy + 260, 6, 4, 34, 6, mix(bg, ink, 0.25));
  s += symbolAt(t, cx, cy, 520, { bg: stage });
  const x0 = 200;
  s += text(t.brief.displayServices.toUpperCase().replace(/\s*\|\s*/g, "  ·  "), x0, 330, {
    font: t.fontS,
    size: 30,
    weight: 700,
    ls: 0.14,
    fill: acc,
  });
  const wm = await wordmark(t, x0, 380, {
    color: ink,
    subColor: acc,
    maxW: 900,
    maxSize: 210 / Math.sqrt(t.art.wm.length),
    fillOverride: t.gradient && isDark(bg) ? "url(#wmGoldB)" : undefined,
  });
  s += wm.svg;
  const ty = 380 + wm.h + 110;
  s += rect(x0, ty - 150 + 60, 120, 8, { fill: acc });
  s += (
    await paragraph(t.brief.tagline, x0, ty + 20, 900, {
      font: t.fontP,
      size: 68,
      weight: 400,
      fill: soft,
      lh: 1.2,
    })
  ).svg;
  return s;
}

async function bannerFanned(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.bannerBg;
  let s = surface(W, H, bg);
  if (t.folder === "tarinis")
    s += pattern(t, 0, 0, W, H, { bg, size: 200, mono: mix(bg, t.P("Terracotta"), 0.22) });
  if (t.folder === "movas") {
    s += symbolAt(t, 330, 600, 420, { mono: mix(bg, t.a1, 0.3) });
    s += symbolAt(t, W - 330, 600, 420, { mono: mix(bg, t.a1, 0.3) });
  }
  if (t.folder === "moen2") s += dotsGrid(140, 160, 8, 14, 64, 5, mix(bg, "#fff", 0.18));
  const list = POSTS[t.folder]!;
  const picks = [list[2]!, list[0]!, list[1]!];
  const S = 720;
  const pos = [
    [W / 2 - 620, H / 2 + 30, -8],
    [W / 2, H / 2 - 10, 0],
    [W / 2 + 620, H / 2 + 30, 8],
  ] as const;
  // draw side posts first, centre on top
  for (const i of [0, 2, 1]) {
    const [x, y, rot] = pos[i]!;
    const inner = await post(t, picks[i]!, S);
    s += placed(x - S / 2, y - S / 2, S, S, inner, { rot, r: 18, clip: true, shadow: 1.6 });
  }
  return s;
}

const BANNERS: Record<string, Scene> = { ...BANNERS_CAFE_TO_AHH, ...BANNERS_PIK_TO_SCHOLAR };

export async function banner(t: Theme, W: number, H: number): Promise<string> {
  let defs = "";
  if (t.gradient)
    defs = `<defs>${linearGradient(
      "wmGoldB",
      [
        [0, t.gradient.from],
        [1, t.gradient.to],
      ],
      0,
      0,
      1,
      1,
    )}</defs>`;
  if (BANNERS[t.folder]) return defs + (await BANNERS[t.folder]!(t, W, H, 0));
  if (["movas", "tarinis", "moen2"].includes(t.folder)) return bannerFanned(t, W, H);
  return defs + (await bannerGeneric(t, W, H));
}
