// Stylised "photographs" drawn in brand colours.
import { type Theme, symbolAt } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  f,
  nextId,
  mix,
  lighten,
  darken,
  linearGradient,
  softShadow,
  roundedRectPath,
} from "../core.ts";
import { pattern } from "./marks.ts";

/** Stylised "photograph" illustration in brand colours. */
export function illo(
  t: Theme,
  kind: string,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { r?: number; tone?: string; seed?: number } = {},
): string {
  const id = nextId("il");
  const base = o.tone ?? mix(t.a1, t.light, 0.55);
  const deep = mix(base, t.dark, 0.45);
  const sky = lighten(base, 0.55);
  let art = "";
  const cx = x + w / 2;
  const gid = nextId("ig");
  const defs = `<defs>${linearGradient(gid, [
    [0, sky],
    [1, lighten(base, 0.2)],
  ])}</defs>`;
  art += rect(x, y, w, h, { fill: `url(#${gid})` });
  const S = Math.min(w, h);
  switch (kind) {
    case "building": {
      art += circle(x + w * 0.78, y + h * 0.24, S * 0.09, {
        fill: lighten(t.a1, 0.3),
        opacity: 0.9,
      });
      const bw = w * 0.34;
      const bx = x + w * 0.18;
      const by = y + h * 0.22;
      art += rect(bx, by, bw, h * 0.78, { fill: deep });
      art += rect(bx + bw + w * 0.04, y + h * 0.42, w * 0.3, h * 0.58, {
        fill: mix(deep, base, 0.4),
      });
      for (let r = 0; r < 7; r++)
        for (let c = 0; c < 4; c++)
          art += rect(
            bx + bw * 0.1 + c * bw * 0.22,
            by + h * 0.06 + r * h * 0.1,
            bw * 0.12,
            h * 0.05,
            { fill: lighten(base, 0.5), opacity: (r + c) % 3 === 0 ? 0.95 : 0.45 },
          );
      art += rect(x, y + h * 0.9, w, h * 0.1, { fill: darken(deep, 0.2) });
      break;
    }
    case "interior": {
      art += rect(x, y + h * 0.68, w, h * 0.32, { fill: mix(base, t.dark, 0.25) });
      art += rect(x + w * 0.12, y + h * 0.42, w * 0.62, h * 0.28, { fill: t.dark, rx: S * 0.04 });
      art += rect(x + w * 0.16, y + h * 0.32, w * 0.2, h * 0.18, {
        fill: t.a1,
        rx: S * 0.03,
        transform: `rotate(-8 ${f(x + w * 0.26)} ${f(y + h * 0.41)})`,
      });
      art += rect(x + w * 0.42, y + h * 0.33, w * 0.2, h * 0.17, {
        fill: t.a2,
        rx: S * 0.03,
        transform: `rotate(6 ${f(x + w * 0.52)} ${f(y + h * 0.41)})`,
      });
      art += line(x + w * 0.86, y + h * 0.2, x + w * 0.86, y + h * 0.7, {
        stroke: t.dark,
        "stroke-width": S * 0.012,
      });
      art += path(
        `M ${x + w * 0.79} ${y + h * 0.22} L ${x + w * 0.93} ${y + h * 0.22} L ${x + w * 0.9} ${y + h * 0.1} L ${x + w * 0.82} ${y + h * 0.1} Z`,
        { fill: t.a2 },
      );
      art += rect(x + w * 0.1, y + h * 0.08, w * 0.24, h * 0.18, {
        fill: lighten(base, 0.4),
        stroke: t.dark,
        "stroke-width": S * 0.008,
      });
      break;
    }
    case "landscape": {
      art += circle(x + w * 0.7, y + h * 0.32, S * 0.1, { fill: t.a2, opacity: 0.9 });
      art += path(
        `M ${x} ${y + h * 0.7} Q ${x + w * 0.25} ${y + h * 0.45} ${x + w * 0.5} ${y + h * 0.62} T ${x + w} ${y + h * 0.55} V ${y + h} H ${x} Z`,
        { fill: mix(t.a1, t.light, 0.3) },
      );
      art += path(
        `M ${x} ${y + h * 0.82} Q ${x + w * 0.3} ${y + h * 0.62} ${x + w * 0.62} ${y + h * 0.8} T ${x + w} ${y + h * 0.76} V ${y + h} H ${x} Z`,
        { fill: t.a1 },
      );
      art += path(
        `M ${x} ${y + h * 0.94} Q ${x + w * 0.4} ${y + h * 0.8} ${x + w} ${y + h * 0.92} V ${y + h} H ${x} Z`,
        { fill: darken(t.a1, 0.25) },
      );
      break;
    }
    case "product": {
      art += rect(x, y + h * 0.72, w, h * 0.28, { fill: mix(base, t.dark, 0.18) });
      const pw = S * 0.3;
      art += softShadow(cx - pw / 2, y + h * 0.7, pw, S * 0.04, {
        r: S * 0.02,
        blur: S * 0.02,
        opacity: 0.3,
      });
      art += rect(cx - pw / 2, y + h * 0.3, pw, h * 0.44, { fill: t.a1, rx: S * 0.03 });
      art += rect(cx - pw * 0.3, y + h * 0.2, pw * 0.6, h * 0.12, { fill: t.dark, rx: S * 0.015 });
      art += rect(cx - pw * 0.36, y + h * 0.42, pw * 0.72, h * 0.2, {
        fill: t.light,
        rx: S * 0.01,
      });
      art += symbolAt(t, cx, y + h * 0.52, S * 0.12, { bg: t.light });
      break;
    }
    case "jewel": {
      art += rect(x, y, w, h, { fill: mix(t.a3, "#000", 0.15) });
      const r = S * 0.2;
      art += `<ellipse cx="${f(cx)}" cy="${f(y + h * 0.76)}" rx="${f(r * 1.3)}" ry="${f(r * 0.22)}" fill="#000" opacity="0.25"/>`;
      art += circle(cx, y + h * 0.55, r, { fill: "none", stroke: t.a1, "stroke-width": S * 0.045 });
      art += circle(cx, y + h * 0.55, r, {
        fill: "none",
        stroke: lighten(t.a1, 0.5),
        "stroke-width": S * 0.012,
        "stroke-dasharray": `${f(r * 1.2)} ${f(r * 5)}`,
      });
      art += symbolAt(t, cx, y + h * 0.55 - r - S * 0.06, S * 0.16, { bg: "#000" });
      break;
    }
    case "people": {
      const cols = [t.a1, t.a2, t.a3, mix(t.a1, t.a2, 0.5)];
      for (let i = 0; i < 4; i++) {
        const px = x + w * (0.2 + i * 0.2);
        const py = y + h * (0.55 + ((i * 7) % 3) * 0.03);
        art += circle(px, py - S * 0.17, S * 0.07, { fill: darken(cols[i % 4]!, 0.1) });
        art += path(roundedRectPath(px - S * 0.09, py - S * 0.08, S * 0.18, S * 0.5, S * 0.08), {
          fill: cols[i % 4]!,
        });
      }
      break;
    }
    case "cup": {
      art += rect(x, y + h * 0.66, w, h * 0.34, { fill: mix(base, t.dark, 0.3) });
      art += `<ellipse cx="${f(cx)}" cy="${f(y + h * 0.68)}" rx="${f(S * 0.26)}" ry="${f(S * 0.06)}" fill="${lighten(base, 0.6)}"/>`;
      art += path(
        `M ${cx - S * 0.16} ${y + h * 0.4} L ${cx + S * 0.16} ${y + h * 0.4} L ${cx + S * 0.12} ${y + h * 0.66} L ${cx - S * 0.12} ${y + h * 0.66} Z`,
        { fill: t.light },
      );
      art += `<ellipse cx="${f(cx)}" cy="${f(y + h * 0.4)}" rx="${f(S * 0.16)}" ry="${f(S * 0.035)}" fill="${t.dark}"/>`;
      art += path(
        `M ${cx + S * 0.15} ${y + h * 0.45} q ${S * 0.09} ${S * 0.02} ${S * 0.02} ${S * 0.12}`,
        { fill: "none", stroke: t.light, "stroke-width": S * 0.025 },
      );
      break;
    }
    case "figure": {
      art += circle(cx, y + h * 0.6, S * 0.32, { fill: lighten(t.a1, 0.4), opacity: 0.6 });
      art += circle(cx, y + h * 0.3, S * 0.06, { fill: t.dark });
      art += path(
        `M ${cx} ${y + h * 0.38} L ${cx} ${y + h * 0.6} M ${cx - S * 0.22} ${y + h * 0.36} L ${cx} ${y + h * 0.44} L ${cx + S * 0.22} ${y + h * 0.36} M ${cx - S * 0.2} ${y + h * 0.74} L ${cx} ${y + h * 0.6} L ${cx + S * 0.2} ${y + h * 0.74}`,
        {
          fill: "none",
          stroke: t.dark,
          "stroke-width": S * 0.045,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        },
      );
      art += rect(x + w * 0.15, y + h * 0.76, w * 0.7, h * 0.035, { fill: t.a2, rx: S * 0.01 });
      break;
    }
    case "model": {
      art += circle(x + w * 0.72, y + h * 0.26, S * 0.14, { fill: t.a1, opacity: 0.9 });
      const by = y + h * 0.2;
      const k = S / 700;
      art += circle(cx, by, 34 * k, { fill: "#2A2420" });
      art += path(
        `M ${cx - 80 * k} ${by + 60 * k} Q ${cx} ${by + 36 * k} ${cx + 80 * k} ${by + 60 * k} L ${cx + 92 * k} ${by + 330 * k} L ${cx - 92 * k} ${by + 330 * k} Z`,
        { fill: t.dark },
      );
      art += path(
        `M ${cx - 70 * k} ${by + 330 * k} L ${cx + 70 * k} ${by + 330 * k} L ${cx + 64 * k} ${by + 640 * k} L ${cx + 12 * k} ${by + 640 * k} L ${cx} ${by + 420 * k} L ${cx - 12 * k} ${by + 640 * k} L ${cx - 64 * k} ${by + 640 * k} Z`,
        { fill: mix(t.dark, base, 0.5) },
      );
      break;
    }
    case "textile": {
      art += rect(x, y, w, h, { fill: t.light });
      art += pattern(t, x, y, w, h, {
        bg: t.light,
        size: S * 0.3,
        mono: mix(t.dark, t.light, 0.15),
      });
      art += rect(x + w * 0.2, y + h * 0.22, w * 0.6, h * 0.56, { fill: t.dark, rx: S * 0.06 });
      art += pattern(t, x + w * 0.2, y + h * 0.22, w * 0.6, h * 0.56, {
        bg: t.dark,
        size: S * 0.16,
        mono: mix(t.light, t.dark, 0.35),
      });
      break;
    }
    default: {
      art += symbolAt(t, cx, y + h / 2, S * 0.4, { mono: lighten(base, 0.3) });
    }
  }
  return (
    defs +
    `<clipPath id="${id}"><path d="${roundedRectPath(x, y, w, h, o.r ?? 0)}"/></clipPath>` +
    g(art, { "clip-path": `url(#${id})` })
  );
}
