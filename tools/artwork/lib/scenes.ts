// Scene compositions for every asset kind: banners, logo boards, palettes, type specimens,
// device showcases and application mock-ups.
import {
  type Theme,
  type Asset,
  brandInk,
  accentOn,
  symbolAt,
  lockup,
  lockupBox,
  wordmark,
} from "./brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  f,
  nextId,
  mix,
  lighten,
  darken,
  isDark,
  bestOn,
  contrast,
  hexToRgbString,
  linearGradient,
  radialGradient,
  softShadow,
  liftShadow,
  roundedRectPath,
  paragraph,
  fitSize,
  textWidth,
  svgDoc,
  resetIds,
} from "./core.ts";
import {
  placed,
  sheet,
  lines,
  pattern,
  illo,
  boardCaption,
  surface,
  dotsGrid,
  star4,
  icon,
} from "./kit.ts";
import {
  bottle,
  jar,
  box,
  can,
  tin,
  pouch,
  cup,
  beerBottle,
  tote,
  hangTag,
  bookCover,
  floorShadow,
} from "./objects.ts";
import { post, postFor, POSTS, type PostSpec } from "./posts.ts";
import { phoneFrame, browserFrame, screen, domain } from "./ui.ts";

type Scene = (t: Theme, w: number, h: number, idx: number) => Promise<string>;

// ---------------------------------------------------------------- banners
async function bannerGeneric(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.bannerBg;
  const ink = brandInk(t, bg);
  const acc = accentOn(t, bg);
  const compact = t.brief.compactBannerOnMobile;
  let s = surface(W, H, bg);
  const soft = mix(ink, bg, 0.45);
  if (compact) {
    // centred composition that survives a narrow crop
    s += pattern(t, -40, -40, W * 0.3, H + 80, { bg, size: 220, mono: mix(bg, ink, 0.07) });
    s += pattern(t, W * 0.7 + 40, -40, W * 0.3, H + 80, {
      bg,
      size: 220,
      mono: mix(bg, ink, 0.07),
    });
    const fid = nextId("fd");
    s +=
      `<defs>${linearGradient(
        fid,
        [
          [0, bg, 0],
          [0.3, bg, 1],
          [0.7, bg, 1],
          [1, bg, 0],
        ],
        0,
        0,
        1,
        0,
      )}</defs>` + rect(0, 0, W, H, { fill: `url(#${fid})` });
    s += circle(W / 2, H * 0.36, 190, { fill: mix(bg, acc, 0.12) });
    s += symbolAt(t, W / 2, H * 0.36, 260, { bg: mix(bg, acc, 0.12) });
    const wm = await wordmark(t, W / 2, H * 0.56, {
      color: ink,
      subColor: acc,
      maxW: 1000,
      maxSize: 170 / Math.sqrt(t.art.wm.length),
      anchor: "middle",
      fillOverride: t.gradient && isDark(bg) ? "url(#wmGoldB)" : undefined,
    });
    s += wm.svg;
    s += text(t.brief.tagline, W / 2, H * 0.56 + wm.h + 90, {
      font: t.fontP,
      size: 56,
      weight: 400,
      anchor: "middle",
      fill: soft,
    });
    return s;
  }
  // split composition
  const cx = W * 0.72;
  const cy = H * 0.5;
  const stage = isDark(bg) ? lighten(bg, 0.08) : mix(bg, acc, 0.14);
  s += circle(cx, cy, 430, { fill: stage });
  s += circle(cx + 250, cy - 300, 90, {
    fill: "none",
    stroke: acc,
    "stroke-width": 6,
    opacity: 0.8,
  });
  s += dotsGrid(cx - 520, cy + 260, 6, 4, 34, 6, mix(bg, ink, 0.25));
  s += symbolAt(t, cx, cy, 520, { bg: stage });
  const x0 = 200;
  s += text(t.brief.displayServices.toUpperCase().replace(/\s*\|\s*/g, "  ·  "), x0, 330, {
    font: t.fontS,
    size: 30,
    weight: 700,
    ls: 0.14,
    fill: acc,
  });
  const wm = await wordmark(t, x0, 380, {
    color: ink,
    subColor: acc,
    maxW: 900,
    maxSize: 210 / Math.sqrt(t.art.wm.length),
    fillOverride: t.gradient && isDark(bg) ? "url(#wmGoldB)" : undefined,
  });
  s += wm.svg;
  const ty = 380 + wm.h + 110;
  s += rect(x0, ty - 150 + 60, 120, 8, { fill: acc });
  s += (
    await paragraph(t.brief.tagline, x0, ty + 20, 900, {
      font: t.fontP,
      size: 68,
      weight: 400,
      fill: soft,
      lh: 1.2,
    })
  ).svg;
  return s;
}

async function bannerFanned(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.bannerBg;
  let s = surface(W, H, bg);
  if (t.folder === "tarinis")
    s += pattern(t, 0, 0, W, H, { bg, size: 200, mono: mix(bg, t.P("Terracotta"), 0.22) });
  if (t.folder === "movas") {
    s += symbolAt(t, 330, 600, 420, { mono: mix(bg, t.a1, 0.3) });
    s += symbolAt(t, W - 330, 600, 420, { mono: mix(bg, t.a1, 0.3) });
  }
  if (t.folder === "moen2") s += dotsGrid(140, 160, 8, 14, 64, 5, mix(bg, "#fff", 0.18));
  const list = POSTS[t.folder]!;
  const picks = [list[2]!, list[0]!, list[1]!];
  const S = 720;
  const pos = [
    [W / 2 - 620, H / 2 + 30, -8],
    [W / 2, H / 2 - 10, 0],
    [W / 2 + 620, H / 2 + 30, 8],
  ] as const;
  // draw side posts first, centre on top
  for (const i of [0, 2, 1]) {
    const [x, y, rot] = pos[i]!;
    const inner = await post(t, picks[i]!, S);
    s += placed(x - S / 2, y - S / 2, S, S, inner, { rot, r: 18, clip: true, shadow: 1.6 });
  }
  return s;
}

