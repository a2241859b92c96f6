/**
 * Artwork for the Home and About Us pages: the hero film (desktop and phone), its poster, the
 * service-card pictures, client wordmarks, testimonial cards, the About hero circles, the story
 * pictures and the founder's portrait. Everything is composed as SVG here and rasterised with
 * sharp; the films are SVG frames piped into ffmpeg (H.264, yuv420p, +faststart, no audio).
 * Deterministic: no randomness without a fixed seed, no dates.
 *
 *   npx tsx tools/artwork/site-art.ts            # everything
 *   npx tsx tools/artwork/site-art.ts --stills   # pictures only (skip the films)
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const ffmpegPath = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const out = (path: string) => join(root, "public/media", path);

const C = {
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

const DISPLAY = "Sora";
const BODY = "Inter";

// ------------------------------------------------------------------ SVG helpers

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Attrs = Record<string, string | number | undefined>;
function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : esc(String(v))}"`)
    .join("");
}
const el = (tag: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, ...a });
const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  el("circle", { cx, cy, r, ...a });
const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });
const g = (inner: string, a: Attrs = {}) => el("g", a, inner);

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
function text(content: string, x: number, y: number, o: TextOptions): string {
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
function wrap(content: string, chars: number): string[] {
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
function grain(w: number, h: number, opacity = 0.08): string {
  return (
    `<filter id="grain" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter>` +
    rect(0, 0, w, h, { filter: "url(#grain)", opacity, style: "mix-blend-mode:multiply" })
  );
}

function svg(w: number, h: number, body: string, background?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (background ? rect(0, 0, w, h, { fill: background }) : "") +
    body +
    `</svg>`
  );
}

/** Points of a regular star / flower outline. */
function star(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0) {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join("L")}Z`;
}

/** The studio's mark: a saffron sun with the S stroke, as in public/media/brand/logo.svg. */
function mark(cx: number, cy: number, r: number, fill = C.saffron, stroke = C.ink): string {
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

async function writeImage(file: string, markup: string, format: "jpg" | "png", quality = 84) {
  mkdirSync(dirname(out(file)), { recursive: true });
  const image = sharp(Buffer.from(markup), { density: 72 });
  if (format === "png") await image.png({ compressionLevel: 9, palette: false }).toFile(out(file));
  else await image.jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(out(file));
  console.log(`  public/media/${file}`);
}

// ------------------------------------------------------------------ hero film

const LOOP_SECONDS = 8;
const FPS = 24;

/**
 * One frame of the hero film at time t (seconds). Every movement is periodic in LOOP_SECONDS,
 * so the last frame leads seamlessly into the first. `focusX`/`focusY` place the composition
 * (right of centre on desktop, upper half on phones, where the headline does not sit).
 */
function heroFrame(w: number, h: number, t: number, focusX: number, focusY: number): string {
  const p = (t / LOOP_SECONDS) * Math.PI * 2; // one turn per loop
  const unit = Math.min(w, h);
  const cx = w * focusX;
  const cy = h * focusY;
  const R = unit * 0.3 * (1 + 0.025 * Math.sin(p));
  let body = "";
  // Drifting horizontal bands behind everything.
  for (let i = 0; i < 9; i++) {
    const y = ((i / 9) * h + (t / LOOP_SECONDS) * (h / 9)) % h;
    body += rect(0, y, w, Math.max(1, unit * 0.004), { fill: C.paper, opacity: 0.06 });
  }
  // Orbit guide rings.
  for (const [k, dash] of [
    [1.3, "2 14"],
    [1.55, "1 22"],
  ] as const) {
    body += circle(cx, cy, R * k, {
      fill: "none",
      stroke: C.paper,
      "stroke-opacity": 0.28,
      "stroke-width": unit * 0.003,
      "stroke-dasharray": dash,
      transform: `rotate(${n((t / LOOP_SECONDS) * (k > 1.4 ? -90 : 90))} ${n(cx)} ${n(cy)})`,
    });
  }
  // The sun.
  body += circle(cx, cy, R, { fill: C.saffron });
  // A vermilion half-disc that rocks across the sun.
  const rock = 25 * Math.sin(p);
  body += g(
    path(`M${n(cx - R)} ${n(cy)}A${n(R)} ${n(R)} 0 0 0 ${n(cx + R)} ${n(cy)}Z`, {
      fill: C.vermilion,
    }),
    { transform: `rotate(${n(rock)} ${n(cx)} ${n(cy)})` },
  );
  // The ink S of the studio's mark, swaying with the half-disc.
  const s = R / 17;
  body += g(
    path("M-10 7c4 4 16 4 20-2s-2-9-10-10-12-6-8-11 14-3 17 1", {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 4.4,
      "stroke-linecap": "round",
    }),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(rock / 5)}) scale(${n(s)})` },
  );
  // Planets: four coloured discs orbiting at different radii.
  const planets: [number, number, string, number][] = [
    [1.3, 1, C.blue, 0.06],
    [1.3, 1, C.paper, 0.035],
    [1.55, -1, C.purple, 0.045],
    [1.55, -1, C.green, 0.065],
  ];
  planets.forEach(([k, dir, fill, size], i) => {
    const a = dir * p + (i * Math.PI) / 2 + (i % 2) * Math.PI;
    body += circle(cx + Math.cos(a) * R * k, cy + Math.sin(a) * R * k, unit * size, { fill });
  });
  // A spinning eight-point star, top left of the sun.
  const sx = cx - R * 1.05;
  const sy = cy - R * 0.95;
  body += path(star(sx, sy, unit * 0.07, unit * 0.028, 8, p / 4), { fill: C.butter });
  return svg(w, h, body, C.ink);
}

