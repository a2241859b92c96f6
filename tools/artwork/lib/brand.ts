// Brand model: briefs.json types, per-brand art direction, symbols and logo lockups.
import {
  type Rng,
  makeRng,
  mix,
  lighten,
  darken,
  isDark,
  bestOn,
  text,
  g,
  path,
  circle,
  rect,
  line,
  poly,
  f,
  nextId,
  linearGradient,
  fitSize,
  textWidth,
  roundedRectPath,
  contrast,
} from "./core.ts";

export interface Colour {
  name: string;
  hex: string;
  meaning?: string;
}
export interface Asset {
  file: string;
  width: number;
  height: number;
  kind: string;
}
export interface Brief {
  folder: string;
  route: string;
  brand: string;
  client: string;
  industry: string;
  services: string[];
  displayServices: string;
  tagline: string;
  symbol: string;
  palette: Colour[];
  gradient?: { name: string; from: string; to: string };
  typefaces: {
    primary: { name: string; role: string };
    secondary: { name: string; role: string; weights?: number[] };
  };
  compactBannerOnMobile: boolean;
  hoverZoom: boolean;
  assets: Asset[];
}

// ---------------------------------------------------------------- art direction
interface Art {
  light: string;
  dark: string;
  a1: string;
  a2: string;
  a3?: string;
  bannerBg: string;
  tileBg: string;
  wm: string[]; // wordmark lines
  sub?: string; // descriptor line under the wordmark
  wmWeight: number;
  wmLs: number;
  subLs?: number;
}

const ART: Record<string, Art> = {
  "abiliti-aids": {
    light: "Soft Sand",
    dark: "Calm Navy",
    a1: "Care Teal",
    a2: "Sunrise Coral",
    a3: "Mint",
    bannerBg: "Soft Sand",
    tileBg: "Soft Sand",
    wm: ["abiliti"],
    sub: "AIDS",
    wmWeight: 700,
    wmLs: -0.01,
  },
  "brand-name": {
    light: "White",
    dark: "Black",
    a1: "Gold",
    a2: "Gold",
    bannerBg: "Black",
    tileBg: "Black",
    wm: ["The Global Address"],
    sub: "REAL ESTATE",
    wmWeight: 500,
    wmLs: 0.01,
  },
  "one-bonsai": {
    light: "Rice White",
    dark: "Charcoal",
    a1: "Moss Green",
    a2: "Terracotta",
    a3: "Sage",
    bannerBg: "Rice White",
    tileBg: "Rice White",
    wm: ["ONE BONSAI"],
    sub: "ECO RESORT",
    wmWeight: 400,
    wmLs: 0.16,
  },
  abiliti: {
    light: "Cloud",
    dark: "Ink",
    a1: "Electric Violet",
    a2: "Mint Growth",
    a3: "Deep Indigo",
    bannerBg: "Deep Indigo",
    tileBg: "Cloud",
    wm: ["abiliti"],
    wmWeight: 700,
    wmLs: -0.03,
  },
  oddbolle: {
    light: "Bone",
    dark: "Ink Black",
    a1: "Odd Red",
    a2: "Stone",
    bannerBg: "Bone",
    tileBg: "Bone",
    wm: ["Oddbolle"],
    wmWeight: 400,
    wmLs: 0,
  },
  "signs-of-happiness": {
    light: "Cream",
    dark: "Ink",
    a1: "Sunshine",
    a2: "Warm Coral",
    a3: "Sky",
    bannerBg: "Cream",
    tileBg: "Cream",
    wm: ["signs of", "happiness"],
    wmWeight: 700,
    wmLs: 0,
  },
  skintastic: {
    light: "Milk",
    dark: "Plum Ink",
    a1: "Berry",
    a2: "Blush",
    a3: "Peach Glow",
    bannerBg: "Blush",
    tileBg: "Milk",
    wm: ["skintastic"],
    wmWeight: 500,
    wmLs: 0.02,
  },
  soul: {
    light: "Parchment",
    dark: "Dusk Indigo",
    a1: "Saffron",
    a2: "Lotus",
    bannerBg: "Dusk Indigo",
    tileBg: "Parchment",
    wm: ["SOUL"],
    sub: "STUDIO",
    wmWeight: 400,
    wmLs: 0.3,
  },
  mova: {
    light: "Concrete",
    dark: "Asphalt",
    a1: "Volt Lime",
    a2: "Signal Blue",
    bannerBg: "Asphalt",
    tileBg: "Asphalt",
    wm: ["MOVA"],
    wmWeight: 700,
    wmLs: 0.02,
  },
  "am-pm-cafe": {
    light: "Cream",
    dark: "Espresso",
    a1: "Morning Yellow",
    a2: "Midnight Blue",
    a3: "Latte",
    bannerBg: "Cream",
    tileBg: "Cream",
    wm: ["AM:PM"],
    sub: "CAFÉ & BAR",
    wmWeight: 700,
    wmLs: 0.04,
  },
  moengage: {
    light: "Snow",
    dark: "Night Navy",
    a1: "Engage Blue",
    a2: "Pulse Pink",
    a3: "Signal Teal",
    bannerBg: "Snow",
    tileBg: "Snow",
    wm: ["moengo"],
    wmWeight: 800,
    wmLs: -0.02,
  },
  moen2: {
    light: "Snow",
    dark: "Night Navy",
    a1: "Engage Blue",
    a2: "Pulse Pink",
    a3: "Signal Teal",
    bannerBg: "Night Navy",
    tileBg: "Snow",
    wm: ["moengo"],
    wmWeight: 800,
    wmLs: -0.02,
  },
  atheon: {
    light: "Lab White",
    dark: "Graphite",
    a1: "Nano Cyan",
    a2: "Quantum Blue",
    a3: "Silicon Grey",
    bannerBg: "Graphite",
    tileBg: "Lab White",
    wm: ["ATHEON"],
    sub: "NANO LABS",
    wmWeight: 700,
    wmLs: 0.18,
  },
  abs: {
    light: "Concrete",
    dark: "Charcoal",
    a1: "Brick",
    a2: "Steel Navy",
    a3: "Safety Yellow",
    bannerBg: "Steel Navy",
    tileBg: "Concrete",
    wm: ["ABS"],
    sub: "INFRA",
    wmWeight: 700,
    wmLs: 0.06,
  },
  cense: {
    light: "Ash",
    dark: "Smoke Plum",
    a1: "Ember",
    a2: "Sandalwood",
    bannerBg: "Smoke Plum",
    tileBg: "Ash",
    wm: ["Cense"],
    wmWeight: 700,
    wmLs: 0,
  },
  pik: {
    light: "Frost White",
    dark: "Jet",
    a1: "Ice Mint",
    a2: "Deep Teal",
    a3: "Citrus",
    bannerBg: "Deep Teal",
    tileBg: "Deep Teal",
    wm: ["PIK"],
    wmWeight: 700,
    wmLs: 0.04,
  },
  tarini: {
    light: "Ivory",
    dark: "Indigo Dye",
    a1: "Terracotta",
    a2: "Mustard",
    a3: "Olive",
    bannerBg: "Ivory",
    tileBg: "Ivory",
    wm: ["TARINI"],
    sub: "HOME",
    wmWeight: 400,
    wmLs: 0.22,
  },
  tarinis: {
    light: "Ivory",
    dark: "Indigo Dye",
    a1: "Terracotta",
    a2: "Mustard",
    a3: "Olive",
    bannerBg: "Ivory",
    tileBg: "Ivory",
    wm: ["TARINI"],
    sub: "HOME",
    wmWeight: 400,
    wmLs: 0.22,
  },
  gnome: {
    light: "Foam",
    dark: "Forest",
    a1: "Gnome Red",
    a2: "Hop Gold",
    a3: "Barrel Brown",
    bannerBg: "Forest",
    tileBg: "Forest",
    wm: ["The Gnome"],
    sub: "BREWHOUSE",
    wmWeight: 400,
    wmLs: 0,
  },
  movaw: {
    light: "Pearl",
    dark: "Onyx",
    a1: "Champagne",
    a2: "Rose Gold",
    a3: "Emerald",
    bannerBg: "Emerald",
    tileBg: "Emerald",
    wm: ["MOVARA"],
    sub: "JEWELS",
    wmWeight: 400,
    wmLs: 0.3,
  },
  movas: {
    light: "Pearl",
    dark: "Onyx",
    a1: "Champagne",
    a2: "Rose Gold",
    a3: "Emerald",
    bannerBg: "Emerald",
    tileBg: "Emerald",
    wm: ["MOVARA"],
    sub: "JEWELS",
    wmWeight: 400,
    wmLs: 0.3,
  },
  mool: {
    light: "Linen",
    dark: "Deep Green",
    a1: "Sprout",
    a2: "Soil",
    a3: "Wheat",
    bannerBg: "Linen",
    tileBg: "Linen",
    wm: ["mool"],
    sub: "ORGANIC STAPLES",
    wmWeight: 700,
    wmLs: 0.02,
  },
  raminiscence: {
    light: "Paper",
    dark: "Ink",
    a1: "Oxblood",
    a2: "Antique Gold",
    a3: "Sepia",
    bannerBg: "Paper",
    tileBg: "Oxblood",
    wm: ["RAMiniscence"],
    sub: "FIFTY YEARS, ONE STORY",
    wmWeight: 500,
    wmLs: 0.01,
  },
  cd: {
    light: "Paper White",
    dark: "Carbon",
    a1: "Acid Green",
    a2: "Hot Coral",
    a3: "Electric Blue",
    bannerBg: "Carbon",
    tileBg: "Carbon",
    wm: ["code & dot"],
    wmWeight: 700,
    wmLs: -0.02,
  },
  nature: {
    light: "Mist",
    dark: "Bark",
    a1: "Canopy",
    a2: "Clay",
    a3: "River",
    bannerBg: "Mist",
    tileBg: "Mist",
    wm: ["Nature Trails"],
    sub: "FOUNDATION",
    wmWeight: 600,
    wmLs: 0,
  },
  ahh: {
    light: "Khadi",
    dark: "Charcoal",
    a1: "Indigo",
    a2: "Madder Red",
    a3: "Turmeric",
    bannerBg: "Khadi",
    tileBg: "Khadi",
    wm: ["AHH"],
    sub: "COLLECTIVE",
    wmWeight: 700,
    wmLs: 0.1,
  },
  ggsm: {
    light: "Oat",
    dark: "Deep Forest",
    a1: "Kombucha Amber",
    a2: "Sage",
    a3: "Berry",
    bannerBg: "Oat",
    tileBg: "Deep Forest",
    wm: ["ggsm"],
    sub: "GOOD GUT · SOUND MIND",
    wmWeight: 700,
    wmLs: 0.01,
  },
  "drunken-scholar": {
    light: "White",
    dark: "Chinese Black",
    a1: "Amber",
    a2: "Inchworm",
    a3: "Lavender Magenta",
    bannerBg: "Chinese Black",
    tileBg: "Chinese Black",
    wm: ["Drunken", "Scholar"],
    wmWeight: 700,
    wmLs: 0,
  },
};

