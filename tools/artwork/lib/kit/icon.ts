// Simple line icons for the UI mock-ups.
import { circle, path, line, poly, roundedRectPath } from "../core.ts";

/** Simple icon glyphs for UIs. */
export function icon(kind: string, cx: number, cy: number, s: number, color: string): string {
  const sw = Math.max(1.5, s * 0.1);
  const st = {
    fill: "none",
    stroke: color,
    "stroke-width": sw,
    "stroke-linecap": "round" as const,
    "stroke-linejoin": "round" as const,
  };
  const h = s / 2;
  switch (kind) {
    case "menu":
      return path(
        `M ${cx - h} ${cy - h * 0.6} H ${cx + h} M ${cx - h} ${cy} H ${cx + h} M ${cx - h} ${cy + h * 0.6} H ${cx + h * 0.4}`,
        st,
      );
    case "search":
      return (
        circle(cx - h * 0.15, cy - h * 0.15, h * 0.6, st) +
        line(cx + h * 0.3, cy + h * 0.3, cx + h, cy + h, st)
      );
    case "bag":
      return (
        path(roundedRectPath(cx - h * 0.8, cy - h * 0.3, h * 1.6, h * 1.3, s * 0.1), st) +
        path(
          `M ${cx - h * 0.4} ${cy - h * 0.3} V ${cy - h * 0.6} A ${h * 0.4} ${h * 0.4} 0 0 1 ${cx + h * 0.4} ${cy - h * 0.6} V ${cy - h * 0.3}`,
          st,
        )
      );
    case "heart":
      return path(
        `M ${cx} ${cy + h * 0.8} C ${cx - h * 1.4} ${cy - h * 0.2} ${cx - h * 0.6} ${cy - h * 1.2} ${cx} ${cy - h * 0.4} C ${cx + h * 0.6} ${cy - h * 1.2} ${cx + h * 1.4} ${cy - h * 0.2} ${cx} ${cy + h * 0.8} Z`,
        st,
      );
    case "home":
      return path(
        `M ${cx - h} ${cy} L ${cx} ${cy - h} L ${cx + h} ${cy} M ${cx - h * 0.7} ${cy - h * 0.2} V ${cy + h} H ${cx + h * 0.7} V ${cy - h * 0.2}`,
        st,
      );
    case "user":
      return (
        circle(cx, cy - h * 0.4, h * 0.45, st) +
        path(
          `M ${cx - h * 0.9} ${cy + h} C ${cx - h * 0.8} ${cy + h * 0.1} ${cx + h * 0.8} ${cy + h * 0.1} ${cx + h * 0.9} ${cy + h}`,
          st,
        )
      );
    case "bell":
      return path(
        `M ${cx - h * 0.8} ${cy + h * 0.5} C ${cx - h * 0.6} ${cy} ${cx - h * 0.8} ${cy - h} ${cx} ${cy - h} C ${cx + h * 0.8} ${cy - h} ${cx + h * 0.6} ${cy} ${cx + h * 0.8} ${cy + h * 0.5} Z M ${cx - h * 0.25} ${cy + h * 0.8} H ${cx + h * 0.25}`,
        st,
      );
    case "pin":
      return (
        path(
          `M ${cx} ${cy + h} C ${cx - h} ${cy} ${cx - h * 0.8} ${cy - h} ${cx} ${cy - h} C ${cx + h * 0.8} ${cy - h} ${cx + h} ${cy} ${cx} ${cy + h} Z`,
          st,
        ) + circle(cx, cy - h * 0.3, h * 0.25, st)
      );
    case "chart":
      return path(
        `M ${cx - h} ${cy + h} V ${cy - h} M ${cx - h} ${cy + h} H ${cx + h} M ${cx - h * 0.5} ${cy + h * 0.5} L ${cx} ${cy - h * 0.1} L ${cx + h * 0.3} ${cy + h * 0.2} L ${cx + h} ${cy - h * 0.6}`,
        st,
      );
    case "calendar":
      return (
        path(roundedRectPath(cx - h, cy - h * 0.7, s, h * 1.7, s * 0.1), st) +
        line(cx - h, cy - h * 0.2, cx + h, cy - h * 0.2, st) +
        line(cx - h * 0.5, cy - h, cx - h * 0.5, cy - h * 0.5, st) +
        line(cx + h * 0.5, cy - h, cx + h * 0.5, cy - h * 0.5, st)
      );
    case "arrow":
      return path(
        `M ${cx - h} ${cy} H ${cx + h} M ${cx + h * 0.3} ${cy - h * 0.6} L ${cx + h} ${cy} L ${cx + h * 0.3} ${cy + h * 0.6}`,
        st,
      );
    case "check":
      return path(
        `M ${cx - h * 0.8} ${cy} L ${cx - h * 0.2} ${cy + h * 0.6} L ${cx + h * 0.9} ${cy - h * 0.6}`,
        st,
      );
    case "leaf":
      return path(
        `M ${cx - h} ${cy + h} C ${cx - h} ${cy - h * 0.4} ${cx - h * 0.2} ${cy - h} ${cx + h} ${cy - h} C ${cx + h} ${cy + h * 0.2} ${cx + h * 0.2} ${cy + h} ${cx - h} ${cy + h} Z M ${cx - h} ${cy + h} L ${cx + h * 0.2} ${cy - h * 0.2}`,
        st,
      );
    case "star":
      return poly(
        Array.from({ length: 10 }, (_, i) => {
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          const r = i % 2 ? h * 0.45 : h;
          return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as [number, number];
        }),
        { fill: color },
      );
    case "play":
      return (
        circle(cx, cy, h, st) +
        poly(
          [
            [cx - h * 0.3, cy - h * 0.45],
            [cx + h * 0.5, cy],
            [cx - h * 0.3, cy + h * 0.45],
          ],
          { fill: color },
        )
      );
    default:
      return circle(cx, cy, h * 0.8, st);
  }
}