async function renderFilm(file: string, w: number, h: number, focusX: number, focusY: number) {
  mkdirSync(dirname(out(file)), { recursive: true });
  const frames = LOOP_SECONDS * FPS;
  const ffmpeg = spawn(
    ffmpegPath,
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${w}x${h}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-tune",
      "animation",
      "-threads",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      out(file),
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    ),
  );
  for (let i = 0; i < frames; i++) {
    const raw = await sharp(Buffer.from(heroFrame(w, h, i / FPS, focusX, focusY)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(raw))
      await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`  public/media/${file}`);
}

// ------------------------------------------------------------------ service cards

const CARD_W = 1200;
const CARD_H = 1500;

/**
 * Cards are drawn on a 1200 × 1500 (4:5) canvas and placed in the middle of a 1600 × 1200
 * (4:3) picture, so both the 4:3 crop of the wide cards and the 4:5 crop of the one-row layout
 * show the whole composition. `bleed` is drawn across the full width.
 */
function cardSvg(body: string, background: string, bleed = ""): string {
  const w = 1600;
  const h = 1200;
  const scale = h / CARD_H;
  const x = (w - CARD_W * scale) / 2;
  return svg(
    w,
    h,
    bleed + g(body, { transform: `translate(${n(x)} 0) scale(${n(scale)})` }) + grain(w, h),
    background,
  );
}

function graphicCard(): string {
  const w = CARD_W;
  const h = CARD_H;
  let b = "";
  b += circle(w * 0.62, h * 0.38, 330, { fill: C.vermilion });
  b += path(`M${w * 0.12} ${h * 0.86}L${w * 0.46} ${h * 0.3}L${w * 0.8} ${h * 0.86}Z`, {
    fill: C.ink,
  });
  b += rect(w * 0.2, h * 0.12, 260, 260, { fill: C.paper, rx: 24 });
  b += text("Aa", w * 0.2 + 130, h * 0.12 + 178, {
    size: 150,
    font: DISPLAY,
    weight: 700,
    anchor: "middle",
  });
  const swatches = [C.blue, C.green, C.purple, C.paper];
  swatches.forEach((fill, i) => {
    b += rect(w * 0.56 + i * 110, h * 0.72, 90, 150, { fill, rx: 16 });
  });
  b += path(star(w * 0.82, h * 0.16, 90, 36, 8), { fill: C.ink });
  // Pen nib.
  b += g(
    path("M0 -120L60 20L0 120L-60 20Z", { fill: C.paper }) +
      circle(0, 20, 14, { fill: C.ink }) +
      rect(-4, 34, 8, 86, { fill: C.ink }),
    { transform: `translate(${w * 0.46} ${h * 0.62}) rotate(-28)` },
  );
  return cardSvg(b, C.saffron);
}