export interface Theme {
  brief: Brief;
  folder: string;
  rng: Rng;
  P: (name: string) => string;
  light: string;
  dark: string;
  a1: string;
  a2: string;
  a3: string;
  bannerBg: string;
  tileBg: string;
  fontP: string;
  fontS: string;
  sWeights: number[];
  art: Art;
  /** gradient fill reference for "gold" style brands; undefined otherwise */
  gradient?: { from: string; to: string };
}

export function makeTheme(brief: Brief, seedSuffix = ""): Theme {
  const art = ART[brief.folder];
  if (!art) throw new Error("no art direction for " + brief.folder);
  const map = new Map(brief.palette.map((c) => [c.name, c.hex]));
  const P = (name: string) => {
    const v = map.get(name);
    if (!v) throw new Error(`${brief.folder}: no colour ${name}`);
    return v;
  };
  return {
    brief,
    folder: brief.folder,
    rng: makeRng(brief.folder + seedSuffix),
    P,
    light: P(art.light),
    dark: P(art.dark),
    a1: P(art.a1),
    a2: P(art.a2),
    a3: art.a3 ? P(art.a3) : mix(P(art.a1), P(art.light), 0.5),
    bannerBg: P(art.bannerBg),
    tileBg: P(art.tileBg),
    fontP: brief.typefaces.primary.name,
    fontS: brief.typefaces.secondary.name,
    sWeights: brief.typefaces.secondary.weights ?? [400, 700],
    art,
    gradient: brief.gradient ? { from: brief.gradient.from, to: brief.gradient.to } : undefined,
  };
}

/** Text colour for a background: the brand ink on light, the brand light on dark. */
export function inkOn(t: Theme, bg: string): string {
  return isDark(bg) ? bestOn(bg, t.light, "#FFFFFF") : bestOn(bg, t.dark, "#111111");
}
/** Accent that reads on bg. */
export function accentOn(t: Theme, bg: string): string {
  return bestOn(bg, t.a1, t.a2, t.a3);
}

