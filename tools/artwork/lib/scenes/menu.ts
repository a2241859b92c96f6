// The menu scene.
import { type Theme, brandInk, symbolAt } from "../brand.ts";
import { rect, circle, line, text, mix } from "../core.ts";
import { placed, sheet, surface } from "../kit.ts";

export async function menu(t: Theme, W: number, H: number): Promise<string> {
  if (t.folder === "gnome") {
    const wall = t.P("Barrel Brown");
    let s = surface(W, H, wall);
    const bw = 980;
    const bh = 1300;
    const x = (W - bw) / 2;
    const y = (H - bh) / 2;
    let b =
      rect(0, 0, bw, bh, { fill: t.P("Forest"), rx: 12 }) +
      rect(18, 18, bw - 36, bh - 36, {
        fill: "none",
        stroke: t.P("Hop Gold"),
        "stroke-width": 4,
        rx: 8,
      });
    b += symbolAt(t, bw / 2, 140, 150, { bg: t.P("Forest") });
    b += text("On Tap", bw / 2, 310, {
      font: t.fontP,
      size: 96,
      anchor: "middle",
      fill: t.P("Foam"),
    });
    b += text("BREWED IN-HOUSE · POURED FRESH", bw / 2, 360, {
      font: t.fontS,
      size: 24,
      weight: 700,
      anchor: "middle",
      ls: 0.2,
      fill: t.P("Hop Gold"),
    });
    const beers = [
      ["Garden Lager", "Crisp Helles", "4.8%", "₹ 320"],
      ["Hop Hat Pale Ale", "Citrus, pine", "5.6%", "₹ 360"],
      ["Red Cap Amber", "Toffee, malt", "5.2%", "₹ 360"],
      ["Beard Oat Stout", "Coffee, cocoa", "6.4%", "₹ 380"],
      ["Mushroom Saison", "Peppery, dry", "6.0%", "₹ 380"],
      ["Toadstool Sour", "Raspberry", "4.2%", "₹ 400"],
    ];
    beers.forEach(([n, d, abv, p], i) => {
      const yy = 470 + i * 130;
      b += circle(90, yy - 14, 16, {
        fill: [t.P("Hop Gold"), t.P("Gnome Red"), t.P("Foam")][i % 3]!,
      });
      b += text(n!, 130, yy, { font: t.fontP, size: 46, fill: t.P("Foam") });
      b += text(`${d}  ·  ${abv}`, 130, yy + 40, {
        font: t.fontS,
        size: 24,
        fill: mix(t.P("Foam"), t.P("Forest"), 0.35),
      });
      b += text(p!, bw - 80, yy, {
        font: t.fontS,
        size: 36,
        weight: 700,
        anchor: "end",
        fill: t.P("Hop Gold"),
      });
      b += line(130, yy + 66, bw - 80, yy + 66, {
        stroke: t.P("Foam"),
        "stroke-width": 1.5,
        opacity: 0.2,
        "stroke-dasharray": "6 8",
      });
    });
    s += placed(x, y, bw, bh, b, { shadow: 1.6 });
    return s;
  }
  // AM:PM two cards
  const table = mix(t.P("Latte"), "#000", 0.1);
  let s = surface(W, H, table);
  const cw = 540;
  const ch = 960;
  const card = async (
    bg: string,
    title: string,
    sub: string,
    items: [string, string][],
    sym: boolean,
  ) => {
    const ink = brandInk(t, bg);
    let c = sheet(cw, ch, bg, 8);
    c += text(title, cw / 2, 150, {
      font: t.fontP,
      size: 88,
      weight: 700,
      anchor: "middle",
      fill: ink,
    });
    c += text(sub, cw / 2, 200, {
      font: t.fontS,
      size: 24,
      weight: 700,
      anchor: "middle",
      ls: 0.25,
      fill: mix(ink, bg, 0.25),
    });
    if (sym) c += symbolAt(t, cw / 2, 290, 90, {});
    items.forEach(([n, p], i) => {
      const y = 400 + i * 80;
      c += text(n, 50, y, { font: t.fontS, size: 30, weight: 700, fill: ink });
      c += text(p, cw - 50, y, { font: t.fontS, size: 30, weight: 400, anchor: "end", fill: ink });
      c += line(50, y + 24, cw - 50, y + 24, { stroke: ink, "stroke-width": 1.2, opacity: 0.25 });
    });
    return c;
  };
  const am = await card(
    t.P("Morning Yellow"),
    "AM",
    "COFFEE · 8 AM – 5 PM",
    [
      ["Espresso", "140"],
      ["Flat White", "220"],
      ["Cortado", "200"],
      ["Cold Brew", "240"],
      ["Masala Chai", "160"],
      ["Almond Croissant", "210"],
      ["Avocado Toast", "320"],
    ],
    true,
  );
  const pm = await card(
    t.P("Midnight Blue"),
    "PM",
    "COCKTAILS · 5 PM – LATE",
    [
      ["Espresso Martini", "520"],
      ["Negroni", "560"],
      ["Midnight Sour", "480"],
      ["Sunset Spritz", "460"],
      ["Old Fashioned", "580"],
      ["Truffle Fries", "280"],
      ["Zero-proof Fizz", "260"],
    ],
    false,
  );
  s += placed(70, 280, cw, ch, am, { rot: -5 });
  s += placed(600, 240, cw, ch, pm, { rot: 4 });
  return s;
}