function contentCard(): string {
  let b = "";
  b += text("“", 120, 640, { size: 720, font: DISPLAY, weight: 800, fill: C.vermilion });
  // A page of writing with struck-out and circled words.
  b += rect(300, 380, 720, 900, { fill: C.paper, rx: 28 });
  const widths = [560, 620, 480, 600, 300, 580, 640, 520, 420, 600, 360];
  widths.forEach((lw, i) => {
    const y = 470 + i * 70;
    b += rect(370, y, lw, 22, {
      fill: i === 4 ? C.saffron : C.ink,
      rx: 11,
      opacity: i === 4 ? 1 : 0.85,
    });
  });
  b += el("ellipse", {
    cx: 520,
    cy: 751,
    rx: 210,
    ry: 48,
    fill: "none",
    stroke: C.vermilion,
    "stroke-width": 10,
    transform: "rotate(-4 520 751)",
  });
  b += path("M380 900 L 980 880", {
    stroke: C.vermilion,
    "stroke-width": 10,
    "stroke-linecap": "round",
  });
  // Pencil.
  b += g(
    rect(-30, -380, 60, 640, { fill: C.butter }) +
      rect(-30, -380, 60, 60, { fill: C.vermilion }) +
      path("M-30 260L0 340L30 260Z", { fill: C.paperDeep }) +
      path("M-10 312L0 340L10 312Z", { fill: C.ink }),
    { transform: "translate(940 1130) rotate(35)" },
  );
  return cardSvg(b, C.blush);
}

function websiteCard(): string {
  let b = "";
  const win = (x: number, y: number, ww: number, hh: number, fill: string, inner: string) =>
    g(
      rect(0, 0, ww, hh, { fill, rx: 26 }) +
        rect(0, 0, ww, 64, { fill: C.ink, rx: 26 }) +
        rect(0, 38, ww, 26, { fill: C.ink }) +
        circle(40, 32, 10, { fill: C.vermilion }) +
        circle(72, 32, 10, { fill: C.saffron }) +
        circle(104, 32, 10, { fill: C.green }) +
        inner,
      { transform: `translate(${x} ${y})` },
    );
  b += win(
    330,
    170,
    720,
    560,
    C.paper,
    rect(50, 110, 300, 36, { fill: C.ink, rx: 8 }) +
      rect(50, 170, 420, 18, { fill: C.inkSoft, rx: 9 }) +
      rect(50, 206, 360, 18, { fill: C.inkSoft, rx: 9 }) +
      rect(50, 270, 180, 56, { fill: C.blue, rx: 28 }) +
      circle(560, 300, 120, { fill: C.saffron }),
  );
  // Rising bar chart window.
  const bars = [150, 230, 200, 320, 420];
  b += win(
    120,
    640,
    640,
    560,
    C.white,
    bars
      .map((bh, i) =>
        rect(60 + i * 110, 500 - bh, 80, bh, { fill: i === 4 ? C.green : C.sky, rx: 10 }),
      )
      .join("") +
      path("M90 420 L200 350 L310 370 L420 260 L530 160", {
        fill: "none",
        stroke: C.ink,
        "stroke-width": 10,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
  );
  // Cursor.
  b += path("M0 0 L0 150 L40 112 L70 180 L100 166 L70 100 L124 100 Z", {
    fill: C.ink,
    stroke: C.paper,
    "stroke-width": 10,
    transform: "translate(860 880)",
  });
  b += path(star(980, 1290, 70, 28, 8), { fill: C.blue });
  return cardSvg(b, C.sky);
}

function photoCard(): string {
  const w = CARD_W;
  const h = CARD_H;
  let b = "";
  const cx = w / 2;
  const cy = h * 0.45;
  b += circle(cx, cy, 420, { fill: C.saffron });
  b += circle(cx, cy, 330, { fill: "#2a2521" });
  b += circle(cx, cy, 250, { fill: C.ink, stroke: "#3a342f", "stroke-width": 14 });
  // Aperture blades.
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 * Math.PI) / 180;
    b += path(
      `M${n(cx)} ${n(cy)}L${n(cx + 240 * Math.cos(a))} ${n(cy + 240 * Math.sin(a))}A240 240 0 0 1 ${n(
        cx + 240 * Math.cos(a + Math.PI / 3),
      )} ${n(cy + 240 * Math.sin(a + Math.PI / 3))}Z`,
      { fill: i % 2 ? "#221e1b" : "#2d2824", stroke: C.ink, "stroke-width": 3 },
    );
  }
  b += circle(cx, cy, 90, { fill: "#0b0a09" });
  b += circle(cx - 40, cy - 40, 26, { fill: C.paper, opacity: 0.85 });
  b += circle(cx + 30, cy + 34, 10, { fill: C.paper, opacity: 0.5 });
  // Play button and filmstrip.
  b += circle(w * 0.82, h * 0.16, 110, { fill: C.vermilion });
  b += path(
    `M${w * 0.82 - 34} ${h * 0.16 - 52}L${w * 0.82 + 56} ${h * 0.16}L${w * 0.82 - 34} ${h * 0.16 + 52}Z`,
    {
      fill: C.paper,
    },
  );
  // The filmstrip runs across the whole picture.
  const y = 1200 * 0.84;
  let strip = rect(0, y, 1600, 112, { fill: C.paper });
  for (let i = 0; i < 23; i++) {
    strip += rect(16 + i * 70, y + 11, 40, 18, { fill: C.ink, rx: 3 });
    strip += rect(16 + i * 70, y + 83, 40, 18, { fill: C.ink, rx: 3 });
  }
  return cardSvg(b, C.ink, strip);
}