// ---------------------------------------------------------------- symbols
export interface SymOpts {
  /** draw everything in this one colour */
  mono?: string;
  /** background the symbol sits on (to pick legible colours) */
  bg?: string;
  /** build-in progress 0..1 (1 = complete) */
  p?: number;
  /** periodic time 0..1 for looping motion */
  time?: number;
}
type SymFn = (t: Theme, o: SymOpts) => string;

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const ease = (v: number) => {
  v = clamp01(v);
  return v < 0.5 ? 4 * v * v * v : 1 - Math.pow(-2 * v + 2, 3) / 2;
};
export const easeOutBack = (v: number) => {
  v = clamp01(v);
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(v - 1, 3) + c1 * Math.pow(v - 1, 2);
};
/** progress of part i of n parts within overall progress p (staggered) */
const stage = (p: number, i: number, n: number, overlap = 0.5) => {
  const span = 1 / (n - (n - 1) * overlap);
  const start = i * span * (1 - overlap);
  return clamp01((p - start) / span);
};
/** scale element around (cx,cy) */
const pop = (inner: string, cx: number, cy: number, s: number, op = 1) =>
  s >= 0.999 && op >= 0.999
    ? inner
    : g(inner, {
        transform: `translate(${f(cx)} ${f(cy)}) scale(${f(Math.max(0.0001, s))}) translate(${f(-cx)} ${f(-cy)})`,
        opacity: clamp01(op),
      });

