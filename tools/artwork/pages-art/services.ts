// The Services pictures: the hero and one per service.
import { ink, paper, paperDeep, saffron, display, rng, svg, grain, W, H } from "./paper.ts";

/** Graphic design: a pen-tool curve with anchors and handles over bold primitives. */
export function graphic(): string {
  const bg = "#E8951C";
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${bg}"/>
    ${grain(W, H, ink, 11)}
    <circle cx="560" cy="560" r="330" fill="${ink}"/>
    <rect x="820" y="300" width="480" height="480" rx="36" fill="${paper}" transform="rotate(12 1060 540)"/>
    <path d="M1020 1080 L1330 700 L1420 1080 Z" fill="#D9480F"/>
    <circle cx="1110" cy="560" r="110" fill="${bg}"/>
    <path d="M180 1020 C 420 620, 760 1180, 1000 820 S 1380 420, 1480 300" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
    <g stroke="${ink}" stroke-width="5">
      <line x1="820" y1="1090" x2="1180" y2="550"/>
      <line x1="180" y1="1020" x2="420" y2="620"/>
    </g>
    <g fill="${paper}" stroke="${ink}" stroke-width="7">
      <rect x="154" y="994" width="52" height="52"/>
      <rect x="974" y="794" width="52" height="52"/>
      <rect x="1454" y="274" width="52" height="52"/>
      <circle cx="820" cy="1090" r="20"/>
      <circle cx="1180" cy="550" r="20"/>
      <circle cx="420" cy="620" r="20"/>
    </g>
    <g transform="translate(1230 190) rotate(35)">
      <path d="M0 -120 L60 40 L22 110 L-22 110 L-60 40 Z" fill="${ink}"/>
      <circle cx="0" cy="20" r="16" fill="${bg}"/>
      <line x1="0" y1="-112" x2="0" y2="6" stroke="${bg}" stroke-width="6"/>
      <rect x="-34" y="118" width="68" height="56" rx="8" fill="${ink}"/>
    </g>
    <g>
      <rect x="120" y="120" width="90" height="90" rx="14" fill="${ink}"/>
      <rect x="224" y="120" width="90" height="90" rx="14" fill="${paper}"/>
      <rect x="328" y="120" width="90" height="90" rx="14" fill="#D9480F"/>
      <rect x="432" y="120" width="90" height="90" rx="14" fill="#FFD08A" stroke="${ink}" stroke-width="4"/>
    </g>`,
  );
}

/** Copywriting: an open quote, a page of lines, a blinking caret. */
export function copywriting(): string {
  const bg = "#D9480F";
  const random = rng(7);
  let lines = "";
  let y = 470;
  for (let i = 0; i < 9; i++) {
    const w = i === 8 ? 260 : 420 + random() * 260;
    lines += `<rect x="760" y="${y}" width="${w.toFixed(0)}" height="26" rx="13" fill="${i === 3 ? saffron : "#CFC5B4"}"/>`;
    y += 62;
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${bg}"/>
    ${grain(W, H, ink, 12)}
    <rect x="660" y="210" width="780" height="930" rx="40" fill="${paper}" transform="rotate(4 1050 675)"/>
    <g transform="rotate(4 1050 675)">
      <text x="760" y="410" font-family="${display}" font-weight="800" font-size="120" letter-spacing="-5" fill="${ink}">Aa</text>
      ${lines}
      <rect x="1030" y="966" width="10" height="58" fill="${ink}"/>
    </g>
    <text x="90" y="820" font-family="${display}" font-weight="900" font-size="860" fill="${ink}">“</text>
    <circle cx="420" cy="1040" r="90" fill="${saffron}"/>
    <path d="M380 1040 h80 M420 1000 v80" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
  );
}

