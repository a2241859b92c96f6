// Text measurement through sharp/librsvg, so widths match the renderer: fitting and wrapping.
import sharp from "sharp";
import { esc, type TextOpts, text, svgDoc } from "./svg.ts";

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
