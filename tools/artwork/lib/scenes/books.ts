// Books: the cover, a spread and a bookmark.
import { type Theme, symbolAt } from "../brand.ts";
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
  liftShadow,
  paragraph,
} from "../core.ts";
import { placed, sheet, illo, surface } from "../kit.ts";
import { bookCover } from "../objects.ts";

export async function bookCoverScene(t: Theme, W: number, H: number): Promise<string> {
  const bg = mix(t.P("Paper"), t.P("Sepia"), 0.15);
  let s = surface(W, H, bg);
  const bw = 640;
  const bh = 820;
  // spine view
  const sp = 90;
  let spine = rect(0, 0, sp, bh, { fill: darken(t.P("Oxblood"), 0.1), rx: 6 });
  spine += g(
    text("RAMiniscence", 0, 0, {
      font: t.fontP,
      size: 48,
      weight: 500,
      anchor: "middle",
      fill: t.P("Antique Gold"),
    }),
    { transform: `translate(${sp / 2 + 16} ${bh / 2}) rotate(-90)` },
  );
  spine += symbolAt(t, sp / 2, 80, 50, { mono: t.P("Antique Gold") });
  s += placed(340, (H - bh) / 2, sp, bh, spine, { rot: 0 });
  s += placed(540, (H - bh) / 2, bw, bh, await bookCover(t, bw, bh), { rot: 3, r: 6, shadow: 1.5 });
  return s;
}

export async function bookSpread(t: Theme, W: number, H: number, idx: number): Promise<string> {
  const bg = mix(t.P("Paper"), t.P("Oxblood"), 0.5);
  let s = surface(W, H, darken(bg, 0.2));
  const pw = 680;
  const ph = 900;
  const x = (W - 2 * pw) / 2;
  const y = (H - ph) / 2;
  s += liftShadow(x, y, 2 * pw, ph, 4, 1.6);
  s += rect(x, y, pw, ph, { fill: t.P("Paper") }) + rect(x + pw, y, pw, ph, { fill: t.P("Paper") });
  const gold = t.P("Antique Gold");
  const ink = t.P("Ink");
  if (idx <= 1) {
    s += text("CHAPTER", x + pw / 2, y + 210, {
      font: t.fontS,
      size: 26,
      weight: 700,
      anchor: "middle",
      ls: 0.4,
      fill: t.P("Oxblood"),
    });
    s += text("III", x + pw / 2, y + 460, {
      font: t.fontP,
      size: 260,
      weight: 500,
      anchor: "middle",
      fill: gold,
    });
    s += text("The Workshop Years", x + pw / 2, y + 570, {
      font: t.fontP,
      size: 54,
      anchor: "middle",
      fill: ink,
      italic: true,
    });
    s += line(x + pw / 2 - 60, y + 620, x + pw / 2 + 60, y + 620, {
      stroke: gold,
      "stroke-width": 3,
    });
    s += (
      await paragraph(
        "In 1986 the first workshop opened with four benches, one lathe and a promise that every piece would leave the door better than it came in.",
        x + 110,
        y + 690,
        pw - 220,
        { font: t.fontP, size: 24, fill: mix(ink, t.P("Paper"), 0.2), lh: 1.55, anchor: "start" },
      )
    ).svg;
    s += illo(t, "people", x + pw + 70, y + 70, pw - 140, ph - 260, { tone: t.P("Sepia") });
    s += rect(x + pw + 70, y + 70, pw - 140, ph - 260, { fill: t.P("Sepia"), opacity: 0.25 });
    s += text("The original team outside the first workshop, 1986.", x + pw + 70, y + ph - 140, {
      font: "Linux Biolinum O",
      size: 22,
      italic: true,
      fill: mix(ink, t.P("Paper"), 0.3),
    });
  } else {
    s +=
      text("Five decades", x + 90, y + 170, { font: t.fontP, size: 64, fill: ink }) +
      text("at a glance", x + 90, y + 240, {
        font: t.fontP,
        size: 64,
        fill: t.P("Oxblood"),
        italic: true,
      });
    const events = [
      ["1974", "A single-room studio opens"],
      ["1986", "The first workshop"],
      ["1998", "Fifty craftspeople strong"],
      ["2009", "A school for apprentices"],
      ["2016", "The foundation is formed"],
      ["2024", "Fifty years, one story"],
    ];
    const lx = x + pw - 40;
    s += line(lx, y + 320, lx, y + ph - 80, { stroke: gold, "stroke-width": 4 });
    events.forEach(([yr, ev], i) => {
      const yy = y + 350 + i * 85;
      const right = i % 2 === 1;
      s += circle(lx, yy, 12, { fill: i === events.length - 1 ? t.P("Oxblood") : gold });
      s += text(yr!, right ? lx + 40 : lx - 40, yy + 10, {
        font: t.fontP,
        size: 40,
        anchor: right ? "start" : "end",
        fill: t.P("Sepia"),
      });
      s += text(ev!, right ? lx + 170 : lx - 170, yy + 8, {
        font: t.fontP,
        size: 26,
        anchor: right ? "start" : "end",
        fill: ink,
        italic: true,
      });
    });
    s +=
      text("— 74", x + 80, y + ph - 50, {
        font: "Linux Biolinum O",
        size: 20,
        fill: t.P("Sepia"),
      }) +
      text("75 —", x + 2 * pw - 80, y + ph - 50, {
        font: "Linux Biolinum O",
        size: 20,
        anchor: "end",
        fill: t.P("Sepia"),
      });
  }
  const gid = nextId("gt");
  s +=
    `<defs>${linearGradient(
      gid,
      [
        [0, "#000", 0],
        [0.4, "#000", 0.08],
        [0.5, "#000", 0.22],
        [0.6, "#000", 0.08],
        [1, "#000", 0],
      ],
      0,
      0,
      1,
      0,
    )}</defs>` + rect(x + pw - 70, y, 140, ph, { fill: `url(#${gid})` });
  return s;
}