/** Website and SEO: a browser window with a layout, a search bar and a rising chart. */
export function website(): string {
  const bg = "#1C7ED6";
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${bg}"/>
    ${grain(W, H, ink, 13)}
    <g transform="translate(150 190)">
      <rect width="1140" height="820" rx="34" fill="${paper}" stroke="${ink}" stroke-width="8"/>
      <path d="M0 34 a34 34 0 0 1 34 -34 h1072 a34 34 0 0 1 34 34 v56 h-1140 Z" fill="${ink}"/>
      <circle cx="52" cy="45" r="13" fill="#D9480F"/>
      <circle cx="92" cy="45" r="13" fill="${saffron}"/>
      <circle cx="132" cy="45" r="13" fill="#2B8A3E"/>
      <rect x="200" y="26" width="560" height="38" rx="19" fill="#3A352F"/>
      <rect x="70" y="150" width="520" height="64" rx="10" fill="${ink}"/>
      <rect x="70" y="236" width="400" height="24" rx="12" fill="#CFC5B4"/>
      <rect x="70" y="276" width="460" height="24" rx="12" fill="#CFC5B4"/>
      <rect x="70" y="340" width="210" height="64" rx="32" fill="${saffron}"/>
      <rect x="660" y="150" width="410" height="300" rx="22" fill="${bg}" opacity="0.25"/>
      <circle cx="780" cy="280" r="70" fill="${bg}"/>
      <path d="M700 450 L860 330 L960 410 L1070 320 V450 Z" fill="${ink}" opacity="0.8"/>
      <rect x="70" y="500" width="300" height="250" rx="22" fill="${paperDeep}"/>
      <rect x="400" y="500" width="300" height="250" rx="22" fill="${paperDeep}"/>
      <rect x="730" y="500" width="340" height="250" rx="22" fill="${paperDeep}"/>
    </g>
    <g transform="translate(900 780)">
      <rect width="560" height="330" rx="30" fill="${ink}"/>
      <path d="M60 260 L170 190 L260 220 L380 110 L490 70" fill="none" stroke="${saffron}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="490" cy="70" r="20" fill="${paper}"/>
      <rect x="60" y="290" width="440" height="4" fill="#4A4540"/>
    </g>
    <g transform="translate(240 1070)">
      <rect width="560" height="100" rx="50" fill="${paper}" stroke="${ink}" stroke-width="8"/>
      <circle cx="70" cy="50" r="22" fill="none" stroke="${ink}" stroke-width="8"/>
      <line x1="86" y1="66" x2="104" y2="84" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
      <rect x="140" y="38" width="300" height="24" rx="12" fill="#CFC5B4"/>
    </g>
    <path d="M1230 560 l0 120 l32 -30 l24 54 l22 -10 l-24 -52 l44 -4 Z" fill="${paper}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>`,
  );
}

/** Photography and videography: a lens, a film strip and a play button. */
export function photo(): string {
  const bg = "#2B8A3E";
  let frames = "";
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 300;
    frames += `<rect x="${x}" y="60" width="260" height="180" rx="10" fill="${[saffron, paper, "#9AD1A6", paper, saffron][i]}"/>`;
  }
  let holes = "";
  for (let i = 0; i < 26; i++) {
    holes += `<rect x="${20 + i * 60}" y="16" width="30" height="24" rx="5" fill="${bg}"/><rect x="${20 + i * 60}" y="260" width="30" height="24" rx="5" fill="${bg}"/>`;
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${bg}"/>
    ${grain(W, H, ink, 14)}
    <g transform="translate(0 940) rotate(-6 800 150)">
      <rect x="-100" y="0" width="1800" height="300" fill="${ink}"/>
      ${holes}
      ${frames}
    </g>
    <g transform="translate(640 500)">
      <rect x="-420" y="-300" width="840" height="560" rx="70" fill="${ink}"/>
      <rect x="-300" y="-360" width="220" height="90" rx="24" fill="${ink}"/>
      <circle cx="280" cy="-200" r="34" fill="${saffron}"/>
      <circle r="250" fill="${paper}"/>
      <circle r="200" fill="${ink}"/>
      <circle r="150" fill="#1F3B2A"/>
      <circle r="100" fill="${ink}"/>
      <circle cx="-40" cy="-44" r="34" fill="${paper}" opacity="0.85"/>
      <circle cx="36" cy="34" r="14" fill="${paper}" opacity="0.5"/>
    </g>
    <g transform="translate(1280 380)">
      <circle r="170" fill="${saffron}"/>
      <path d="M-50 -80 L90 0 L-50 80 Z" fill="${ink}"/>
    </g>`,
  );
}

/** Social media: a phone with a post grid, a like bubble and chat bubbles. */
export function social(): string {
  const bg = "#AE3EC9";
  const tiles = [
    saffron,
    "#1C7ED6",
    paperDeep,
    "#2B8A3E",
    ink,
    "#D9480F",
    paperDeep,
    saffron,
    "#1C7ED6",
  ];
  let grid = "";
  tiles.forEach((color, i) => {
    const x = 60 + (i % 3) * 150;
    const y = 330 + Math.floor(i / 3) * 150;
    grid += `<rect x="${x}" y="${y}" width="140" height="140" rx="10" fill="${color}"/>`;
  });
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${bg}"/>
    ${grain(W, H, ink, 15)}
    <g transform="translate(540 110)">
      <rect width="580" height="1080" rx="80" fill="${ink}"/>
      <rect x="26" y="26" width="528" height="1028" rx="60" fill="${paper}"/>
      <rect x="210" y="50" width="160" height="34" rx="17" fill="${ink}"/>
      <circle cx="120" cy="190" r="60" fill="${saffron}" stroke="${ink}" stroke-width="6"/>
      <rect x="210" y="158" width="250" height="26" rx="13" fill="${ink}"/>
      <rect x="210" y="200" width="170" height="22" rx="11" fill="#CFC5B4"/>
      ${grid}
      <rect x="60" y="800" width="440" height="200" rx="20" fill="${paperDeep}"/>
      <rect x="90" y="840" width="300" height="24" rx="12" fill="#CFC5B4"/>
      <rect x="90" y="880" width="220" height="24" rx="12" fill="#CFC5B4"/>
    </g>
    <g transform="translate(1150 250)">
      <rect width="330" height="170" rx="40" fill="#D9480F"/>
      <path d="M60 170 l-10 70 l70 -70 Z" fill="#D9480F"/>
      <path d="M95 90 c-30 -40 -90 -10 -60 30 l60 50 l60 -50 c30 -40 -30 -70 -60 -30 Z" fill="${paper}" transform="translate(0 -20)"/>
      <text x="190" y="112" font-family="${display}" font-weight="800" font-size="64" fill="${paper}">2.4k</text>
    </g>
    <g transform="translate(150 640)">
      <rect width="360" height="140" rx="70" fill="${paper}"/>
      <circle cx="110" cy="70" r="16" fill="${ink}"/>
      <circle cx="180" cy="70" r="16" fill="${ink}"/>
      <circle cx="250" cy="70" r="16" fill="${ink}"/>
    </g>
    <g transform="translate(1180 860)">
      <rect width="300" height="130" rx="65" fill="${saffron}"/>
      <path d="M80 65 h140 M170 30 l50 35 l-50 35" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`,
  );
}

