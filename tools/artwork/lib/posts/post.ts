// One social post, drawn from its spec.
import { type Theme, brandInk, symbolAt } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  text,
  mix,
  isDark,
  bestOn,
  contrast,
  paragraph,
  fitSize,
  wrap,
  roundedRectPath,
} from "../core.ts";
import { illo, pattern, icon } from "../kit.ts";
import type { PostSpec } from "./specs.ts";
import { productObject } from "./product.ts";

/** Render one post. */
export async function post(t: Theme, spec: PostSpec, size: number): Promise<string> {
  const S = size;
  const u = S / 1200;
  const bg = t.P(spec.bg);
  const ink = brandInk(t, bg);
  const acc = bestOn(bg, t.a1, t.a2, t.a3, ink);
  const soft = mix(ink, bg, 0.3);
  const m = 96 * u;
  let s = rect(0, 0, S, S, { fill: bg });
  const footer = async () => {
    // small logo bottom-left, handle bottom-right
    const handle = "@" + t.brief.brand.toLowerCase().replace(/[^a-z0-9]+/g, "");
    return (
      symbolAt(t, m + 30 * u, S - m + 4 * u, 60 * u, {
        bg,
        mono: isDark(bg) && !["owl", "bonsai"].includes(t.brief.symbol) ? undefined : undefined,
      }) +
      text(handle, S - m, S - m + 14 * u, {
        font: t.fontS,
        size: 30 * u,
        weight: 600,
        anchor: "end",
        fill: soft,
      })
    );
  };
  const titleFont = {
    font: t.fontP,
    weight:
      t.art.wmWeight >= 600
        ? 700
        : t.brief.typefaces.primary.name.includes("Script") ||
            t.brief.typefaces.primary.name.includes("Lobster")
          ? 400
          : 500,
  };
  switch (spec.type) {
    case "headline":
    case "event": {
      let y = m + 30 * u;
      if (spec.kicker) {
        s += text(spec.kicker, m, y, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
        y += 70 * u;
      }
      let size = 132 * u;
      let ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      while (ls.length > 3 && size > 70 * u) {
        size *= 0.9;
        ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      }
      for (const l of ls) {
        y += size * 0.95;
        s += text(l, m, y, { ...titleFont, size, fill: ink });
      }
      y += 70 * u;
      if (spec.body) {
        const p = await paragraph(spec.body, m, y + 40 * u, S * 0.72, {
          font: t.fontS,
          size: 40 * u,
          weight: 400,
          fill: soft,
          lh: 1.35,
        });
        s += p.svg;
        y += p.height + 40 * u;
      }
      if (spec.cta) {
        const bw = 380 * u;
        const bf = contrast(acc, bg) > 2 && acc !== ink ? acc : ink;
        s += path(roundedRectPath(m, y + 40 * u, bw, 96 * u, 48 * u), { fill: bf });
        s += text(spec.cta, m + bw / 2, y + 100 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          anchor: "middle",
          fill: bestOn(bf, "#FFFFFF", t.dark, bg),
        });
      }
      if (spec.type === "event") {
        // big symbol decoration bottom-right
        s += g(symbolAt(t, S - m - 150 * u, S - m - 180 * u, 300 * u, { bg }), { opacity: 0.95 });
      } else {
        s += rect(m, S - m - 70 * u, 80 * u, 8 * u, { fill: acc });
      }
      s += await footer();
      break;
    }
    case "quote": {
      if (spec.kicker)
        s += text(spec.kicker, S / 2, m + 40 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
          anchor: "middle",
        });
      s += text("“", S / 2, 380 * u, {
        font: t.fontP,
        size: 300 * u,
        weight: 700,
        anchor: "middle",
        fill: acc,
      });
      let size = 84 * u;
      const q = spec.title.replace(/[“”]/g, "");
      let ls = await wrap(q, { ...titleFont, size }, S - 2.6 * m);
      while (ls.length > 4 && size > 50 * u) {
        size *= 0.9;
        ls = await wrap(q, { ...titleFont, size }, S - 2.6 * m);
      }
      const y0 = S / 2 - ((ls.length - 1) * size * 1.15) / 2 + 60 * u;
      ls.forEach(
        (l, i) =>
          (s += text(l, S / 2, y0 + i * size * 1.15, {
            ...titleFont,
            size,
            fill: ink,
            anchor: "middle",
          })),
      );
      if (spec.body)
        s += text(spec.body, S / 2, y0 + ls.length * size * 1.15 + 50 * u, {
          font: t.fontS,
          size: 36 * u,
          weight: 600,
          anchor: "middle",
          fill: soft,
        });
      if (t.brief.symbol === "weave") {
        s += g(pattern(t, 0, S - 150 * u, S, 150 * u, { bg, size: 120 * u }), {});
      } else s += await footer();
      break;
    }
    case "stat": {
      if (spec.kicker)
        s += text(spec.kicker, m, m + 30 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
      const size = await fitSize(spec.title, { ...titleFont }, S - 2 * m, 420 * u);
      s += text(spec.title, m - size * 0.04, S * 0.56, {
        ...titleFont,
        size,
        fill: acc === ink ? ink : acc,
      });
      if (spec.body)
        s += (
          await paragraph(spec.body, m, S * 0.56 + 110 * u, S * 0.8, {
            font: t.fontS,
            size: 46 * u,
            weight: 600,
            fill: ink,
            lh: 1.3,
          })
        ).svg;
      s += await footer();
      break;
    }
    case "product": {
      s += circle(S / 2, S * 0.5, S * 0.3, { fill: mix(bg, "#FFFFFF", isDark(bg) ? 0.08 : 0.35) });
      if (spec.kicker)
        s += text(spec.kicker, S / 2, m + 30 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          ls: 0.18,
          fill: acc,
          anchor: "middle",
        });
      s += await productObject(t, spec.obj ?? "", S / 2, S * 0.7, S * 0.5, spec.title);
      const tf = spec.scriptTitle ? { font: t.fontP, weight: 700 } : titleFont;
      const size = await fitSize(spec.title, tf, S - 2 * m, 96 * u);
      s += text(spec.title, S / 2, S * 0.83, { ...tf, size, fill: ink, anchor: "middle" });
      if (spec.body)
        s += text(spec.body, S / 2, S * 0.83 + 64 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 400,
          fill: soft,
          anchor: "middle",
        });
      else if (spec.cta)
        s += text(spec.cta.toUpperCase() + " →", S / 2, S * 0.83 + 70 * u, {
          font: t.fontS,
          size: 30 * u,
          weight: 700,
          fill: acc,
          anchor: "middle",
          ls: 0.16,
        });
      break;
    }
    case "pattern": {
      s += pattern(t, 0, 0, S, S, { bg, size: 260 * u, mono: mix(bg, ink, 0.14) });
      s += circle(S / 2, S / 2, S * 0.27, { fill: bg });
      s += circle(S / 2, S / 2, S * 0.27, { fill: "none", stroke: acc, "stroke-width": 6 * u });
      s += symbolAt(t, S / 2, S / 2, S * 0.32, { bg });
      break;
    }
    case "photo": {
      s += illo(t, spec.illo ?? "landscape", 0, 0, S, S * 0.78, { tone: mix(bg, t.a1, 0.3) });
      s += rect(0, S * 0.78, S, S * 0.22, { fill: bg });
      if (spec.kicker)
        s += text(spec.kicker, m, S * 0.78 + 80 * u, {
          font: t.fontS,
          size: 30 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
      const size = await fitSize(spec.title, titleFont, S - 2 * m, 64 * u);
      s += text(spec.title, m, S * 0.78 + (spec.kicker ? 170 : 140) * u, {
        ...titleFont,
        size,
        fill: ink,
      });
      break;
    }
    case "speakers": {
      if (spec.kicker) {
        s += path(roundedRectPath(m, m, 330 * u, 64 * u, 32 * u), { fill: t.a2 });
        s += circle(m + 36 * u, m + 32 * u, 10 * u, { fill: "#fff" });
        s += text(spec.kicker, m + 60 * u, m + 44 * u, {
          font: t.fontS,
          size: 28 * u,
          weight: 700,
          ls: 0.12,
          fill: "#fff",
        });
      }
      const size = 110 * u;
      const ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      ls.forEach(
        (l, i) => (s += text(l, m, m + 230 * u + i * size, { ...titleFont, size, fill: ink })),
      );
      const y = m + 230 * u + ls.length * size + 10 * u;
      s += text(spec.body ?? "", m, y, { font: t.fontS, size: 40 * u, weight: 500, fill: soft });
      const names = ["Speaker One", "Speaker Two"];
      names.forEach((n, i) => {
        const cx = m + 110 * u + i * 430 * u;
        const cy = S - 330 * u;
        s += circle(cx, cy, 90 * u, { fill: i ? t.a3 : t.a1 });
        s += icon("user", cx, cy + 6 * u, 90 * u, "#fff");
        s += text(n, cx + 120 * u, cy - 6 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          fill: ink,
        });
        s += text(i ? "Head of CRM" : "Growth Lead", cx + 120 * u, cy + 40 * u, {
          font: t.fontS,
          size: 28 * u,
          weight: 400,
          fill: soft,
        });
      });
      if (spec.cta) {
        s += path(roundedRectPath(m, S - m - 90 * u, 420 * u, 90 * u, 45 * u), { fill: t.a2 });
        s += text(spec.cta, m + 210 * u, S - m - 33 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          anchor: "middle",
          fill: "#fff",
        });
      }
      break;
    }
  }
  return s;
}