const SYMBOLS: Record<string, SymFn> = {
  arch(t, o) {
    const p = o.p ?? 1;
    const teal = o.mono ?? (o.bg && !isDark(o.bg) ? t.a1 : lighten(t.a1, 0.15));
    const coral = o.mono ?? t.a2;
    const a = ease(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const len = Math.PI * 62;
    return (
      path("M -62 82 A 62 62 0 0 1 62 82", {
        fill: "none",
        stroke: teal,
        "stroke-width": 30,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(len * a)} ${f(len + 10)}`,
      }) + pop(circle(0, -40, 22, { fill: coral }), 0, -40, b)
    );
  },
  globe(t, o) {
    const p = o.p ?? 1;
    const stroke = o.mono ?? "url(#goldGrad)";
    const defs = o.mono
      ? ""
      : `<defs>${linearGradient(
          "goldGrad",
          [
            [0, t.gradient?.from ?? t.a1],
            [0.55, mix(t.gradient?.from ?? t.a1, t.gradient?.to ?? t.a1, 0.5)],
            [1, t.gradient?.to ?? t.a1],
          ],
          0,
          0,
          1,
          1,
        )}</defs>`;
    const spin = o.time !== undefined ? Math.cos(o.time * Math.PI * 2) : 1;
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const lines =
      circle(0, 0, 86, { fill: "none", stroke, "stroke-width": 5 }) +
      g(
        `<ellipse cx="0" cy="0" rx="${f(Math.abs(44 * spin) + 0.5)}" ry="86" fill="none" stroke="${stroke}" stroke-width="3"/>` +
          line(0, -86, 0, 86, { stroke, "stroke-width": 3 }) +
          line(-86, 0, 86, 0, { stroke, "stroke-width": 3 }) +
          path("M -74 -43 Q 0 -33 74 -43 M -74 43 Q 0 53 74 43", {
            fill: "none",
            stroke,
            "stroke-width": 3,
          }),
        { opacity: 0.55 },
      );
    const bgc = o.bg ?? "#000";
    const mono = text("GA", 0, 30, {
      font: t.fontP,
      size: 92,
      weight: 600,
      anchor: "middle",
      fill: stroke,
      extra: {
        stroke: bgc,
        "stroke-width": 10,
        "paint-order": "stroke",
        "stroke-linejoin": "round",
      },
    });
    return defs + pop(lines, 0, 0, 0.6 + 0.4 * a, a) + pop(mono, 0, 0, 0.8 + 0.2 * b, b);
  },
  bonsai(t, o) {
    const p = o.p ?? 1;
    const moss = o.mono ?? t.P("Moss Green");
    const sage = o.mono ?? t.P("Sage");
    const terra = o.mono ?? t.P("Terracotta");
    const pot = o.mono ?? (o.bg && isDark(o.bg) ? t.light : t.P("Charcoal"));
    const sway = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 2 : 0;
    const trunkP = ease(stage(p, 0, 4, 0.4));
    const dome = (cx: number, cy: number, rx: number, ry: number, fill: string, i: number) => {
      const s = easeOutBack(stage(p, i, 4, 0.4));
      return pop(
        path(`M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 1 ${cx + rx} ${cy} Z`, { fill }),
        cx,
        cy,
        s,
        Math.min(1, s * 2),
      );
    };
    return (
      pop(path("M -52 66 H 52 L 40 92 H -40 Z", { fill: pot }), 0, 80, 0.5 + 0.5 * trunkP, trunkP) +
      path("M 2 66 C 0 40 -18 30 -14 10 C -10 -8 14 -14 10 -34", {
        fill: "none",
        stroke: terra,
        "stroke-width": 11,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(150 * trunkP)} 200`,
      }) +
      path("M -10 20 C -24 16 -34 10 -40 4", {
        fill: "none",
        stroke: terra,
        "stroke-width": 7,
        "stroke-linecap": "round",
        opacity: trunkP,
      }) +
      g(
        dome(-44, 8, 40, 26, sage, 1) +
          dome(40, -12, 38, 24, moss, 2) +
          dome(4 + sway, -40, 52, 32, moss === sage ? moss : mix(moss, sage, 0.25), 3),
        {},
      )
    );
  },
  bars(t, o) {
    const p = o.p ?? 1;
    const c1 = o.mono ?? (o.bg && isDark(o.bg) ? lighten(t.a1, 0.2) : t.a1);
    const c3 = o.mono ?? t.a2;
    const hs = [70, 115, 160];
    return [0, 1, 2]
      .map((i) => {
        const s = ease(stage(p, i, 3, 0.4));
        const h = hs[i]! * s;
        return path(roundedRectPath(-78 + i * 56, 82 - h, 42, Math.max(h, 0.01), 21), {
          fill: i === 2 ? c3 : c1,
          opacity: i === 0 && !o.mono ? 0.75 : 1,
        });
      })
      .join("");
  },
  "odd-circles"(t, o) {
    const p = o.p ?? 1;
    const ink = o.mono ?? (o.bg && isDark(o.bg) ? t.light : t.dark);
    const red = o.mono ?? t.a1;
    const d = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 14 : 0;
    const s1 = easeOutBack(stage(p, 0, 2));
    const s2 = easeOutBack(stage(p, 1, 2));
    return (
      pop(circle(-28 - d, 10, 58, { fill: ink }), -28, 10, s1) +
      pop(circle(30 + d, -12, 58, { fill: red, opacity: o.mono ? 1 : 0.92 }), 30, -12, s2) +
      (o.mono
        ? pop(
            circle(30 + d, -12, 58, { fill: "none", stroke: o.bg ?? "#fff", "stroke-width": 6 }),
            30,
            -12,
            s2,
          )
        : "")
    );
  },
  sun(t, o) {
    const p = o.p ?? 1;
    const yel = o.mono ?? t.P("Sunshine");
    const coral = o.mono ?? t.P("Warm Coral");
    const ink = o.mono ? (o.bg ?? "#fff") : t.P("Ink");
    const rot = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 6 : 0;
    const a = easeOutBack(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    let rays = "";
    for (let i = 0; i < 7; i++) {
      const ang = Math.PI + (i / 6) * Math.PI;
      const r1 = 78;
      const r2 = 78 + 24 * b;
      rays += line(
        Math.cos(ang) * r1,
        40 + Math.sin(ang) * r1,
        Math.cos(ang) * r2,
        40 + Math.sin(ang) * r2,
        {
          stroke: coral,
          "stroke-width": 13,
          "stroke-linecap": "round",
          opacity: b > 0 ? 1 : 0,
        },
      );
    }
    return (
      g(rays, { transform: `rotate(${f(rot)} 0 40)` }) +
      pop(
        path("M -64 40 A 64 64 0 0 1 64 40 Z", { fill: yel }) +
          path("M -26 12 Q 0 36 26 12", {
            fill: "none",
            stroke: ink,
            "stroke-width": 8,
            "stroke-linecap": "round",
          }) +
          circle(-20, -6, 5.5, { fill: ink }) +
          circle(20, -6, 5.5, { fill: ink }),
        0,
        40,
        a,
      ) +
      line(-90, 40, 90, 40, {
        stroke: coral,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: o.mono ? 1 : 0,
      })
    );
  },
  drop(t, o) {
    const p = o.p ?? 1;
    const berry = o.mono ?? t.P("Berry");
    const spark = o.mono ? (o.bg ?? "#fff") : t.P("Milk");
    const a = easeOutBack(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const tw = o.time !== undefined ? 0.85 + 0.15 * Math.sin(o.time * Math.PI * 4) : 1;
    const star = (cx: number, cy: number, r: number) =>
      path(
        `M ${cx} ${cy - r} Q ${cx} ${cy} ${cx + r} ${cy} Q ${cx} ${cy} ${cx} ${cy + r} Q ${cx} ${cy} ${cx - r} ${cy} Q ${cx} ${cy} ${cx} ${cy - r} Z`,
        { fill: spark },
      );
    return (
      pop(
        path("M 0 -92 C 34 -44 66 -8 66 32 A 66 66 0 0 1 -66 32 C -66 -8 -34 -44 0 -92 Z", {
          fill: berry,
        }),
        0,
        30,
        a,
      ) +
      pop(star(24, 26, 24), 24, 26, b * tw) +
      pop(circle(-8, 58, 6, { fill: spark, opacity: 0.8 }), -8, 58, b)
    );
  },
  lotus(t, o) {
    const p = o.p ?? 1;
    const saff = o.mono ?? t.P("Saffron");
    const pink = o.mono ?? t.P("Lotus");
    const petal = "M 0 66 C 38 24 38 -34 0 -80 C -38 -34 -38 24 0 66 Z";
    const breathe = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    return (
      g(path(petal, { fill: pink, opacity: o.mono ? 1 : 0.95 }), {
        transform: `rotate(${f(-(44 + breathe) * a)} 0 66)`,
        opacity: a,
      }) +
      g(path(petal, { fill: pink, opacity: o.mono ? 1 : 0.95 }), {
        transform: `rotate(${f((44 + breathe) * a)} 0 66)`,
        opacity: a,
      }) +
      pop(
        path(petal, { fill: saff, stroke: o.bg ?? "none", "stroke-width": o.bg ? 5 : 0 }),
        0,
        66,
        b,
      ) +
      path("M -70 84 Q 0 104 70 84", {
        fill: "none",
        stroke: saff,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(150 * c)} 200`,
      })
    );
  },
  chevron(t, o) {
    const p = o.p ?? 1;
    const lime = o.mono ?? t.a1;
    const nudge = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 10 : 0;
    return [0, 1]
      .map((i) => {
        const s = ease(stage(p, i, 2, 0.3));
        const x = -50 + i * 62 + (1 - s) * -40 + (i ? nudge : nudge * 0.5);
        return path(`M ${x - 30} -62 L ${x + 30} 0 L ${x - 30} 62`, {
          fill: "none",
          stroke: lime,
          "stroke-width": 32,
          "stroke-linejoin": "miter",
          "stroke-linecap": "butt",
          opacity: s * (i === 0 && !o.mono ? 0.55 : 1),
        });
      })
      .join("");
  },
  "sun-moon"(t, o) {
    const p = o.p ?? 1;
    const yel = o.mono ?? t.P("Morning Yellow");
    const blue = o.mono ?? t.P("Midnight Blue");
    const cream = o.mono ? (o.bg ?? "#fff") : t.P("Cream");
    const rot = o.time !== undefined ? o.time * 360 : 0;
    const a = easeOutBack(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const id = nextId("mc");
    return pop(
      g(
        `<clipPath id="${id}"><circle cx="0" cy="0" r="84"/></clipPath>` +
          g(rect(-84, -84, 84, 168, { fill: yel }) + rect(0, -84, 84, 168, { fill: blue }), {
            "clip-path": `url(#${id})`,
          }) +
          g(
            circle(40, -4, 30, { fill: cream }) +
              circle(53, -14, 26, { fill: blue }) +
              circle(-40, 4, 18, {
                fill: o.mono ? cream : t.P("Cream"),
                opacity: o.mono ? 1 : 0.9,
              }),
            { opacity: b },
          ) +
          (o.mono
            ? circle(0, 0, 84, { fill: "none", stroke: o.mono, "stroke-width": 6 })
            : o.bg && contrast(o.bg, blue) < 1.6
              ? circle(0, 0, 86, { fill: "none", stroke: t.P("Cream"), "stroke-width": 5 })
              : ""),
        { transform: `rotate(${f(rot)})` },
      ),
      0,
      0,
      a,
    );
  },
  chat(t, o) {
    const p = o.p ?? 1;
    const blue = o.mono ?? t.a1;
    const pink = o.mono ? (o.bg ?? "#fff") : t.a2;
    const a = easeOutBack(stage(p, 0, 2));
    return (
      pop(
        path(roundedRectPath(-84, -72, 168, 120, 46) + " M -50 40 L -66 82 L -12 46 Z", {
          fill: blue,
        }),
        0,
        0,
        a,
      ) +
      [0, 1, 2]
        .map((i) => {
          const s = easeOutBack(stage(p, 0.6 + i * 0.2, 2.2));
          const bob = o.time !== undefined ? Math.sin((o.time - i * 0.15) * Math.PI * 2) * 6 : 0;
          return pop(circle(-38 + i * 38, -12 - bob, 13, { fill: pink }), -38 + i * 38, -12, s);
        })
        .join("")
    );
  },
  hex(t, o) {
    const p = o.p ?? 1;
    const cyan = o.mono ?? t.P("Nano Cyan");
    const blue = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Lab White") : t.P("Quantum Blue"));
    const pts: [number, number][] = [];
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 3;
      pts.push([Math.cos(a) * 84, Math.sin(a) * 84]);
    }
    const a = ease(stage(p, 0, 3, 0.4));
    const pulse = o.time !== undefined ? 1 + 0.25 * Math.sin(o.time * Math.PI * 2) : 1;
    let s = poly(pts, {
      fill: "none",
      stroke: cyan,
      "stroke-width": 6,
      "stroke-linejoin": "round",
      opacity: a,
    });
    s += pts
      .filter((_, i) => i % 2 === 0)
      .map(([x, y]) =>
        line(0, 0, x * ease(stage(p, 1, 3, 0.4)), y * ease(stage(p, 1, 3, 0.4)), {
          stroke: blue,
          "stroke-width": 5,
          opacity: 0.9,
        }),
      )
      .join("");
    s += pts
      .map(([x, y], i) =>
        pop(
          circle(x, y, 12, { fill: cyan }),
          x,
          y,
          easeOutBack(stage(p, 1 + i / 6, 3, 0.4)) * (i % 2 ? 1 : pulse),
        ),
      )
      .join("");
    s += pop(circle(0, 0, 18, { fill: blue }), 0, 0, easeOutBack(stage(p, 2, 3, 0.4)) * pulse);
    return s;
  },
  blocks(t, o) {
    const p = o.p ?? 1;
    const navy = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Concrete") : t.P("Steel Navy"));
    const brick = o.mono ?? t.P("Brick");
    const yel = o.mono ?? t.P("Safety Yellow");
    const gap = o.mono ? 6 : 0;
    const drop = (i: number) => (1 - ease(stage(p, i, 3, 0.3))) * -60;
    const op = (i: number) => ease(stage(p, i, 3, 0.3));
    const win = o.mono ? (o.bg ?? "#fff") : lighten(navy, 0.35);
    let windows = "";
    for (let i = 0; i < 5; i++) windows += rect(-62 + i * 26, 46, 14, 18, { fill: win });
    return (
      g(rect(-80, 28, 160, 62, { fill: navy, rx: 4 }) + windows, {
        transform: `translate(0 ${f(drop(0))})`,
        opacity: op(0),
      }) +
      g(rect(-58, -28 + gap / 2, 116, 56 - gap, { fill: brick, rx: 4 }), {
        transform: `translate(0 ${f(drop(1))})`,
        opacity: op(1),
      }) +
      g(rect(-20, -86 + gap / 2, 70, 58 - gap, { fill: yel, rx: 4 }), {
        transform: `translate(0 ${f(drop(2))})`,
        opacity: op(2),
      })
    );
  },
  smoke(t, o) {
    const p = o.p ?? 1;
    const stick = o.mono ?? t.P("Sandalwood");
    const ember = o.mono ?? t.P("Ember");
    const smoke = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Ash") : t.P("Ember"));
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const w = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 8 : 0;
    return (
      line(-38, 92, 8, -4, {
        stroke: stick,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      line(-44, 104, -36, 88, {
        stroke: o.mono ?? t.P("Smoke Plum"),
        "stroke-width": 10,
        "stroke-linecap": "round",
        opacity: a && !o.mono ? 0 : a,
      }) +
      circle(8, -4, 8, { fill: ember, opacity: a }) +
      path(
        `M 8 -14 C 40 -34 ${-20 + w} -52 10 -70 C 34 -84 ${40 + w} -58 26 -50 C 14 -44 ${4 + w} -66 22 -92`,
        {
          fill: "none",
          stroke: smoke,
          "stroke-width": 7,
          "stroke-linecap": "round",
          "stroke-dasharray": `${f(260 * b)} 300`,
        },
      )
    );
  },
  tin(t, o) {
    const p = o.p ?? 1;
    const mint = o.mono ?? t.P("Ice Mint");
    const teal = o.mono ? (o.bg ?? "#fff") : t.P("Deep Teal");
    const rings = [88, 72, 58];
    return rings
      .map((r, i) => {
        const s = easeOutBack(stage(p, i, 3, 0.5));
        if (o.mono)
          return pop(
            circle(0, 0, r - 3, { fill: "none", stroke: mint, "stroke-width": i === 0 ? 8 : 4 }),
            0,
            0,
            s,
          );
        return pop(
          circle(0, 0, r, { fill: i === 1 ? teal : i === 0 ? mint : lighten(mint, 0.55) }),
          0,
          0,
          s,
        );
      })
      .join("");
  },
  "star-tile"(t, o) {
    const p = o.p ?? 1;
    const indigo = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Ivory") : t.P("Indigo Dye"));
    const terra = o.mono ?? t.P("Terracotta");
    const ivory = o.mono ? (o.bg ?? "#fff") : t.P("Ivory");
    const mustard = o.mono ?? t.P("Mustard");
    const star = (r: number, fill: string) =>
      rect(-r, -r, 2 * r, 2 * r, { fill }) +
      rect(-r, -r, 2 * r, 2 * r, { fill, transform: "rotate(45)" });
    const rot = o.time !== undefined ? o.time * 90 : 0;
    const a = easeOutBack(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    return (
      g(pop(star(66, indigo), 0, 0, a), { transform: `rotate(${f(rot)})` }) +
      pop(star(40, o.mono ? ivory : terra), 0, 0, b) +
      pop(circle(0, 0, 18, { fill: o.mono ? indigo : ivory }), 0, 0, c) +
      [0, 1, 2, 3]
        .map((i) => {
          const ang = Math.PI / 4 + (i * Math.PI) / 2;
          return pop(
            circle(Math.cos(ang) * 100, Math.sin(ang) * 100, 7, { fill: mustard }),
            Math.cos(ang) * 100,
            Math.sin(ang) * 100,
            c,
          );
        })
        .join("")
    );
  },
  gnome(t, o) {
    const p = o.p ?? 1;
    const red = o.mono ?? t.P("Gnome Red");
    const gold = o.mono ?? t.P("Hop Gold");
    const foam = o.mono ? (o.bg ?? "#fff") : t.P("Foam");
    const skin = o.mono ? (o.bg ?? "#fff") : "#E9B48C";
    const tilt = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    const ring = circle(0, 0, 92, {
      fill: "none",
      stroke: gold,
      "stroke-width": 9,
      "stroke-dasharray": `${f(580 * a)} 600`,
      transform: "rotate(-90)",
    });
    const beard = path("M -44 8 C -50 48 -26 80 0 84 C 26 80 50 48 44 8 Z", {
      fill: foam,
      stroke: o.mono ? o.mono : "none",
      "stroke-width": o.mono ? 6 : 0,
    });
    const nose = circle(0, 16, 12, { fill: o.mono ? o.mono : mix(skin, red, 0.35) });
    const face = rect(-36, 0, 72, 18, { fill: skin, rx: 6 });
    const hat = path("M -52 6 L 52 6 L 14 -84 Q 6 -94 0 -84 Z", { fill: red });
    return (
      ring +
      pop(face + beard + nose, 0, 40, b) +
      g(pop(hat, 0, 6, c), { transform: `rotate(${f(tilt)} 0 6)` })
    );
  },
  gem(t, o) {
    const p = o.p ?? 1;
    const champ = o.mono ?? (o.bg && !isDark(o.bg) ? t.P("Emerald") : t.P("Champagne"));
    const a = ease(p);
    const glint = o.time !== undefined ? Math.max(0, Math.sin(o.time * Math.PI * 2)) : 0;
    const sw = 5;
    const dash = (len: number) => ({ "stroke-dasharray": `${f(len * a)} ${f(len + 5)}` });
    const sx = o.time !== undefined ? 0.75 + 0.25 * Math.abs(Math.cos(o.time * Math.PI)) : 1;
    const body =
      path("M -34 -58 L 34 -58 L 76 -20 L 0 74 L -76 -20 Z", {
        fill: "none",
        stroke: champ,
        "stroke-width": sw,
        "stroke-linejoin": "round",
        ...dash(440),
      }) +
      path(
        "M -76 -20 L 76 -20 M -34 -58 L -16 -20 L 0 -58 L 16 -20 L 34 -58 M -16 -20 L 0 74 L 16 -20",
        {
          fill: "none",
          stroke: champ,
          "stroke-width": sw * 0.7,
          "stroke-linejoin": "round",
          ...dash(600),
        },
      );
    const star = (cx: number, cy: number, r: number) =>
      path(
        `M ${cx} ${cy - r} Q ${cx} ${cy} ${cx + r} ${cy} Q ${cx} ${cy} ${cx} ${cy + r} Q ${cx} ${cy} ${cx - r} ${cy} Q ${cx} ${cy} ${cx} ${cy - r} Z`,
        { fill: champ },
      );
    return (
      g(body, { transform: `scale(${f(sx)} 1)` }) +
      (glint > 0.02 ? pop(star(58, -62, 22), 58, -62, glint) : "")
    );
  },
  root(t, o) {
    const p = o.p ?? 1;
    const green = o.mono ?? t.P("Sprout");
    const deep = o.mono ?? t.P("Deep Green");
    const soil = o.mono ?? t.P("Soil");
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    const sway = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const leaf = (dir: number) =>
      path(
        `M 0 -22 C ${dir * 20} -40 ${dir * 56} -52 ${dir * 78} -44 C ${dir * 66} -14 ${dir * 30} -6 0 -22 Z`,
        { fill: dir < 0 ? deep : green },
      );
    return (
      line(-86, 18, 86, 18, {
        stroke: soil,
        "stroke-width": 7,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      path("M 0 18 L 0 -24", {
        stroke: deep,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      g(pop(leaf(-1), 0, -22, b) + pop(leaf(1), 0, -22, b), {
        transform: `rotate(${f(sway)} 0 18)`,
      }) +
      path(
        "M 0 18 C 2 44 -6 60 -2 90 M 0 30 C -18 40 -34 52 -44 74 M 0 34 C 18 44 34 58 40 80 M -24 46 C -34 50 -44 50 -56 46",
        {
          fill: "none",
          stroke: soil,
          "stroke-width": 5.5,
          "stroke-linecap": "round",
          "stroke-dasharray": `${f(90 * c)} 100`,
        },
      )
    );
  },
  book(t, o) {
    const p = o.p ?? 1;
    const gold = o.mono ?? t.P("Antique Gold");
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const open = 0.25 + 0.75 * a;
    const page = (dir: number) =>
      g(
        path(
          `M 0 -40 Q ${dir * -40} -62 ${dir * -88} -48 L ${dir * -88} 52 Q ${dir * -40} 38 0 58 Z`,
          { fill: "none", stroke: gold, "stroke-width": 6, "stroke-linejoin": "round" },
        ) +
          [0, 1, 2]
            .map((i) =>
              path(
                `M ${dir * -16} ${-20 + i * 22} Q ${dir * -44} ${-34 + i * 22} ${dir * -72} ${-26 + i * 22}`,
                { fill: "none", stroke: gold, "stroke-width": 3.5, opacity: b },
              ),
            )
            .join(""),
        {
          transform: `scale(${f(open)} 1)`,
        },
      );
    return (
      page(1) +
      page(-1) +
      line(0, -40, 0, 58, { stroke: gold, "stroke-width": 5 }) +
      pop(path("M -8 -74 L 0 -92 L 8 -74 L 0 -64 Z", { fill: gold }), 0, -78, b)
    );
  },
  "code-dot"(t, o) {
    const p = o.p ?? 1;
    const green = o.mono ?? t.P("Acid Green");
    const coral = o.mono ?? t.P("Hot Coral");
    const a = ease(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const bounce = o.time !== undefined ? -Math.abs(Math.sin(o.time * Math.PI * 2)) * 18 : 0;
    const spread = 30 * (1 - a);
    return (
      path(`M ${-32 + spread} -54 L ${-86 + spread} 0 L ${-32 + spread} 54`, {
        fill: "none",
        stroke: green,
        "stroke-width": 20,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        opacity: a,
      }) +
      path(`M ${32 - spread} -54 L ${86 - spread} 0 L ${32 - spread} 54`, {
        fill: "none",
        stroke: green,
        "stroke-width": 20,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        opacity: a,
      }) +
      pop(circle(0, bounce, 20, { fill: coral }), 0, 0, b)
    );
  },
  mountain(t, o) {
    const p = o.p ?? 1;
    const canopy = o.mono ?? t.P("Canopy");
    const clay = o.mono ?? t.P("Clay");
    const river = o.mono ? (o.bg ?? "#fff") : t.P("River");
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    const rise = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    return (
      pop(circle(36, -40 + rise, 28, { fill: clay }), 36, -40, b) +
      g(
        poly(
          [
            [-92, 64],
            [-20, -56],
            [18, 4],
            [40, -18],
            [96, 64],
          ],
          { fill: canopy, "stroke-linejoin": "round" },
        ),
        { transform: `translate(0 ${f((1 - a) * 40)})`, opacity: a },
      ) +
      path("M -20 64 C 0 48 30 52 18 64", {
        fill: "none",
        stroke: river,
        "stroke-width": 0,
        opacity: 0,
      }) +
      path("M -70 86 C -30 70 10 96 44 80 C 62 72 76 74 90 80", {
        fill: "none",
        stroke: o.mono ?? t.P("River"),
        "stroke-width": 9,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(190 * c)} 200`,
      })
    );
  },
  weave(t, o) {
    const p = o.p ?? 1;
    const ind = o.mono ?? t.P("Indigo");
    const red = o.mono ?? t.P("Madder Red");
    const gap = o.mono ? (o.bg ?? "#fff") : t.P("Khadi");
    const bw = 34;
    const pos = [-56, 0, 56];
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    let s = "";
    // vertical bands (red)
    for (const x of pos) s += rect(x - bw / 2, -84, bw, 168 * a, { fill: red, rx: 4 });
    // horizontal bands (indigo) with a gap outline so the interlace reads
    for (const y of pos)
      s += rect(-84, y - bw / 2, 168 * b, bw, { fill: ind, rx: 4, stroke: gap, "stroke-width": 5 });
    // re-draw vertical over horizontal on alternating crossings
    pos.forEach((x, i) =>
      pos.forEach((y, j) => {
        if ((i + j) % 2 === 0 && b > 0.5)
          s += rect(x - bw / 2, y - bw / 2 - 4, bw, bw + 8, {
            fill: red,
            stroke: gap,
            "stroke-width": 5,
          });
      }),
    );
    return s;
  },
  wave(t, o) {
    const p = o.p ?? 1;
    const ring = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Oat") : t.P("Deep Forest"));
    const amber = o.mono ?? t.P("Kombucha Amber");
    const id = nextId("wc");
    const ph = (o.time ?? 0) * Math.PI * 2;
    const lvl = 10 + (1 - ease(p)) * 90;
    let d = `M -90 ${lvl}`;
    for (let x = -90; x <= 90; x += 10) d += ` L ${x} ${f(lvl + Math.sin(x / 22 + ph) * 12)}`;
    d += " L 90 100 L -90 100 Z";
    return (
      `<clipPath id="${id}"><circle cx="0" cy="0" r="72"/></clipPath>` +
      g(path(d, { fill: amber }), { "clip-path": `url(#${id})` }) +
      circle(0, 0, 84, {
        fill: "none",
        stroke: ring,
        "stroke-width": 10,
        opacity: ease(Math.min(1, p * 2)),
      })
    );
  },
  owl(t, o) {
    const p = o.p ?? 1;
    const body = o.mono ?? t.P("Steel Blue");
    const belly = o.mono ? (o.bg ?? "#fff") : t.P("Maximum Blue Purple");
    const white = o.mono ? (o.bg ?? "#fff") : t.P("White");
    const black = o.mono ?? t.P("Chinese Black");
    const amber = o.mono ?? t.P("Amber");
    const green = o.mono ?? t.P("Inchworm");
    const lid = o.mono ?? t.P("Lavender Magenta");
    const time = o.time ?? 0.3;
    // blink around t=0.5
    const blink = Math.max(0, 1 - Math.abs(time - 0.5) / 0.04);
    const swing = Math.sin(time * Math.PI * 2) * 16;
    const a = easeOutBack(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    const eye = (x: number, look: number, half: boolean) => {
      const cid = nextId("eye");
      const lidY = Math.min(30, 4 + (half ? 6 : -30) + blink * 34);
      return (
        circle(x, 4, 25, { fill: white }) +
        circle(x + look, 8, 11, { fill: black }) +
        circle(x + look + 4, 4, 3.5, { fill: white }) +
        // eyelid: the tipsy one droops
        `<clipPath id="${cid}"><circle cx="${x}" cy="4" r="25"/></clipPath>` +
        (half || blink > 0
          ? g(rect(x - 27, -24, 54, lidY + 24, { fill: lid }), { "clip-path": `url(#${cid})` })
          : "") +
        circle(x, 4, 25, { fill: "none", stroke: amber, "stroke-width": 6 })
      );
    };
    const owl =
      path("M -62 -22 L -70 -62 L -34 -44 Z M 62 -22 L 70 -62 L 34 -44 Z", { fill: body }) +
      `<ellipse cx="0" cy="26" rx="70" ry="72" fill="${body}"/>` +
      `<ellipse cx="0" cy="50" rx="40" ry="42" fill="${belly}" opacity="${o.mono ? 1 : 0.9}"/>` +
      path("M -16 58 q 8 8 16 0 q 8 8 16 0 M -22 74 q 8 8 16 0 q 8 8 16 0 q 8 8 16 0", {
        fill: "none",
        stroke: body,
        "stroke-width": 3.5,
        opacity: 0.7,
      }) +
      path("M -24 96 l -6 10 M -16 96 l 0 12 M 16 96 l 0 12 M 24 96 l 6 10", {
        stroke: amber,
        "stroke-width": 5,
        "stroke-linecap": "round",
      });
    const face =
      eye(-28, 5, false) + eye(28, -3, true) + path("M -9 26 L 9 26 L 0 42 Z", { fill: amber });
    const cap = g(
      path("M -36 -60 L 36 -60 L 30 -44 L -30 -44 Z", {
        fill: black,
        stroke: o.mono ? (o.bg ?? "#fff") : green,
        "stroke-width": 3,
      }) +
        path("M -78 -72 L 0 -98 L 78 -72 L 0 -48 Z", {
          fill: green,
          stroke: black,
          "stroke-width": 3,
          "stroke-linejoin": "round",
        }) +
        circle(0, -73, 5, { fill: amber }) +
        g(
          line(0, -73, 58, -66, { stroke: amber, "stroke-width": 4 }) +
            line(58, -66, 58, -30, { stroke: amber, "stroke-width": 4 }) +
            rect(52, -32, 12, 20, { fill: amber, rx: 3 }),
          {
            transform: `rotate(${f(swing)} 58 -66)`,
          },
        ),
      { transform: "rotate(-10 0 -70)" },
    );
    return pop(owl, 0, 100, a) + pop(face, 0, 10, b) + pop(cap, 0, -70, c);
  },
};

export function symbol(t: Theme, o: SymOpts = {}): string {
  const fn = SYMBOLS[t.brief.symbol];
  if (!fn) throw new Error("no symbol " + t.brief.symbol);
  return fn(t, o);
}
/** Symbol drawn in a box of `size` centred on (cx, cy). */
export function symbolAt(t: Theme, cx: number, cy: number, size: number, o: SymOpts = {}): string {
  return g(symbol(t, o), { transform: `translate(${f(cx)} ${f(cy)}) scale(${f(size / 200)})` });
}

// ---------------------------------------------------------------- wordmark & lockups
export interface WordmarkOpts {
  color: string;
  subColor?: string;
  maxW: number;
  maxSize: number;
  anchor?: "start" | "middle" | "end";
  noSub?: boolean;
  /** gradient-filled wordmark (gold brands) */
  fillOverride?: string;
}
export interface Placed {
  svg: string;
  w: number;
  h: number;
}

/** Lay out the wordmark with its top-left (or top-centre) at (x, y). */
export async function wordmark(t: Theme, x: number, y: number, o: WordmarkOpts): Promise<Placed> {
  const a = t.art;
  const font = { font: t.fontP, weight: a.wmWeight, ls: a.wmLs };
  let size = o.maxSize;
  for (const l of a.wm) size = Math.min(size, await fitSize(l, font, o.maxW, o.maxSize));
  const lh = size * 0.98;
  let svg = "";
  let maxLineW = 0;
  const anchor = o.anchor ?? "start";
  a.wm.forEach((l, i) => {
    svg += text(l, x, y + size * 0.78 + i * lh, {
      ...font,
      size,
      anchor,
      fill: o.fillOverride ?? o.color,
    });
  });
  for (const l of a.wm) maxLineW = Math.max(maxLineW, await textWidth(l, { ...font, size }));
  let h = size * 0.78 + (a.wm.length - 1) * lh + size * 0.22;
  if (a.sub && !o.noSub) {
    const subSize0 = Math.max(10, size * 0.22, Math.min(size * 0.4, o.maxW * 0.035));
    const subLs = a.subLs ?? 0.32;
    const subFont = { font: t.fontS, weight: 600, ls: subLs };
    const sw = Math.min(maxLineW, o.maxW);
    const subSize = Math.min(subSize0, await fitSize(a.sub, subFont, sw, subSize0));
    svg += text(a.sub, x, y + h + subSize * 1.25, {
      ...subFont,
      size: subSize,
      anchor,
      fill: o.subColor ?? o.color,
    });
    h += subSize * 1.6;
    maxLineW = Math.max(maxLineW, await textWidth(a.sub, { ...subFont, size: subSize }));
  }
  return { svg, w: maxLineW, h };
}

export interface LockupOpts {
  bg: string;
  layout: "stack" | "row";
  color?: string;
  mono?: string;
  symbolScale?: number;
  noSub?: boolean;
  p?: number;
  time?: number;
  wordP?: number; // wordmark reveal 0..1
}

/** Symbol + wordmark fitted and centred in the box (x, y, w, h). */
export async function lockup(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: LockupOpts,
): Promise<string> {
  return (await lockupBox(t, x, y, w, h, o)).svg;
}
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** Like lockup, also returning the bounding box of what was drawn. */
export async function lockupBox(
  t: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: LockupOpts,
): Promise<{ svg: string; box: Box }> {
  const color = o.mono ?? o.color ?? brandInk(t, o.bg);
  const fillOverride = !o.mono && t.gradient && isDark(o.bg) ? "url(#wmGold)" : undefined;
  const defs = fillOverride
    ? `<defs>${linearGradient(
        "wmGold",
        [
          [0, t.gradient!.from],
          [1, t.gradient!.to],
        ],
        0,
        0,
        1,
        1,
      )}</defs>`
    : "";
  const subColor = o.mono ?? (isDark(o.bg) ? mix(color, o.bg, 0.15) : accentOn(t, o.bg));
  const symOpts: SymOpts = { mono: o.mono, bg: o.bg, p: o.p, time: o.time };
  const wp = o.wordP ?? 1;
  const wrapWord = (s: string, dx: number, dy: number) =>
    g(s, {
      opacity: ease(wp),
      transform: `translate(${f(dx + (1 - ease(wp)) * 0)} ${f(dy + (1 - ease(wp)) * 16)})`,
    });
  if (o.layout === "stack") {
    const wm = await wordmark(t, x + w / 2, 0, {
      color,
      subColor,
      maxW: w * 0.9,
      maxSize: (h * 0.22) / Math.sqrt(t.art.wm.length),
      anchor: "middle",
      noSub: o.noSub,
      fillOverride,
    });
    const symS = Math.min(w * 0.5, h * 0.5, (h * 0.94 - wm.h) / 1.16) * (o.symbolScale ?? 1);
    const gap = symS * 0.16;
    const total = symS + gap + wm.h;
    const top = y + (h - total) / 2;
    const bw = Math.max(symS, wm.w);
    return {
      svg:
        defs +
        symbolAt(t, x + w / 2, top + symS / 2, symS, symOpts) +
        wrapWord(wm.svg, 0, top + symS + gap),
      box: { x: x + w / 2 - bw / 2, y: top, w: bw, h: total },
    };
  }
  const symS = h * 0.62 * (o.symbolScale ?? 1);
  const gap = symS * 0.22;
  const wm = await wordmark(t, 0, 0, {
    color,
    subColor,
    maxW: w - symS - gap,
    maxSize: h * 0.42,
    noSub: o.noSub,
    fillOverride,
  });
  const total = symS + gap + wm.w;
  const left = x + (w - total) / 2;
  const bh = Math.max(symS, wm.h);
  return {
    svg:
      defs +
      symbolAt(t, left + symS / 2, y + h / 2, symS, symOpts) +
      wrapWord(wm.svg, left + symS + gap, y + (h - wm.h) / 2),
    box: { x: left, y: y + h / 2 - bh / 2, w: total, h: bh },
  };
}

/** Wordmark colour on a background. */
export function brandInk(t: Theme, bg: string): string {
  if (isDark(bg)) return bestOn(bg, t.light, "#FFFFFF");
  return bestOn(bg, t.dark, darken(t.a1, 0.4));
}