function socialCard(): string {
  let b = "";
  // Phone with a grid of posts.
  b += g(
    rect(0, 0, 560, 1060, { fill: C.ink, rx: 70 }) +
      rect(28, 28, 504, 1004, { fill: C.paper, rx: 48 }) +
      circle(120, 120, 46, { fill: C.saffron }) +
      rect(190, 92, 220, 22, { fill: C.ink, rx: 11 }) +
      rect(190, 130, 150, 18, { fill: C.inkSoft, rx: 9 }) +
      [C.vermilion, C.butter, C.blue, C.green, C.purple, C.saffron, C.sky, C.ink, C.blush]
        .map((fill, i) =>
          rect(52 + (i % 3) * 156, 210 + Math.floor(i / 3) * 156, 148, 148, { fill, rx: 10 }),
        )
        .join(""),
    { transform: "translate(320 240) rotate(6)" },
  );
  // Hearts and bubbles floating out.
  const heart = (x: number, y: number, s: number, fill: string) =>
    path("M0 30 C -40 0 -30 -40 0 -20 C 30 -40 40 0 0 30 Z", {
      fill,
      transform: `translate(${x} ${y}) scale(${s})`,
    });
  b += heart(220, 420, 3.2, C.vermilion);
  b += heart(1000, 300, 2.2, C.paper);
  b += heart(180, 1150, 1.8, C.saffron);
  b += g(
    rect(0, 0, 300, 170, { fill: C.paper, rx: 85 }) +
      path("M60 150 L40 230 L130 165 Z", { fill: C.paper }) +
      circle(90, 85, 18, { fill: C.ink }) +
      circle(150, 85, 18, { fill: C.ink }) +
      circle(210, 85, 18, { fill: C.ink }),
    { transform: "translate(760 1120)" },
  );
  return cardSvg(b, C.purple);
}

// ------------------------------------------------------------------ client wordmarks

const LOGO_W = 640;
const LOGO_H = 240;

