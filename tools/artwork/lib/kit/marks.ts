// Small graphic marks: greeked text lines, the brand pattern, buttons, board captions, stars and dot grids.
import { type Theme, inkOn, symbolAt } from "../brand.ts";
import { g, rect, circle, path, text, nextId, mix, roundedRectPath } from "../core.ts";

/** Placeholder text lines (greeked copy). */
export function lines(
  x: number,
  y: number,
  w: number,
  n: number,
  o: {
    h?: number;
    gap?: number;
    color?: string;
    last?: number;
    opacity?: number;
    seed?: number;
  } = {},
): string {
  const h = o.h ?? 8;
  const gap = o.gap ?? h * 1.9;
  let s = "";
  for (let i = 0; i < n; i++) {
    const k = ((o.seed ?? 3) * 7 + i * 13) % 10;
    const lw = i === n - 1 ? w * (o.last ?? 0.55) : w * (0.86 + (k / 10) * 0.14);
    s += rect(x, y + i * gap, lw, h, {
      rx: h / 2,
      fill: o.color ?? "#000",
      opacity: o.opacity ?? 0.18,
    });
  }
  return s;
}

/** Brand pattern tile filling (x,y,w,h): symbols on a grid, or stripes, depending on brand. */
export function pattern(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { bg: string; size?: number; opacity?: number; mono?: string } = { bg: "#fff" },
): string {
  const id = nextId("pt");
  const s = o.size ?? 120;
  const mono = o.mono ?? mix(o.bg, inkOn(t, o.bg), 0.18);
  let cells = "";
  const cols = Math.ceil(w / s) + 1;
  const rows = Math.ceil(h / s) + 1;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const cx = x + c * s + (r % 2 ? s / 2 : 0);
      const cy = y + r * s;
      cells += symbolAt(t, cx, cy, s * 0.42, { mono, bg: o.bg });
    }
  return (
    `<clipPath id="${id}">${rect(x, y, w, h)}</clipPath>` +
    g(cells, { "clip-path": `url(#${id})`, opacity: o.opacity ?? 1 })
  );
}

/** A pill button. */
export function button(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  o: {
    fill: string;
    color: string;
    font: string;
    size?: number;
    r?: number;
    weight?: number;
    outline?: boolean;
  },
): string {
  return (
    path(
      roundedRectPath(x, y, w, h, o.r ?? h / 2),
      o.outline
        ? { fill: "none", stroke: o.fill, "stroke-width": Math.max(2, h * 0.05) }
        : { fill: o.fill },
    ) +
    text(label, x + w / 2, y + h / 2 + (o.size ?? h * 0.36) * 0.36, {
      font: o.font,
      size: o.size ?? h * 0.36,
      weight: o.weight ?? 600,
      fill: o.color,
      anchor: "middle",
    })
  );
}

/** Small caption used on presentation boards ("01 — Primary logo"). */
export function boardCaption(
  t: Theme,
  x: number,
  y: number,
  label: string,
  bg: string,
  o: { size?: number; anchor?: "start" | "end" } = {},
): string {
  return text(label.toUpperCase(), x, y, {
    font: t.fontS,
    size: o.size ?? 20,
    weight: 600,
    ls: 0.18,
    fill: mix(inkOn(t, bg), bg, 0.35),
    anchor: o.anchor ?? "start",
  });
}

export function star4(cx: number, cy: number, r: number, fill: string): string {
  return path(
    `M ${cx} ${cy - r} Q ${cx} ${cy} ${cx + r} ${cy} Q ${cx} ${cy} ${cx} ${cy + r} Q ${cx} ${cy} ${cx - r} ${cy} Q ${cx} ${cy} ${cx} ${cy - r} Z`,
    { fill },
  );
}

export function dotsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity = 1,
): string {
  let s = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, r, { fill });
  return g(s, { opacity });
}
