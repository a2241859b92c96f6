// The palette board and the typography specimen.
import { type Theme, brandInk, accentOn } from "../brand.ts";
import {
  rect,
  path,
  line,
  text,
  nextId,
  mix,
  lighten,
  bestOn,
  contrast,
  hexToRgbString,
  linearGradient,
  softShadow,
  roundedRectPath,
  fitSize,
} from "../core.ts";
import { surface } from "../kit.ts";

// ---------------------------------------------------------------- palette & type
export async function palette(t: Theme, W: number, H: number): Promise<string> {
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

export async function typography(t: Theme, W: number, H: number): Promise<string> {
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