export async function bookmark(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Paper");
  let s = surface(W, H, mix(bg, t.P("Sepia"), 0.12));
  // slipcase
  const sw = 560;
  const sh = 760;
  let sc = sheet(sw, sh, darken(t.P("Oxblood"), 0.15), 6);
  sc += rect(40, 40, sw - 80, sh - 80, {
    fill: "none",
    stroke: t.P("Antique Gold"),
    "stroke-width": 3,
  });
  sc +=
    symbolAt(t, sw / 2, sh / 2 - 40, 200, { mono: t.P("Antique Gold") }) +
    text("RAMiniscence", sw / 2, sh / 2 + 140, {
      font: t.fontP,
      size: 54,
      weight: 500,
      anchor: "middle",
      fill: t.P("Antique Gold"),
    });
  s += placed(160, 200, sw, sh, sc, { rot: -5 });
  // invitation
  const iw = 620;
  const ih = 440;
  let inv = sheet(iw, ih, t.P("Paper"), 4);
  inv += rect(24, 24, iw - 48, ih - 48, {
    fill: "none",
    stroke: t.P("Antique Gold"),
    "stroke-width": 2,
  });
  inv += text("You are invited", iw / 2, 110, {
    font: t.fontP,
    size: 46,
    anchor: "middle",
    fill: t.P("Oxblood"),
    italic: true,
  });
  inv += text("to the launch of", iw / 2, 160, {
    font: t.fontP,
    size: 26,
    anchor: "middle",
    fill: t.P("Ink"),
  });
  inv += text("RAMiniscence", iw / 2, 240, {
    font: t.fontP,
    size: 64,
    weight: 500,
    anchor: "middle",
    fill: t.P("Ink"),
  });
  inv += text("SATURDAY, 14 DECEMBER · 6 PM", iw / 2, 320, {
    font: "Linux Biolinum O",
    size: 22,
    weight: 700,
    anchor: "middle",
    ls: 0.2,
    fill: t.P("Sepia"),
  });
  inv += text("The Founders’ Hall", iw / 2, 360, {
    font: t.fontP,
    size: 24,
    anchor: "middle",
    fill: t.P("Ink"),
    italic: true,
  });
  s += placed(800, 560, iw, ih, inv, { rot: 6 });
  // ribbon bookmark
  s += g(
    path("M 0 0 H 70 V 600 L 35 560 L 0 600 Z", { fill: t.P("Oxblood") }) +
      line(35, 20, 35, 540, {
        stroke: t.P("Antique Gold"),
        "stroke-width": 2,
        "stroke-dasharray": "4 6",
      }) +
      g(symbolAt(t, 35, 80, 44, { mono: t.P("Antique Gold") }), {}),
    { transform: "translate(1440 90) rotate(10)" },
  );
  return s;
}
