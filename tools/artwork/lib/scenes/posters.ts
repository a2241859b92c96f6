// Posters and the billboard.
import { type Theme, brandInk, symbolAt, lockup } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  text,
  nextId,
  mix,
  bestOn,
  linearGradient,
  roundedRectPath,
  paragraph,
  fitSize,
} from "../core.ts";
import { placed, illo, surface } from "../kit.ts";
import { tin } from "../objects.ts";

export async function posterScene(t: Theme, W: number, H: number): Promise<string> {
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

export async function billboard(t: Theme, W: number, H: number): Promise<string> {
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
