// Stationery: the letterhead set, business cards and tickets.
import { type Theme, brandInk, symbolAt, lockup } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  nextId,
  mix,
  darken,
  linearGradient,
  roundedRectPath,
} from "../core.ts";
import { placed, sheet, lines, surface, icon } from "../kit.ts";

export async function stationery(t: Theme, W: number, H: number): Promise<string> {
  const desk = t.folder === "atheon" ? t.P("Silicon Grey") : mix(t.P("Sage"), t.light, 0.3);
  let s = surface(W, H, desk);
  const paper = t.light;
  const ink = brandInk(t, paper);
  // letterhead
  const lw = 560;
  const lh = lw * 1.414;
  let lhd = sheet(lw, lh, paper);
  lhd += await lockup(t, 50, 50, 260, 90, { bg: paper, layout: "row" });
  lhd +=
    lines(60, 240, lw - 120, 3, { h: 7, gap: 18, opacity: 0.14 }) +
    lines(60, 340, lw - 120, 8, { h: 7, gap: 18, opacity: 0.1, seed: 5 });
  lhd += lines(60, 520, lw - 120, 6, { h: 7, gap: 18, opacity: 0.1, seed: 8 });
  lhd +=
    rect(0, lh - 60, lw, 60, { fill: t.a1 }) +
    text(
      t.folder === "atheon"
        ? "atheonnanolabs.org  ·  Research Park, Block C"
        : "onebonsai.in  ·  Hillside Road, Coorg",
      lw / 2,
      lh - 24,
      { font: t.fontS, size: 15, anchor: "middle", fill: brandInk(t, t.a1) },
    );
  s += placed(170, 110, lw, lh, lhd, { rot: -4 });
  // envelope
  const ew = 680;
  const eh = 340;
  const env = t.folder === "atheon" ? t.P("Quantum Blue") : t.P("Moss Green");
  let e = sheet(ew, eh, env);
  e += path(`M 0 0 L ${ew / 2} ${eh * 0.55} L ${ew} 0`, {
    fill: "none",
    stroke: darken(env, 0.2),
    "stroke-width": 3,
  });
  e += symbolAt(t, ew - 90, eh - 90, 100, { mono: brandInk(t, env) });
  s += placed(880, 180, ew, eh, e, { rot: 5 });
  // card
  const cw = 300;
  const ch = 450;
  let c = sheet(cw, ch, paper, 18);
  if (t.folder === "atheon") {
    c +=
      rect(0, 0, cw, 120, { fill: t.P("Graphite") }) +
      symbolAt(t, 60, 60, 70, { bg: t.P("Graphite") }) +
      text("ATHEON", 110, 70, { font: t.fontP, size: 30, weight: 700, fill: "#fff", ls: 0.15 });
    c +=
      circle(cw / 2, 210, 60, { fill: mix(paper, t.P("Quantum Blue"), 0.15) }) +
      icon("user", cw / 2, 212, 60, t.P("Quantum Blue"));
    c +=
      text("Dr. A. Sharma", cw / 2, 320, {
        font: t.fontP,
        size: 28,
        weight: 700,
        anchor: "middle",
        fill: ink,
      }) +
      text("Research Scientist", cw / 2, 352, {
        font: t.fontS,
        size: 18,
        anchor: "middle",
        fill: mix(ink, paper, 0.35),
      });
    c += rect(40, 390, cw - 80, 26, { fill: t.P("Nano Cyan"), rx: 6 });
  } else {
    c +=
      rect(0, 0, cw, ch, { fill: t.P("Charcoal"), rx: 18 }) +
      symbolAt(t, cw / 2, 170, 160, { bg: t.P("Charcoal") });
    c +=
      text("ONE BONSAI", cw / 2, 320, {
        font: t.fontP,
        size: 30,
        anchor: "middle",
        ls: 0.2,
        fill: t.P("Rice White"),
      }) +
      text("ROOM KEY · COTTAGE 7", cw / 2, 360, {
        font: t.fontS,
        size: 15,
        weight: 700,
        anchor: "middle",
        ls: 0.2,
        fill: t.P("Sage"),
      });
  }
  s += placed(1120, 610, cw, ch, c, { rot: -8, r: 18 });
  // pen
  s += g(
    rect(0, 0, 520, 22, { rx: 11, fill: t.dark }) + rect(400, 0, 120, 22, { rx: 11, fill: t.a2 }),
    { transform: `translate(640 1060) rotate(-14)` },
  );
  return s;
}

