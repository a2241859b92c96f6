// Low-level helpers for the media generator: PRNG, colour maths, SVG snippets,
// text measurement (through sharp/librsvg so it matches the renderer) and rasterising.
import sharp from "sharp";
import { contrastRatio as contrast, luminance } from "../../../src/core/color.ts";

// ---------------------------------------------------------------- PRNG
export function hashString(s: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(arr: readonly T[]): T;
  shuffle<T>(arr: readonly T[]): T[];
}

export function makeRng(seed: string): Rng {
  let a = hashString(seed) || 1;
  const next = (() => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)]!;
  next.shuffle = (arr) => {
    const out = arr.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return next;
}

// ---------------------------------------------------------------- colour
export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const n = parseInt(
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return ("#" + c(r) + c(g) + c(b)).toUpperCase();
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
export const lighten = (c: string, t: number) => mix(c, "#FFFFFF", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);
// The WCAG maths are the site's own (the content lint judges swatches with the same functions).
export { luminance, contrastRatio as contrast } from "../../../src/core/color.ts";
export const isDark = (c: string) => luminance(c) < 0.22;
/** Of the candidates, the one that reads best on bg. */
export function bestOn(bg: string, ...candidates: string[]): string {
  let best = candidates[0] ?? "#000000";
  for (const c of candidates) if (contrast(c, bg) > contrast(best, bg)) best = c;
  return best;
}
export function hexToRgbString(hex: string): string {
  return hexToRgb(hex).join(", ");
}

// ---------------------------------------------------------------- SVG snippets
export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export const f = (n: number) => (Math.round(n * 100) / 100).toString();

type Attrs = Record<string, string | number | undefined | null | false>;
export function attrs(a: Attrs): string {
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? f(v) : esc(String(v))}"`;
  }
  return s;
}
export const el = (tag: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export function rect(x: number, y: number, w: number, h: number, a: Attrs = {}): string {
  return el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), ...a });
}
export function circle(cx: number, cy: number, r: number, a: Attrs = {}): string {
  return el("circle", { cx, cy, r, ...a });
}
export function line(x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string {
  return el("line", { x1, y1, x2, y2, ...a });
}
export function path(d: string, a: Attrs = {}): string {
  return el("path", { d, ...a });
}
export function g(inner: string, a: Attrs = {}): string {
  return el("g", a, inner);
}
export function poly(points: [number, number][], a: Attrs = {}): string {
  return el("polygon", { points: points.map(([x, y]) => `${f(x)},${f(y)}`).join(" "), ...a });
}

export interface TextOpts {
  font: string;
  size: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  ls?: number; // letter spacing in em
  italic?: boolean;
  opacity?: number;
  extra?: Attrs;
}
export function text(str: string, x: number, y: number, o: TextOpts): string {
  const ls = o.ls ?? 0;
  // librsvg adds the spacing after the last glyph too; compensate so centred/right text stays centred/right.
  let dx = 0;
  if (ls && o.anchor === "middle") dx = (ls * o.size) / 2;
  if (ls && o.anchor === "end") dx = ls * o.size;
  return el(
    "text",
    {
      x: x + dx,
      y,
      "font-family": o.font,
      "font-size": o.size,
      "font-weight": o.weight ?? 400,
      "font-style": o.italic ? "italic" : undefined,
      fill: o.fill ?? "#000",
      "text-anchor": o.anchor && o.anchor !== "start" ? o.anchor : undefined,
      "letter-spacing": ls ? f(ls * o.size) : undefined,
      opacity: o.opacity,
      ...(o.extra ?? {}),
    },
    esc(str),
  );
}

export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  r = Math.min(r, w / 2, h / 2);
  return `M${f(x + r)} ${f(y)}H${f(x + w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w - r)} ${f(y + h)}H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y + h - r)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`;
}

let uid = 0;
export function resetIds(): void {
  uid = 0;
}
export function nextId(prefix = "i"): string {
  uid += 1;
  return `${prefix}${uid}`;
}

/** A soft drop shadow drawn as a blurred shape underneath an object. */
export function softShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {
    r?: number;
    blur?: number;
    dy?: number;
    opacity?: number;
    color?: string;
    spread?: number;
  } = {},
): string {
  const blur = o.blur ?? Math.max(6, Math.min(w, h) * 0.05);
  const id = nextId("sb");
  const spread = o.spread ?? 0;
  const pad = blur * 3;
  return (
    `<filter id="${id}" x="${f(x - pad)}" y="${f(y - pad)}" width="${f(w + pad * 2)}" height="${f(h + pad * 2 + (o.dy ?? 0))}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="${f(blur)}"/></filter>` +
    rect(x - spread, y + (o.dy ?? blur * 0.6) - spread, w + spread * 2, h + spread * 2, {
      rx: o.r ?? 0,
      fill: o.color ?? "#000",
      opacity: o.opacity ?? 0.22,
      filter: `url(#${id})`,
    })
  );
}

