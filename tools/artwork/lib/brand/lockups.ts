/** The wordmark, and the symbol and wordmark locked up together. */
import { mix, isDark, text, g, f, linearGradient, fitSize, textWidth } from "../core.ts";
import { ease } from "./motion.ts";
import { symbolAt } from "./symbols.ts";
import { accentOn, brandInk } from "./theme.ts";
import type { SymOpts, Theme } from "./types.ts";

export interface WordmarkOpts {
  color: string;
  subColor?: string;
  maxW: number;
  maxSize: number;
  anchor?: "start" | "middle" | "end";
  noSub?: boolean;
  /** gradient-filled wordmark (gold brands) */
  fillOverride?: string;
}
export interface Placed {
  svg: string;
  w: number;
  h: number;
}

/** Lay out the wordmark with its top-left (or top-centre) at (x, y). */
export async function wordmark(t: Theme, x: number, y: number, o: WordmarkOpts): Promise<Placed> {
  const a = t.art;
  const font = { font: t.fontP, weight: a.wmWeight, ls: a.wmLs };
  let size = o.maxSize;
  for (const l of a.wm) size = Math.min(size, await fitSize(l, font, o.maxW, o.maxSize));
  const lh = size * 0.98;
  let svg = "";
  let maxLineW = 0;
  const anchor = o.anchor ?? "start";
  a.wm.forEach((l, i) => {
    svg += text(l, x, y + size * 0.78 + i * lh, {
      ...font,
      size,
      anchor,
      fill: o.fillOverride ?? o.color,
    });
  });
  for (const l of a.wm) maxLineW = Math.max(maxLineW, await textWidth(l, { ...font, size }));
  let h = size * 0.78 + (a.wm.length - 1) * lh + size * 0.22;
  if (a.sub && !o.noSub) {
    const subSize0 = Math.max(10, size * 0.22, Math.min(size * 0.4, o.maxW * 0.035));
    const subLs = a.subLs ?? 0.32;
    const subFont = { font: t.fontS, weight: 600, ls: subLs };
    const sw = Math.min(maxLineW, o.maxW);
    const subSize = Math.min(subSize0, await fitSize(a.sub, subFont, sw, subSize0));
    svg += text(a.sub, x, y + h + subSize * 1.25, {
      ...subFont,
      size: subSize,
      anchor,
      fill: o.subColor ?? o.color,
    });
    h += subSize * 1.6;
    maxLineW = Math.max(maxLineW, await textWidth(a.sub, { ...subFont, size: subSize }));
  }
  return { svg, w: maxLineW, h };
}

export interface LockupOpts {
  bg: string;
  layout: "stack" | "row";
  color?: string;
  mono?: string;
  symbolScale?: number;
  noSub?: boolean;
  p?: number;
  time?: number;
  wordP?: number; // wordmark reveal 0..1
}

/** Symbol + wordmark fitted and centred in the box (x, y, w, h). */
export async function lockup(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: LockupOpts,
): Promise<string> {
  return (await lockupBox(t, x, y, w, h, o)).svg;
}
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** Like lockup, also returning the bounding box of what was drawn. */
export async function lockupBox(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: LockupOpts,
): Promise<{ svg: string; box: Box }> {
  const color = o.mono ?? o.color ?? brandInk(t, o.bg);
  const fillOverride = !o.mono && t.gradient && isDark(o.bg) ? "url(#wmGold)" : undefined;
  const defs = fillOverride
    ? `<defs>${linearGradient(
        "wmGold",
        [
          [0, t.gradient!.from],
          [1, t.gradient!.to],
        ],
        0,
        0,
        1,
        1,
      )}</defs>`
    : "";
  const subColor = o.mono ?? (isDark(o.bg) ? mix(color, o.bg, 0.15) : accentOn(t, o.bg));
  const symOpts: SymOpts = { mono: o.mono, bg: o.bg, p: o.p, time: o.time };
  const wp = o.wordP ?? 1;
  const wrapWord = (s: string, dx: number, dy: number) =>
    g(s, {
      opacity: ease(wp),
      transform: `translate(${f(dx + (1 - ease(wp)) * 0)} ${f(dy + (1 - ease(wp)) * 16)})`,
    });
  if (o.layout === "stack") {
    const wm = await wordmark(t, x + w / 2, 0, {
      color,
      subColor,
      maxW: w * 0.9,
      maxSize: (h * 0.22) / Math.sqrt(t.art.wm.length),
      anchor: "middle",
      noSub: o.noSub,
      fillOverride,
    });
    const symS = Math.min(w * 0.5, h * 0.5, (h * 0.94 - wm.h) / 1.16) * (o.symbolScale ?? 1);
    const gap = symS * 0.16;
    const total = symS + gap + wm.h;
    const top = y + (h - total) / 2;
    const bw = Math.max(symS, wm.w);
    return {
      svg:
        defs +
        symbolAt(t, x + w / 2, top + symS / 2, symS, symOpts) +
        wrapWord(wm.svg, 0, top + symS + gap),
      box: { x: x + w / 2 - bw / 2, y: top, w: bw, h: total },
    };
  }
  const symS = h * 0.62 * (o.symbolScale ?? 1);
  const gap = symS * 0.22;
  const wm = await wordmark(t, 0, 0, {
    color,
    subColor,
    maxW: w - symS - gap,
    maxSize: h * 0.42,
    noSub: o.noSub,
    fillOverride,
  });
  const total = symS + gap + wm.w;
  const left = x + (w - total) / 2;
  const bh = Math.max(symS, wm.h);
  return {
    svg:
      defs +
      symbolAt(t, left + symS / 2, y + h / 2, symS, symOpts) +
      wrapWord(wm.svg, left + symS + gap, y + (h - wm.h) / 2),
    box: { x: left, y: y + h / 2 - bh / 2, w: total, h: bh },
  };
}