const logos: Record<string, () => string> = {
  "one-bonsai": () =>
    g(
      circle(0, 0, 56, { fill: C.ink }) +
        path("M0 34 L0 -6 M0 6 L-22 -12 M0 -2 L20 -22", {
          stroke: C.paper,
          "stroke-width": 7,
          "stroke-linecap": "round",
          fill: "none",
        }) +
        circle(-24, -20, 14, { fill: C.paper }) +
        circle(22, -30, 16, { fill: C.paper }) +
        circle(0, -12, 12, { fill: C.paper }),
      { transform: "translate(120 120)" },
    ) + text("ONE BONSAI", 200, 138, { size: 54, font: DISPLAY, weight: 600, spacing: 0.12 }),
  "am-pm-cafe": () =>
    text("AM:PM", 320, 140, {
      size: 110,
      font: DISPLAY,
      weight: 800,
      anchor: "middle",
      spacing: -0.03,
    }) +
    text("café · bar", 320, 196, {
      size: 34,
      font: BODY,
      weight: 500,
      anchor: "middle",
      spacing: 0.3,
    }),
  atheon: () =>
    path(star(110, 120, 62, 62, 3, Math.PI / 6), {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 12,
    }) +
    circle(110, 120, 14, { fill: C.ink }) +
    text("ATHEON", 200, 134, { size: 66, font: DISPLAY, weight: 300, spacing: 0.22 }) +
    text("NANO LABS", 204, 178, { size: 24, font: BODY, weight: 600, spacing: 0.5 }),
  "code-and-dot": () =>
    text("code&", 300, 150, { size: 100, font: "JetBrains Mono", weight: 700, anchor: "middle" }) +
    circle(510, 138, 20, { fill: C.ink }),
  cense: () =>
    path("M90 180 C 60 140, 130 120, 100 80 C 80 50, 120 40, 110 20", {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 8,
      "stroke-linecap": "round",
    }) +
    text("cense", 350, 158, {
      size: 118,
      font: "Vollkorn",
      weight: 500,
      anchor: "middle",
      italic: true,
    }),
  gnome: () =>
    path("M70 170 L120 40 L170 170 Z", { fill: C.ink }) +
    text("GNOME", 200, 150, { size: 88, font: "League Spartan", weight: 800, spacing: 0.04 }) +
    text("BREWHOUSE", 204, 192, { size: 26, font: BODY, weight: 600, spacing: 0.42 }),
  mova: () =>
    [0, 1, 2]
      .map((i) => rect(60 + i * 20, 92 + i * 26, 120 - i * 30, 12, { fill: C.ink, rx: 6 }))
      .join("") +
    text("mova", 380, 162, {
      size: 132,
      font: DISPLAY,
      weight: 800,
      anchor: "middle",
      italic: true,
      spacing: -0.04,
    }),
  "tarini-home": () =>
    text("Tarini", 320, 138, { size: 104, font: "EB Garamond", weight: 500, anchor: "middle" }) +
    text("HOME", 320, 190, { size: 28, font: BODY, weight: 500, anchor: "middle", spacing: 0.6 }),
  skintastic: () =>
    path("M90 70 C 90 70, 50 120, 50 145 A 40 40 0 0 0 130 145 C 130 120, 90 70, 90 70 Z", {
      fill: C.ink,
    }) + text("skintastic", 160, 152, { size: 84, font: "Quicksand", weight: 700 }),
  oddbolle: () =>
    circle(110, 120, 62, { fill: "none", stroke: C.ink, "stroke-width": 12 }) +
    circle(110, 120, 22, { fill: C.ink }) +
    text("ODDBOLLE", 200, 156, { size: 112, font: "Bebas Neue", weight: 700, spacing: 0.06 }),
};

// ------------------------------------------------------------------ testimonials

interface Quote {
  file: string;
  quote: string;
  name: string;
  role: string;
  background: string;
  accent: string;
}

export const testimonials: Quote[] = [
  {
    file: "one-bonsai",
    quote:
      "Saffron made a resort nobody had heard of feel like a place you already miss. Direct bookings doubled in the first season.",
    name: "Meera Krishnan",
    role: "Co-founder, One Bonsai",
    background: C.mint,
    accent: C.green,
  },
  {
    file: "am-pm-cafe",
    quote:
      "They sat in our café for a week before sketching anything. The menus, the signs, the neon at night — it all sounds like us.",
    name: "Arjun Bhatia",
    role: "Owner, AM:PM Café",
    background: C.butter,
    accent: C.vermilion,
  },
  {
    file: "tarini-home",
    quote:
      "Our block-printers finally see their craft on the packaging. Gift orders grew by forty percent after the relaunch.",
    name: "Kavya Rao",
    role: "Founder, Tarini Home",
    background: C.blush,
    accent: C.vermilion,
  },
  {
    file: "mova",
    quote:
      "Clear thinking, quick rounds, zero drama. The app, the scooters and the stations now look like one brand in three cities.",
    name: "Rohan Malhotra",
    role: "Head of Marketing, Mova",
    background: C.sky,
    accent: C.blue,
  },
  {
    file: "skintastic",
    quote:
      "They wrote copy that our chemists and our customers both love. Believe me, that is rarer than it sounds.",
    name: "Nisha Varghese",
    role: "CEO, Skintastic",
    background: C.lilac,
    accent: C.purple,
  },
  {
    file: "nature-trails",
    quote:
      "They gave our volunteers a voice online. Our weekend trail walks now fill up within a day of posting.",
    name: "Farhan Qureshi",
    role: "Programme Lead, Nature Trails Foundation",
    background: C.paper,
    accent: C.saffron,
  },
];