export async function businessCards(t: Theme, W: number, H: number): Promise<string> {
  const bn = t.folder === "brand-name";
  const desk = bn ? "#2A2622" : mix(t.P("Electric Blue"), "#000", 0.2);
  let s = surface(W, H, desk);
  const cw = 700;
  const ch = 400;
  const front = bn ? "#0B0B0B" : t.P("Carbon");
  const back = bn ? "#FFFFFF" : t.P("Acid Green");
  let fr = sheet(cw, ch, front, 10);
  fr += await lockup(t, 60, 60, cw - 120, ch - 120, { bg: front, layout: "stack" });
  let bk = sheet(cw, ch, back, 10);
  const bink = brandInk(t, back);
  const name = bn ? "Aarav Mehta" : "Priya Nair";
  const role = bn ? "Senior Property Advisor" : "Design Lead";
  bk += text(name, 60, 110, {
    font: bn ? t.fontP : t.fontP,
    size: 46,
    weight: bn ? 500 : 700,
    fill: bink,
  });
  bk += text(role, 60, 150, {
    font: bn ? t.fontS : t.fontS,
    size: 22,
    weight: 400,
    fill: mix(bink, back, 0.35),
  });
  const rows = bn
    ? ["+91 98765 43210", "aarav@theglobaladdress.in", "Nariman Point, Mumbai"]
    : ["+91 98765 01234", "priya@codeanddot.studio", "codeanddot.studio"];
  bk += rows
    .map((r, i) =>
      text((bn ? "" : "> ") + r, 60, 250 + i * 40, {
        font: t.fontS,
        size: 22,
        weight: 400,
        fill: bink,
      }),
    )
    .join("");
  if (bn) {
    const gid = nextId("gb");
    bk +=
      `<defs>${linearGradient(
        gid,
        [
          [0, t.gradient!.from],
          [1, t.gradient!.to],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(0, ch - 18, cw, 18, { fill: `url(#${gid})` });
    bk += symbolAt(t, cw - 100, 110, 110, { bg: back, mono: "#B8892B" });
  } else bk += symbolAt(t, cw - 100, 110, 110, { bg: back, mono: t.P("Carbon") });
  s += placed(130, 560, cw, ch, bk, { rot: 8, r: 10, shadow: 1.2 });
  s += placed(160, 150, cw, ch, fr, { rot: -7, r: 10, shadow: 1.5 });
  s += placed(790, 480, cw, ch, bk, { rot: -4, r: 10, shadow: 1.5 });
  return s;
}

export async function tickets(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Chinese Black");
  let s = surface(W, H, bg);
  const tw = 820;
  const th = 320;
  const ticket = async (fill: string, title: string, date: string) => {
    const ink = brandInk(t, fill);
    let c = path(
      `M 0 0 H ${tw} V ${th / 2 - 24} A 24 24 0 0 0 ${tw} ${th / 2 + 24} V ${th} H 0 V ${th / 2 + 24} A 24 24 0 0 0 0 ${th / 2 - 24} Z`,
      { fill },
    );
    c += line(tw - 220, 16, tw - 220, th - 16, {
      stroke: ink,
      "stroke-width": 3,
      "stroke-dasharray": "10 10",
      opacity: 0.5,
    });
    c += symbolAt(t, 110, th / 2, 160, { bg: fill, time: 0.3 });
    c += text("DRUNKEN SCHOLAR PRESENTS", 210, 80, {
      font: t.fontS,
      size: 18,
      weight: 600,
      ls: 0.2,
      fill: ink,
    });
    c += text(title, 210, 170, { font: t.fontP, size: 84, weight: 700, fill: ink });
    c += text(date, 210, 230, { font: t.fontS, size: 24, weight: 600, fill: ink });
    c += text("ADMIT ONE", tw - 110, 120, {
      font: t.fontS,
      size: 22,
      weight: 600,
      anchor: "middle",
      ls: 0.2,
      fill: ink,
    });
    c += text("No. 0427", tw - 110, 160, {
      font: t.fontS,
      size: 22,
      weight: 300,
      anchor: "middle",
      fill: ink,
    });
    for (let i = 0; i < 16; i++)
      c += rect(tw - 190 + i * 10, 200, i % 3 === 0 ? 6 : 3, 70, { fill: ink });
    return c;
  };
  s += placed(
    120,
    160,
    tw,
    th,
    await ticket(t.P("Inchworm"), "Finals Night", "SAT · 9 PM · THE LIBRARY CLUB"),
    { rot: -6, shadow: 1.6 },
  );
  s += placed(
    640,
    470,
    tw,
    th,
    await ticket(t.P("Steel Blue"), "Toga Tuesday", "TUE · 8 PM · ROOFTOP 21"),
    { rot: 4, shadow: 1.6 },
  );
  // wristbands
  const band = (y: number, fill: string, rot: number) => {
    let b = path(roundedRectPath(0, 0, 1100, 70, 12), { fill });
    for (let i = 0; i < 4; i++)
      b += text("DRUNKEN SCHOLAR  ★", 40 + i * 300, 46, {
        font: t.fontS,
        size: 22,
        weight: 600,
        fill: brandInk(t, fill),
        ls: 0.1,
      });
    return placed(220, y, 1100, 70, b, { rot, shadow: 1.2 });
  };
  s += band(920, t.P("Lavender Magenta"), -3) + band(1020, t.P("Amber"), 2);
  return s;
}