/** Layered shadow (tight contact + wide ambient) for a convincing lift. */
export function liftShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  r = 0,
  strength = 1,
  color = "#000",
): string {
  const s = Math.min(w, h);
  return (
    softShadow(x, y, w, h, { r, blur: s * 0.06, dy: s * 0.05, opacity: 0.16 * strength, color }) +
    softShadow(x, y, w, h, { r, blur: s * 0.012, dy: s * 0.008, opacity: 0.22 * strength, color })
  );
}

export function linearGradient(
  id: string,
  stops: [number, string, number?][],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</linearGradient>`;
}
export function radialGradient(
  id: string,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</radialGradient>`;
}

/** A backdrop with a gentle light falloff, like a photographed surface. */
export function backdrop(
  w: number,
  h: number,
  color: string,
  o: { light?: number; vignette?: number } = {},
): string {
  const id = nextId("bd");
  const light = o.light ?? 0.1;
  const vig = o.vignette ?? 0.1;
  return (
    `<defs>${radialGradient(
      id,
      [
        [0, lighten(color, light)],
        [0.6, color],
        [1, darken(color, vig)],
      ],
      0.4,
      0.3,
      0.95,
    )}</defs>` + rect(0, 0, w, h, { fill: `url(#${id})` })
  );
}

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------- text measurement
const measureCache = new Map<string, number>();
/** Advance width of str at font-size 100 (px), measured by rendering it with librsvg. */
export async function measure100(
  str: string,
  font: string,
  weight = 400,
  italic = false,
): Promise<number> {
  const key = `${font}|${weight}|${italic}|${str}`;
  const hit = measureCache.get(key);
  if (hit !== undefined) return hit;
  const body = str.trim();
  if (!body) {
    measureCache.set(key, 0);
    return 0;
  }
  // Bracket with a fixed glyph so the side bearings of the string count, then subtract it.
  const w = Math.ceil(body.length * 130 + 400);
  const svg = (s: string) =>
    svgDoc(
      w,
      220,
      `<text x="40" y="150" font-family="${esc(font)}" font-size="100" font-weight="${weight}"${italic ? ' font-style="italic"' : ""} fill="#000">${esc(s)}</text>`,
    );
  const ink = async (s: string) => {
    const { info } = await sharp(Buffer.from(svg(s)))
      .flatten({ background: "#ffffff" })
      .trim({ threshold: 40 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, left: -(info.trimOffsetLeft ?? 0) };
  };
  const m = await ink(body);
  const width = m.width;
  measureCache.set(key, width);
  return width;
}

export async function textWidth(
  str: string,
  o: { font: string; size: number; weight?: number; ls?: number; italic?: boolean },
): Promise<number> {
  const w100 = await measure100(str, o.font, o.weight ?? 400, o.italic);
  return (w100 * o.size) / 100 + (o.ls ?? 0) * o.size * Math.max(0, str.length - 1);
}

/** Largest font size ≤ maxSize at which str fits in maxW. */
export async function fitSize(
  str: string,
  o: { font: string; weight?: number; ls?: number; italic?: boolean },
  maxW: number,
  maxSize: number,
): Promise<number> {
  const w100 = await measure100(str, o.font, o.weight ?? 400, o.italic);
  const per = w100 / 100 + (o.ls ?? 0) * Math.max(0, str.length - 1);
  if (per <= 0) return maxSize;
  return Math.min(maxSize, maxW / per);
}

/** Greedy word wrap using measured widths. */
export async function wrap(
  str: string,
  o: { font: string; size: number; weight?: number; ls?: number },
  maxW: number,
): Promise<string[]> {
  const words = str.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    const cand = cur ? cur + " " + w : w;
    if (!cur || (await textWidth(cand, o)) <= maxW) cur = cand;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

export async function paragraph(
  str: string,
  x: number,
  y: number,
  maxW: number,
  o: TextOpts & { lh?: number; maxLines?: number },
): Promise<{ svg: string; height: number; lines: number }> {
  let lines = await wrap(str, o, maxW);
  if (o.maxLines && lines.length > o.maxLines) {
    lines = lines.slice(0, o.maxLines);
    lines[lines.length - 1] = lines[lines.length - 1]!.replace(/[\s,.;:]*\S*$/, "") + "…";
  }
  const lh = (o.lh ?? 1.4) * o.size;
  const svg = lines.map((l, i) => text(l, x, y + i * lh, o)).join("");
  return { svg, height: lines.length * lh, lines: lines.length };
}

// ---------------------------------------------------------------- rasterising
export async function svgToWebp(svg: string, file: string, quality = 80): Promise<number> {
  const info = await sharp(Buffer.from(svg))
    .webp({ quality, effort: 5, smartSubsample: true })
    .toFile(file);
  return info.size;
}
export async function svgToRawRgb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}