function testimonialCard(q: Quote): string {
  const w = 800;
  const h = 1000;
  let b = "";
  b += text("“", 56, 390, { size: 380, font: DISPLAY, weight: 800, fill: q.accent });
  wrap(q.quote, 30).forEach((line, i) => {
    b += text(line, 64, 420 + i * 60, { size: 44, font: DISPLAY, weight: 500, spacing: -0.01 });
  });
  b += rect(64, 800, w - 128, 3, { fill: C.ink, opacity: 0.85 });
  const initials = q.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  b += circle(116, 890, 52, { fill: q.accent });
  b += text(initials, 116, 906, {
    size: 40,
    font: DISPLAY,
    weight: 700,
    fill: C.paper,
    anchor: "middle",
  });
  b += text(q.name, 190, 882, { size: 34, weight: 700 });
  b += text(q.role, 190, 926, { size: 26, weight: 500, fill: C.inkSoft });
  return svg(w, h, b + grain(w, h, 0.06), q.background);
}

// ------------------------------------------------------------------ about: circles, story, founder

function circlePicture(kind: string): string {
  const w = 800;
  const h = 800;
  let b = "";
  switch (kind) {
    case "sketchbook": {
      b += rect(0, 0, w, h, { fill: C.butter });
      b += g(
        rect(0, 0, 520, 380, { fill: C.paper, rx: 18 }) +
          rect(255, 0, 10, 380, { fill: C.paperDeep }) +
          circle(130, 170, 80, { fill: "none", stroke: C.ink, "stroke-width": 8 }) +
          path("M60 300 Q 130 200 200 300", {
            fill: "none",
            stroke: C.vermilion,
            "stroke-width": 8,
          }) +
          path(star(390, 150, 70, 28, 5), { fill: "none", stroke: C.ink, "stroke-width": 7 }) +
          rect(320, 260, 140, 16, { fill: C.ink, rx: 8 }) +
          rect(320, 292, 100, 16, { fill: C.ink, rx: 8 }),
        { transform: "translate(150 220) rotate(-8)" },
      );
      b += g(
        rect(-16, -260, 32, 420, { fill: C.blue }) +
          path("M-16 160L0 210L16 160Z", { fill: C.ink }),
        {
          transform: "translate(600 470) rotate(30)",
        },
      );
      break;
    }
    case "lens": {
      b += rect(0, 0, w, h, { fill: C.ink });
      b += circle(400, 400, 300, { fill: "#2b2622" });
      b += circle(400, 400, 230, { fill: C.saffron });
      b += circle(400, 400, 170, { fill: "#1e1a17" });
      b += circle(400, 400, 90, { fill: "#0b0a09" });
      b += circle(360, 360, 30, { fill: C.paper, opacity: 0.8 });
      break;
    }
    case "type": {
      b += rect(0, 0, w, h, { fill: C.vermilion });
      b += text("Aa", 400, 520, {
        size: 420,
        font: "EB Garamond",
        weight: 500,
        anchor: "middle",
        fill: C.paper,
      });
      b += text("g", 640, 260, {
        size: 180,
        font: DISPLAY,
        weight: 800,
        anchor: "middle",
        fill: C.ink,
      });
      break;
    }
    case "swatches": {
      b += rect(0, 0, w, h, { fill: C.paper });
      const fills = [C.saffron, C.vermilion, C.purple, C.blue, C.green];
      fills.forEach((fill, i) => {
        b += g(
          rect(-90, -300, 180, 520, { fill, rx: 26 }) +
            rect(-90, 140, 180, 80, { fill: C.white, rx: 0 }),
          {
            transform: `translate(400 560) rotate(${-40 + i * 20}) translate(0 -40)`,
          },
        );
      });
      b += circle(400, 560, 26, { fill: C.ink });
      break;
    }
    case "chai": {
      b += rect(0, 0, w, h, { fill: C.blue });
      b += el("ellipse", { cx: 400, cy: 640, rx: 260, ry: 60, fill: "#155fa8" });
      b += path("M210 330 L590 330 L550 640 L250 640 Z", { fill: C.paper });
      b += el("ellipse", { cx: 400, cy: 330, rx: 190, ry: 40, fill: "#b5651d" });
      b += path("M590 380 C 700 380, 700 540, 570 540", {
        fill: "none",
        stroke: C.paper,
        "stroke-width": 30,
      });
      for (const x of [330, 400, 470])
        b += path(`M${x} 270 C ${x - 30} 220, ${x + 30} 190, ${x} 130`, {
          fill: "none",
          stroke: C.paper,
          "stroke-width": 12,
          "stroke-linecap": "round",
          opacity: 0.75,
        });
      break;
    }
    case "plant": {
      b += rect(0, 0, w, h, { fill: C.mint });
      b += path("M300 560 L500 560 L470 740 L330 740 Z", { fill: C.vermilion });
      const leaf = (a: number, len: number) =>
        path(
          `M0 0 C ${len * 0.3} ${-len * 0.25}, ${len * 0.8} ${-len * 0.2}, ${len} 0 C ${len * 0.8} ${
            len * 0.2
          }, ${len * 0.3} ${len * 0.25}, 0 0 Z`,
          { fill: C.green, transform: `translate(400 560) rotate(${a})` },
        );
      [-150, -120, -95, -70, -40, -20].forEach((a, i) => {
        b += leaf(a, 260 + (i % 3) * 60);
      });
      break;
    }
  }
  return svg(w, h, b + grain(w, h));
}

