// Logo boards: the tile, primary lockup, symbol, reversed and badge.
import { type Theme, brandInk, symbolAt, lockup, lockupBox } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  f,
  mix,
  softShadow,
  roundedRectPath,
  textWidth,
} from "../core.ts";
import { boardCaption, surface } from "../kit.ts";

// ---------------------------------------------------------------- logo boards
export async function logoTile(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.tileBg;
  let s = rect(0, 0, W, H, { fill: bg });
  const m = W * 0.12;
  if (["movas", "tarinis", "moen2"].includes(t.folder)) {
    const disc = t.folder === "movas" ? mix(bg, "#000", 0.15) : "#FFFFFF";
    s += circle(W / 2, H / 2, W * 0.38, { fill: disc });
    s += circle(W / 2, H / 2, W * 0.38, {
      fill: "none",
      stroke:
        t.folder === "moen2"
          ? t.P("Engage Blue")
          : t.folder === "movas"
            ? t.P("Champagne")
            : t.P("Indigo Dye"),
      "stroke-width": W * 0.012,
    });
    s += symbolAt(t, W / 2, H / 2, W * 0.42, { bg: disc });
    return s;
  }
  if (t.folder === "pik") {
    [0.42, 0.36, 0.3].forEach(
      (r, i) =>
        (s += circle(W / 2, H / 2, W * r, {
          fill: "none",
          stroke: t.P("Ice Mint"),
          "stroke-width": W * (i === 0 ? 0.02 : 0.008),
        })),
    );
    s += text("PIK", W / 2, H / 2 + W * 0.1, {
      font: t.fontP,
      size: W * 0.3,
      weight: 700,
      anchor: "middle",
      fill: t.P("Frost White"),
      ls: 0.04,
    });
    return s;
  }
  const layout = ["mova", "abiliti"].includes(t.folder) ? "row" : "stack";
  s += await lockup(t, m, m, W - 2 * m, H - 2 * m, {
    bg,
    layout,
    symbolScale: layout === "row" ? 0.55 : 1,
  });
  return s;
}

export async function logoPrimary(t: Theme, W: number, H: number): Promise<string> {
  const bg =
    t.folder === "brand-name" ? "#000000" : t.folder === "abiliti-aids" ? "#FFFFFF" : t.light;
  let s = surface(W, H, bg);
  const guide = mix(bg, brandInk(t, bg), 0.14);
  let res: { svg: string; box: { x: number; y: number; w: number; h: number } };
  if (t.folder === "pik") {
    const size = 360;
    const w = await textWidth("PIK", { font: t.fontP, size, weight: 700, ls: 0.04 });
    res = {
      svg: text("PIK", W / 2, H / 2 + size * 0.35, {
        font: t.fontP,
        size,
        weight: 700,
        ls: 0.04,
        anchor: "middle",
        fill: t.P("Jet"),
      }),
      box: { x: W / 2 - w / 2, y: H / 2 - size * 0.36, w, h: size * 0.71 },
    };
  } else if (t.folder === "drunken-scholar") {
    const size = 170;
    const str = "Drunken Scholar";
    const w = await textWidth(str, { font: t.fontP, size, weight: 700 });
    const x0 = W / 2 - w / 2;
    const y0 = H / 2 + 60;
    let d = text(str, W / 2, y0, {
      font: t.fontP,
      size,
      weight: 700,
      anchor: "middle",
      fill: t.P("Chinese Black"),
    });
    // mortarboard perched on the D
    const mx = x0 + 50;
    const my = y0 - size * 0.78;
    d += g(
      path("M -70 0 L 0 -26 L 70 0 L 0 26 Z", { fill: t.P("Chinese Black") }) +
        path("M -36 14 L 36 14 L 30 34 L -30 34 Z", { fill: t.P("Chinese Black") }) +
        line(0, 0, 52, 10, { stroke: t.P("Amber"), "stroke-width": 5 }) +
        line(52, 10, 52, 50, { stroke: t.P("Amber"), "stroke-width": 5 }) +
        rect(45, 46, 14, 22, { fill: t.P("Amber"), rx: 3 }),
      { transform: `translate(${mx} ${my}) rotate(-12)` },
    );
    d += text("CLASS DISMISSED. PARTY ON.", W / 2, y0 + 90, {
      font: t.fontS,
      size: 30,
      weight: 600,
      anchor: "middle",
      ls: 0.3,
      fill: t.P("Steel Blue"),
    });
    res = { svg: d, box: { x: x0, y: my - 40, w, h: y0 + 100 - (my - 40) } };
  } else {
    res = await lockupBox(t, 260, 280, W - 520, H - 560, {
      bg,
      layout: "row",
      color: t.folder === "atheon" ? t.P("Quantum Blue") : undefined,
    });
  }
  const b = res.box;
  const pad = Math.min(b.h, 160) * 0.5;
  s += path(roundedRectPath(b.x - pad, b.y - pad, b.w + 2 * pad, b.h + 2 * pad, 0), {
    fill: "none",
    stroke: guide,
    "stroke-width": 2,
    "stroke-dasharray": "10 10",
  });
  s += res.svg;
  s +=
    boardCaption(t, 80, 90, "01 — Primary logo", bg) +
    boardCaption(t, W - 80, H - 70, t.brief.brand, bg, { anchor: "end" });
  return s;
}

