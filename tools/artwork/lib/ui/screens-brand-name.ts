// Screens of The Global Address (brand-name): two phone and two desktop screens.
import { rect, circle, path, nextId, darken, linearGradient, roundedRectPath } from "../core.ts";
import { illo, icon, button, lines } from "../kit.ts";
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

export const BRAND_NAME_SCREENS: Record<string, ScreenFn> = {
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
};
