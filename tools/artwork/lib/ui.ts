// Device frames (phone, browser) and plausible brand UIs for website/app case studies.
import { type Theme, brandInk, symbolAt, wordmark } from "./brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  f,
  nextId,
  mix,
  lighten,
  darken,
  bestOn,
  linearGradient,
  softShadow,
  liftShadow,
  roundedRectPath,
  paragraph,
} from "./core.ts";
import { illo, icon, button, pattern, lines } from "./kit.ts";

// ---------------------------------------------------------------- frames
/** Phone with screen content designed at 390pt width; returns full 750×1500-ish composition. */
export function phoneFrame(
  x: number,
  y: number,
  w: number,
  screen: string,
  o: { screenBg: string; dark?: boolean; rot?: number } = { screenBg: "#fff" },
): string {
  const h = w * 2.16;
  const bez = w * 0.035;
  const r = w * 0.14;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  const k = sw / 390;
  const id = nextId("ph");
  const body = o.dark === false ? "#D9DCE1" : "#17181B";
  const gid = nextId("pg");
  const inner =
    `<defs>${linearGradient(
      gid,
      [
        [0, lighten(body, 0.25)],
        [0.5, body],
        [1, lighten(body, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    rect(-w * 0.008, h * 0.2, w * 0.012, h * 0.06, { fill: body, rx: 2 }) +
    rect(-w * 0.008, h * 0.28, w * 0.012, h * 0.1, { fill: body, rx: 2 }) +
    rect(w - w * 0.004, h * 0.26, w * 0.012, h * 0.12, { fill: body, rx: 2 }) +
    path(roundedRectPath(0, 0, w, h, r), { fill: `url(#${gid})` }) +
    path(roundedRectPath(bez * 0.4, bez * 0.4, w - bez * 0.8, h - bez * 0.8, r - bez * 0.4), {
      fill: "#050506",
    }) +
    `<clipPath id="${id}"><path d="${roundedRectPath(bez, bez, sw, sh, r - bez)}"/></clipPath>` +
    g(
      rect(bez, bez, sw, sh, { fill: o.screenBg }) +
        g(screen, { transform: `translate(${f(bez)} ${f(bez)}) scale(${f(k)})` }),
      { "clip-path": `url(#${id})` },
    ) +
    path(roundedRectPath(w / 2 - w * 0.14, bez + 11 * k, w * 0.28, 30 * k, 15 * k), {
      fill: "#050506",
    });
  return g(liftShadow(0, 0, w, h, r, 1.4) + inner, {
    transform: `translate(${f(x)} ${f(y)})${o.rot ? ` rotate(${o.rot} ${f(w / 2)} ${f(h / 2)})` : ""}`,
  });
}

/** Browser window; screen content designed at 1440pt width. */
export function browserFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  url: string,
  screen: string,
  o: { screenBg: string; font: string },
): string {
  const bar = w * 0.034;
  const k = w / 1440;
  const id = nextId("bw");
  const r = w * 0.01;
  let s = liftShadow(0, 0, w, h, r, 1.2);
  s += path(roundedRectPath(0, 0, w, h, r), { fill: "#F1F2F4" });
  s += `<clipPath id="${id}"><rect x="0" y="${f(bar)}" width="${f(w)}" height="${f(h - bar)}"/></clipPath>`;
  s += g(
    rect(0, bar, w, h - bar, { fill: o.screenBg }) +
      g(screen, { transform: `translate(0 ${f(bar)}) scale(${f(k)})` }),
    { "clip-path": `url(#${id})` },
  );
  s += path(roundedRectPath(0, 0, w, h, r), {
    fill: "none",
    stroke: "#000",
    "stroke-opacity": 0.12,
    "stroke-width": 1.5,
  });
  ["#FF5F57", "#FEBC2E", "#28C840"].forEach(
    (c, i) => (s += circle(bar * 0.6 + i * bar * 0.55, bar / 2, bar * 0.17, { fill: c })),
  );
  s += path(roundedRectPath(w * 0.3, bar * 0.2, w * 0.4, bar * 0.6, bar * 0.3), {
    fill: "#FFFFFF",
  });
  s += text(url, w / 2, bar * 0.62, {
    font: "Inter",
    size: bar * 0.34,
    anchor: "middle",
    fill: "#5F6368",
  });
  s += circle(w * 0.3 + bar * 0.45, bar / 2, bar * 0.1, {
    fill: "none",
    stroke: "#9AA0A6",
    "stroke-width": 1.5,
  });
  return g(s, { transform: `translate(${f(x)} ${f(y)})` });
}

// ---------------------------------------------------------------- UI helpers (in design points)
interface U {
  t: Theme;
  bg: string;
  ink: string;
  soft: string;
  line: string;
  acc: string;
  fs: string;
  fp: string;
}
function ui(t: Theme, bg: string, acc?: string): U {
  const ink = brandInk(t, bg);
  return {
    t,
    bg,
    ink,
    soft: mix(ink, bg, 0.4),
    line: mix(ink, bg, 0.88),
    acc: acc ?? bestOn(bg, t.a1, t.a2, t.a3),
    fs: t.fontS,
    fp: t.fontP,
  };
}
const T = (
  u: U,
  s: string,
  x: number,
  y: number,
  size: number,
  o: { w?: number; c?: string; a?: "start" | "middle" | "end"; p?: boolean; ls?: number } = {},
) =>
  text(s, x, y, {
    font: o.p ? u.fp : u.fs,
    size,
    weight: o.w ?? 400,
    fill: o.c ?? u.ink,
    anchor: o.a,
    ls: o.ls,
  });

function statusBar(u: U, c?: string): string {
  const col = c ?? u.ink;
  return (
    T(u, "9:41", 36, 34, 15, { w: 600, c: col }) +
    [0, 1, 2, 3]
      .map((i) => rect(300 + i * 6, 30 - i * 2.5, 4, 5 + i * 2.5, { fill: col, rx: 1 }))
      .join("") +
    path(roundedRectPath(332, 22, 24, 12, 3.5), {
      fill: "none",
      stroke: col,
      "stroke-width": 1.3,
    }) +
    rect(334, 24, 17, 8, { fill: col, rx: 2 })
  );
}
function tabBar(u: U, icons: string[], active = 0, bg?: string): string {
  const y = 790;
  let s =
    rect(0, y, 390, 80, { fill: bg ?? u.bg }) +
    line(0, y, 390, y, { stroke: u.line, "stroke-width": 1 });
  icons.forEach((ic, i) => {
    const cx = 390 / (icons.length * 2) + (i * 390) / icons.length;
    s += icon(ic, cx, y + 28, 20, i === active ? u.acc : u.soft);
  });
  s += rect(130, 858, 130, 5, { fill: u.ink, rx: 2.5, opacity: 0.8 });
  return s;
}
async function logoSmall(
  u: U,
  x: number,
  y: number,
  h: number,
  color?: string,
  bg?: string,
): Promise<string> {
  const col = color ?? u.ink;
  const wm = await wordmark(u.t, x + h * 1.25, y, {
    color: col,
    maxW: 260,
    maxSize: h * 0.8,
    noSub: true,
  });
  return (
    symbolAt(u.t, x + h / 2, y + h / 2, h, { bg: bg ?? u.bg }) +
    g(wm.svg, { transform: `translate(0 ${f((h - wm.h) / 2)})` })
  );
}
async function navDesktop(
  u: U,
  links: string[],
  cta: string,
  o: { bg?: string; color?: string; ctaFill?: string } = {},
): Promise<string> {
  const bg = o.bg ?? u.bg;
  const col = o.color ?? u.ink;
  let s = rect(0, 0, 1440, 84, { fill: bg });
  s += await logoSmall(u, 64, 22, 40, col, bg === "none" ? u.bg : bg);
  links.forEach((l, i) => (s += T(u, l, 620 + i * 130, 48, 16, { w: 500, c: col })));
  const cf = o.ctaFill ?? u.acc;
  s += button(1220, 22, 160, 42, cta, {
    fill: cf,
    color: bestOn(cf, "#FFFFFF", u.t.dark),
    font: u.fs,
    size: 15,
  });
  return s;
}
function chip(
  u: U,
  x: number,
  y: number,
  label: string,
  o: { fill?: string; color?: string; h?: number; w?: number; size?: number } = {},
): string {
  const h = o.h ?? 32;
  const w = o.w ?? label.length * (h * 0.32) + h;
  return (
    path(roundedRectPath(x, y, w, h, h / 2), { fill: o.fill ?? u.line }) +
    T(u, label, x + w / 2, y + h * 0.66, o.size ?? h * 0.42, {
      w: 600,
      c: o.color ?? u.ink,
      a: "middle",
    })
  );
}
function card(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  r = 16,
  shadow = true,
): string {
  return (
    (shadow ? softShadow(x, y, w, h, { r, blur: 10, dy: 6, opacity: 0.1 }) : "") +
    path(roundedRectPath(x, y, w, h, r), { fill })
  );
}

// ---------------------------------------------------------------- screens
type ScreenFn = (t: Theme) => Promise<{ svg: string; bg: string }>;

