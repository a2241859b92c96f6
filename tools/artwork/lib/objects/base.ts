// What the product objects share: shading, floor shadows, cylinders and their options.
import { path, f, nextId, lighten, darken, linearGradient } from "../core.ts";

export const shade = (id: string, c: string, k = 0.18) =>
  `<defs>${linearGradient(
    id,
    [
      [0, darken(c, k)],
      [0.18, lighten(c, 0.06)],
      [0.42, lighten(c, 0.14)],
      [0.75, c],
      [1, darken(c, k * 1.3)],
    ],
    0,
    0,
    1,
    0,
  )}</defs>`;

/** Contact shadow ellipse on the floor. */
export function floorShadow(cx: number, y: number, w: number, o = 0.28): string {
  const id = nextId("fs");
  return `<filter id="${id}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${f(w * 0.05)}"/></filter><ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(w * 0.55)}" ry="${f(w * 0.07)}" fill="#000" opacity="${o}" filter="url(#${id})"/>`;
}

/** Cylinder (can, tube, candle jar, bottle body) from top y to bottom y. */
export function cylinder(
  cx: number,
  top: number,
  bottom: number,
  w: number,
  fill: string,
  label = "",
): string {
  const id = nextId("cy");
  const ry = w * 0.09;
  return (
    shade(id, fill) +
    path(
      `M ${cx - w / 2} ${top} V ${bottom} A ${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${bottom} V ${top} Z`,
      { fill: `url(#${id})` },
    ) +
    label +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${lighten(fill, 0.12)}"/>`
  );
}

export interface ObjOpts {
  name?: string;
  sub?: string;
  body?: string;
  accent?: string;
  label?: string;
}
