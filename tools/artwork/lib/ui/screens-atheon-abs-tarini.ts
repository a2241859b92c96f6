// Screens of Atheon, ABS Infra and Tarini Home (with its cushion).
import { type Theme, symbolAt } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  f,
  nextId,
  mix,
  lighten,
  darken,
  linearGradient,
  roundedRectPath,
  paragraph,
} from "../core.ts";
import { illo, icon, button, pattern, lines } from "../kit.ts";
import { ui, T, statusBar, navDesktop, chip, card, type ScreenFn } from "./parts.ts";

export const ATHEON_ABS_TARINI_SCREENS: Record<string, ScreenFn> = {
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
