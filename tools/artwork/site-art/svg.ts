// The Home and About artwork's palette, faces and SVG helpers (shapes, text, grain, marks).

export const C = {
  ink: "#141210",
  inkSoft: "#4a4540",
  paper: "#f6f2ea",
  paperDeep: "#ece5d8",
  saffron: "#e8951c",
  vermilion: "#D9480F",
  green: "#2B8A3E",
  blue: "#1C7ED6",
  purple: "#AE3EC9",
  blush: "#F4C9B5",
  sky: "#C4DCF0",
  mint: "#CDE5C6",
  butter: "#F6DC8E",
  lilac: "#E3CFEF",
  white: "#ffffff",
};

export const DISPLAY = "Sora";
export const BODY = "Inter";

// ------------------------------------------------------------------ SVG helpers

export const n = (v: number) => (Math.round(v * 100) / 100).toString();
const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Attrs = Record<string, string | number | undefined>;
function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : esc(String(v))}"`)
    .join("");
}
export const el = (tag: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  el("circle", { cx, cy, r, ...a });
export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });
export const g = (inner: string, a: Attrs = {}) => el("g", a, inner);

interface TextOptions {
  size: number;
  font?: string;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}
export function text(content: string, x: number, y: number, o: TextOptions): string {
  return el(
    "text",
    {
      x,
      y,
      "font-family": o.font ?? BODY,
      "font-size": o.size,
      "font-weight": o.weight ?? 400,
      "font-style": o.italic ? "italic" : undefined,
      fill: o.fill ?? C.ink,
      "text-anchor": o.anchor,
      "letter-spacing": o.spacing ? n(o.spacing * o.size) : undefined,
      opacity: o.opacity,
    },
    esc(content),
  );
}

/** Breaks text into lines of at most `chars` characters (a fair guess for Inter and Sora). */
export function wrap(content: string, chars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/)) {
    if (line && (line + " " + word).length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A fine, fixed-seed paper grain over the whole picture. */
export function grain(w: number, h: number, opacity = 0.08): string {
  return (
    `<filter id="grain" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter>` +
    rect(0, 0, w, h, { filter: "url(#grain)", opacity, style: "mix-blend-mode:multiply" })
  );
}

export function svg(w: number, h: number, body: string, background?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (background ? rect(0, 0, w, h, { fill: background }) : "") +
    body +
    `</svg>`
  );
}

/** Points of a regular star / flower outline. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  turn = 0,
) {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join("L")}Z`;
}

/** The studio's mark: a saffron sun with the S stroke, as in public/media/brand/logo.svg. */
export function mark(cx: number, cy: number, r: number, fill = C.saffron, stroke = C.ink): string {
  const s = r / 17;
  return g(
    circle(0, 0, 17, { fill }) +
      path("M-10 7c4 4 16 4 20-2s-2-9-10-10-12-6-8-11 14-3 17 1", {
        fill: "none",
        stroke,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
    { transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` },
  );
}
