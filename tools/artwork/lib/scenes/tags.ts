// Tags: hang tags and jewellery tags.
import { type Theme, symbolAt } from "../brand.ts";
import { rect, circle, path, line, text, mix } from "../core.ts";
import { placed, sheet, surface } from "../kit.ts";
import { hangTag } from "../objects.ts";

export async function hangTags(t: Theme, W: number, H: number): Promise<string> {
  const oddb = t.folder === "oddbolle";
  const wall = oddb ? t.P("Stone") : mix(t.P("Khadi"), t.P("Turmeric"), 0.2);
  let s = surface(W, H, wall);
  const tw = 300;
  const th = 520;
  const tags = oddb
    ? [
        { fill: t.P("Bone"), back: false, x: 320, rot: -8 },
        {
          fill: t.P("Ink Black"),
          back: true,
          x: 680,
          rot: 4,
          name: "Boxy Blazer",
          sub: "Wool blend · Size 2",
        },
        { fill: t.P("Odd Red"), back: false, x: 1040, rot: 10 },
      ]
    : [
        { fill: t.P("Khadi"), back: false, x: 320, rot: -8 },
        {
          fill: t.P("Indigo"),
          back: true,
          x: 680,
          rot: 4,
          name: "Savitri Devi",
          sub: "Handloom weaver, Varanasi",
        },
        {
          fill: t.P("Madder Red"),
          back: true,
          x: 1040,
          rot: 10,
          name: "Ramesh Kumhar",
          sub: "Potter, Khurja",
        },
      ];
  const string = oddb ? t.P("Odd Red") : "#F4EBD8";
  for (const tg of tags) {
    const y = 330;
    s += path(
      `M ${tg.x + tw / 2} ${y + 40} C ${tg.x + tw / 2 - 40} ${y - 100} ${tg.x + tw / 2 + 80} ${y - 200} ${tg.x + tw / 2 + 20} ${y - 330}`,
      { fill: "none", stroke: string, "stroke-width": 5 },
    );
    s += placed(
      tg.x,
      y,
      tw,
      th,
      await hangTag(t, tw, th, { fill: tg.fill, back: tg.back, name: tg.name, sub: tg.sub }),
      { rot: tg.rot, shadow: 1.3 },
    );
  }
  if (oddb) {
    // woven label
    const lw = 420;
    const lh = 120;
    let lab = sheet(lw, lh, t.P("Ink Black"), 4);
    for (let i = 0; i < lw; i += 6)
      lab += line(i, 0, i, lh, { stroke: "#000", "stroke-width": 1, opacity: 0.25 });
    lab += text("Oddbolle", lw / 2, lh / 2 + 22, {
      font: t.fontP,
      size: 60,
      anchor: "middle",
      fill: t.P("Bone"),
    });
    s += placed(560, 1000, lw, lh, lab, { rot: -3 });
  }
  return s;
}

export async function jewelTags(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Pearl");
  let s = surface(W, H, mix(bg, t.P("Champagne"), 0.3));
  // box
  const bw = 520;
  const bh = 520;
  let bx = sheet(bw, bh, t.P("Emerald"), 16);
  bx +=
    rect(bw / 2 - 16, 0, 32, bh, { fill: t.P("Champagne") }) +
    rect(0, bh / 2 - 16, bw, 32, { fill: t.P("Champagne") });
  bx +=
    circle(bw / 2, bh / 2, 80, {
      fill: t.P("Emerald"),
      stroke: t.P("Champagne"),
      "stroke-width": 6,
    }) + symbolAt(t, bw / 2, bh / 2, 110, { bg: t.P("Emerald") });
  s += placed(180, 260, bw, bh, bx, { rot: -8, r: 16, shadow: 1.5 });
  // ring tag
  let rt =
    path(`M 0 40 L 40 0 H 300 V 160 H 40 L 0 120 Z`, { fill: t.P("Champagne") }) +
    circle(46, 80, 12, { fill: t.P("Pearl") });
  rt +=
    text("MOVARA", 180, 70, {
      font: t.fontP,
      size: 34,
      anchor: "middle",
      ls: 0.25,
      fill: t.P("Onyx"),
    }) +
    text("22K · 4.2 g · SIZE 12", 180, 112, {
      font: t.fontS,
      size: 18,
      weight: 700,
      anchor: "middle",
      ls: 0.12,
      fill: t.P("Emerald"),
    });
  s += placed(820, 220, 300, 160, rt, { rot: 10 });
  s += path("M 850 290 C 780 260 760 340 700 320", {
    fill: "none",
    stroke: t.P("Rose Gold"),
    "stroke-width": 4,
  });
  // care card
  const cw = 480;
  const ch = 640;
  let cc = sheet(cw, ch, t.P("Pearl"), 6);
  cc += symbolAt(t, cw / 2, 120, 110, { bg: t.P("Pearl") });
  cc +=
    text("Caring for", cw / 2, 250, {
      font: t.fontP,
      size: 44,
      anchor: "middle",
      fill: t.P("Onyx"),
    }) +
    text("your Movara piece", cw / 2, 300, {
      font: t.fontP,
      size: 44,
      anchor: "middle",
      fill: t.P("Emerald"),
    });
  [
    "Store each piece in its pouch",
    "Keep away from perfume",
    "Polish with a soft cloth",
    "Free cleaning, for life",
  ].forEach(
    (l, i) =>
      (cc += text("— " + l, 60, 390 + i * 50, {
        font: t.fontS,
        size: 22,
        fill: mix(t.P("Onyx"), t.P("Pearl"), 0.2),
      })),
  );
  s += placed(1040, 500, cw, ch, cc, { rot: 4 });
  // ring
  s +=
    circle(700, 900, 90, { fill: "none", stroke: "#D9B45A", "stroke-width": 22 }) +
    circle(700, 900, 90, {
      fill: "none",
      stroke: "#F5E3A8",
      "stroke-width": 5,
      "stroke-dasharray": "60 500",
    });
  s += path("M 680 790 L 700 760 L 720 790 L 700 812 Z", {
    fill: "#EAF6F2",
    stroke: "#9BB",
    "stroke-width": 2,
  });
  return s;
}