const BANNERS: Record<string, Scene> = {
  async "am-pm-cafe"(t, W, H) {
    const yel = t.P("Morning Yellow");
    const blue = t.P("Midnight Blue");
    let s = rect(0, 0, W / 2, H, { fill: yel }) + rect(W / 2, 0, W / 2, H, { fill: blue });
    s +=
      dotsGrid(120, 120, 5, 3, 40, 6, darken(yel, 0.15)) +
      dotsGrid(W - 280, H - 200, 5, 3, 40, 3, lighten(blue, 0.3));
    for (let i = 0; i < 12; i++)
      s += star4(
        W / 2 + 180 + ((i * 373) % 980),
        120 + ((i * 211) % 900),
        8 + (i % 3) * 5,
        t.P("Cream"),
      );
    s += circle(W / 2, H / 2 - 40, 300, { fill: t.P("Cream") });
    s += symbolAt(t, W / 2, H / 2 - 40, 440, {});
    s += text("AM", W / 2 - 380, H / 2 + 60, {
      font: t.fontP,
      size: 300,
      weight: 700,
      anchor: "end",
      fill: t.P("Espresso"),
    });
    s += text("PM", W / 2 + 380, H / 2 + 60, {
      font: t.fontP,
      size: 300,
      weight: 700,
      fill: t.P("Cream"),
    });
    s += text("Coffee till five.", W / 2 - 380, H / 2 + 170, {
      font: t.fontS,
      size: 56,
      weight: 400,
      anchor: "end",
      fill: t.P("Espresso"),
    });
    s += text("Cocktails after.", W / 2 + 380, H / 2 + 170, {
      font: t.fontS,
      size: 56,
      weight: 400,
      fill: t.P("Cream"),
    });
    s += path(roundedRectPath(W / 2 - 230, H - 250, 460, 100, 50), { fill: t.P("Cream") });
    s += text("CAFÉ & BAR", W / 2, H - 184, {
      font: t.fontS,
      size: 44,
      weight: 700,
      anchor: "middle",
      ls: 0.4,
      fill: t.P("Espresso"),
    });
    return s;
  },
  async nature(t, W, H) {
    const bg = t.P("Mist");
    let s = surface(W, H, bg);
    s += circle(W * 0.78, H * 0.3, 120, { fill: t.P("Clay"), opacity: 0.85 });
    s += path(
      `M 0 ${H * 0.7} C ${W * 0.2} ${H * 0.55} ${W * 0.35} ${H * 0.62} ${W * 0.5} ${H * 0.68} S ${W * 0.8} ${H * 0.52} ${W} ${H * 0.62} V ${H} H 0 Z`,
      { fill: mix(t.P("Canopy"), bg, 0.55) },
    );
    s += path(
      `M 0 ${H * 0.82} C ${W * 0.25} ${H * 0.7} ${W * 0.45} ${H * 0.8} ${W * 0.6} ${H * 0.78} S ${W * 0.85} ${H * 0.7} ${W} ${H * 0.76} V ${H} H 0 Z`,
      { fill: mix(t.P("Canopy"), bg, 0.25) },
    );
    s += path(
      `M 0 ${H * 0.92} C ${W * 0.3} ${H * 0.84} ${W * 0.6} ${H * 0.95} ${W} ${H * 0.88} V ${H} H 0 Z`,
      { fill: t.P("Canopy") },
    );
    s += path(
      `M ${W * 0.3} ${H} C ${W * 0.4} ${H * 0.93} ${W * 0.5} ${H * 0.97} ${W * 0.62} ${H * 0.9}`,
      { fill: "none", stroke: t.P("River"), "stroke-width": 18, "stroke-linecap": "round" },
    );
    s += await lockup(t, W / 2 - 600, 120, 1200, 560, { bg, layout: "stack" });
    s += text(t.brief.tagline, W / 2, 760, {
      font: t.fontP,
      size: 58,
      weight: 400,
      anchor: "middle",
      fill: t.P("Bark"),
    });
    return s;
  },
  async tarini(t, W, H) {
    const bg = t.P("Ivory");
    let s = surface(W, H, bg);
    const band = (y: number) =>
      rect(0, y, W, 130, { fill: t.P("Terracotta") }) +
      pattern(t, 0, y, W, 130, {
        bg: t.P("Terracotta"),
        size: 130,
        mono: mix(t.P("Terracotta"), bg, 0.45),
      });
    s += band(0) + band(H - 130);
    s += symbolAt(t, W * 0.72, H / 2, 560, { bg });
    s += text("HOME DECOR  ·  HAND BLOCK PRINTED", 220, 380, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.18,
      fill: t.P("Terracotta"),
    });
    const wm = await wordmark(t, 220, 420, {
      color: t.P("Indigo Dye"),
      subColor: t.P("Terracotta"),
      maxW: 1000,
      maxSize: 200,
    });
    s +=
      wm.svg +
      text(t.brief.tagline, 220, 420 + wm.h + 110, {
        font: t.fontP,
        size: 62,
        weight: 400,
        fill: mix(t.P("Indigo Dye"), bg, 0.3),
      });
    return s;
  },
  async ahh(t, W, H) {
    const bg = t.P("Khadi");
    let s = surface(W, H, bg);
    const cols = [
      t.P("Indigo"),
      t.P("Madder Red"),
      t.P("Turmeric"),
      t.P("Indigo"),
      t.P("Charcoal"),
      t.P("Madder Red"),
    ];
    let x = W * 0.56;
    cols.forEach((c, i) => {
      const w = [70, 36, 120, 28, 60, 150][i]!;
      s += rect(x, 0, w, H, { fill: c, opacity: 0.92 });
      x += w + [30, 18, 44, 22, 36, 0][i]!;
    });
    for (let y = 0; y < H; y += 22)
      s += line(W * 0.56 - 10, y, W, y, { stroke: bg, "stroke-width": 4, opacity: 0.35 });
    s += circle(W * 0.78, H / 2, 300, { fill: bg });
    s += symbolAt(t, W * 0.78, H / 2, 380, { bg });
    s += text("WEAVERS  ·  POTTERS  ·  BLOCK PRINTERS", 200, 360, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.16,
      fill: t.P("Madder Red"),
    });
    const wm = await wordmark(t, 200, 400, {
      color: t.P("Charcoal"),
      subColor: t.P("Indigo"),
      maxW: 900,
      maxSize: 260,
    });
    s +=
      wm.svg +
      (
        await paragraph(t.brief.tagline, 200, 400 + wm.h + 110, 900, {
          font: t.fontP,
          size: 72,
          weight: 400,
          fill: t.P("Indigo"),
          lh: 1.1,
        })
      ).svg;
    return s;
  },
  async pik(t, W, H) {
    const bg = t.P("Deep Teal");
    let s = surface(W, H, bg);
    for (let i = 0; i < 6; i++)
      s += circle(W / 2, H / 2, 460 + i * 120, {
        fill: "none",
        stroke: mix(bg, t.P("Ice Mint"), 0.12),
        "stroke-width": 2,
      });
    const cx = W / 2;
    const cy = H / 2;
    s += softShadow(cx - 400, cy - 400, 800, 800, { r: 400, blur: 40, dy: 30, opacity: 0.45 });
    const gid = nextId("tl");
    s += `<defs>${radialGradient(
      gid,
      [
        [0, lighten(t.P("Ice Mint"), 0.25)],
        [0.8, t.P("Ice Mint")],
        [1, darken(t.P("Ice Mint"), 0.12)],
      ],
      0.4,
      0.35,
      0.7,
    )}</defs>`;
    s +=
      circle(cx, cy, 400, { fill: `url(#${gid})` }) +
      circle(cx, cy, 360, {
        fill: "none",
        stroke: darken(t.P("Ice Mint"), 0.15),
        "stroke-width": 4,
      });
    s += circle(cx, cy, 320, {
      fill: "none",
      stroke: t.P("Deep Teal"),
      "stroke-width": 2,
      opacity: 0.4,
    });
    s += text("PIK", cx, cy + 120, {
      font: t.fontP,
      size: 380,
      weight: 700,
      anchor: "middle",
      fill: t.P("Jet"),
      ls: 0.04,
    });
    s += text("ICE MINT  ·  STRENGTH 2", cx, cy + 210, {
      font: t.fontS,
      size: 34,
      weight: 700,
      anchor: "middle",
      fill: t.P("Deep Teal"),
      ls: 0.2,
    });
    s += text("Cool.", 200, 470, {
      font: t.fontP,
      size: 170,
      weight: 700,
      fill: t.P("Frost White"),
    });
    s += text("Clean.", 200, 640, { font: t.fontP, size: 170, weight: 700, fill: t.P("Ice Mint") });
    s += text("Compact.", 200, 810, { font: t.fontP, size: 170, weight: 700, fill: t.P("Citrus") });
    s += text("TOBACCO-FREE NICOTINE POUCHES · 18+", W - 200, H - 120, {
      font: t.fontS,
      size: 26,
      weight: 700,
      anchor: "end",
      ls: 0.16,
      fill: mix(bg, "#fff", 0.6),
    });
    return s;
  },
  async raminiscence(t, W, H) {
    const bg = t.P("Paper");
    let s = surface(W, H, bg);
    const bw = 760;
    const bh = 960;
    s += g(liftShadow(0, 0, bw, bh, 6, 1.8) + (await bookCover(t, bw, bh)), {
      transform: `translate(${W * 0.56} ${(H - bh) / 2 + 10}) rotate(-6 ${bw / 2} ${bh / 2})`,
    });
    s += text("A COMMEMORATIVE COFFEE-TABLE BOOK", 220, 400, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.2,
      fill: t.P("Oxblood"),
    });
    s += text("RAMiniscence", 220, 560, {
      font: t.fontP,
      size: 170,
      weight: 500,
      fill: t.P("Ink"),
    });
    s += text("Fifty years, one story.", 220, 680, {
      font: t.fontP,
      size: 70,
      weight: 400,
      fill: t.P("Sepia"),
      italic: true,
    });
    s += rect(220, 740, 140, 6, { fill: t.P("Antique Gold") });
    return s;
  },
  async "drunken-scholar"(t, W, H) {
    const bg = t.P("Chinese Black");
    let s = surface(W, H, bg);
    const conf = [
      t.P("Amber"),
      t.P("Inchworm"),
      t.P("Lavender Magenta"),
      t.P("Maximum Blue Purple"),
    ];
    for (let i = 0; i < 40; i++) {
      const x = 120 + ((i * 547) % (W - 240));
      const y = 80 + ((i * 331) % (H - 160));
      if (x > 1300 && x < 2200 && y > 150 && y < 1100) continue;
      const c = conf[i % 4]!;
      s +=
        i % 3 === 0
          ? circle(x, y, 10 + (i % 4) * 3, { fill: c })
          : rect(x, y, 26, 10, {
              fill: c,
              rx: 4,
              transform: `rotate(${(i * 47) % 180} ${x} ${y})`,
            });
    }
    s += circle(W * 0.72, H / 2 + 20, 420, { fill: t.P("Gunmetal") });
    s += circle(W * 0.72, H / 2 + 20, 420, {
      fill: "none",
      stroke: t.P("Amber"),
      "stroke-width": 8,
      "stroke-dasharray": "4 22",
      "stroke-linecap": "round",
    });
    s += symbolAt(t, W * 0.72, H / 2 + 10, 640, { bg: t.P("Gunmetal"), time: 0.3 });
    s += text("PARTIES  ·  EVENTS  ·  MERCH", 200, 330, {
      font: t.fontS,
      size: 30,
      weight: 700,
      ls: 0.2,
      fill: t.P("Inchworm"),
    });
    const wm = await wordmark(t, 200, 370, { color: t.P("White"), maxW: 1000, maxSize: 220 });
    s += wm.svg;
    s += text("Class dismissed.", 200, 370 + wm.h + 100, {
      font: t.fontS,
      size: 64,
      weight: 600,
      fill: t.P("Amber"),
    });
    s += text("Party on.", 200, 370 + wm.h + 180, {
      font: t.fontS,
      size: 64,
      weight: 600,
      fill: t.P("Amber"),
    });
    return s;
  },
};

