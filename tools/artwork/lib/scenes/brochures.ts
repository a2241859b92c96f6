// Printed pages: the brochure and the lookbook.
import { type Theme, symbolAt, lockup } from "../brand.ts";
import {
  rect,
  circle,
  path,
  line,
  text,
  nextId,
  mix,
  linearGradient,
  liftShadow,
  paragraph,
} from "../core.ts";
import { lines, illo, surface, icon } from "../kit.ts";

export async function brochure(t: Theme, W: number, H: number): Promise<string> {
  const bg = mix(t.light, t.dark, 0.08);
  let s = surface(W, H, bg);
  if (t.folder === "abs") {
    // open A4 spread
    const pw = 620;
    const ph = 860;
    const x = (W - 2 * pw) / 2;
    const y = (H - ph) / 2;
    s += liftShadow(x, y, pw * 2, ph, 6, 1.3);
    s += rect(x, y, pw, ph, { fill: "#FFFFFF" }) + rect(x + pw, y, pw, ph, { fill: "#FFFFFF" });
    const gid = nextId("gt");
    s +=
      `<defs>${linearGradient(
        gid,
        [
          [0, "#000", 0],
          [0.45, "#000", 0.12],
          [0.5, "#000", 0.22],
          [0.55, "#000", 0.12],
          [1, "#000", 0],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(x + pw - 60, y, 120, ph, { fill: `url(#${gid})` });
    s += illo(t, "building", x, y, pw, ph * 0.55, { tone: mix(t.P("Steel Navy"), "#fff", 0.4) });
    s += text("ABS Greenfield", x + 50, y + ph * 0.55 + 90, {
      font: t.fontP,
      size: 56,
      weight: 700,
      fill: t.P("Steel Navy"),
    });
    s += text("Built to belong.", x + 50, y + ph * 0.55 + 140, {
      font: t.fontP,
      size: 34,
      weight: 700,
      fill: t.P("Brick"),
    });
    s += lines(x + 50, y + ph * 0.55 + 190, pw - 100, 6, { h: 8, gap: 22, opacity: 0.15 });
    // right page: floor plan + amenities
    const rx = x + pw + 60;
    s += text("3 BHK · 1,450 SQ FT", rx, y + 90, {
      font: t.fontS,
      size: 22,
      weight: 700,
      ls: 0.16,
      fill: t.P("Brick"),
    });
    const fx = rx;
    const fyy = y + 120;
    const fw = pw - 120;
    const fh = 380;
    s += rect(fx, fyy, fw, fh, { fill: "#F4F5F7", stroke: t.P("Charcoal"), "stroke-width": 6 });
    s += line(fx + fw * 0.45, fyy, fx + fw * 0.45, fyy + fh * 0.6, {
      stroke: t.P("Charcoal"),
      "stroke-width": 4,
    });
    s += line(fx, fyy + fh * 0.6, fx + fw, fyy + fh * 0.6, {
      stroke: t.P("Charcoal"),
      "stroke-width": 4,
    });
    s += line(fx + fw * 0.7, fyy + fh * 0.6, fx + fw * 0.7, fyy + fh, {
      stroke: t.P("Charcoal"),
      "stroke-width": 4,
    });
    s +=
      rect(fx + fw * 0.2, fyy + fh * 0.6 - 2, 60, 6, { fill: "#F4F5F7" }) +
      rect(fx + fw * 0.8, fyy + fh * 0.6 - 2, 50, 6, { fill: "#F4F5F7" });
    [
      ["Living", 0.22, 0.3],
      ["Bedroom 1", 0.72, 0.3],
      ["Kitchen", 0.35, 0.82],
      ["Bedroom 2", 0.85, 0.82],
    ].forEach(
      ([n, a, b]) =>
        (s += text(n as string, fx + fw * (a as number), fyy + fh * (b as number), {
          font: t.fontS,
          size: 20,
          anchor: "middle",
          fill: t.P("Charcoal"),
        })),
    );
    s += text("Amenities", rx, fyy + fh + 80, {
      font: t.fontP,
      size: 36,
      weight: 700,
      fill: t.P("Steel Navy"),
    });
    ["Clubhouse & pool", "Jogging track", "Co-working lounge", "Children’s play area"].forEach(
      (a, i) => {
        s += rect(rx, fyy + fh + 110 + i * 44, 16, 16, { fill: t.P("Safety Yellow"), rx: 3 });
        s += text(a, rx + 32, fyy + fh + 125 + i * 44, {
          font: t.fontS,
          size: 24,
          fill: t.P("Charcoal"),
        });
      },
    );
    return s;
  }
  // tri-fold (abiliti-aids)
  const pw = 440;
  const ph = 900;
  const x = (W - 3 * pw) / 2;
  const y = (H - ph) / 2;
  s += liftShadow(x, y, 3 * pw, ph, 4, 1.3);
  const panels = ["#FFFFFF", t.P("Soft Sand"), "#FFFFFF"];
  panels.forEach((c, i) => {
    s += rect(x + i * pw, y, pw, ph, { fill: c });
    const gid = nextId("fo");
    const dir = i === 1 ? [0, 1] : [1, 0];
    s +=
      `<defs>${linearGradient(
        gid,
        [
          [0, "#000", dir[0]! * 0.08],
          [1, "#000", dir[1]! * 0.08],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(x + i * pw, y, pw, ph, { fill: `url(#${gid})` });
  });
  const coral = t.P("Sunrise Coral");
  const teal = t.P("Care Teal");
  const navy = t.P("Calm Navy");
  // panel 1
  let px = x + 50;
  s +=
    text("Living well,", px, y + 130, { font: t.fontP, size: 46, weight: 700, fill: navy }) +
    text("every day.", px, y + 184, { font: t.fontP, size: 46, weight: 700, fill: coral });
  s += (
    await paragraph(
      "Simple aids that make bathing, dressing, cooking and moving around the home easier and safer.",
      px,
      y + 250,
      pw - 100,
      { font: t.fontS, size: 22, fill: mix(navy, "#fff", 0.2), lh: 1.5 },
    )
  ).svg;
  s += illo(t, "people", px, y + 440, pw - 100, 300, { r: 16, tone: t.P("Mint") });
  // panel 2
  px = x + pw + 50;
  s += text("THE DAILY-LIVING RANGE", px, y + 110, {
    font: t.fontS,
    size: 18,
    weight: 700,
    ls: 0.16,
    fill: teal,
  });
  const items = [
    ["Bathroom", "Grab rails, shower seats"],
    ["Kitchen", "Easy-grip utensils"],
    ["Bedroom", "Bed rails, dressing aids"],
    ["Mobility", "Walkers, canes, ramps"],
  ];
  items.forEach(([a, b], i) => {
    const yy = y + 170 + i * 170;
    s +=
      circle(px + 40, yy + 30, 40, { fill: i % 2 ? coral : teal }) +
      icon(["home", "heart", "user", "arrow"][i]!, px + 40, yy + 30, 34, "#fff");
    s +=
      text(a!, px + 100, yy + 24, { font: t.fontP, size: 30, weight: 700, fill: navy }) +
      text(b!, px + 100, yy + 58, { font: t.fontS, size: 20, fill: mix(navy, "#fff", 0.3) });
  });
  // panel 3 (cover)
  px = x + 2 * pw;
  s += rect(px, y, pw, ph * 0.58, { fill: teal });
  s += await lockup(t, px + 40, y + 90, pw - 80, ph * 0.4, {
    bg: teal,
    layout: "stack",
    mono: "#FFFFFF",
  });
  s += text(t.brief.tagline, px + pw / 2, y + ph * 0.58 + 110, {
    font: t.fontP,
    size: 34,
    weight: 700,
    anchor: "middle",
    fill: navy,
  });
  s += text("Free home visits · 1800 000 000", px + pw / 2, y + ph * 0.58 + 170, {
    font: t.fontS,
    size: 20,
    anchor: "middle",
    fill: coral,
    weight: 600,
  });
  return s;
}

export async function lookbook(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Stone");
  let s = surface(W, H, bg);
  const pw = 640;
  const ph = 880;
  const x = (W - 2 * pw) / 2;
  const y = (H - ph) / 2;
  s += liftShadow(x, y, 2 * pw, ph, 4, 1.4);
  s += rect(x, y, pw, ph, { fill: t.P("Bone") }) + rect(x + pw, y, pw, ph, { fill: t.P("Bone") });
  // left page: title
  s += text("SS25", x + 60, y + 120, {
    font: t.fontS,
    size: 26,
    weight: 800,
    ls: 0.3,
    fill: t.P("Odd Red"),
  });
  s +=
    text("Wear", x + 50, y + 420, { font: t.fontP, size: 210, fill: t.P("Ink Black") }) +
    text("it odd.", x + 50, y + 600, { font: t.fontP, size: 210, fill: t.P("Ink Black") });
  s += symbolAt(t, x + pw - 140, y + 140, 130, { bg: t.P("Bone") });
  s += lines(x + 60, y + 700, 320, 4, { h: 7, gap: 18, opacity: 0.2 });
  s += text("01 / 24", x + 60, y + ph - 50, {
    font: t.fontS,
    size: 18,
    weight: 600,
    fill: t.P("Stone"),
  });
  // right page: model silhouettes
  const rx = x + pw;
  s += rect(rx + 40, y + 40, pw - 80, ph - 200, { fill: mix(t.P("Stone"), t.P("Bone"), 0.5) });
  const fig = (cx: number, col: string, top: string) => {
    const by = y + 160;
    return (
      circle(cx, by, 34, { fill: "#2A2420" }) +
      path(
        `M ${cx - 70} ${by + 60} Q ${cx} ${by + 36} ${cx + 70} ${by + 60} L ${cx + 80} ${by + 300} L ${cx - 80} ${by + 300} Z`,
        { fill: top },
      ) +
      path(
        `M ${cx - 62} ${by + 300} L ${cx + 62} ${by + 300} L ${cx + 56} ${by + 580} L ${cx + 10} ${by + 580} L ${cx} ${by + 380} L ${cx - 10} ${by + 580} L ${cx - 56} ${by + 580} Z`,
        { fill: col },
      )
    );
  };
  s +=
    fig(rx + 200, t.P("Ink Black"), t.P("Odd Red")) + fig(rx + 440, t.P("Stone"), t.P("Ink Black"));
  s += circle(rx + 520, y + 120, 60, { fill: t.P("Odd Red"), opacity: 0.9 });
  s += text("Look 07 — Boxy blazer, wide trouser", rx + 40, y + ph - 110, {
    font: t.fontS,
    size: 22,
    weight: 600,
    fill: t.P("Ink Black"),
  });
  s += text("Look 08 — Chunky knit, pleated skirt", rx + 40, y + ph - 74, {
    font: t.fontS,
    size: 22,
    weight: 400,
    fill: mix(t.P("Ink Black"), t.P("Bone"), 0.3),
  });
  const gid = nextId("gt");
  s +=
    `<defs>${linearGradient(
      gid,
      [
        [0, "#000", 0],
        [0.45, "#000", 0.1],
        [0.5, "#000", 0.2],
        [0.55, "#000", 0.1],
        [1, "#000", 0],
      ],
      0,
      0,
      1,
      0,
    )}</defs>` + rect(x + pw - 50, y, 100, ph, { fill: `url(#${gid})` });
  return s;
}
