// Screens of Abiliti (a finance app) and Soul Studio.
import { symbolAt } from "../brand.ts";
import {
  rect,
  circle,
  path,
  f,
  nextId,
  lighten,
  darken,
  linearGradient,
  roundedRectPath,
  paragraph,
} from "../core.ts";
import { illo, button } from "../kit.ts";
import { phoneFrame } from "./frames.ts";
import {
  ui,
  T,
  statusBar,
  tabBar,
  logoSmall,
  navDesktop,
  chip,
  card,
  type ScreenFn,
} from "./parts.ts";

export const ABILITI_SOUL_SCREENS: Record<string, ScreenFn> = {
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
    const inner = await ABILITI_SOUL_SCREENS["abiliti/screen-mobile-1"]!(t);
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
};