function storyPicture(kind: string): string {
  const w = 1000;
  const h = 1000;
  let b = "";
  if (kind === "beginning") {
    // A desk by a window: lamp, laptop, a bakery bag with a first logo.
    b += rect(0, 0, w, h, { fill: C.butter });
    b += rect(120, 110, 420, 420, { fill: C.sky, rx: 16 });
    b += rect(322, 110, 16, 420, { fill: C.paper });
    b += rect(120, 312, 420, 16, { fill: C.paper });
    b += circle(450, 210, 60, { fill: C.saffron });
    b += rect(0, 700, w, 300, { fill: "#b5651d" });
    b += rect(0, 700, w, 24, { fill: "#8f4f17" });
    b += path("M280 700 L340 520 L660 520 L720 700 Z", { fill: C.ink });
    b += rect(340, 530, 320, 160, { fill: C.paper, rx: 10 });
    b += mark(500, 610, 56);
    b += path("M760 700 L780 420 L930 420 L950 700 Z", { fill: C.paper });
    b += mark(865, 560, 40, C.vermilion, C.paper);
    b += path("M200 700 L200 520 L120 420", { fill: "none", stroke: C.ink, "stroke-width": 16 });
    b += path("M60 440 L160 380 L200 470 Z", { fill: C.vermilion });
  } else if (kind === "approach") {
    // Sticky notes, a conversation, a pencil: listening before drawing.
    b += rect(0, 0, w, h, { fill: C.blush });
    const notes: [number, number, number, string][] = [
      [180, 180, -8, C.butter],
      [430, 140, 6, C.mint],
      [680, 210, -4, C.sky],
      [250, 430, 4, C.paper],
      [520, 420, -6, C.lilac],
    ];
    for (const [x, y, r, fill] of notes) {
      b += g(
        rect(-110, -110, 220, 220, { fill }) +
          rect(-70, -50, 140, 12, { fill: C.ink, rx: 6, opacity: 0.7 }) +
          rect(-70, -20, 100, 12, { fill: C.ink, rx: 6, opacity: 0.7 }) +
          rect(-70, 10, 120, 12, { fill: C.ink, rx: 6, opacity: 0.7 }),
        { transform: `translate(${x + 60} ${y + 60}) rotate(${r})` },
      );
    }
    b += g(
      rect(0, 0, 380, 200, { fill: C.ink, rx: 100 }) +
        path("M80 180 L50 270 L160 196 Z", { fill: C.ink }) +
        circle(120, 100, 20, { fill: C.paper }) +
        circle(190, 100, 20, { fill: C.paper }) +
        circle(260, 100, 20, { fill: C.paper }),
      { transform: "translate(140 700)" },
    );
    b += g(
      rect(0, 0, 300, 170, { fill: C.vermilion, rx: 85 }) +
        path("M230 150 L270 240 L170 165 Z", { fill: C.vermilion }),
      { transform: "translate(580 680)" },
    );
    b += text("?", 730, 800, {
      size: 130,
      font: DISPLAY,
      weight: 800,
      fill: C.paper,
      anchor: "middle",
    });
  } else {
    // Many small brands rising along one path towards a sun.
    b += rect(0, 0, w, h, { fill: C.ink });
    b += circle(740, 260, 150, { fill: C.saffron });
    b += path("M80 900 C 300 880, 380 700, 520 600 S 700 380, 740 260", {
      fill: "none",
      stroke: C.paper,
      "stroke-width": 8,
      "stroke-dasharray": "4 22",
      "stroke-linecap": "round",
    });
    const stops: [number, number, string][] = [
      [110, 895, C.green],
      [300, 840, C.blue],
      [440, 680, C.purple],
      [600, 520, C.vermilion],
    ];
    for (const [x, y, fill] of stops) b += circle(x, y, 34, { fill });
    b += path(star(740, 260, 80, 32, 8), { fill: C.ink });
  }
  return svg(w, h, b + grain(w, h));
}

