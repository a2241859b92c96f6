// The brand reel's frames: timing and one frame at a loop time.
import {
  type Theme,
  lockupBox,
  symbolAt,
  wordmark,
  ease,
  easeOutBack,
  brandInk,
} from "../brand.ts";
import { svgDoc, rect, g, path, text, f, mix, lighten, resetIds } from "../core.ts";
import { surface } from "../kit.ts";
import { can } from "../objects.ts";

/** 0 → 1 → 0 envelope over a loop: build in, hold, build out (so the last frame flows into the first). */
function envelope(time: number, inEnd = 0.3, outStart = 0.82): number {
  if (time < inEnd) return time / inEnd;
  if (time < outStart) return 1;
  return Math.max(0, 1 - (time - outStart) / (1 - outStart));
}
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** Loop time of the still used as the reel's poster image. */
export function posterTime(t: Theme): number {
  return t.folder === "am-pm-cafe" ? 0.25 : 0.62;
}

/** Duration of a brand's reel in seconds (4–6 s). */
export function reelSeconds(t: Theme): number {
  return t.folder === "tarinis" || t.folder === "ggsm" ? 6 : t.folder === "oddbolle" ? 4 : 5;
}

/** One frame of the brand reel at loop time 0..1. */
export async function reelFrame(t: Theme, W: number, H: number, time: number): Promise<string> {
  resetIds();
  const portrait = H > W;
  const F = t.folder;
  let bg = t.bannerBg;
  let s = "";
  const e = envelope(time);
  let p = e;
  let wordP = clamp01((e - 0.45) / 0.55);
  let symTime: number | undefined = time;
  // per-brand variations
  let split = -1;
  if (F === "am-pm-cafe") {
    const k = (1 - Math.cos(time * Math.PI * 2)) / 2; // 0 day → 1 night → 0 day
    split = W * (1 - k); // the night side sweeps in from the right
    bg = k < 0.5 ? t.P("Morning Yellow") : t.P("Midnight Blue");
    p = 1;
    wordP = 1;
    symTime = (180 * ease(clamp01((k - 0.5) * 2))) / 360;
  }
  if (F === "oddbolle") {
    p = 1;
    wordP = 1;
  }
  if (F === "movas") {
    p = 1;
    wordP = 1;
  }
  s += surface(W, H, bg);
  if (split >= 0)
    s =
      rect(0, 0, W, H, { fill: t.P("Morning Yellow") }) +
      rect(split, 0, W - split, H, { fill: t.P("Midnight Blue") });
  const unit = Math.min(W, H);
  if (F === "tarinis") {
    // block-print stamps appear across the frame, then the logo card
    const cell = unit * 0.22;
    const cols = Math.ceil(W / cell) + 1;
    const rows = Math.ceil(H / cell) + 1;
    const n = cols * rows;
    let stamps = "";
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const order = ((r * 7 + c * 3) % n) / n;
        const vis = clamp01((envelope(time, 0.45, 0.85) - order * 0.8) / 0.2);
        if (vis <= 0) continue;
        const ink = (r + c) % 2 ? t.P("Indigo Dye") : t.P("Terracotta");
        stamps += g(
          symbolAt(t, c * cell + cell / 2, r * cell + cell / 2, cell * 0.7, {
            mono: mix(bg, ink, 0.32),
          }),
          { opacity: vis },
        );
      }
    s += stamps;
    const cardP = clamp01((envelope(time, 0.7, 0.85) - 0.3) / 0.7);
    if (cardP > 0) {
      const cw = portrait ? W * 0.7 : W * 0.42;
      const ch = portrait ? H * 0.36 : H * 0.6;
      const sc = 0.9 + 0.1 * easeOutBack(cardP);
      const card =
        rect(-cw / 2, -ch / 2, cw, ch, { fill: t.P("Ivory"), rx: 12 }) +
        (
          await lockupBox(t, -cw / 2 + cw * 0.1, -ch / 2 + ch * 0.1, cw * 0.8, ch * 0.8, {
            bg: t.P("Ivory"),
            layout: "stack",
          })
        ).svg;
      s += g(card, {
        transform: `translate(${f(W / 2)} ${f(H / 2)}) scale(${f(sc)})`,
        opacity: ease(cardP),
      });
    }
    return svgDoc(W, H, s);
  }
  if (F === "ggsm") {
    // symbol ripples at the top, cans slide in one by one
    const lk = portrait
      ? await lockupBox(t, W * 0.1, H * 0.06, W * 0.8, H * 0.4, {
          bg,
          layout: "stack",
          p: 1,
          time: (time * 3) % 1,
          wordP: 1,
        })
      : await lockupBox(t, W * 0.04, H * 0.14, W * 0.42, H * 0.72, {
          bg,
          layout: "stack",
          p: 1,
          time: (time * 3) % 1,
          wordP: 1,
        });
    s += lk.svg;
    const cans = [
      ["Ginger Amber", "Kombucha Amber"],
      ["Sage & Lime", "Sage"],
      ["Hibiscus Berry", "Berry"],
    ] as const;
    const size = portrait ? H * 0.4 : H * 0.78;
    const ccx = portrait ? W / 2 : W * 0.7;
    const base = portrait ? H * 0.93 : H * 0.9;
    for (let i = 0; i < 3; i++) {
      const st = clamp01((envelope(time, 0.55, 0.85) - i * 0.22) / 0.4);
      if (st <= 0) continue;
      const cx = ccx + (i - 1) * size * 0.42;
      const off = (1 - ease(st)) * W * 0.8;
      s += g(await can(t, cx + off, 0, size, { name: cans[i]![0], body: t.P(cans[i]![1]) }), {
        transform: `translate(0 ${f(base)})`,
      });
    }
    return svgDoc(W, H, s);
  }
  if (F === "cd") {
    // brackets open, dot bounces, wordmark types out
    const symS = unit * 0.42;
    const cy = portrait ? H * 0.4 : H * 0.4;
    s += symbolAt(t, W / 2, cy, symS, { bg, p: clamp01(e * 1.4), time: (time * 4) % 1 });
    const full = t.art.wm[0]!;
    const nChars = Math.round(full.length * clamp01((e - 0.35) / 0.45));
    const shown = full.slice(0, nChars);
    const wm = await wordmark(t, 0, 0, {
      color: brandInk(t, bg),
      maxW: W * 0.8,
      maxSize: unit * 0.16,
      anchor: "middle",
    });
    void wm;
    const size = Math.min(unit * 0.16, (W * 0.8) / (full.length * 0.55));
    s += text(shown, W / 2, cy + symS * 0.75 + size * 0.4, {
      font: t.fontP,
      size,
      weight: t.art.wmWeight,
      fill: brandInk(t, bg),
      anchor: "middle",
      ls: t.art.wmLs,
    });
    if (nChars < full.length && Math.floor(time * 48) % 2 === 0 && e > 0.3) {
      s += rect(
        W / 2 + size * 0.28 * nChars - size * 0.1,
        cy + symS * 0.75 - size * 0.35,
        size * 0.08,
        size * 0.9,
        { fill: t.P("Acid Green") },
      );
    }
    return svgDoc(W, H, s);
  }
  // generic lockup animation
  const boxW = portrait ? W * 0.84 : W * 0.6;
  const boxH = portrait ? H * 0.5 : H * 0.66;
  let lbg = bg;
  if (F === "am-pm-cafe") {
    lbg = t.P("Cream");
    const cw = boxW * 0.78;
    const ch = boxH * 1.0;
    s += rect((W - cw) / 2, (H - ch) / 2, cw, ch, { fill: lbg, rx: unit * 0.04 });
  }
  const lk = await lockupBox(t, (W - boxW) / 2, (H - boxH) / 2, boxW, boxH, {
    bg: lbg,
    layout: "stack",
    p,
    time: symTime,
    wordP,
  });
  let body = lk.svg;
  if (F === "gnome") {
    // the badge drops in, a glass fills up beside it
    const drop = (1 - easeOutBack(clamp01(e * 1.6))) * -H * 0.5;
    body = g(body, { transform: `translate(${portrait ? 0 : -W * 0.12} ${f(drop)})` });
    const gx = portrait ? W / 2 : W * 0.78;
    const gy = portrait ? H * 0.86 : H * 0.72;
    const gw = unit * 0.18;
    const gh = unit * 0.3;
    const level = clamp01((envelope(time, 0.6, 0.85) - 0.2) / 0.8);
    const id = "glassclip";
    const glassPath = `M ${gx - gw / 2} ${gy - gh} L ${gx + gw / 2} ${gy - gh} L ${gx + gw * 0.4} ${gy} L ${gx - gw * 0.4} ${gy} Z`;
    s += `<clipPath id="${id}"><path d="${glassPath}"/></clipPath>`;
    s += path(glassPath, { fill: lighten(bg, 0.15), opacity: 0.5 });
    const fillTop = gy - gh * 0.92 * level;
    s += g(
      rect(gx - gw, fillTop, gw * 2, gh * 1.2, { fill: t.P("Hop Gold") }) +
        rect(gx - gw, fillTop - gh * 0.08, gw * 2, gh * 0.1, { fill: t.P("Foam") }),
      { "clip-path": `url(#${id})` },
    );
    s += path(glassPath, { fill: "none", stroke: t.P("Foam"), "stroke-width": unit * 0.008 });
  }
  if (F === "movas") {
    const tp = clamp01((envelope(time, 0.5, 0.85) - 0.3) / 0.7);
    body = g(body, { transform: `translate(0 ${f(-H * 0.06)})` });
    s += text("THE FESTIVE EDIT", W / 2, H / 2 + boxH / 2 + unit * 0.02, {
      font: t.fontS,
      size: unit * 0.04,
      weight: 700,
      anchor: "middle",
      ls: 0.35,
      fill: t.P("Champagne"),
      opacity: ease(tp),
    });
  }
  if (F === "drunken-scholar") {
    const conf = [
      t.P("Amber"),
      t.P("Inchworm"),
      t.P("Lavender Magenta"),
      t.P("Maximum Blue Purple"),
    ];
    const frac = (v: number) => v - Math.floor(v);
    for (let i = 0; i < 24; i++) {
      const x = frac(Math.sin(i * 12.9898 + 1.3) * 43758.5453);
      const y0 = frac(Math.sin(i * 78.233 + 4.1) * 12543.853);
      const y = (y0 + time) % 1;
      s += rect(x * W, y * H * 1.1 - H * 0.05, unit * 0.025, unit * 0.01, {
        fill: conf[i % 4]!,
        rx: 2,
        transform: `rotate(${f(((i * 47) % 180) + time * 360 * (i % 2 ? 1 : -1))} ${f(x * W)} ${f(y * H)})`,
        opacity: 0.9,
      });
    }
  }
  s += body;
  return svgDoc(W, H, s);
}
