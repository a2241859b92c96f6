// The Home service-card pictures.
import { C, DISPLAY, n, el, rect, circle, path, g, text, grain, svg, star } from "./svg.ts";

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

export function graphicCard(): string {
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

export function contentCard(): string {
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

export function websiteCard(): string {
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

export function photoCard(): string {
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

export function socialCard(): string {
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
