// The parts the brand UIs are built from, in design points: status and tab bars, logo, navigation, chips, cards.
import { type Theme, brandInk, symbolAt, wordmark } from "../brand.ts";
import { g, rect, path, line, text, f, mix, bestOn, softShadow, roundedRectPath } from "../core.ts";
import { icon, button } from "../kit.ts";

// ---------------------------------------------------------------- UI helpers (in design points)
interface U {
  t: Theme;
  bg: string;
  ink: string;
  soft: string;
  line: string;
  acc: string;
  fs: string;
  fp: string;
}
export function ui(t: Theme, bg: string, acc?: string): U {
  const ink = brandInk(t, bg);
  return {
    t,
    bg,
    ink,
    soft: mix(ink, bg, 0.4),
    line: mix(ink, bg, 0.88),
    acc: acc ?? bestOn(bg, t.a1, t.a2, t.a3),
    fs: t.fontS,
    fp: t.fontP,
  };
}
export const T = (
  u: U,
  s: string,
  x: number,
  y: number,
  size: number,
  o: { w?: number; c?: string; a?: "start" | "middle" | "end"; p?: boolean; ls?: number } = {},
) =>
  text(s, x, y, {
    font: o.p ? u.fp : u.fs,
    size,
    weight: o.w ?? 400,
    fill: o.c ?? u.ink,
    anchor: o.a,
    ls: o.ls,
  });

export function statusBar(u: U, c?: string): string {
  const col = c ?? u.ink;
  return (
    T(u, "9:41", 36, 34, 15, { w: 600, c: col }) +
    [0, 1, 2, 3]
      .map((i) => rect(300 + i * 6, 30 - i * 2.5, 4, 5 + i * 2.5, { fill: col, rx: 1 }))
      .join("") +
    path(roundedRectPath(332, 22, 24, 12, 3.5), {
      fill: "none",
      stroke: col,
      "stroke-width": 1.3,
    }) +
    rect(334, 24, 17, 8, { fill: col, rx: 2 })
  );
}
export function tabBar(u: U, icons: string[], active = 0, bg?: string): string {
  const y = 790;
  let s =
    rect(0, y, 390, 80, { fill: bg ?? u.bg }) +
    line(0, y, 390, y, { stroke: u.line, "stroke-width": 1 });
  icons.forEach((ic, i) => {
    const cx = 390 / (icons.length * 2) + (i * 390) / icons.length;
    s += icon(ic, cx, y + 28, 20, i === active ? u.acc : u.soft);
  });
  s += rect(130, 858, 130, 5, { fill: u.ink, rx: 2.5, opacity: 0.8 });
  return s;
}
export async function logoSmall(
  u: U,
  x: number,
  y: number,
  h: number,
  color?: string,
  bg?: string,
): Promise<string> {
  const col = color ?? u.ink;
  const wm = await wordmark(u.t, x + h * 1.25, y, {
    color: col,
    maxW: 260,
    maxSize: h * 0.8,
    noSub: true,
  });
  return (
    symbolAt(u.t, x + h / 2, y + h / 2, h, { bg: bg ?? u.bg }) +
    g(wm.svg, { transform: `translate(0 ${f((h - wm.h) / 2)})` })
  );
}
export async function navDesktop(
  u: U,
  links: string[],
  cta: string,
  o: { bg?: string; color?: string; ctaFill?: string } = {},
): Promise<string> {
  const bg = o.bg ?? u.bg;
  const col = o.color ?? u.ink;
  let s = rect(0, 0, 1440, 84, { fill: bg });
  s += await logoSmall(u, 64, 22, 40, col, bg === "none" ? u.bg : bg);
  links.forEach((l, i) => (s += T(u, l, 620 + i * 130, 48, 16, { w: 500, c: col })));
  const cf = o.ctaFill ?? u.acc;
  s += button(1220, 22, 160, 42, cta, {
    fill: cf,
    color: bestOn(cf, "#FFFFFF", u.t.dark),
    font: u.fs,
    size: 15,
  });
  return s;
}
export function chip(
  u: U,
  x: number,
  y: number,
  label: string,
  o: { fill?: string; color?: string; h?: number; w?: number; size?: number } = {},
): string {
  const h = o.h ?? 32;
  const w = o.w ?? label.length * (h * 0.32) + h;
  return (
    path(roundedRectPath(x, y, w, h, h / 2), { fill: o.fill ?? u.line }) +
    T(u, label, x + w / 2, y + h * 0.66, o.size ?? h * 0.42, {
      w: 600,
      c: o.color ?? u.ink,
      a: "middle",
    })
  );
}
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  r = 16,
  shadow = true,
): string {
  return (
    (shadow ? softShadow(x, y, w, h, { r, blur: 10, dy: 6, opacity: 0.1 }) : "") +
    path(roundedRectPath(x, y, w, h, r), { fill })
  );
}

// ---------------------------------------------------------------- screens
export type ScreenFn = (t: Theme) => Promise<{ svg: string; bg: string }>;
