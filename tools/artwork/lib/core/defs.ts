// Unique ids for <defs>, and the shadows, gradients and backdrops drawn with them.
import { lighten, darken } from "./colour.ts";
import { f, rect } from "./svg.ts";

let uid = 0;
export function resetIds(): void {
  uid = 0;
}
export function nextId(prefix = "i"): string {
  uid += 1;
  return `${prefix}${uid}`;
}

/** A soft drop shadow drawn as a blurred shape underneath an object. */
export function softShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {
    r?: number;
    blur?: number;
    dy?: number;
    opacity?: number;
    color?: string;
    spread?: number;
  } = {},
): string {
  const blur = o.blur ?? Math.max(6, Math.min(w, h) * 0.05);
  const id = nextId("sb");
  const spread = o.spread ?? 0;
  const pad = blur * 3;
  return (
    `<filter id="${id}" x="${f(x - pad)}" y="${f(y - pad)}" width="${f(w + pad * 2)}" height="${f(h + pad * 2 + (o.dy ?? 0))}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="${f(blur)}"/></filter>` +
    rect(x - spread, y + (o.dy ?? blur * 0.6) - spread, w + spread * 2, h + spread * 2, {
      rx: o.r ?? 0,
      fill: o.color ?? "#000",
      opacity: o.opacity ?? 0.22,
      filter: `url(#${id})`,
    })
  );
}

/** Layered shadow (tight contact + wide ambient) for a convincing lift. */
export function liftShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  r = 0,
  strength = 1,
  color = "#000",
): string {
  const s = Math.min(w, h);
  return (
    softShadow(x, y, w, h, { r, blur: s * 0.06, dy: s * 0.05, opacity: 0.16 * strength, color }) +
    softShadow(x, y, w, h, { r, blur: s * 0.012, dy: s * 0.008, opacity: 0.22 * strength, color })
  );
}

export function linearGradient(
  id: string,
  stops: [number, string, number?][],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</linearGradient>`;
}
export function radialGradient(
  id: string,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</radialGradient>`;
}

/** A backdrop with a gentle light falloff, like a photographed surface. */
export function backdrop(
  w: number,
  h: number,
  color: string,
  o: { light?: number; vignette?: number } = {},
): string {
  const id = nextId("bd");
  const light = o.light ?? 0.1;
  const vig = o.vignette ?? 0.1;
  return (
    `<defs>${radialGradient(
      id,
      [
        [0, lighten(color, light)],
        [0.6, color],
        [1, darken(color, vig)],
      ],
      0.4,
      0.3,
      0.95,
    )}</defs>` + rect(0, 0, w, h, { fill: `url(#${id})` })
  );
}
