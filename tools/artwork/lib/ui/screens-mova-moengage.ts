// Screens of Mova and Moengo (moengage).
import { symbolAt } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  f,
  lighten,
  darken,
  roundedRectPath,
  paragraph,
} from "../core.ts";
import { icon, button } from "../kit.ts";
import { ui, T, statusBar, logoSmall, navDesktop, chip, card, type ScreenFn } from "./parts.ts";

export const MOVA_MOENGAGE_SCREENS: Record<string, ScreenFn> = {
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
};