/** An illustrated portrait of the (fictional) founder: flat shapes, no photograph. */
function founderPortrait(): string {
  const w = 1200;
  const h = 1500;
  let b = "";
  b += circle(600, 620, 470, { fill: C.saffron });
  b += path(star(960, 260, 110, 44, 8), { fill: C.vermilion });
  // Hair (back).
  b += path(
    "M330 640 C 300 360, 470 250, 620 260 C 800 270, 910 400, 880 660 C 870 820, 900 900, 930 980 L 300 980 C 340 880, 340 780, 330 640 Z",
    {
      fill: C.ink,
    },
  );
  // Body.
  b += path("M240 1500 C 250 1200, 400 1080, 600 1080 C 800 1080, 950 1200, 960 1500 Z", {
    fill: C.blue,
  });
  b += path("M480 1090 L600 1260 L720 1090 Z", { fill: C.paper });
  // Neck and face.
  b += rect(530, 900, 140, 220, { fill: "#a86a43", rx: 60 });
  b += el("ellipse", { cx: 600, cy: 700, rx: 200, ry: 250, fill: "#c0804f" });
  // Fringe.
  b += path(
    "M400 640 C 420 430, 560 380, 700 410 C 780 430, 820 520, 800 600 C 740 520, 600 480, 470 560 C 440 580, 420 610, 400 640 Z",
    {
      fill: C.ink,
    },
  );
  // Glasses.
  b += circle(520, 720, 64, { fill: "none", stroke: C.ink, "stroke-width": 14 });
  b += circle(690, 720, 64, { fill: "none", stroke: C.ink, "stroke-width": 14 });
  b += path("M584 716 Q 605 700 626 716", { fill: "none", stroke: C.ink, "stroke-width": 12 });
  b += circle(520, 728, 12, { fill: C.ink });
  b += circle(690, 728, 12, { fill: C.ink });
  // Smile, nose, bindi, earrings.
  b += path("M545 850 Q 605 900 665 850", {
    fill: "none",
    stroke: C.ink,
    "stroke-width": 12,
    "stroke-linecap": "round",
  });
  b += path("M605 740 L590 800 L615 806", {
    fill: "none",
    stroke: "#8d5533",
    "stroke-width": 8,
    "stroke-linecap": "round",
  });
  b += circle(605, 610, 12, { fill: C.vermilion });
  b += circle(402, 800, 20, { fill: C.butter });
  b += circle(798, 800, 20, { fill: C.butter });
  // A pencil tucked behind an ear.
  b += g(
    rect(-14, -120, 28, 220, { fill: C.butter }) + path("M-14 100L0 140L14 100Z", { fill: C.ink }),
    {
      transform: "translate(820 560) rotate(20)",
    },
  );
  return svg(w, h, b + grain(w, h, 0.1), C.paper);
}

// ------------------------------------------------------------------ main

async function main() {
  const stillsOnly = process.argv.includes("--stills");
  console.log("Home artwork…");
  await writeImage("home/hero-poster.jpg", heroFrame(1920, 1080, 0, 0.7, 0.46), "jpg", 82);
  if (!stillsOnly) {
    await renderFilm("home/hero.mp4", 1280, 720, 0.7, 0.46);
    await renderFilm("home/hero-phone.mp4", 540, 960, 0.5, 0.34);
  }
  const cards: Record<string, () => string> = {
    graphic: graphicCard,
    content: contentCard,
    website: websiteCard,
    photo: photoCard,
    social: socialCard,
  };
  for (const [name, draw] of Object.entries(cards))
    await writeImage(`home/services/${name}.jpg`, draw(), "jpg");
  for (const [name, draw] of Object.entries(logos))
    await writeImage(`home/logos/${name}.png`, svg(LOGO_W, LOGO_H, draw()), "png");
  for (const q of testimonials)
    await writeImage(`home/testimonials/${q.file}.jpg`, testimonialCard(q), "jpg", 86);

  console.log("About artwork…");
  for (const kind of ["sketchbook", "lens", "type", "swatches", "chai", "plant"])
    await writeImage(`about/circles/${kind}.jpg`, circlePicture(kind), "jpg");
  for (const kind of ["beginning", "approach", "mission"])
    await writeImage(`about/story/${kind}.jpg`, storyPicture(kind), "jpg");
  await writeImage("about/founder.jpg", founderPortrait(), "jpg");
}

await main();
