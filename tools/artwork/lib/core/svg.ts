// SVG snippets: escaped attributes, shapes, text, rounded rectangles and the document wrapper.

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

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
