// The client wordmarks on Home.
import { C, DISPLAY, BODY, rect, circle, path, g, text, star } from "./svg.ts";

// ------------------------------------------------------------------ client wordmarks

export const LOGO_W = 640;
export const LOGO_H = 240;

export const logos: Record<string, () => string> = {
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
