// Screens of Movara (movaw, jewellery), Nature Trails and Code & Dot (cd).
import { symbolAt } from "../brand.ts";
import { rect, circle, path, line, lighten, roundedRectPath } from "../core.ts";
import { illo, icon, button, lines } from "../kit.ts";
import { ui, T, statusBar, tabBar, navDesktop, chip, card, type ScreenFn } from "./parts.ts";

export const MOVAW_NATURE_CD_SCREENS: Record<string, ScreenFn> = {
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