const SCREENS: Record<string, ScreenFn> = {
  // ---- The Global Address
  async "brand-name/screen-mobile-1"(t) {
    const u = ui(t, "#0B0B0B", t.P("Gold"));
    let s = rect(0, 0, 390, 870, { fill: "#0B0B0B" }) + statusBar(u, "#fff");
    s += await logoSmall(u, 24, 62, 34, "#fff", "#0B0B0B");
    s += icon("menu", 352, 79, 20, "#fff");
    s +=
      T(u, "Find your next", 24, 160, 30, { p: true, c: "#fff", w: 500 }) +
      T(u, "address.", 24, 196, 30, { p: true, c: t.P("Gold"), w: 500 });
    s += path(roundedRectPath(24, 222, 342, 52, 26), {
      fill: "#1C1C1C",
      stroke: t.P("Gold"),
      "stroke-width": 1.5,
    });
    s +=
      icon("search", 52, 248, 16, t.P("Gold")) +
      T(u, "City, neighbourhood or project", 72, 254, 14, { c: "#9A9A9A" });
    ["Buy", "Rent", "Commercial"].forEach(
      (c, i) =>
        (s += chip(u, 24 + i * 92, 292, c, {
          fill: i === 0 ? t.P("Gold") : "#1C1C1C",
          color: i === 0 ? "#0B0B0B" : "#ddd",
          w: 84,
        })),
    );
    s += T(u, "FEATURED", 24, 368, 12, { w: 700, c: t.P("Gold"), ls: 0.2 });
    s += card(24, 384, 342, 330, "#151515", 20, false);
    s += illo(t, "building", 24, 384, 342, 210, { r: 20, tone: "#8C7A55" });
    s += chip(u, 38, 398, "PENTHOUSE", {
      fill: t.P("Gold"),
      color: "#0B0B0B",
      h: 26,
      w: 104,
      size: 11,
    });
    s +=
      T(u, "Skyline Penthouse", 40, 628, 20, { p: true, c: "#fff", w: 600 }) +
      T(u, "4 bed · 3 bath · 3,200 sq ft", 40, 654, 13, { c: "#A8A8A8" });
    s += T(u, "₹ 8.4 Cr", 40, 692, 20, { w: 700, c: t.P("Gold") });
    s += button(254, 666, 96, 36, "View", {
      fill: t.P("Gold"),
      outline: true,
      color: t.P("Gold"),
      font: u.fs,
      size: 13,
    });
    s += T(u, "NEW LAUNCHES", 24, 752, 12, { w: 700, c: t.P("Gold"), ls: 0.2 });
    s +=
      illo(t, "building", 24, 766, 160, 100, { r: 14, tone: "#6E6A60" }) +
      illo(t, "building", 200, 766, 166, 100, { r: 14, tone: "#94865F" });
    s += tabBar(
      { ...u, bg: "#0B0B0B", line: "#222", soft: "#777" },
      ["home", "search", "heart", "user"],
      0,
      "#0B0B0B",
    );
    return { svg: s, bg: "#0B0B0B" };
  },
  async "brand-name/screen-mobile-2"(t) {
    const u = ui(t, "#FFFFFF", t.P("Gold"));
    let s = illo(t, "building", 0, 0, 390, 360, { tone: "#8C7A55" }) + statusBar(u, "#fff");
    s +=
      circle(36, 78, 20, { fill: "#fff", opacity: 0.9 }) +
      path("M 40 70 L 32 78 L 40 86", { fill: "none", stroke: "#111", "stroke-width": 2.2 });
    s += circle(354, 78, 20, { fill: "#fff", opacity: 0.9 }) + icon("heart", 354, 79, 16, "#111");
    s += path(roundedRectPath(0, 330, 390, 560, 28), { fill: "#fff" });
    s += chip(u, 24, 356, "READY TO MOVE", {
      fill: "#F4EEDC",
      color: "#7A5B14",
      h: 26,
      w: 128,
      size: 11,
    });
    s +=
      T(u, "Skyline Penthouse", 24, 418, 26, { p: true, w: 600 }) +
      T(u, "Marine Drive, 32nd floor", 24, 446, 14, { c: u.soft });
    s += T(u, "₹ 8.4 Cr", 24, 494, 28, { w: 700, c: darken(t.P("Gold"), 0.25) });
    const facts = [
      ["4", "Beds"],
      ["3", "Baths"],
      ["3,200", "Sq ft"],
      ["2", "Parking"],
    ];
    facts.forEach(([a, b], i) => {
      const x = 24 + i * 88;
      s +=
        card(x, 520, 78, 78, "#F7F4EC", 14, false) +
        T(u, a!, x + 39, 556, 18, { w: 700, a: "middle" }) +
        T(u, b!, x + 39, 580, 12, { c: u.soft, a: "middle" });
    });
    s += T(u, "About this home", 24, 636, 16, { w: 700 });
    s += lines(24, 654, 342, 4, { h: 7, gap: 16, color: "#000", opacity: 0.12 });
    const gid = nextId("gg");
    s += `<defs>${linearGradient(
      gid,
      [
        [0, t.gradient!.from],
        [1, t.gradient!.to],
      ],
      0,
      0,
      1,
      0,
    )}</defs>`;
    s +=
      path(roundedRectPath(24, 748, 342, 56, 28), { fill: `url(#${gid})` }) +
      T(u, "Book a visit", 195, 782, 16, { w: 700, a: "middle", c: "#0B0B0B" });
    s += rect(130, 852, 130, 5, { fill: "#111", rx: 2.5 });
    return { svg: s, bg: "#fff" };
  },
  async "brand-name/screen-desktop-1"(t) {
    const u = ui(t, "#0B0B0B", t.P("Gold"));
    let s = rect(0, 0, 1440, 900, { fill: "#0B0B0B" });
    s += illo(t, "building", 720, 0, 720, 560, { tone: "#7D6C4A" });
    const gid = nextId("fd");
    s +=
      `<defs>${linearGradient(
        gid,
        [
          [0, "#0B0B0B"],
          [1, "#0B0B0B", 0],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(720, 0, 300, 560, { fill: `url(#${gid})` });
    s += await navDesktop(u, ["Buy", "Rent", "Projects", "About"], "List property", {
      bg: "none",
      color: "#fff",
      ctaFill: t.P("Gold"),
    });
    s += T(u, "WHERE THE WORLD COMES HOME", 64, 210, 14, { w: 700, c: t.P("Gold"), ls: 0.25 });
    s +=
      T(u, "Homes with an", 64, 290, 64, { p: true, c: "#fff", w: 500 }) +
      T(u, "address worth keeping.", 64, 364, 64, { p: true, c: t.P("Gold"), w: 500 });
    s += path(roundedRectPath(64, 420, 620, 72, 36), { fill: "#fff" });
    s +=
      icon("pin", 104, 456, 20, "#0B0B0B") +
      T(u, "Search by city or project", 130, 462, 17, { c: "#777" });
    const gid2 = nextId("gg");
    s += `<defs>${linearGradient(
      gid2,
      [
        [0, t.gradient!.from],
        [1, t.gradient!.to],
      ],
      0,
      0,
      1,
      0,
    )}</defs>`;
    s +=
      path(roundedRectPath(534, 430, 140, 52, 26), { fill: `url(#${gid2})` }) +
      T(u, "Search", 604, 462, 16, { w: 700, a: "middle", c: "#0B0B0B" });
    s += rect(0, 560, 1440, 340, { fill: "#111" });
    s +=
      T(u, "Featured listings", 64, 626, 30, { p: true, c: "#fff", w: 500 }) +
      T(u, "View all →", 1376, 626, 16, { c: t.P("Gold"), a: "end", w: 600 });
    const names = [
      "Skyline Penthouse",
      "Palm Court Villa",
      "Harbour View Loft",
      "Garden Residences",
    ];
    const prices = ["₹ 8.4 Cr", "₹ 12.9 Cr", "₹ 4.2 Cr", "₹ 3.1 Cr"];
    names.forEach((n, i) => {
      const x = 64 + i * 336;
      s +=
        card(x, 656, 312, 230, "#1A1A1A", 16, false) +
        illo(t, "building", x, 656, 312, 150, {
          r: 16,
          tone: ["#8C7A55", "#6E7A66", "#5E6E80", "#8A7A6A"][i],
        });
      s +=
        T(u, n, x + 18, 836, 18, { p: true, c: "#fff", w: 600 }) +
        T(u, prices[i]!, x + 18, 866, 16, { w: 700, c: t.P("Gold") });
    });
    return { svg: s, bg: "#0B0B0B" };
  },
  async "brand-name/screen-desktop-2"(t) {
    const u = ui(t, "#FFFFFF", darken(t.P("Gold"), 0.2));
    let s = rect(0, 0, 1440, 900, { fill: "#F7F5F0" });
    s += await navDesktop(
      ui(t, "#0B0B0B", t.P("Gold")),
      ["Buy", "Rent", "Projects", "About"],
      "List property",
      { bg: "#0B0B0B", color: "#fff", ctaFill: t.P("Gold") },
    );
    s +=
      T(u, "Homes for sale in Mumbai", 64, 150, 34, { p: true, w: 500 }) +
      T(u, "128 properties", 64, 180, 15, { c: u.soft });
    s += card(64, 210, 300, 660, "#fff", 16);
    s += T(u, "Filters", 88, 250, 18, { w: 700 });
    const groups = [
      ["Property type", ["Apartment", "Villa", "Penthouse"]],
      ["Bedrooms", ["2", "3", "4+"]],
      ["Budget", ["₹1–3 Cr", "₹3–8 Cr", "₹8 Cr+"]],
    ] as const;
    let gy = 290;
    groups.forEach(([h, opts]) => {
      s += T(u, h, 88, gy, 14, { w: 700, c: u.soft });
      opts.forEach((o, j) => {
        s += rect(88, gy + 18 + j * 34, 18, 18, {
          rx: 4,
          fill: j === 1 ? t.P("Gold") : "#fff",
          stroke: j === 1 ? t.P("Gold") : "#CCC",
        });
        s += T(u, o, 118, gy + 32 + j * 34, 15);
      });
      gy += 150;
    });
    s += button(88, 790, 252, 48, "Apply filters", {
      fill: "#0B0B0B",
      color: t.P("Gold"),
      font: u.fs,
      size: 15,
    });
    const names = [
      "Skyline Penthouse",
      "Palm Court Villa",
      "Harbour View Loft",
      "Garden Residences",
      "The Crescent",
      "Cedar House",
    ];
    const prices = ["₹ 8.4 Cr", "₹ 12.9 Cr", "₹ 4.2 Cr", "₹ 3.1 Cr", "₹ 6.7 Cr", "₹ 5.5 Cr"];
    names.forEach((n, i) => {
      const x = 396 + (i % 3) * 336;
      const y = 210 + Math.floor(i / 3) * 340;
      s +=
        card(x, y, 312, 316, "#fff", 16) +
        illo(t, "building", x, y, 312, 190, {
          r: 16,
          tone: ["#8C7A55", "#6E7A66", "#5E6E80", "#8A7A6A", "#7A6E5E", "#667A72"][i],
        });
      s += chip(u, x + 14, y + 150, prices[i]!, {
        fill: t.P("Gold"),
        color: "#0B0B0B",
        h: 28,
        w: 104,
        size: 13,
      });
      s +=
        T(u, n, x + 18, y + 230, 19, { p: true, w: 600 }) +
        T(
          u,
          `${3 + (i % 2)} bed · ${2 + (i % 3)} bath · ${1800 + i * 240} sq ft`,
          x + 18,
          y + 258,
          13,
          { c: u.soft },
        );
      s += icon("heart", x + 282, y + 226, 18, u.soft);
    });
    return { svg: s, bg: "#F7F5F0" };
  },

  // ---- Abiliti (finance app)
  async "abiliti/screen-mobile-1"(t) {
    const bg = t.P("Cloud");
    const u = ui(t, bg, t.P("Electric Violet"));
    let s = rect(0, 0, 390, 870, { fill: bg }) + statusBar(u);
    s +=
      T(u, "Hi, Riya", 24, 96, 26, { p: true, w: 700 }) +
      T(u, "Here’s your money today", 24, 122, 14, { c: u.soft });
    s +=
      circle(350, 92, 20, { fill: t.P("Mint Growth") }) +
      T(u, "R", 350, 99, 18, { w: 700, a: "middle", c: t.P("Ink") });
    const gid = nextId("bal");
    s += `<defs>${linearGradient(
      gid,
      [
        [0, t.P("Deep Indigo")],
        [1, t.P("Electric Violet")],
      ],
      0,
      0,
      1,
      1,
    )}</defs>`;
    s += card(24, 150, 342, 180, `url(#${gid})`, 24);
    s +=
      T(u, "Total balance", 48, 190, 14, { c: "#C9C6FF" }) +
      T(u, "₹ 1,24,580", 48, 236, 36, { p: true, w: 700, c: "#fff" });
    s += T(u, "+ ₹ 6,200 this month", 48, 266, 13, { c: t.P("Mint Growth"), w: 600 });
    s += symbolAt(t, 320, 290, 40, { mono: "#ffffff" });
    s += card(24, 350, 164, 190, "#fff", 20) + T(u, "Goa trip", 42, 382, 15, { w: 700 });
    const R = 48;
    const cx = 106;
    const cy = 460;
    s += circle(cx, cy, R, { fill: "none", stroke: u.line, "stroke-width": 12 });
    s += circle(cx, cy, R, {
      fill: "none",
      stroke: t.P("Mint Growth"),
      "stroke-width": 12,
      "stroke-linecap": "round",
      "stroke-dasharray": `${f(2 * Math.PI * R * 0.68)} 400`,
      transform: `rotate(-90 ${cx} ${cy})`,
    });
    s += T(u, "68%", cx, cy + 7, 20, { w: 700, a: "middle", p: true });
    s +=
      card(202, 350, 164, 190, "#fff", 20) +
      T(u, "Invested", 220, 382, 15, { w: 700 }) +
      T(u, "₹ 42,300", 220, 416, 20, { p: true, w: 700 });
    s += path("M 220 500 L 246 486 L 270 492 L 296 468 L 322 474 L 348 446", {
      fill: "none",
      stroke: t.P("Electric Violet"),
      "stroke-width": 3,
      "stroke-linecap": "round",
    });
    s +=
      T(u, "Recent", 24, 580, 17, { w: 700 }) +
      T(u, "See all", 366, 580, 13, { c: u.acc, a: "end", w: 600 });
    const tx = [
      ["Groceries", "Today", "− ₹ 1,240"],
      ["Salary", "Yesterday", "+ ₹ 58,000"],
      ["Metro card", "Mon", "− ₹ 500"],
    ];
    tx.forEach(([a, b, c], i) => {
      const y = 600 + i * 62;
      s +=
        card(24, y, 342, 54, "#fff", 14, false) +
        circle(52, y + 27, 16, {
          fill: i === 1 ? t.P("Mint Growth") : lighten(t.P("Electric Violet"), 0.7),
        });
      s +=
        T(u, a!, 80, y + 24, 14, { w: 600 }) +
        T(u, b!, 80, y + 42, 12, { c: u.soft }) +
        T(u, c!, 350, y + 33, 14, {
          w: 700,
          a: "end",
          c: i === 1 ? darken(t.P("Mint Growth"), 0.3) : u.ink,
        });
    });
    s += tabBar(u, ["home", "chart", "calendar", "user"], 0, "#fff");
    return { svg: s, bg };
  },
  async "abiliti/screen-mobile-2"(t) {
    const bg = "#FFFFFF";
    const u = ui(t, bg, t.P("Electric Violet"));
    let s = rect(0, 0, 390, 870, { fill: bg }) + statusBar(u);
    s += T(u, "Budget", 24, 100, 28, { p: true, w: 700 }) + chip(u, 270, 78, "March ▾", { w: 96 });
    s +=
      T(u, "₹ 32,400", 24, 160, 34, { p: true, w: 700 }) +
      T(u, "spent of ₹ 45,000", 24, 186, 14, { c: u.soft });
    s +=
      path(roundedRectPath(24, 204, 342, 14, 7), { fill: u.line }) +
      path(roundedRectPath(24, 204, 246, 14, 7), { fill: t.P("Electric Violet") });
    const cats = [
      ["Rent", 0.92, t.P("Deep Indigo")],
      ["Food", 0.64, t.P("Electric Violet")],
      ["Travel", 0.38, t.P("Mint Growth")],
      ["Shopping", 0.52, lighten(t.P("Electric Violet"), 0.35)],
      ["Bills", 0.3, t.P("Ink")],
    ] as const;
    cats.forEach(([n, v, c], i) => {
      const y = 260 + i * 74;
      s += circle(44, y + 18, 20, { fill: lighten(c, 0.8) }) + circle(44, y + 18, 8, { fill: c });
      s +=
        T(u, n, 76, y + 14, 15, { w: 600 }) +
        T(u, `₹ ${Math.round(v * 12000).toLocaleString("en-IN")}`, 366, y + 14, 14, {
          w: 700,
          a: "end",
        });
      s +=
        path(roundedRectPath(76, y + 26, 290, 10, 5), { fill: u.line }) +
        path(roundedRectPath(76, y + 26, 290 * v, 10, 5), { fill: c });
    });
    s += card(24, 640, 342, 80, lighten(t.P("Mint Growth"), 0.8), 18, false);
    s +=
      T(u, "You saved ₹ 2,100 more", 44, 674, 15, { w: 700 }) +
      T(u, "than last month. Nice!", 44, 696, 13, { c: u.soft });
    s += button(24, 736, 342, 50, "+  Add goal", {
      fill: t.P("Mint Growth"),
      color: t.P("Ink"),
      font: u.fs,
      size: 16,
      weight: 700,
    });
    s += tabBar(u, ["home", "chart", "calendar", "user"], 1, "#fff");
    return { svg: s, bg };
  },
  async "abiliti/screen-desktop-1"(t) {
    const bg = t.P("Cloud");
    const u = ui(t, bg, t.P("Electric Violet"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += circle(1130, 430, 330, { fill: lighten(t.P("Electric Violet"), 0.75) });
    s += await navDesktop(u, ["Features", "Security", "Pricing", "Blog"], "Get the app");
    s += chip(u, 64, 170, "NEW · Goals that grow", {
      fill: lighten(t.P("Mint Growth"), 0.7),
      color: darken(t.P("Mint Growth"), 0.5),
      w: 220,
    });
    s +=
      T(u, "Money,", 64, 300, 84, { p: true, w: 700 }) +
      T(u, "made able.", 64, 390, 84, { p: true, w: 700, c: t.P("Electric Violet") });
    s += (
      await paragraph(
        "Budget, save and invest from one calm app built for your first salary and every one after.",
        64,
        450,
        520,
        { font: u.fs, size: 20, fill: u.soft, lh: 1.5 },
      )
    ).svg;
    [
      ["App Store", 64],
      ["Google Play", 264],
    ].forEach(([l, x]) => {
      s += path(roundedRectPath(x as number, 540, 180, 58, 14), { fill: t.P("Ink") });
      s +=
        T(u, "Download on", (x as number) + 60, 562, 11, { c: "#bbb" }) +
        T(u, l as string, (x as number) + 60, 584, 17, { w: 700, c: "#fff" });
      s += circle((x as number) + 34, 569, 12, { fill: "#fff" });
    });
    s += T(u, "★★★★★  4.8 from 20k+ reviews", 64, 650, 15, { w: 600, c: u.soft });
    const inner = await SCREENS["abiliti/screen-mobile-1"]!(t);
    s += phoneFrame(990, 110, 300, inner.svg, { screenBg: inner.bg });
    return { svg: s, bg };
  },

  // ---- Soul Studio
  async "soul/screen-mobile-1"(t) {
    const bg = t.P("Parchment");
    const u = ui(t, bg, t.P("Saffron"));
    let s = rect(0, 0, 390, 870, { fill: bg }) + statusBar(u);
    s += await logoSmall(u, 24, 60, 34);
    s += T(u, "Today’s classes", 24, 150, 28, { p: true, w: 700 });
    const days = ["M", "T", "W", "T", "F", "S", "S"];
    days.forEach((d, i) => {
      const x = 24 + i * 49;
      const on = i === 2;
      s += path(roundedRectPath(x, 172, 42, 62, 21), { fill: on ? t.P("Dusk Indigo") : "#fff" });
      s +=
        T(u, d, x + 21, 196, 12, { a: "middle", c: on ? "#fff" : u.soft, w: 600 }) +
        T(u, String(10 + i), x + 21, 220, 16, { a: "middle", w: 700, c: on ? "#fff" : u.ink });
    });
    const classes = [
      ["06:30", "Sunrise Hatha", "Meera · 60 min", true],
      ["08:00", "Breathwork", "Arjun · 45 min", false],
      ["12:30", "Lunchtime Flow", "Meera · 45 min", true],
      ["18:00", "Yin & Sound", "Tara · 75 min", true],
      ["19:30", "Guided Meditation", "Arjun · 30 min", false],
    ] as const;
    classes.forEach(([tm, n, who, open], i) => {
      const y = 260 + i * 98;
      s += card(24, y, 342, 86, "#fff", 18);
      s += rect(24, y + 16, 4, 54, { fill: i % 2 ? t.P("Lotus") : t.P("Saffron"), rx: 2 });
      s +=
        T(u, tm, 44, y + 36, 15, { w: 700 }) +
        T(u, n, 112, y + 36, 16, { w: 700, p: true }) +
        T(u, who, 112, y + 60, 13, { c: u.soft });
      s += button(284, y + 24, 70, 38, open ? "Book" : "Full", {
        fill: open ? t.P("Dusk Indigo") : u.line,
        color: open ? "#fff" : u.soft,
        font: u.fs,
        size: 13,
      });
    });
    s += tabBar(u, ["home", "calendar", "play", "user"], 1, "#fff");
    return { svg: s, bg };
  },
  async "soul/screen-desktop-1"(t) {
    const bg = t.P("Parchment");
    const u = ui(t, bg, t.P("Saffron"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += await navDesktop(u, ["Classes", "Retreats", "Teachers", "Online"], "Join now", {
      ctaFill: t.P("Dusk Indigo"),
    });
    s +=
      circle(1040, 330, 220, { fill: lighten(t.P("Lotus"), 0.5) }) +
      symbolAt(t, 1040, 330, 260, { bg: lighten(t.P("Lotus"), 0.5) });
    s +=
      T(u, "Breathe in.", 64, 260, 76, { p: true, w: 700 }) +
      T(u, "Begin again.", 64, 346, 76, { p: true, w: 700, c: t.P("Saffron") });
    s += (
      await paragraph(
        "Yoga, breathwork and meditation for every body — in the studio or from your living room.",
        64,
        410,
        520,
        { font: u.fs, size: 20, fill: u.soft, lh: 1.5 },
      )
    ).svg;
    s += button(64, 480, 200, 56, "Book a class", {
      fill: t.P("Dusk Indigo"),
      color: "#fff",
      font: u.fs,
      size: 17,
    });
    s += button(280, 480, 200, 56, "View timetable", {
      fill: t.P("Dusk Indigo"),
      color: t.P("Dusk Indigo"),
      font: u.fs,
      size: 17,
      outline: true,
    });
    const types = [
      ["Hatha", "figure"],
      ["Breathwork", "landscape"],
      ["Yin & Sound", "figure"],
      ["Meditation", "landscape"],
    ];
    types.forEach(([n, k], i) => {
      const x = 64 + i * 336;
      s +=
        card(x, 590, 312, 150, "#fff", 18) +
        illo(t, k!, x, 590, 120, 150, { r: 18, tone: i % 2 ? t.P("Lotus") : t.P("Saffron") });
      s +=
        T(u, n!, x + 140, 650, 20, { p: true, w: 700 }) +
        T(u, `${6 + i * 2} classes / week`, x + 140, 678, 14, { c: u.soft });
    });
    s += path(roundedRectPath(64, 770, 1312, 100, 20), { fill: t.P("Dusk Indigo") });
    s += T(u, "Unlimited membership — first week free", 104, 830, 24, {
      p: true,
      w: 700,
      c: "#fff",
    });
    s += button(1140, 792, 200, 56, "Start free", {
      fill: t.P("Saffron"),
      color: t.P("Dusk Indigo"),
      font: u.fs,
      size: 16,
    });
    return { svg: s, bg };
  },

  // ---- Mova
  async "mova/screen-mobile-1"(t) {
    const bg = "#E9ECEF";
    const u = ui(t, "#FFFFFF", t.P("Signal Blue"));
    let s = rect(0, 0, 390, 870, { fill: bg });
    // map
    for (let i = 0; i < 9; i++)
      s += line(-40 + i * 60, 0, 40 + i * 40, 870, {
        stroke: "#fff",
        "stroke-width": i % 3 ? 8 : 16,
      });
    for (let i = 0; i < 12; i++)
      s += line(0, i * 80 + 20, 390, i * 80 - 30, {
        stroke: "#fff",
        "stroke-width": i % 4 ? 6 : 14,
      });
    s += path("M 0 420 C 80 400 160 470 390 430 L 390 470 C 160 510 80 440 0 460 Z", {
      fill: "#BFD7F2",
    });
    s +=
      rect(240, 120, 110, 90, { fill: "#CFE6C8", rx: 10 }) +
      rect(30, 560, 120, 110, { fill: "#CFE6C8", rx: 10 });
    s += statusBar(ui(t, bg));
    s +=
      card(20, 58, 350, 52, "#fff", 26) +
      icon("search", 48, 84, 16, "#555") +
      T(u, "Where to?", 70, 90, 15, { c: "#888" });
    const pins = [
      [120, 250, 86],
      [270, 300, 64],
      [200, 370, 92],
      [90, 520, 41],
      [300, 560, 77],
    ] as const;
    pins.forEach(([x, y, b], i) => {
      const sel = i === 2;
      s += circle(x, y, sel ? 26 : 20, {
        fill: sel ? t.P("Asphalt") : "#fff",
        stroke: t.P("Volt Lime"),
        "stroke-width": sel ? 4 : 3,
      });
      s += g(
        symbolAt(t, x, y, sel ? 28 : 22, { mono: sel ? t.P("Volt Lime") : t.P("Asphalt") }),
        {},
      );
      s += T(u, `${b}%`, x, y + (sel ? 44 : 36), 11, { w: 700, a: "middle", c: t.P("Asphalt") });
    });
    s +=
      circle(170, 440, 10, { fill: t.P("Signal Blue"), stroke: "#fff", "stroke-width": 4 }) +
      circle(170, 440, 30, { fill: t.P("Signal Blue"), opacity: 0.15 });
    s +=
      path(roundedRectPath(0, 610, 390, 300, 28), { fill: "#fff" }) +
      rect(170, 622, 50, 5, { rx: 2.5, fill: "#DDD" });
    s +=
      T(u, "MOVA · S-204", 24, 666, 13, { w: 700, c: u.soft, ls: 0.12 }) +
      T(u, "3 min walk", 366, 666, 13, { w: 600, c: u.soft, a: "end" });
    s +=
      T(u, "92% battery", 24, 702, 24, { p: true, w: 700 }) +
      T(u, "≈ 38 km range · ₹ 2 / min", 24, 728, 14, { c: u.soft });
    s +=
      path(roundedRectPath(24, 742, 220, 12, 6), { fill: "#EEE" }) +
      path(roundedRectPath(24, 742, 202, 12, 6), { fill: t.P("Volt Lime") });
    s += button(24, 770, 342, 56, "Unlock", {
      fill: t.P("Asphalt"),
      color: t.P("Volt Lime"),
      font: u.fs,
      size: 18,
      weight: 700,
    });
    s += rect(130, 852, 130, 5, { fill: "#111", rx: 2.5 });
    return { svg: s, bg };
  },

  // ---- Moengo
  async "moengage/screen-desktop-1"(t) {
    const bg = t.P("Snow");
    const u = ui(t, bg, t.P("Engage Blue"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += await navDesktop(u, ["Product", "Solutions", "Customers", "Pricing"], "Book a demo", {
      ctaFill: t.P("Pulse Pink"),
    });
    s += chip(u, 520, 150, "Customer engagement, simplified", {
      fill: lighten(t.P("Engage Blue"), 0.85),
      color: t.P("Engage Blue"),
      w: 400,
    });
    s +=
      T(u, "Every customer,", 720, 270, 72, { p: true, w: 800, a: "middle" }) +
      T(u, "in conversation.", 720, 350, 72, {
        p: true,
        w: 800,
        a: "middle",
        c: t.P("Engage Blue"),
      });
    s += T(
      u,
      "Plan, personalise and measure campaigns across push, email, SMS and in-app.",
      720,
      404,
      20,
      { a: "middle", c: u.soft },
    );
    s += button(540, 436, 180, 56, "Book a demo", {
      fill: t.P("Pulse Pink"),
      color: "#fff",
      font: u.fs,
      size: 17,
    });
    s += button(736, 436, 180, 56, "See product", {
      fill: t.P("Night Navy"),
      color: t.P("Night Navy"),
      font: u.fs,
      size: 17,
      outline: true,
    });
    // dashboard preview
    s += card(200, 540, 1040, 420, "#fff", 20);
    s +=
      rect(200, 540, 200, 420, { fill: t.P("Night Navy") }) +
      symbolAt(t, 240, 580, 34, { bg: t.P("Night Navy") });
    ["Dashboard", "Journeys", "Segments", "Analytics"].forEach(
      (l, i) => (s += T(u, l, 232, 650 + i * 44, 15, { c: i === 0 ? "#fff" : "#8D94B8", w: 600 })),
    );
    [
      ["Reach", "1.2M"],
      ["Open rate", "38%"],
      ["Conversions", "24.5k"],
    ].forEach(([a, b], i) => {
      const x = 430 + i * 260;
      s +=
        card(x, 570, 236, 100, lighten(t.P("Engage Blue"), 0.93), 14, false) +
        T(u, a!, x + 20, 604, 14, { c: u.soft }) +
        T(u, b!, x + 20, 648, 30, { p: true, w: 800 });
    });
    let d = "M 430 860";
    for (let i = 0; i <= 14; i++)
      d += ` L ${430 + i * 54} ${f(820 - Math.sin(i * 0.7) * 40 - i * 6)}`;
    s += path(d, { fill: "none", stroke: t.P("Engage Blue"), "stroke-width": 4 });
    return { svg: s, bg };
  },
  async "moengage/screen-desktop-2"(t) {
    const bg = "#F4F6FB";
    const u = ui(t, "#fff", t.P("Engage Blue"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += rect(0, 0, 240, 900, { fill: t.P("Night Navy") });
    s += await logoSmall(ui(t, t.P("Night Navy")), 28, 30, 34, "#fff", t.P("Night Navy"));
    ["Dashboard", "Campaigns", "Journeys", "Segments", "Analytics", "Settings"].forEach((l, i) => {
      if (i === 1)
        s += path(roundedRectPath(16, 116 + i * 52, 208, 44, 10), { fill: t.P("Engage Blue") });
      s += T(u, l, 44, 144 + i * 52, 15, { c: i === 1 ? "#fff" : "#8D94B8", w: 600 });
    });
    s +=
      T(u, "Campaigns", 280, 80, 30, { p: true, w: 800 }) +
      button(1220, 50, 180, 48, "+ New campaign", {
        fill: t.P("Pulse Pink"),
        color: "#fff",
        font: u.fs,
        size: 15,
      });
    const ch = [
      ["Push", "412k", t.P("Engage Blue")],
      ["Email", "288k", t.P("Signal Teal")],
      ["SMS", "96k", t.P("Pulse Pink")],
      ["In-app", "180k", t.P("Night Navy")],
    ] as const;
    ch.forEach(([a, b, c], i) => {
      const x = 280 + i * 285;
      s +=
        card(x, 120, 265, 120, "#fff", 16) +
        circle(x + 36, 160, 16, { fill: lighten(c, 0.8) }) +
        circle(x + 36, 160, 6, { fill: c });
      s +=
        T(u, a, x + 64, 166, 15, { c: u.soft, w: 600 }) +
        T(u, b, x + 24, 218, 30, { p: true, w: 800 });
    });
    s +=
      card(280, 264, 1120, 300, "#fff", 16) +
      T(u, "Engagement, last 30 days", 308, 304, 18, { w: 700 });
    for (let i = 0; i < 5; i++)
      s += line(308, 340 + i * 48, 1372, 340 + i * 48, { stroke: "#EEF0F5", "stroke-width": 1.5 });
    const series = [t.P("Engage Blue"), t.P("Pulse Pink")];
    series.forEach((c, k) => {
      let d = "";
      for (let i = 0; i <= 30; i++)
        d += `${i ? "L" : "M"} ${308 + i * 35.4} ${f(520 - (k ? 40 : 90) - Math.sin(i * 0.45 + k) * 40 - i * (k ? 1.5 : 3))} `;
      s += path(d, { fill: "none", stroke: c, "stroke-width": 4, "stroke-linejoin": "round" });
    });
    s += card(280, 588, 1120, 290, "#fff", 16);
    const cols = ["Campaign", "Channel", "Status", "Sent", "Open rate"];
    cols.forEach((c, i) => (s += T(u, c, 308 + i * 220, 630, 13, { w: 700, c: u.soft, ls: 0.06 })));
    const rows = [
      ["Spring sale reminder", "Push", "Live", "182,400", "41%"],
      ["Welcome journey", "Email", "Live", "64,210", "52%"],
      ["Cart nudge", "In-app", "Scheduled", "—", "—"],
      ["Win-back offer", "SMS", "Draft", "—", "—"],
    ];
    rows.forEach((r, j) => {
      const y = 676 + j * 50;
      s += line(308, y - 28, 1372, y - 28, { stroke: "#EEF0F5", "stroke-width": 1.5 });
      r.forEach((c, i) => {
        if (i === 2) {
          const col =
            c === "Live" ? t.P("Signal Teal") : c === "Scheduled" ? t.P("Engage Blue") : "#9AA0B5";
          s += chip(u, 308 + i * 220, y - 18, c, {
            fill: lighten(col, 0.82),
            color: darken(col, 0.2),
            h: 26,
            w: 100,
            size: 12,
          });
        } else s += T(u, c, 308 + i * 220, y, 15, { w: i === 0 ? 600 : 400 });
      });
    });
    return { svg: s, bg };
  },
  async "moengage/screen-mobile-1"(t) {
    const bg = t.P("Snow");
    const u = ui(t, bg, t.P("Engage Blue"));
    let s = rect(0, 0, 390, 870, { fill: bg }) + statusBar(u);
    s += (await logoSmall(u, 24, 58, 30)) + icon("menu", 354, 73, 20, u.ink);
    s +=
      T(u, "Every customer,", 24, 170, 34, { p: true, w: 800 }) +
      T(u, "in conversation.", 24, 210, 34, { p: true, w: 800, c: t.P("Engage Blue") });
    s += (
      await paragraph("One platform for push, email, SMS and in-app journeys.", 24, 248, 330, {
        font: u.fs,
        size: 15,
        fill: u.soft,
      })
    ).svg;
    s += button(24, 290, 342, 52, "Book a demo", {
      fill: t.P("Pulse Pink"),
      color: "#fff",
      font: u.fs,
      size: 16,
    });
    const feats = [
      ["Journeys", "Drag-and-drop flows that react in real time.", t.P("Engage Blue")],
      ["Segments", "Audiences that update themselves.", t.P("Signal Teal")],
      ["Analytics", "See what works, channel by channel.", t.P("Pulse Pink")],
    ] as const;
    for (let i = 0; i < feats.length; i++) {
      const [a, b, c] = feats[i]!;
      const y = 372 + i * 124;
      s +=
        card(24, y, 342, 108, "#fff", 18) +
        circle(62, y + 38, 20, { fill: lighten(c, 0.8) }) +
        icon(["arrow", "user", "chart"][i]!, 62, y + 38, 16, c);
      s +=
        T(u, a, 96, y + 44, 18, { p: true, w: 800 }) +
        (await paragraph(b, 44, y + 80, 300, { font: u.fs, size: 13.5, fill: u.soft })).svg;
    }
    s +=
      path(roundedRectPath(24, 752, 342, 90, 18), { fill: t.P("Night Navy") }) +
      T(u, "Trusted by 500+ brands", 44, 790, 16, { w: 700, c: "#fff" }) +
      T(u, "Start your free trial →", 44, 818, 13, { c: t.P("Pulse Pink"), w: 700 });
    return { svg: s, bg };
  },

  // ---- Atheon
  async "atheon/screen-desktop-1"(t) {
    const bg = t.P("Graphite");
    const u = ui(t, bg, t.P("Nano Cyan"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    // lattice
    let lat = "";
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 9; c++) {
        const x = 760 + c * 80 + (r % 2) * 40;
        const y = 110 + r * 70;
        lat += circle(x, y, 5, { fill: t.P("Nano Cyan"), opacity: 0.4 + ((r * c) % 5) * 0.12 });
        if (c < 8)
          lat += line(x, y, x + 80, y, {
            stroke: t.P("Nano Cyan"),
            "stroke-width": 1,
            opacity: 0.25,
          });
        if (r < 6)
          lat += line(x, y, x + (r % 2 ? 40 : -40), y + 70, {
            stroke: t.P("Nano Cyan"),
            "stroke-width": 1,
            opacity: 0.25,
          });
      }
    s += lat + symbolAt(t, 1080, 320, 220, { bg });
    s += await navDesktop(u, ["Research", "Facilities", "People", "Publications"], "Collaborate", {
      ctaFill: t.P("Nano Cyan"),
    });
    s += T(u, "RESEARCH PROGRAMMES", 64, 200, 14, { w: 700, c: t.P("Nano Cyan"), ls: 0.25 });
    s +=
      T(u, "Engineering", 64, 280, 70, { p: true, w: 700, c: "#fff" }) +
      T(u, "the very small.", 64, 356, 70, { p: true, w: 700, c: "#fff" });
    s += (
      await paragraph(
        "We design new materials and sensors at the nanoscale, from lab bench to working prototype.",
        64,
        410,
        560,
        { font: u.fs, size: 20, fill: "#AEB6C4", lh: 1.5 },
      )
    ).svg;
    s += button(64, 480, 220, 54, "Explore research", {
      fill: t.P("Nano Cyan"),
      color: t.P("Graphite"),
      font: u.fs,
      size: 16,
    });
    const progs = [
      ["2D Materials", "Graphene films for flexible electronics"],
      ["Nano-Sensors", "Low-cost detectors for air and water"],
      ["Bio-Interfaces", "Coatings that work with living tissue"],
      ["Energy Storage", "Nanostructured electrodes for batteries"],
    ];
    for (let i = 0; i < progs.length; i++) {
      const [a, b] = progs[i] as [string, string];
      const x = 64 + i * 336;
      s += path(roundedRectPath(x, 610, 312, 230, 14), {
        fill: lighten(bg, 0.06),
        stroke: lighten(bg, 0.16),
      });
      s +=
        T(u, `0${i + 1}`, x + 24, 654, 16, { w: 700, c: t.P("Nano Cyan") }) +
        T(u, a, x + 24, 700, 24, { p: true, w: 700, c: "#fff" });
      s +=
        (await paragraph(b, x + 24, 736, 260, { font: u.fs, size: 15, fill: "#AEB6C4" })).svg +
        T(u, "Read more →", x + 24, 816, 14, { w: 700, c: t.P("Nano Cyan") });
    }
    return { svg: s, bg };
  },

  // ---- ABS Infra
  async "abs/screen-desktop-1"(t) {
    const bg = "#FFFFFF";
    const u = ui(t, bg, t.P("Brick"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += illo(t, "building", 0, 84, 1440, 420, { tone: mix(t.P("Steel Navy"), "#ffffff", 0.35) });
    const gid = nextId("ab");
    s +=
      `<defs>${linearGradient(
        gid,
        [
          [0, t.P("Steel Navy"), 0.9],
          [1, t.P("Steel Navy"), 0],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(0, 84, 900, 420, { fill: `url(#${gid})` });
    s += await navDesktop(u, ["Projects", "About", "Investors", "Contact"], "Enquire", {
      ctaFill: t.P("Brick"),
    });
    s += chip(u, 64, 160, "NEW LAUNCH", {
      fill: t.P("Safety Yellow"),
      color: t.P("Charcoal"),
      w: 130,
    });
    s +=
      T(u, "ABS Greenfield", 64, 270, 68, { p: true, w: 700, c: "#fff" }) +
      T(u, "2 & 3 BHK homes · Phase 1", 64, 316, 22, { c: "#DDE4EE" });
    s += T(u, "Built to belong.", 64, 400, 30, { p: true, w: 700, c: t.P("Safety Yellow") });
    const facts = [
      ["12", "acres"],
      ["4", "towers"],
      ["68%", "open space"],
      ["2027", "possession"],
    ];
    facts.forEach(([a, b], i) => {
      const x = 64 + i * 200;
      s +=
        T(u, a!, x, 580, 40, { p: true, w: 700, c: t.P("Steel Navy") }) +
        T(u, b!, x, 610, 15, { c: u.soft });
    });
    s += T(u, "Amenities", 64, 690, 22, { p: true, w: 700 });
    ["Clubhouse", "Pool", "Jogging track", "Co-working", "Kids’ play"].forEach(
      (a, i) => (s += chip(u, 64 + i * 150, 712, a, { w: 136, fill: "#EEF1F5" })),
    );
    s += card(960, 540, 416, 330, "#fff", 18);
    s += T(u, "Book a site visit", 992, 590, 22, { p: true, w: 700 });
    ["Full name", "Phone number", "Preferred date"].forEach((l, i) => {
      s +=
        path(roundedRectPath(992, 612 + i * 66, 352, 52, 10), {
          fill: "#F5F6F8",
          stroke: "#E2E5EA",
        }) + T(u, l, 1010, 644 + i * 66, 15, { c: "#8A8F98" });
    });
    s += button(992, 810, 352, 48, "Request callback", {
      fill: t.P("Brick"),
      color: "#fff",
      font: u.fs,
      size: 16,
      r: 10,
    });
    return { svg: s, bg };
  },

  // ---- Tarini Home
  async "tarini/screen-desktop-1"(t) {
    const bg = t.P("Ivory");
    const u = ui(t, bg, t.P("Terracotta"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s +=
      rect(0, 0, 1440, 34, { fill: t.P("Indigo Dye") }) +
      T(u, "Free shipping on orders above ₹ 1,999", 720, 22, 13, {
        a: "middle",
        c: "#fff",
        w: 600,
        ls: 0.05,
      });
    s += g(
      await navDesktop(u, ["Bedding", "Cushions", "Table", "Ceramics"], "Shop now", {
        ctaFill: t.P("Terracotta"),
      }),
      { transform: "translate(0 34)" },
    );
    s += illo(t, "interior", 64, 140, 1312, 380, { r: 20, tone: t.P("Mustard") });
    s += path(roundedRectPath(104, 200, 480, 260, 16), { fill: bg, opacity: 0.95 });
    s +=
      T(u, "THE INDIGO EDIT", 136, 250, 13, { w: 700, c: t.P("Terracotta"), ls: 0.25 }) +
      T(u, "Crafted for the", 136, 310, 44, { p: true }) +
      T(u, "everyday home.", 136, 360, 44, { p: true });
    s += button(136, 390, 170, 48, "Shop the edit", {
      fill: t.P("Indigo Dye"),
      color: "#fff",
      font: u.fs,
      size: 15,
    });
    const cats = [
      ["Cushions", t.P("Terracotta")],
      ["Bedding", t.P("Indigo Dye")],
      ["Table linen", t.P("Olive")],
      ["Ceramics", t.P("Mustard")],
    ] as const;
    cats.forEach(([n, c], i) => {
      const x = 64 + i * 336;
      s +=
        path(roundedRectPath(x, 548, 312, 140, 16), { fill: lighten(c, 0.75) }) +
        g(
          pattern(t, x + 180, 548, 132, 140, {
            bg: lighten(c, 0.75),
            size: 60,
            mono: lighten(c, 0.45),
          }),
          {},
        );
      s +=
        T(u, n, x + 24, 628, 24, { p: true }) +
        T(u, "Shop →", x + 24, 656, 14, { w: 700, c: darken(c, 0.1) });
    });
    s += T(u, "Bestsellers", 64, 740, 28, { p: true });
    for (let i = 0; i < 5; i++) {
      const x = 64 + i * 266;
      s += illo(t, i % 2 ? "textile" : "interior", x, 760, 246, 140, {
        r: 14,
        tone: [t.P("Terracotta"), t.P("Olive"), t.P("Mustard")][i % 3],
      });
    }
    return { svg: s, bg };
  },
  async "tarini/screen-mobile-1"(t) {
    const bg = t.P("Ivory");
    const u = ui(t, bg, t.P("Terracotta"));
    let s = rect(0, 0, 390, 870, { fill: bg });
    s += rect(0, 0, 390, 430, { fill: lighten(t.P("Mustard"), 0.6) }) + statusBar(u);
    s += g(await (async () => productCushion(t, 195, 380, 300))(), {});
    s +=
      circle(36, 80, 20, { fill: "#fff" }) +
      path("M 40 72 L 32 80 L 40 88", { fill: "none", stroke: u.ink, "stroke-width": 2.2 });
    s += circle(354, 80, 20, { fill: "#fff" }) + icon("bag", 354, 82, 16, u.ink);
    [0, 1, 2].forEach(
      (i) => (s += circle(179 + i * 16, 412, 4, { fill: i === 0 ? u.ink : mix(u.ink, bg, 0.6) })),
    );
    s += T(u, "CUSHION COVER · 45 × 45 CM", 24, 470, 12, {
      w: 700,
      c: t.P("Terracotta"),
      ls: 0.15,
    });
    s +=
      T(u, "Neel Buti Cushion", 24, 508, 28, { p: true }) +
      T(u, "Hand-block-printed cotton", 24, 534, 14, { c: u.soft });
    s +=
      T(u, "₹ 1,290", 24, 580, 24, { w: 700 }) +
      T(u, "★ 4.9 (212)", 366, 580, 14, { w: 600, a: "end", c: u.soft });
    s += T(u, "Colour", 24, 620, 14, { w: 700 });
    [t.P("Indigo Dye"), t.P("Terracotta"), t.P("Olive"), t.P("Mustard")].forEach((c, i) => {
      s +=
        circle(42 + i * 44, 652, 16, { fill: c }) +
        (i === 0 ? circle(42, 652, 21, { fill: "none", stroke: u.ink, "stroke-width": 2 }) : "");
    });
    s += lines(24, 690, 342, 3, { h: 7, gap: 16, opacity: 0.12 });
    s += button(24, 760, 250, 56, "Add to cart", {
      fill: t.P("Indigo Dye"),
      color: "#fff",
      font: u.fs,
      size: 16,
    });
    s +=
      path(roundedRectPath(288, 760, 78, 56, 28), {
        fill: "none",
        stroke: u.ink,
        "stroke-width": 1.5,
      }) + icon("heart", 327, 789, 18, u.ink);
    s += rect(130, 852, 130, 5, { fill: "#111", rx: 2.5 });
    return { svg: s, bg };
  },

  // ---- Movara (jewellery)
  async "movaw/screen-desktop-1"(t) {
    const bg = t.P("Pearl");
    const u = ui(t, bg, t.P("Emerald"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += rect(0, 0, 1440, 560, { fill: t.P("Emerald") });
    s += await navDesktop(
      ui(t, t.P("Emerald"), t.P("Champagne")),
      ["Rings", "Necklaces", "Earrings", "Bridal"],
      "Book a visit",
      { bg: t.P("Emerald"), color: t.P("Pearl"), ctaFill: t.P("Champagne") },
    );
    s += illo(t, "jewel", 760, 120, 560, 400, { r: 20 });
    s += T(u, "THE FESTIVE EDIT", 64, 220, 14, { w: 700, c: t.P("Champagne"), ls: 0.3 });
    s +=
      T(u, "Heirlooms", 64, 310, 80, { p: true, c: t.P("Pearl") }) +
      T(u, "for now.", 64, 396, 80, { p: true, c: t.P("Champagne") });
    s += button(64, 440, 200, 54, "Explore", {
      fill: t.P("Champagne"),
      color: t.P("Onyx"),
      font: u.fs,
      size: 16,
      r: 2,
    });
    const cols = ["Rings", "Necklaces", "Earrings", "Bangles"];
    cols.forEach((c, i) => {
      const x = 64 + i * 336;
      s += illo(t, "jewel", x, 600, 312, 180, { r: 4 });
      s +=
        T(u, c, x, 816, 24, { p: true }) +
        T(u, "SHOP", x + 312, 816, 13, { w: 700, a: "end", c: t.P("Emerald"), ls: 0.2 });
    });
    s +=
      rect(0, 840, 1440, 60, { fill: t.P("Champagne") }) +
      T(u, "Gift guide: pieces under ₹ 50,000 — wrapped and engraved free", 720, 878, 17, {
        a: "middle",
        w: 600,
        c: t.P("Onyx"),
      });
    return { svg: s, bg };
  },
  async "movaw/screen-desktop-2"(t) {
    const bg = t.P("Pearl");
    const u = ui(t, bg, t.P("Emerald"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += await navDesktop(u, ["Rings", "Necklaces", "Earrings", "Bridal"], "Book a visit", {
      ctaFill: t.P("Emerald"),
    });
    s += T(u, "Home / Rings / Solitaire", 64, 130, 13, { c: u.soft });
    s += illo(t, "jewel", 64, 160, 640, 600, { r: 6 });
    [0, 1, 2, 3].forEach((i) => (s += illo(t, "jewel", 64 + i * 166, 776, 146, 100, { r: 4 })));
    s +=
      T(u, "Aurelia Solitaire Ring", 780, 220, 44, { p: true }) +
      T(u, "₹ 84,500", 780, 276, 26, { w: 700, c: t.P("Emerald") });
    s += lines(780, 310, 560, 3, { h: 8, gap: 20, opacity: 0.14 });
    s += T(u, "METAL", 780, 410, 13, { w: 700, ls: 0.2, c: u.soft });
    [
      ["Yellow gold", "#D9B45A"],
      ["Rose gold", t.P("Rose Gold")],
      ["White gold", "#D8D8D8"],
    ].forEach(([n, c], i) => {
      const x = 780 + i * 186;
      s += path(roundedRectPath(x, 428, 170, 52, 4), {
        fill: "#fff",
        stroke: i === 0 ? t.P("Emerald") : "#DDD",
        "stroke-width": i === 0 ? 2 : 1,
      });
      s += circle(x + 26, 454, 10, { fill: c! }) + T(u, n!, x + 46, 460, 15, { w: 600 });
    });
    s += T(u, "STONE", 780, 530, 13, { w: 700, ls: 0.2, c: u.soft });
    [
      ["Diamond", "#F4F6F8"],
      ["Emerald", t.P("Emerald")],
      ["Ruby", "#9B1B30"],
    ].forEach(([n, c], i) => {
      const x = 780 + i * 186;
      s += path(roundedRectPath(x, 548, 170, 52, 4), {
        fill: "#fff",
        stroke: i === 1 ? t.P("Emerald") : "#DDD",
        "stroke-width": i === 1 ? 2 : 1,
      });
      s +=
        path(`M ${x + 26} 562 L ${x + 36} 574 L ${x + 26} 588 L ${x + 16} 574 Z`, {
          fill: c!,
          stroke: "#999",
          "stroke-width": 0.8,
        }) + T(u, n!, x + 46, 580, 15, { w: 600 });
    });
    s += button(780, 640, 380, 60, "Add to bag", {
      fill: t.P("Emerald"),
      color: t.P("Pearl"),
      font: u.fs,
      size: 17,
      r: 2,
    });
    s +=
      path(roundedRectPath(1176, 640, 60, 60, 2), {
        fill: "none",
        stroke: u.ink,
        "stroke-width": 1.5,
      }) + icon("heart", 1206, 670, 20, u.ink);
    s += T(u, "✓ Free engraving   ✓ Certified stones   ✓ Lifetime exchange", 780, 750, 14, {
      c: u.soft,
      w: 600,
    });
    return { svg: s, bg };
  },
  async "movaw/screen-mobile-1"(t) {
    const bg = t.P("Pearl");
    const u = ui(t, bg, t.P("Emerald"));
    let s = rect(0, 0, 390, 870, { fill: bg });
    s += rect(0, 0, 390, 120, { fill: t.P("Emerald") }) + statusBar(u, t.P("Pearl"));
    s +=
      icon("menu", 34, 86, 20, t.P("Champagne")) +
      T(u, "MOVARA", 195, 94, 22, { p: true, a: "middle", c: t.P("Champagne"), ls: 0.3 }) +
      icon("bag", 356, 86, 18, t.P("Champagne"));
    s += illo(t, "jewel", 0, 120, 390, 330);
    s +=
      T(u, "THE FESTIVE EDIT", 24, 400, 12, { w: 700, c: t.P("Champagne"), ls: 0.25 }) +
      T(u, "Heirlooms for now", 24, 432, 26, { p: true, c: "#fff" });
    s +=
      T(u, "Collections", 24, 500, 20, { p: true }) +
      T(u, "See all", 366, 500, 13, { a: "end", w: 700, c: t.P("Emerald") });
    ["Rings", "Necklaces", "Earrings"].forEach((c, i) => {
      const x = 24 + i * 160;
      s += illo(t, "jewel", x, 516, 148, 170, { r: 4 }) + T(u, c, x, 710, 16, { p: true });
    });
    s +=
      path(roundedRectPath(24, 732, 342, 44, 2), { fill: t.P("Champagne") }) +
      T(u, "Free engraving on all gifts", 195, 760, 14, { a: "middle", w: 700, c: t.P("Onyx") });
    s += tabBar(
      { ...u, acc: t.P("Champagne"), soft: "#9FB8B0", line: t.P("Emerald") },
      ["home", "search", "heart", "bag"],
      0,
      t.P("Emerald"),
    );
    return { svg: s, bg };
  },
  async "movaw/screen-mobile-2"(t) {
    const bg = "#FFFFFF";
    const u = ui(t, bg, t.P("Emerald"));
    let s = rect(0, 0, 390, 870, { fill: bg }) + statusBar(u);
    s +=
      path("M 40 72 L 32 80 L 40 88", { fill: "none", stroke: u.ink, "stroke-width": 2.2 }) +
      T(u, "Checkout", 195, 88, 20, { p: true, a: "middle" });
    const items = [
      ["Aurelia Solitaire Ring", "Yellow gold · Size 12", "₹ 84,500"],
      ["Leaf Drop Earrings", "Rose gold", "₹ 32,900"],
    ];
    items.forEach(([a, b, c], i) => {
      const y = 130 + i * 120;
      s +=
        illo(t, "jewel", 24, y, 96, 96, { r: 4 }) +
        T(u, a!, 136, y + 30, 16, { p: true }) +
        T(u, b!, 136, y + 54, 13, { c: u.soft }) +
        T(u, c!, 136, y + 84, 16, { w: 700 });
    });
    s += line(24, 390, 366, 390, { stroke: u.line });
    s += path(roundedRectPath(24, 410, 342, 76, 4), {
      fill: lighten(t.P("Champagne"), 0.6),
      stroke: t.P("Champagne"),
    });
    s +=
      rect(44, 434, 22, 22, { rx: 4, fill: t.P("Emerald") }) + icon("check", 55, 445, 14, "#fff");
    s +=
      T(u, "Gift wrap this order", 80, 444, 15, { w: 700 }) +
      T(u, "Emerald box with a handwritten note", 80, 466, 12.5, { c: u.soft });
    const sum = [
      ["Subtotal", "₹ 1,17,400"],
      ["Gift wrap", "Free"],
      ["Shipping", "Free"],
      ["Total", "₹ 1,17,400"],
    ];
    sum.forEach(([a, b], i) => {
      const y = 530 + i * 40;
      const last = i === 3;
      s +=
        T(u, a!, 24, y, last ? 18 : 15, { w: last ? 700 : 400, c: last ? u.ink : u.soft }) +
        T(u, b!, 366, y, last ? 18 : 15, { w: 700, a: "end" });
    });
    s += button(24, 740, 342, 58, "Place order", {
      fill: t.P("Emerald"),
      color: t.P("Pearl"),
      font: u.fs,
      size: 17,
      r: 2,
    });
    s += T(u, "Secure payment · Insured delivery", 195, 826, 12, { a: "middle", c: u.soft });
    return { svg: s, bg };
  },

  // ---- Nature Trails
  async "nature/screen-mobile-1"(t) {
    const bg = t.P("Mist");
    const u = ui(t, bg, t.P("Canopy"));
    let s = rect(0, 0, 390, 870, { fill: bg });
    s += illo(t, "landscape", 0, 0, 390, 260) + statusBar(u, "#fff");
    s += T(u, "Upcoming walks", 24, 226, 28, { p: true, w: 700, c: "#fff" });
    ["All", "Easy", "Moderate", "Clean-ups"].forEach(
      (c, i) =>
        (s += chip(u, 24 + i * 86, 280, c, {
          fill: i === 0 ? t.P("Canopy") : "#fff",
          color: i === 0 ? "#fff" : u.ink,
          w: 80,
        })),
    );
    const walks = [
      ["12", "APR", "Ridge Sunrise Walk", "Easy · 5 km"],
      ["19", "APR", "River Trail Clean-up", "Moderate · 3 km"],
      ["26", "APR", "Birdwatching Loop", "Easy · 4 km"],
      ["03", "MAY", "Sapling Planting Day", "Moderate · 2 km"],
    ];
    walks.forEach(([d, m, n, k], i) => {
      const y = 336 + i * 104;
      s += card(24, y, 342, 90, "#fff", 18);
      s += path(roundedRectPath(40, y + 14, 62, 62, 14), {
        fill: i % 2 ? t.P("River") : t.P("Canopy"),
      });
      s +=
        T(u, d!, 71, y + 48, 24, { w: 700, a: "middle", c: "#fff", p: true }) +
        T(u, m!, 71, y + 68, 11, { w: 700, a: "middle", c: "#fff", ls: 0.1 });
      s +=
        T(u, n!, 116, y + 40, 16, { w: 700, p: true }) + T(u, k!, 116, y + 62, 13, { c: u.soft });
      s += button(290, y + 28, 62, 34, "Join", {
        fill: t.P("Clay"),
        color: "#fff",
        font: u.fs,
        size: 13,
      });
    });
    s += tabBar(u, ["home", "calendar", "leaf", "user"], 1, "#fff");
    return { svg: s, bg };
  },

  // ---- Code & Dot
  async "cd/screen-desktop-1"(t) {
    const bg = t.P("Carbon");
    const u = ui(t, bg, t.P("Acid Green"));
    let s = rect(0, 0, 1440, 900, { fill: bg });
    s += await navDesktop(u, ["Work", "Services", "Studio", "Careers"], "Start a project", {
      ctaFill: t.P("Acid Green"),
    });
    s += T(u, "// DIGITAL PRODUCT STUDIO", 64, 190, 16, { w: 700, c: t.P("Acid Green") });
    s +=
      T(u, "We ship the", 64, 300, 110, { p: true, w: 700, c: "#fff" }) +
      T(u, "good stuff.", 64, 410, 110, { p: true, w: 700, c: t.P("Acid Green") });
    s += circle(1000, 240, 18, { fill: t.P("Hot Coral") }) + symbolAt(t, 1180, 320, 260, { bg });
    const cases = [
      ["Fintech app", "Launch in 10 weeks", t.P("Electric Blue")],
      ["Food delivery", "Conversion +32%", t.P("Hot Coral")],
      ["SaaS website", "Rebuilt on a design system", t.P("Acid Green")],
    ] as const;
    cases.forEach(([a, b, c], i) => {
      const x = 64 + i * 448;
      s += path(roundedRectPath(x, 500, 424, 260, 18), { fill: c });
      s +=
        path(roundedRectPath(x + 40, 540, 344, 180, 10), { fill: lighten(bg, 0.06) }) +
        lines(x + 64, 580, 200, 3, { h: 10, gap: 24, color: "#fff", opacity: 0.3 });
      s += path(roundedRectPath(x + 64, 668, 110, 30, 15), { fill: c });
      s +=
        T(u, a, x, 800, 22, { p: true, w: 700, c: "#fff" }) + T(u, b, x, 828, 15, { c: "#9A9A9A" });
    });
    s +=
      rect(0, 856, 1440, 44, { fill: t.P("Acid Green") }) +
      T(u, "hello@codeanddot.studio  →  Let’s build something", 720, 884, 16, {
        a: "middle",
        w: 700,
        c: bg,
      });
    return { svg: s, bg };
  },
};

function productCushion(t: Theme, cx: number, baseY: number, s: number): string {
  const w = s * 0.9;
  const h = s * 0.8;
  const x = cx - w / 2;
  const y = baseY - h;
  const id = nextId("cs");
  return (
    `<ellipse cx="${f(cx)}" cy="${f(baseY + 6)}" rx="${f(w * 0.45)}" ry="${f(s * 0.04)}" fill="#000" opacity="0.2"/>` +
    `<clipPath id="${id}"><path d="M ${x} ${y} Q ${cx} ${y + h * 0.08} ${x + w} ${y} Q ${x + w - w * 0.06} ${y + h / 2} ${x + w} ${y + h} Q ${cx} ${y + h - h * 0.08} ${x} ${y + h} Q ${x + w * 0.06} ${y + h / 2} ${x} ${y} Z"/></clipPath>` +
    g(
      rect(x, y, w, h, { fill: t.P("Indigo Dye") }) +
        pattern(t, x, y, w, h, {
          bg: t.P("Indigo Dye"),
          size: s * 0.2,
          mono: mix(t.P("Ivory"), t.P("Indigo Dye"), 0.25),
        }),
      { "clip-path": `url(#${id})` },
    )
  );
}

export async function screen(t: Theme, stem: string): Promise<{ svg: string; bg: string }> {
  const fn = SCREENS[`${t.folder}/${stem}`];
  if (!fn) throw new Error(`no screen ${t.folder}/${stem}`);
  return fn(t);
}

export function domain(t: Theme): string {
  return (
    t.brief.brand
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z0-9]+/g, "") + ".com"
  );
}