export async function logoSymbol(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.light;
  let s = surface(W, H, bg);
  const guide = mix(bg, t.dark, 0.12);
  const cx = W / 2;
  const cy = H / 2;
  for (const r of [120, 240, 330])
    s += circle(cx, cy, r, { fill: "none", stroke: guide, "stroke-width": 2 });
  s +=
    line(cx, 80, cx, H - 80, { stroke: guide, "stroke-width": 2 }) +
    line(80, cy, W - 80, cy, { stroke: guide, "stroke-width": 2 });
  s +=
    line(150, 150, W - 150, H - 150, { stroke: guide, "stroke-width": 1.5 }) +
    line(W - 150, 150, 150, H - 150, { stroke: guide, "stroke-width": 1.5 });
  s += rect(cx - 330, cy - 330, 660, 660, {
    fill: "none",
    stroke: guide,
    "stroke-width": 1.5,
    "stroke-dasharray": "8 8",
  });
  s += symbolAt(t, cx, cy, 560, { bg });
  s +=
    boardCaption(t, 70, 80, "02 — Symbol", bg) +
    boardCaption(t, W - 70, H - 60, "Construction grid", bg, { anchor: "end" });
  return s;
}

export async function logoReversed(t: Theme, W: number, H: number): Promise<string> {
  const ps: [string, string][] =
    t.folder === "abiliti-aids"
      ? [
          [t.P("Calm Navy"), "#FFFFFF"],
          [t.P("Mint"), t.P("Calm Navy")],
        ]
      : t.folder === "one-bonsai"
        ? [
            [t.P("Moss Green"), t.P("Rice White")],
            [t.P("Sage"), t.P("Charcoal")],
          ]
        : [
            [t.dark, t.light],
            [t.a1, brandInk(t, t.a1)],
          ];
  let s = "";
  for (let i = 0; i < 2; i++) {
    const [bg, mono] = ps[i]!;
    s += rect((i * W) / 2, 0, W / 2, H, { fill: bg });
    s += await lockup(t, (i * W) / 2 + 110, 170, W / 2 - 220, H - 340, {
      bg,
      layout: "stack",
      mono,
    });
    s += boardCaption(t, (i * W) / 2 + 60, 80, i ? "On colour" : "Reversed", bg);
  }
  return s;
}

export async function logoBadge(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Maximum Blue Purple");
  let s = surface(W, H, bg);
  const cx = W / 2;
  const cy = H / 2;
  const R = 400;
  s += softShadow(cx - R, cy - R, 2 * R, 2 * R, { r: R, blur: 30, dy: 24, opacity: 0.3 });
  s += circle(cx, cy, R, { fill: t.P("Chinese Black") });
  s += circle(cx, cy, R - 22, { fill: "none", stroke: t.P("Amber"), "stroke-width": 6 });
  s += circle(cx, cy, 270, { fill: t.P("Gunmetal"), stroke: t.P("Amber"), "stroke-width": 6 });
  s += symbolAt(t, cx, cy + 6, 420, { bg: t.P("Gunmetal"), time: 0.3 });
  const label = "CLASS DISMISSED  ★  PARTY ON  ★  DRUNKEN SCHOLAR  ★  ";
  const size = 46;
  const rr = 330;
  const advs: number[] = [];
  for (const ch of label)
    advs.push(
      ch === " "
        ? size * 0.3
        : (await textWidth(ch, { font: t.fontS, size, weight: 600 })) + size * 0.1,
    );
  const total = advs.reduce((a, b) => a + b, 0);
  const scale = (2 * Math.PI * rr) / total;
  let acc = 0;
  [...label].forEach((ch, i) => {
    const adv = advs[i]! * scale;
    const ang = -Math.PI / 2 + (acc + adv / 2) / rr;
    acc += adv;
    if (ch === " ") return;
    const x = cx + Math.cos(ang) * rr;
    const y = cy + Math.sin(ang) * rr;
    s += text(ch, x, y, {
      font: t.fontS,
      size,
      weight: 600,
      anchor: "middle",
      fill: ch === "★" ? t.P("Inchworm") : t.P("White"),
      extra: {
        transform: `rotate(${f((ang * 180) / Math.PI + 90)} ${f(x)} ${f(y)})`,
        "dominant-baseline": "central",
      },
    });
  });
  s += boardCaption(t, 80, 90, "Badge", bg);
  return s;
}