/**
 * The Services hero: a compass over a pixel forest and contour lines — lost, then found. Served
 * as this SVG, not a raster copy: 4.9 KB brotli, sharp at any size. So it holds shapes only (its
 * N is a path: a browser would set text in an SVG picture in whatever face the device has).
 */
export function hero(): string {
  const w = 1600;
  const h = 1400;
  const random = rng(3);
  let contours = "";
  for (let i = 0; i < 11; i++) {
    const r = 140 + i * 62;
    const wobble = 18 + i * 3;
    let d = "";
    for (let a = 0; a <= 360; a += 10) {
      const rad = (a * Math.PI) / 180;
      const rr = r + Math.sin(rad * 3 + i) * wobble;
      const x = 1000 + Math.cos(rad) * rr * 1.15;
      const y = 640 + Math.sin(rad) * rr;
      d += `${a === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)} `;
    }
    contours += `<path d="${d}Z" fill="none" stroke="${i % 4 === 0 ? saffron : "#3A352F"}" stroke-width="${i % 4 === 0 ? 5 : 3}"/>`;
  }
  let trees = "";
  for (let i = 0; i < 15; i++) {
    const x = 40 + i * 108 + random() * 30;
    const size = 70 + random() * 90;
    const base = h - 80 - random() * 60;
    const color = ["#2B8A3E", "#1F6B30", "#3E9F52", "#155724"][i % 4];
    let px = "";
    const step = 22;
    for (let row = 0; row * step < size * 2; row++) {
      const half = Math.floor(((row + 1) * step) / 2 / step);
      for (let c = -half; c <= half; c++) {
        px += `M${(x + c * step).toFixed(0)} ${(base - size * 2 + row * step).toFixed(0)}h${step - 3}v${step - 3}h-${step - 3}z`;
      }
    }
    trees += `<path fill="${color}" d="${px}"/><rect x="${(x - 2).toFixed(0)}" y="${base.toFixed(0)}" width="${step - 3}" height="50" fill="#5C3B1E"/>`;
  }
  let stars = "";
  for (let i = 0; i < 40; i++) {
    stars += `<rect x="${(random() * w).toFixed(0)}" y="${(random() * 520).toFixed(0)}" width="8" height="8" fill="${paper}" opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`;
  }
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${ink}"/>
    ${stars}
    ${contours}
    ${trees}
    <g transform="translate(620 600)">
      <circle r="300" fill="${paper}"/>
      <circle r="262" fill="none" stroke="${ink}" stroke-width="6"/>
      <g stroke="${ink}" stroke-width="6" stroke-linecap="round">
        ${Array.from({ length: 24 }, (_, i) => {
          const a = (i * 15 * Math.PI) / 180;
          const inner = i % 6 === 0 ? 210 : 236;
          return `<line x1="${(Math.cos(a) * inner).toFixed(1)}" y1="${(Math.sin(a) * inner).toFixed(1)}" x2="${(Math.cos(a) * 256).toFixed(1)}" y2="${(Math.sin(a) * 256).toFixed(1)}"/>`;
        }).join("")}
      </g>
      <path d="M-22 -150V-196H-10L10 -168V-196H22V-150H10L-10 -178V-150Z" fill="${ink}"/>
      <g transform="rotate(38)">
        <path d="M0 -200 L42 0 L-42 0 Z" fill="#D9480F"/>
        <path d="M0 200 L42 0 L-42 0 Z" fill="${ink}"/>
      </g>
      <circle r="26" fill="${saffron}" stroke="${ink}" stroke-width="6"/>
    </g>`,
  );
}
