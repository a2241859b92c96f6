import { colors } from "./tokens.ts";

/** "#abc" → "#aabbcc"; six-digit colours are returned as they are. */
function sixDigits(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
}

/** WCAG relative luminance of #rrggbb (or #rgb). */
export function luminance(hex: string): number {
  const six = sixDigits(hex);
  const channels = [1, 3, 5].map((i) => parseInt(six.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Dark or light text, whichever reads better on the fill. */
export function labelColorFor(fill: string, dark = colors.ink, light = "#ffffff"): string {
  return contrastRatio(fill, dark) >= contrastRatio(fill, light) ? dark : light;
}

export function hexToRgb(hex: string): string {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ");
}
