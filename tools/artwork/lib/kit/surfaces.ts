// Objects placed on a surface: lifted with a shadow, paper sheets, and the wall or table behind them.
import {
  g,
  rect,
  path,
  f,
  nextId,
  lighten,
  darken,
  linearGradient,
  radialGradient,
  liftShadow,
  roundedRectPath,
} from "../core.ts";

/** An object of size w×h placed at (x,y), rotated by rot degrees around its centre, with a lift shadow. */
export function placed(
  x: number,
  y: number,
  w: number,
  h: number,
  inner: string,
  o: { rot?: number; r?: number; shadow?: number; clip?: boolean } = {},
): string {
  const rot = o.rot ?? 0;
  const r = o.r ?? 0;
  let content = inner;
  if (o.clip) {
    const id = nextId("pc");
    content =
      `<clipPath id="${id}"><path d="${roundedRectPath(0, 0, w, h, r)}"/></clipPath>` +
      g(inner, { "clip-path": `url(#${id})` });
  }
  return g((o.shadow === 0 ? "" : liftShadow(0, 0, w, h, r, o.shadow ?? 1)) + content, {
    transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})`,
  });
}

/** Paper sheet with a subtle sheen. */
export function sheet(w: number, h: number, fill: string, r = 0): string {
  const id = nextId("sh");
  return (
    `<defs>${linearGradient(
      id,
      [
        [0, "#FFFFFF", 0.1],
        [0.5, "#FFFFFF", 0],
        [1, "#000000", 0.06],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    path(roundedRectPath(0, 0, w, h, r), { fill }) +
    path(roundedRectPath(0, 0, w, h, r), { fill: `url(#${id})` })
  );
}

/** Wall / table surface with soft light. */
export function surface(
  w: number,
  h: number,
  color: string,
  o: { floor?: string; floorAt?: number } = {},
): string {
  const id = nextId("sf");
  let s =
    `<defs>${radialGradient(
      id,
      [
        [0, lighten(color, 0.12)],
        [0.65, color],
        [1, darken(color, 0.12)],
      ],
      0.45,
      0.35,
      0.9,
    )}</defs>` + rect(0, 0, w, h, { fill: `url(#${id})` });
  if (o.floor) {
    const fy = h * (o.floorAt ?? 0.8);
    const fid = nextId("fl");
    s +=
      `<defs>${linearGradient(fid, [
        [0, darken(o.floor, 0.08)],
        [1, o.floor],
      ])}</defs>` + rect(0, fy, w, h - fy, { fill: `url(#${fid})` });
  }
  return s;
}