async function banner(t: Theme, W: number, H: number): Promise<string> {
  let defs = "";
  if (t.gradient)
    defs = `<defs>${linearGradient(
      "wmGoldB",
      [
        [0, t.gradient.from],
        [1, t.gradient.to],
      ],
      0,
      0,
      1,
      1,
    )}</defs>`;
  if (BANNERS[t.folder]) return defs + (await BANNERS[t.folder]!(t, W, H, 0));
  if (["movas", "tarinis", "moen2"].includes(t.folder)) return bannerFanned(t, W, H);
  return defs + (await bannerGeneric(t, W, H));
}

// ---------------------------------------------------------------- logo boards
async function logoTile(t: Theme, W: number, H: number): Promise<string> {
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

async function logoPrimary(t: Theme, W: number, H: number): Promise<string> {
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

async function logoSymbol(t: Theme, W: number, H: number): Promise<string> {
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

async function logoReversed(t: Theme, W: number, H: number): Promise<string> {
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

async function logoBadge(t: Theme, W: number, H: number): Promise<string> {
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

// ---------------------------------------------------------------- palette & type
async function palette(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.folder === "brand-name" ? "#F4F2EE" : lighten(t.light, 0.3);
  const ink = t.folder === "brand-name" ? "#111" : brandInk(t, bg);
  let s = surface(W, H, bg);
  const title = t.folder === "brand-name" ? "Primary Colours" : "Colour Palette";
  s += text(title, 120, 170, {
    font: t.fontP,
    size: 76,
    weight: t.art.wmWeight >= 600 ? 700 : 500,
    fill: ink,
  });
  s += text(t.brief.brand.toUpperCase(), W - 120, 160, {
    font: t.fontS,
    size: 24,
    weight: 700,
    anchor: "end",
    ls: 0.2,
    fill: mix(ink, bg, 0.45),
  });
  type Sw = { name: string; hex: string; meaning?: string; fill?: string; sub?: string };
  let sw: Sw[] = t.brief.palette.map((c) => ({ ...c }));
  let defs = "";
  if (t.folder === "brand-name" && t.gradient) {
    const gid = nextId("gold");
    defs = `<defs>${linearGradient(
      gid,
      [
        [0, t.gradient.from],
        [1, t.gradient.to],
      ],
      0,
      0,
      1,
      1,
    )}</defs>`;
    sw = [
      { name: "Black", hex: "#000000" },
      { name: "White", hex: "#FFFFFF" },
      {
        name: t.brief.gradient!.name,
        hex: t.gradient.from,
        fill: `url(#${gid})`,
        sub: `${t.gradient.from} → ${t.gradient.to}`,
      },
    ];
  }
  if (t.folder === "drunken-scholar") sw = sw.map((c) => ({ ...c, meaning: undefined }));
  const n = sw.length;
  const rows = n > 6 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const gap = 28;
  const x0 = 120;
  const y0 = 250;
  const cw = (W - 2 * x0 - gap * (perRow - 1)) / perRow;
  const ch = (H - y0 - 110 - gap * (rows - 1)) / rows;
  const nameSizes: number[] = [];
  const big0 = rows === 1 ? 1 : 0.8;
  for (const c of sw)
    nameSizes.push(
      await fitSize(
        c.name,
        { font: t.fontP, weight: t.art.wmWeight >= 600 ? 700 : 500 },
        cw - 64,
        44 * big0,
      ),
    );
  const nameSize = Math.min(...nameSizes);
  sw.forEach((c, i) => {
    const r = Math.floor(i / perRow);
    const k = i % perRow;
    const x = x0 + k * (cw + gap);
    const y = y0 + r * (ch + gap);
    const fill = c.fill ?? c.hex;
    const tc = c.fill ? "#1A1306" : bestOn(c.hex, "#FFFFFF", "#111111", t.dark);
    s += softShadow(x, y, cw, ch, { r: 22, blur: 14, dy: 10, opacity: 0.12 });
    s += path(roundedRectPath(x, y, cw, ch, 22), {
      fill,
      stroke: contrast(c.hex, bg) < 1.3 ? mix(bg, "#000", 0.12) : "none",
      "stroke-width": 2,
    });
    const big = rows === 1 ? 1 : 0.8;
    let ty = y + ch - 40 * big;
    const rgb = c.sub ?? `RGB ${hexToRgbString(c.hex)}`;
    if (!c.sub) {
      s += text(rgb, x + 32, ty, {
        font: t.fontS,
        size: 24 * big,
        weight: 400,
        fill: tc,
        opacity: 0.85,
      });
      ty -= 36 * big;
    } else {
      s += text(rgb, x + 32, ty, {
        font: t.fontS,
        size: 24 * big,
        weight: 400,
        fill: tc,
        opacity: 0.85,
      });
      ty -= 36 * big;
    }
    s += text(c.sub ? "GRADIENT" : c.hex.toUpperCase(), x + 32, ty, {
      font: t.fontS,
      size: 26 * big,
      weight: 700,
      fill: tc,
      ls: 0.06,
    });
    ty -= 50 * big;
    s += text(c.name, x + 32, ty, {
      font: t.fontP,
      size: nameSize,
      weight: t.art.wmWeight >= 600 ? 700 : 500,
      fill: tc,
    });
    if (c.meaning)
      s += text(c.meaning.toUpperCase(), x + 32, y + 60, {
        font: t.fontS,
        size: 24 * big,
        weight: 700,
        ls: 0.16,
        fill: tc,
        opacity: 0.9,
      });
  });
  return defs + s;
}

const WEIGHT_NAMES: Record<number, string> = {
  100: "Thin",
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};

async function typography(t: Theme, W: number, H: number): Promise<string> {
  const bg = lighten(t.light, 0.2);
  const ink = brandInk(t, bg);
  const panel = t.folder === "drunken-scholar" ? t.P("Gunmetal") : t.dark;
  const pink = brandInk(t, panel);
  const acc = accentOn(t, panel);
  let s = surface(W, H, bg);
  const pw = 820;
  s += rect(0, 0, pw, H, { fill: panel });
  const pWeight = t.art.wmWeight;
  s += text("PRIMARY TYPEFACE", 90, 130, {
    font: t.fontS,
    size: 24,
    weight: 700,
    ls: 0.2,
    fill: acc,
  });
  s += text("Aa", pw / 2, 700, {
    font: t.fontP,
    size: await fitSize("Aa", { font: t.fontP, weight: pWeight }, pw - 180, 520),
    weight: pWeight,
    anchor: "middle",
    fill: pink,
  });
  s += text(t.fontP, 90, H - 190, {
    font: t.fontP,
    size: await fitSize(t.fontP, { font: t.fontP, weight: pWeight }, pw - 180, 84),
    weight: pWeight,
    fill: pink,
  });
  s += text(t.brief.typefaces.primary.role, 90, H - 130, {
    font: t.fontS,
    size: 28,
    weight: 400,
    fill: mix(pink, panel, 0.3),
  });
  const x = pw + 110;
  const maxW = W - x - 110;
  s += text("CHARACTERS", x, 130, {
    font: t.fontS,
    size: 22,
    weight: 700,
    ls: 0.2,
    fill: mix(ink, bg, 0.45),
  });
  const rowsTxt = ["ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "abcdefghijklm", "nopqrstuvwxyz"];
  let size = 86;
  for (const r of rowsTxt)
    size = Math.min(size, await fitSize(r, { font: t.fontP, weight: pWeight, ls: 0.02 }, maxW, 86));
  rowsTxt.forEach(
    (r, i) =>
      (s += text(r, x, 230 + i * size * 1.12, {
        font: t.fontP,
        size,
        weight: pWeight,
        ls: 0.02,
        fill: ink,
      })),
  );
  let y = 230 + 3 * size * 1.12 + 90;
  s += text("NUMBERS", x, y - 40, {
    font: t.fontS,
    size: 22,
    weight: 700,
    ls: 0.2,
    fill: mix(ink, bg, 0.45),
  });
  const nums = "0123456789 &?!@";
  s += text(nums, x, y + size * 0.72, {
    font: t.fontP,
    size: Math.min(
      size,
      await fitSize(nums, { font: t.fontP, weight: pWeight, ls: 0.04 }, maxW, size),
    ),
    weight: pWeight,
    ls: 0.04,
    fill: accentOn(t, bg),
  });
  y += size + 60;
  s += line(x, y, W - 110, y, { stroke: mix(ink, bg, 0.8), "stroke-width": 2 });
  y += 70;
  s += text(`SECONDARY TYPEFACE — ${t.fontS.toUpperCase()}`, x, y, {
    font: t.fontS,
    size: 22,
    weight: 700,
    ls: 0.2,
    fill: mix(ink, bg, 0.45),
  });
  y += 20;
  const ws = t.sWeights;
  const rowH = Math.min(78, (H - 90 - y) / ws.length);
  for (const wgt of ws) {
    y += rowH;
    const label = `${WEIGHT_NAMES[wgt] ?? wgt} ${wgt}`;
    s += text(label, x, y, { font: t.fontS, size: rowH * 0.5, weight: wgt, fill: ink });
    s += text("The quick brown fox jumps over the lazy dog", x + 330, y, {
      font: t.fontS,
      size: rowH * 0.42,
      weight: wgt,
      fill: mix(ink, bg, 0.2),
    });
  }
  return s;
}

// ---------------------------------------------------------------- device showcases
async function screenMobile(t: Theme, W: number, H: number, stem: string): Promise<string> {
  const sc = await screen(t, stem);
  const tone = isDark(t.light) ? t.light : mix(t.light, t.a1, 0.12);
  let s = surface(W, H, tone);
  s +=
    circle(W * 0.85, H * 0.12, 220, { fill: mix(tone, t.a1, 0.25) }) +
    circle(W * 0.1, H * 0.92, 160, { fill: mix(tone, t.a2, 0.22) });
  const pw = 620;
  s += phoneFrame((W - pw) / 2, (H - pw * 2.16) / 2, pw, sc.svg, { screenBg: sc.bg });
  return s;
}
async function screenDesktop(t: Theme, W: number, H: number, stem: string): Promise<string> {
  const sc = await screen(t, stem);
  const tone = mix(t.light, t.a1, 0.1);
  let s = surface(W, H, tone);
  s +=
    circle(W * 0.92, H * 0.1, 260, { fill: mix(tone, t.a1, 0.22) }) +
    circle(W * 0.05, H * 0.95, 200, { fill: mix(tone, t.a2, 0.2) });
  const bw = 1700;
  const bh = 1120;
  s += browserFrame((W - bw) / 2, (H - bh) / 2, bw, bh, domain(t), sc.svg, {
    screenBg: sc.bg,
    font: t.fontS,
  });
  return s;
}

// ---------------------------------------------------------------- application mock-ups
async function socialGrid(t: Theme, W: number, H: number): Promise<string> {
  const list = POSTS[t.folder]!;
  const bgc = mix(t.light, t.a1, 0.12);
  let s = surface(W, H, bgc);
  const cw = 880;
  const x0 = (W - cw) / 2;
  const y0 = 40;
  const chH = H - 80;
  s +=
    liftShadow(x0, y0, cw, chH, 24, 1.2) +
    path(roundedRectPath(x0, y0, cw, chH, 24), { fill: "#FFFFFF" });
  const handle = t.brief.brand
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
  const av = 56;
  s += circle(x0 + 40 + av, y0 + 40 + av, av + 6, {
    fill: "none",
    stroke: t.a2,
    "stroke-width": 4,
  });
  s += circle(x0 + 40 + av, y0 + 40 + av, av, { fill: t.tileBg });
  s += symbolAt(t, x0 + 40 + av, y0 + 40 + av, av * 1.2, { bg: t.tileBg });
  s += text(handle, x0 + 200, y0 + 86, { font: "Inter", size: 30, weight: 700, fill: "#111" });
  s += text(t.brief.tagline, x0 + 200, y0 + 126, { font: "Inter", size: 22, fill: "#555" });
  [
    ["248", "posts"],
    ["18.4k", "followers"],
    ["312", "following"],
  ].forEach(([a, b], i) => {
    s += text(a!, x0 + 540 + i * 120, y0 + 84, {
      font: "Inter",
      size: 26,
      weight: 700,
      anchor: "middle",
      fill: "#111",
    });
    s += text(b!, x0 + 540 + i * 120, y0 + 116, {
      font: "Inter",
      size: 18,
      anchor: "middle",
      fill: "#777",
    });
  });
  const gy = y0 + 176;
  const gap = 6;
  const cell = (cw - 2 * gap) / 3;
  s += line(x0, gy - 16, x0 + cw, gy - 16, { stroke: "#EAEAEA", "stroke-width": 2 });
  for (let i = 0; i < 9; i++) {
    const spec = list[i % list.length]!;
    const px = x0 + (i % 3) * (cell + gap);
    const py = gy + Math.floor(i / 3) * (cell + gap);
    s += g(await post(t, spec, cell), { transform: `translate(${f(px)} ${f(py)})` });
  }
  return s;
}

async function socialPost(t: Theme, W: number, _H: number, idx: number): Promise<string> {
  return post(t, postFor(t.folder, idx), W);
}

async function story(t: Theme, W: number, H: number): Promise<string> {
  const list = POSTS[t.folder]!;
  const bg = mix(t.light, t.a1, 0.15);
  let s = surface(W, H, bg);
  const fw = 450;
  const fh = fw * (16 / 9);
  const y = (H - fh) / 2;
  const specs: PostSpec[] = [
    {
      type: "headline",
      bg: t.art.bannerBg,
      kicker: "COMING SOON",
      title: "Something new is on the bench.",
    },
    { ...list[0]!, type: "product" },
    { type: "event", bg: t.art.light, kicker: "SHOP NOW", title: list[0]!.title, cta: "Swipe up" },
  ];
  if (t.folder === "tarinis")
    specs[0] = {
      type: "photo",
      bg: "Ivory",
      title: "Behind the block",
      illo: "textile",
      kicker: "IN THE WORKSHOP",
    };
  for (let i = 0; i < 3; i++) {
    const x = W / 2 - fw * 1.5 - 40 + i * (fw + 40);
    const spec = specs[i]!;
    const sq = await post(t, spec, fw);
    const pbg = t.P(spec.bg);
    let inner = rect(0, 0, fw, fh, { fill: pbg });
    inner += g(sq, { transform: `translate(0 ${f((fh - fw) / 2)})` });
    // story chrome
    for (let k = 0; k < 3; k++)
      inner += rect(14 + k * ((fw - 28) / 3), 14, (fw - 28) / 3 - 6, 4, {
        rx: 2,
        fill: "#fff",
        opacity: k <= i ? 0.95 : 0.45,
      });
    inner +=
      circle(34, 44, 14, { fill: t.tileBg, stroke: "#fff", "stroke-width": 2 }) +
      symbolAt(t, 34, 44, 18, { bg: t.tileBg });
    inner += text(t.brief.brand.toLowerCase().replace(/[^a-z]+/g, ""), 56, 50, {
      font: "Inter",
      size: 14,
      weight: 700,
      fill: bestOn(pbg, "#fff", "#111"),
    });
    if (i === 2)
      inner += path(
        `M ${fw / 2 - 12} ${fh - 40} L ${fw / 2} ${fh - 52} L ${fw / 2 + 12} ${fh - 40}`,
        { fill: "none", stroke: bestOn(pbg, "#fff", "#111"), "stroke-width": 3 },
      );
    s += placed(x, y, fw, fh, inner, { r: 22, clip: true, shadow: 1.3 });
  }
  return s;
}

async function carousel(t: Theme, W: number, H: number): Promise<string> {
  const bg = mix(t.light, t.a1, 0.12);
  let s = surface(W, H, bg);
  const S = 480;
  const steps = [
    ["Step 1", "Pick your audience", "Build a segment from behaviour, not guesswork."],
    ["Step 2", "Design the journey", "Drag in push, email and in-app messages."],
    ["Step 3", "Measure and tune", "Watch conversions update in real time."],
  ];
  const u = S / 1200;
  for (let i = 0; i < 3; i++) {
    const x = W / 2 - S * 1.5 - 30 + i * (S + 30);
    const y = (H - S) / 2;
    const pbg = i === 1 ? t.P("Engage Blue") : t.P(i === 0 ? "Night Navy" : "Snow");
    const ink = brandInk(t, pbg);
    let inner = rect(0, 0, S, S, { fill: pbg });
    inner += text(steps[i]![0]!.toUpperCase(), 90 * u, 160 * u, {
      font: t.fontS,
      size: 40 * u,
      weight: 700,
      ls: 0.16,
      fill: i === 1 ? (t.P("Pulse Pink") === pbg ? "#fff" : "#FFD1E1") : t.P("Pulse Pink"),
    });
    inner += text(String(i + 1), S - 90 * u, 330 * u, {
      font: t.fontP,
      size: 300 * u,
      weight: 800,
      anchor: "end",
      fill: mix(pbg, ink, 0.15),
    });
    inner += (
      await paragraph(steps[i]![1]!, 90 * u, 480 * u, S - 180 * u, {
        font: t.fontP,
        size: 110 * u,
        weight: 800,
        fill: ink,
        lh: 1.05,
      })
    ).svg;
    inner += (
      await paragraph(steps[i]![2]!, 90 * u, 800 * u, S - 180 * u, {
        font: t.fontS,
        size: 46 * u,
        weight: 400,
        fill: mix(ink, pbg, 0.25),
        lh: 1.35,
      })
    ).svg;
    inner += symbolAt(t, 130 * u, S - 120 * u, 90 * u, { bg: pbg });
    inner += text(i < 2 ? "Swipe →" : "moengo", S - 90 * u, S - 100 * u, {
      font: t.fontS,
      size: 40 * u,
      weight: 700,
      anchor: "end",
      fill: ink,
    });
    s += placed(x, y, S, S, inner, { r: 14, clip: true, shadow: 1.2 });
  }
  [0, 1, 2].forEach(
    (i) =>
      (s += circle(W / 2 - 30 + i * 30, H - 120, 8, {
        fill: i === 0 ? t.P("Engage Blue") : mix(bg, "#000", 0.2),
      })),
  );
  return s;
}

async function packaging(t: Theme, W: number, H: number): Promise<string> {
  const F = t.folder;
  const wall =
    F === "pik" ? t.P("Frost White") : mix(t.light, t.a1, F === "abiliti-aids" ? 0.35 : 0.18);
  const floor = darken(wall, 0.08);
  let s = surface(W, H, wall, { floor, floorAt: 0.72 });
  const fy = H * 0.86;
  switch (F) {
    case "abiliti-aids":
      s += await box(t, 220, fy, 560, 640, 200, {
        face: t.P("Care Teal"),
        accent: t.P("Sunrise Coral"),
        name: "Walking Aid Kit",
        sub: "Adjustable · Foldable",
      });
      s += await box(t, 880, fy + 20, 440, 480, 160, {
        face: t.P("Soft Sand"),
        accent: t.P("Care Teal"),
        name: "Grip & Reach",
        sub: "Daily-living set",
      });
      break;
    case "skintastic":
      s += await box(t, 240, fy, 300, 560, 120, {
        face: t.P("Milk"),
        accent: t.P("Berry"),
        name: "Night Serum",
        sub: "30 ml",
      });
      s += await bottle(t, 760, fy, 700, {
        name: "Night Serum",
        body: t.P("Berry"),
        sub: "NIACINAMIDE + OAT",
      });
      s += await jar(t, 1180, fy, 560, {
        name: "Cloud Cream",
        sub: "Moisturiser 50 ml",
        body: t.P("Blush"),
        accent: t.P("Berry"),
      });
      break;
    case "cense": {
      const tube = async (cx: number, c: string, n: string) => {
        const w = 150;
        const top = fy - 620;
        const id = nextId("tb");
        return (
          floorShadow(cx, fy, w * 1.2) +
          `<defs>${linearGradient(
            id,
            [
              [0, darken(c, 0.2)],
              [0.4, lighten(c, 0.12)],
              [1, darken(c, 0.25)],
            ],
            0,
            0,
            1,
            0,
          )}</defs>` +
          rect(cx - w / 2, top, w, fy - top, { fill: `url(#${id})`, rx: 8 }) +
          rect(cx - w / 2 - 4, top - 40, w + 8, 60, { fill: darken(c, 0.3), rx: 8 }) +
          rect(cx - w / 2, top + 140, w, 300, { fill: t.P("Ash") }) +
          text("Cense", cx, top + 230, {
            font: t.fontP,
            size: 52,
            weight: 700,
            anchor: "middle",
            fill: t.P("Smoke Plum"),
          }) +
          text(n.toUpperCase(), cx, top + 290, {
            font: t.fontS,
            size: 20,
            weight: 700,
            anchor: "middle",
            ls: 0.14,
            fill: t.P("Ember"),
          }) +
          text("20 STICKS", cx, top + 410, {
            font: t.fontS,
            size: 16,
            weight: 500,
            anchor: "middle",
            ls: 0.2,
            fill: mix(t.P("Smoke Plum"), t.P("Ash"), 0.3),
          })
        );
      };
      s += await tube(330, t.P("Smoke Plum"), "Sandalwood");
      s += await tube(540, t.P("Ember"), "Vetiver");
      s += await jar(t, 1060, fy, 720, {
        name: "Amber Dusk",
        sub: "Soy candle",
        flame: true,
        body: t.P("Smoke Plum"),
        label: t.P("Ash"),
      });
      break;
    }
    case "pik":
      s += await tin(t, 420, fy - 40, 560, {
        name: "Ice Mint",
        body: t.P("Ice Mint"),
        strength: 2,
      });
      s += await tin(t, 1180, fy - 40, 560, {
        name: "Citrus Chill",
        body: t.P("Citrus"),
        strength: 3,
      });
      s += await tin(t, 800, fy + 60, 600, {
        name: "Deep Freeze",
        body: t.P("Deep Teal"),
        strength: 4,
      });
      break;
    case "tarini": {
      const bx = 330;
      const bw = 720;
      const tissue =
        rect(0, 0, 700, 460, { fill: "#FBF7EE" }) +
        pattern(t, 0, 0, 700, 460, {
          bg: "#FBF7EE",
          size: 90,
          mono: mix("#FBF7EE", t.P("Terracotta"), 0.35),
        });
      s += placed(120, fy - 470, 700, 460, tissue, { rot: -12, shadow: 0.6 });
      s += await box(t, bx, fy, bw, 360, 300, {
        face: t.P("Ivory"),
        accent: t.P("Terracotta"),
        lid: t.P("Indigo Dye"),
        side: darken(t.P("Ivory"), 0.15),
      });
      s += g(
        pattern(t, bx, fy - 360, bw, 360, {
          bg: t.P("Ivory"),
          size: 110,
          mono: mix(t.P("Ivory"), t.P("Indigo Dye"), 0.2),
        }),
        { opacity: 0.9 },
      );
      s += rect(bx + bw * 0.2, fy - 300, bw * 0.6, 200, { fill: t.P("Ivory") });
      s += await lockup(t, bx + bw * 0.2, fy - 300, bw * 0.6, 200, {
        bg: t.P("Ivory"),
        layout: "stack",
      });
      s += path(
        `M ${bx + 210} ${fy - 360} L ${bx + 210 + 210} ${fy - 360 - 135} M ${bx + bw - 210} ${fy - 360} L ${bx + bw - 210 + 210} ${fy - 360 - 135}`,
        { stroke: t.P("Mustard"), "stroke-width": 12 },
      );
      s += g(
        liftShadow(0, 0, 120, 200, 10) +
          (await hangTag(t, 120, 200, {
            fill: t.P("Mustard"),
            name: "Tarini",
            back: true,
            sub: "With love",
          })),
        { transform: `translate(${bx + bw + 80} ${fy - 330}) rotate(14)` },
      );
      s += path(
        `M ${bx + bw} ${fy - 340} Q ${bx + bw + 60} ${fy - 380} ${bx + bw + 140} ${fy - 320}`,
        { fill: "none", stroke: t.P("Mustard"), "stroke-width": 4 },
      );
      break;
    }
    case "mool":
      s += await pouch(t, 420, fy, 640, {
        name: "Red Rice",
        sub: "1 kg · Single-origin",
        accent: t.P("Soil"),
      });
      s += await pouch(t, 1180, fy, 640, {
        name: "Foxtail Millet",
        sub: "500 g · Stone-ground",
        accent: t.P("Deep Green"),
      });
      s += await pouch(t, 800, fy + 40, 700, {
        name: "Toor Dal",
        sub: "1 kg · Unpolished",
        accent: t.P("Sprout"),
      });
      break;
    case "ggsm":
      s += await can(t, 460, fy, 720, { name: "Ginger Amber", body: t.P("Kombucha Amber") });
      s += await can(t, 1140, fy, 720, { name: "Hibiscus Berry", body: t.P("Berry") });
      s += await can(t, 800, fy + 40, 760, { name: "Sage & Lime", body: t.P("Sage") });
      break;
    default:
      s += await box(t, 500, fy, 600, 600, 200, {});
  }
  return s;
}

async function brochure(t: Theme, W: number, H: number): Promise<string> {
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

async function stationery(t: Theme, W: number, H: number): Promise<string> {
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

async function toteScene(t: Theme, W: number, H: number): Promise<string> {
  const wall =
    t.folder === "ahh" ? mix(t.P("Turmeric"), t.light, 0.55) : mix(t.P("Sage"), t.light, 0.35);
  let s = surface(W, H, wall);
  s += circle(800, 120, 14, { fill: darken(wall, 0.3) });
  const print = t.folder === "ahh" ? t.P("Indigo") : t.P("Terracotta");
  s += tote(t, 520, 360, 560, 620, { fill: "#EAE3D2", print });
  s += path(`M 660 364 L 800 120 L 940 364`, {
    fill: "none",
    stroke: "#D6CDB8",
    "stroke-width": 0,
  });
  return s;
}

async function signage(t: Theme, W: number, H: number): Promise<string> {
  if (t.folder === "one-bonsai") {
    const sky = mix(t.P("Sage"), "#FFFFFF", 0.45);
    let s = surface(W, H, sky, { floor: mix(t.P("Moss Green"), "#000", 0.05), floorAt: 0.78 });
    s += illo(t, "landscape", 0, 0, W, H * 0.8, { tone: t.P("Sage") });
    const px = W / 2 - 20;
    s += softShadow(px - 10, H * 0.9, 80, 20, { blur: 16, opacity: 0.35 });
    s += rect(px, 200, 40, H * 0.92 - 200, { fill: t.P("Charcoal") });
    const dirs = [
      ["Cottages", "right", 0],
      ["Spa & Yoga", "left", 1],
      ["Dining Hall", "right", 2],
    ] as const;
    for (const [n, dir, i] of dirs) {
      const y = 260 + i * 190;
      const bw = 520;
      const x = dir === "right" ? px + 20 : px + 20 - bw;
      const pts =
        dir === "right"
          ? `M ${x} ${y} H ${x + bw - 60} L ${x + bw} ${y + 70} L ${x + bw - 60} ${y + 140} H ${x} Z`
          : `M ${x + 60} ${y} H ${x + bw} V ${y + 140} H ${x + 60} L ${x} ${y + 70} Z`;
      const fill = i === 1 ? t.P("Terracotta") : t.P("Rice White");
      s += softShadow(x, y, bw, 140, { blur: 14, dy: 12, opacity: 0.25 }) + path(pts, { fill });
      s += text(n, dir === "right" ? x + 40 : x + bw - 40, y + 88, {
        font: t.fontP,
        size: 52,
        anchor: dir === "right" ? "start" : "end",
        fill: i === 1 ? t.P("Rice White") : t.P("Charcoal"),
      });
      const arrow = icon("arrow", 0, 0, 40, i === 1 ? t.P("Rice White") : t.P("Moss Green"));
      s += g(arrow, {
        transform: `translate(${dir === "right" ? x + bw - 120 : x + 120} ${y + 70})${dir === "right" ? "" : " scale(-1 1)"}`,
      });
    }
    s +=
      circle(px + 20, 150, 90, { fill: t.P("Rice White") }) +
      symbolAt(t, px + 20, 150, 130, { bg: t.P("Rice White") });
    return s;
  }
  if (t.folder === "am-pm-cafe") {
    const wall = t.P("Latte");
    let s = surface(W, H, wall);
    for (let y = 0; y < H; y += 60)
      for (let x = (y / 60) % 2 ? -60 : 0; x < W; x += 120)
        s += rect(x + 2, y + 2, 116, 56, { fill: darken(wall, 0.05), rx: 2 });
    // doorway & awning
    s +=
      rect(880, 560, 560, 640, { fill: t.P("Espresso") }) +
      rect(920, 600, 230, 600, { fill: lighten(t.P("Espresso"), 0.12) }) +
      rect(1170, 600, 230, 600, { fill: lighten(t.P("Espresso"), 0.12) });
    s +=
      rect(920, 620, 230, 300, { fill: mix(t.P("Morning Yellow"), "#fff", 0.5), opacity: 0.5 }) +
      rect(1170, 620, 230, 300, { fill: mix(t.P("Morning Yellow"), "#fff", 0.5), opacity: 0.5 });
    for (let i = 0; i < 10; i++)
      s += path(`M ${820 + i * 68} 470 h 68 v 80 q -34 30 -68 0 Z`, {
        fill: i % 2 ? t.P("Cream") : t.P("Midnight Blue"),
      });
    // bracket & blade sign
    s += rect(420, 280, 380, 22, { fill: "#222" }) + rect(420, 250, 22, 90, { fill: "#222" });
    s +=
      line(520, 302, 520, 360, { stroke: "#222", "stroke-width": 6 }) +
      line(720, 302, 720, 360, { stroke: "#222", "stroke-width": 6 });
    s += softShadow(440, 350, 360, 360, { r: 180, blur: 26, dy: 30, opacity: 0.35 });
    s += circle(620, 540, 190, { fill: t.P("Cream"), stroke: t.P("Espresso"), "stroke-width": 14 });
    s += symbolAt(t, 620, 500, 220, {});
    s += text("AM:PM", 620, 660, {
      font: t.fontP,
      size: 56,
      weight: 700,
      anchor: "middle",
      fill: t.P("Espresso"),
    });
    return s;
  }
  // gnome: hanging pub sign
  const wall = mix(t.P("Barrel Brown"), "#000", 0.1);
  let s = surface(W, H, wall);
  for (let x = 0; x < W; x += 90)
    s += rect(x, 0, 86, H, { fill: lighten(wall, (x / 90) % 3 === 0 ? 0.05 : 0.02) });
  s +=
    rect(300, 150, 900, 34, { fill: "#2A2A2A", rx: 6 }) +
    rect(290, 120, 40, 120, { fill: "#2A2A2A", rx: 6 });
  s +=
    line(520, 184, 520, 330, { stroke: "#2A2A2A", "stroke-width": 8, "stroke-dasharray": "20 8" }) +
    line(1080, 184, 1080, 330, {
      stroke: "#2A2A2A",
      "stroke-width": 8,
      "stroke-dasharray": "20 8",
    });
  const sx = 420;
  const sy = 330;
  const sw = 760;
  const sh = 760;
  s += softShadow(sx, sy, sw, sh, { r: 30, blur: 40, dy: 40, opacity: 0.5 });
  s +=
    path(roundedRectPath(sx, sy, sw, sh, 30), { fill: t.P("Hop Gold") }) +
    path(roundedRectPath(sx + 24, sy + 24, sw - 48, sh - 48, 20), { fill: t.P("Forest") });
  s += await lockup(t, sx + 60, sy + 60, sw - 120, sh - 120, {
    bg: t.P("Forest"),
    layout: "stack",
  });
  s += text("EST. 2019 · CRAFT BEER", sx + sw / 2, sy + sh - 50, {
    font: t.fontS,
    size: 24,
    weight: 700,
    anchor: "middle",
    ls: 0.2,
    fill: t.P("Hop Gold"),
  });
  return s;
}

async function businessCards(t: Theme, W: number, H: number): Promise<string> {
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

async function hangTags(t: Theme, W: number, H: number): Promise<string> {
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

async function lookbook(t: Theme, W: number, H: number): Promise<string> {
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

async function posterScene(t: Theme, W: number, H: number): Promise<string> {
  const F = t.folder;
  const wall =
    F === "pik"
      ? mix(t.P("Jet"), "#333", 0.5)
      : F === "drunken-scholar"
        ? t.P("Gunmetal")
        : mix(t.light, t.dark, 0.12);
  let s = surface(W, H, wall);
  const pw = 900;
  const ph = 1200;
  const x = (W - pw) / 2;
  const y = (H - ph) / 2 - 10;
  let p = "";
  const u = pw / 900;
  const spec = (() => {
    switch (F) {
      case "signs-of-happiness":
        return {
          bg: t.P("Sunshine"),
          kicker: "FAMILY WORKSHOP · SAT 10 AM",
          title: ["Paint your", "happy place"],
          body: "Community Hall, Block B · Free for all ages · Materials provided",
          art: "symbol",
        };
      case "pik":
        return {
          bg: t.P("Deep Teal"),
          kicker: "NEW · ICE MINT",
          title: ["Cool.", "Clean.", "Compact."],
          body: "Tobacco-free nicotine pouches. For adults 18+ only. Contains nicotine, an addictive substance.",
          art: "tin",
        };
      case "mool":
        return {
          bg: t.P("Linen"),
          kicker: "FROM OUR FARMS TO YOUR KITCHEN",
          title: ["Back to", "the root."],
          body: "Meet 120 family farms growing rice, millets and dals without chemicals. Sunday market · 8 am.",
          art: "symbol",
        };
      case "nature":
        return {
          bg: t.P("Canopy"),
          kicker: "VOLUNTEERS WANTED",
          title: ["Sunday trail", "clean-up"],
          body: "North gate · 7 am · Gloves, bags and breakfast provided",
          art: "landscape",
        };
      default:
        return {
          bg: t.P("Chinese Black"),
          kicker: "SATURDAY · 9 PM TILL LATE",
          title: ["Finals", "Night"],
          body: "Three floors · Two DJs · One very wise owl",
          art: "owl",
        };
    }
  })();
  const ink = brandInk(t, spec.bg);
  const acc = bestOn(spec.bg, t.a1, t.a2, t.a3);
  p += rect(0, 0, pw, ph, { fill: spec.bg });
  if (spec.art === "symbol") {
    p +=
      circle(pw * 0.7, ph * 0.68, 300 * u, { fill: mix(spec.bg, acc, 0.25) }) +
      symbolAt(t, pw * 0.7, ph * 0.68, 420 * u, { bg: mix(spec.bg, acc, 0.25) });
  } else if (spec.art === "tin") {
    p += await tin(t, pw * 0.64, ph * 0.95, 520 * u, {
      name: "Ice Mint",
      body: t.P("Ice Mint"),
      strength: 2,
    });
  } else if (spec.art === "landscape") {
    p += illo(t, "landscape", 0, ph * 0.5, pw, ph * 0.5, { tone: t.P("Mist") });
    p += rect(0, ph * 0.5 - 2, pw, 4, { fill: spec.bg });
  } else if (spec.art === "owl") {
    const conf = [t.P("Amber"), t.P("Inchworm"), t.P("Lavender Magenta"), t.P("Steel Blue")];
    for (let i = 0; i < 26; i++)
      p += rect(40 + ((i * 337) % (pw - 80)), 40 + ((i * 211) % (ph - 80)), 22, 8, {
        fill: conf[i % 4]!,
        rx: 3,
        transform: `rotate(${(i * 53) % 180} ${40 + ((i * 337) % (pw - 80))} ${40 + ((i * 211) % (ph - 80))})`,
      });
    p +=
      circle(pw / 2, ph * 0.72, 250 * u, { fill: t.P("Lavender Magenta") }) +
      symbolAt(t, pw / 2, ph * 0.71, 400 * u, { bg: t.P("Lavender Magenta"), time: 0.3 });
    // raised glass
    p += g(
      path("M -40 -80 L 40 -80 L 28 40 L -28 40 Z", { fill: t.P("Amber"), opacity: 0.95 }) +
        rect(-40, -92, 80, 20, { fill: t.P("White"), rx: 8 }) +
        rect(-6, 40, 12, 50, { fill: t.P("White") }) +
        rect(-36, 86, 72, 10, { fill: t.P("White"), rx: 4 }),
      { transform: `translate(${pw * 0.69} ${ph * 0.6}) rotate(18)` },
    );
    // the owl's wing reaching up to hold it
    p += path(
      `M ${pw / 2 + 110 * u} ${ph * 0.75} Q ${pw * 0.68} ${ph * 0.74} ${pw * 0.665} ${ph * 0.655}`,
      {
        fill: "none",
        stroke: t.P("Steel Blue"),
        "stroke-width": 34 * u,
        "stroke-linecap": "round",
      },
    );
  }
  p += text(spec.kicker, 70 * u, 120 * u, {
    font: t.fontS,
    size: 28 * u,
    weight: 700,
    ls: 0.14,
    fill: spec.art === "owl" ? t.P("Inchworm") : acc,
  });
  const tsize = Math.min(
    ...(await Promise.all(
      spec.title.map((l) =>
        fitSize(l, { font: t.fontP, weight: t.art.wmWeight }, pw - 140 * u, 170 * u),
      ),
    )),
  );
  spec.title.forEach(
    (l, i) =>
      (p += text(l, 70 * u, 160 * u + (i + 1) * tsize * 1.0, {
        font: t.fontP,
        size: tsize,
        weight: t.art.wmWeight,
        fill: spec.art === "owl" ? t.P("Amber") : ink,
      })),
  );
  const by = 160 * u + spec.title.length * tsize + 60 * u;
  p += (
    await paragraph(spec.body, 70 * u, by, spec.art === "symbol" ? pw * 0.5 : pw - 140 * u, {
      font: t.fontS,
      size: 28 * u,
      weight: 400,
      fill: spec.art === "landscape" ? ink : mix(ink, spec.bg, 0.15),
      lh: 1.4,
    })
  ).svg;
  p += symbolAt(t, 110 * u, ph - 100 * u, 80 * u, {
    bg: spec.bg,
    mono: spec.art === "landscape" ? "#FFFFFF" : undefined,
  });
  p += text(t.brief.brand, 170 * u, ph - 88 * u, {
    font: t.fontP,
    size: 30 * u,
    weight: t.art.wmWeight,
    fill: spec.art === "landscape" ? "#FFFFFF" : ink,
  });
  s += placed(x, y, pw, ph, p, { shadow: 1.5, clip: true });
  // tape
  s += rect(x + pw / 2 - 80, y - 24, 160, 50, {
    fill: "#F2EEDC",
    opacity: 0.85,
    transform: `rotate(-3 ${x + pw / 2} ${y})`,
  });
  return s;
}

async function billboard(t: Theme, W: number, H: number): Promise<string> {
  const mova = t.folder === "mova";
  const skyTop = mova ? "#8EC5FF" : "#A9C7E8";
  const gid = nextId("sky");
  let s =
    `<defs>${linearGradient(gid, [
      [0, skyTop],
      [1, "#EAF3FB"],
    ])}</defs>` + rect(0, 0, W, H, { fill: `url(#${gid})` });
  s += circle(1480, 110, 60, { fill: "#FFF6D8", opacity: 0.9 });
  // city silhouette
  for (let i = 0; i < 16; i++) {
    const bw = 70 + ((i * 37) % 60);
    const bh = 160 + ((i * 97) % 260);
    s += rect(i * 105 - 20, H * 0.78 - bh, bw, bh, { fill: mix("#7D8CA3", skyTop, 0.3) });
  }
  s +=
    rect(0, H * 0.78, W, H * 0.22, { fill: "#5E646C" }) +
    rect(0, H * 0.86, W, 8, { fill: "#E8E8E8", opacity: 0.7 });
  for (let i = 0; i < 10; i++)
    s += rect(i * 180 + 30, H * 0.9, 90, 10, { fill: "#F4F4F4", opacity: 0.8 });
  // billboard
  const bx = 220;
  const by = 190;
  const bw = 1160;
  const bh = 580;
  s +=
    rect(bx + 260, by + bh, 34, H * 0.78 - by - bh + 20, { fill: "#3B3F45" }) +
    rect(bx + bw - 294, by + bh, 34, H * 0.78 - by - bh + 20, { fill: "#3B3F45" });
  s += rect(bx - 16, by - 16, bw + 32, bh + 32, { fill: "#2F3337" });
  let b = "";
  if (mova) {
    b += rect(0, 0, bw, bh, { fill: t.P("Asphalt") });
    b += symbolAt(t, bw * 0.8, bh * 0.5, 380, { bg: t.P("Asphalt") });
    b +=
      text("Move", 70, 230, { font: t.fontP, size: 170, weight: 700, fill: t.P("Concrete") }) +
      text("the city.", 70, 390, { font: t.fontP, size: 170, weight: 700, fill: t.P("Volt Lime") });
    b += text("Scan · Unlock · Ride — download the Mova app", 74, 480, {
      font: t.fontS,
      size: 32,
      weight: 600,
      fill: t.P("Concrete"),
    });
  } else {
    b += illo(t, "building", bw * 0.52, 0, bw * 0.48, bh, {
      tone: mix(t.P("Steel Navy"), "#fff", 0.45),
    });
    b += rect(0, 0, bw * 0.52, bh, { fill: t.P("Steel Navy") });
    b += await lockup(t, 60, 40, 360, 120, { bg: t.P("Steel Navy"), layout: "row" });
    b +=
      text("New launch:", 64, 270, { font: t.fontP, size: 64, weight: 700, fill: "#FFFFFF" }) +
      text("ABS Greenfield", 64, 350, {
        font: t.fontP,
        size: 76,
        weight: 700,
        fill: t.P("Safety Yellow"),
      });
    b += text("2 & 3 BHK homes · Possession 2027", 64, 410, {
      font: t.fontS,
      size: 28,
      fill: "#DDE4EE",
    });
    b +=
      path(roundedRectPath(64, 450, 400, 80, 8), { fill: t.P("Brick") }) +
      text("Site visits open", 264, 502, {
        font: t.fontS,
        size: 32,
        weight: 700,
        anchor: "middle",
        fill: "#fff",
      });
  }
  const cid = nextId("bb");
  s +=
    `<clipPath id="${cid}"><rect x="${bx}" y="${by}" width="${bw}" height="${bh}"/></clipPath>` +
    g(g(b, { transform: `translate(${bx} ${by})` }), { "clip-path": `url(#${cid})` });
  for (let i = 0; i < 3; i++)
    s += path(`M ${bx + 200 + i * 380} ${by - 16} l -20 -40 h 60 Z`, { fill: "#2F3337" });
  return s;
}

async function menu(t: Theme, W: number, H: number): Promise<string> {
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

async function cups(t: Theme, W: number, H: number): Promise<string> {
  const wall = t.P("Latte");
  let s = surface(W, H, wall, { floor: mix(wall, t.P("Espresso"), 0.25), floorAt: 0.75 });
  const fy = H * 0.88;
  s += cup(t, 480, fy, 620, {
    body: t.P("Cream"),
    sleeve: t.P("Espresso"),
    accent: t.P("Espresso"),
  });
  s += cup(t, 1120, fy, 620, {
    body: t.P("Cream"),
    sleeve: t.P("Midnight Blue"),
    accent: t.P("Midnight Blue"),
  });
  s += cup(t, 800, fy + 40, 500, {
    body: t.P("Morning Yellow"),
    sleeve: t.P("Espresso"),
    accent: t.P("Cream"),
  });
  return s;
}

async function labels(t: Theme, W: number, H: number): Promise<string> {
  const wall = t.P("Forest");
  let s = surface(W, H, wall, { floor: t.P("Barrel Brown"), floorAt: 0.78 });
  const fy = H * 0.9;
  const beers = [
    ["Garden Lager", "Helles · 4.8%", t.P("Foam"), t.P("Hop Gold")],
    ["Hop Hat", "Pale Ale · 5.6%", t.P("Hop Gold"), t.P("Gnome Red")],
    ["Beard Oat", "Stout · 6.4%", t.P("Gnome Red"), t.P("Forest")],
  ] as const;
  beers.forEach(
    ([n, sub, lab, acc], i) =>
      (s += beerBottle(t, 500 + i * 300, fy + (i === 1 ? 20 : 0), 900, {
        name: n,
        sub,
        label: lab,
        accent: acc,
      })),
  );
  return s;
}

async function jewelTags(t: Theme, W: number, H: number): Promise<string> {
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

async function bookCoverScene(t: Theme, W: number, H: number): Promise<string> {
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

async function bookSpread(t: Theme, W: number, H: number, idx: number): Promise<string> {
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

async function bookmark(t: Theme, W: number, H: number): Promise<string> {
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

async function tickets(t: Theme, W: number, H: number): Promise<string> {
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

async function merch(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Maximum Blue Purple");
  let s = surface(W, H, bg);
  // tee
  const tx = 200;
  const ty = 160;
  const tee = `M 150 0 Q 250 60 350 0 L 500 70 L 450 220 L 390 190 L 390 700 L 110 700 L 110 190 L 50 220 L 0 70 Z`;
  s += g(
    softShadow(40, 40, 440, 680, { blur: 30, dy: 24, opacity: 0.35 }) +
      path(tee, { fill: t.P("Chinese Black") }) +
      path("M 150 0 Q 250 60 350 0", {
        fill: "none",
        stroke: t.P("Gunmetal"),
        "stroke-width": 14,
      }) +
      symbolAt(t, 250, 300, 200, { bg: t.P("Chinese Black"), time: 0.3 }) +
      text("Drunken Scholar", 250, 470, {
        font: t.fontP,
        size: 44,
        weight: 700,
        anchor: "middle",
        fill: t.P("White"),
      }),
    { transform: `translate(${tx} ${ty}) scale(1.35)` },
  );
  // cap
  const cx = 1180;
  const cy = 420;
  s += softShadow(cx - 220, cy - 40, 440, 200, { blur: 30, dy: 30, opacity: 0.35 });
  s += path(
    `M ${cx - 200} ${cy + 60} C ${cx - 200} ${cy - 160} ${cx + 200} ${cy - 160} ${cx + 200} ${cy + 60} Z`,
    { fill: t.P("Steel Blue") },
  );
  s += path(
    `M ${cx - 200} ${cy + 60} Q ${cx - 40} ${cy + 90} ${cx + 200} ${cy + 60} Q ${cx + 320} ${cy + 80} ${cx + 360} ${cy + 130} Q ${cx + 120} ${cy + 150} ${cx - 200} ${cy + 60} Z`,
    { fill: darken(t.P("Steel Blue"), 0.25) },
  );
  s +=
    circle(cx, cy - 100, 12, { fill: t.P("Amber") }) +
    symbolAt(t, cx, cy - 10, 140, { bg: t.P("Steel Blue"), time: 0.3 });
  // coaster
  const kx = 1180;
  const ky = 900;
  s += softShadow(kx - 200, ky - 200, 400, 400, { r: 200, blur: 20, dy: 16, opacity: 0.3 });
  s +=
    circle(kx, ky, 200, { fill: t.P("Amber") }) +
    circle(kx, ky, 180, {
      fill: "none",
      stroke: t.P("Chinese Black"),
      "stroke-width": 4,
      "stroke-dasharray": "3 9",
    });
  s +=
    symbolAt(t, kx, ky - 30, 180, { mono: t.P("Chinese Black") }) +
    text("CLASS DISMISSED", kx, ky + 110, {
      font: t.fontS,
      size: 24,
      weight: 600,
      anchor: "middle",
      ls: 0.18,
      fill: t.P("Chinese Black"),
    });
  return s;
}

const APPS: Record<string, Scene> = {
  packaging,
  brochure,
  "social-post": socialPost,
  "social-grid": socialGrid,
  story,
  carousel,
  stationery,
  tote: toteScene,
  signage,
  "business-cards": businessCards,
  "hang-tags": hangTags,
  lookbook,
  poster: posterScene,
  billboard,
  menu,
  cups,
  labels,
  tags: jewelTags,
  "book-cover": bookCoverScene,
  "book-spread": bookSpread,
  bookmark,
  tickets,
  merch,
};

/** SVG for one still asset (not videos; posters are rendered by the video module). */
export async function renderStill(t: Theme, a: Asset): Promise<string> {
  resetIds();
  const W = a.width;
  const H = a.height;
  const stem = a.file.replace(/\.(webp|png)$/, "");
  let body: string;
  if (stem === "banner") body = await banner(t, W, H);
  else if (stem === "logo") body = await logoTile(t, W, H);
  else if (stem === "logo-primary") body = await logoPrimary(t, W, H);
  else if (stem === "logo-symbol") body = await logoSymbol(t, W, H);
  else if (stem === "logo-reversed") body = await logoReversed(t, W, H);
  else if (stem === "logo-badge") body = await logoBadge(t, W, H);
  else if (stem === "palette" || stem === "primary-colours") body = await palette(t, W, H);
  else if (stem === "typography") body = await typography(t, W, H);
  else if (stem.startsWith("screen-mobile")) body = await screenMobile(t, W, H, stem);
  else if (stem.startsWith("screen-desktop")) body = await screenDesktop(t, W, H, stem);
  else if (stem.startsWith("app-")) {
    const m = /^app-(.+?)(?:-(\d+))?$/.exec(stem)!;
    const scene = m[1]!;
    const idx = m[2] ? Number(m[2]) : 1;
    const fn = APPS[scene];
    if (!fn) throw new Error(`${t.folder}: no scene for ${stem}`);
    body = await fn(t, W, H, scene === "social-post" ? idx - 1 : idx);
  } else throw new Error(`${t.folder}: cannot draw ${a.file}`);
  return svgDoc(W, H, body);
}
