// Colour maths: hex conversion, mixing, and picking the colour that reads best on a background.
import { contrastRatio as contrast, luminance } from "../../../../src/core/design/color.ts";

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
export { luminance, contrastRatio as contrast } from "../../../../src/core/design/color.ts";
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
