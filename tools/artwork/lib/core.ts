// Low-level helpers for the media generator: PRNG, colour maths, SVG snippets,
// text measurement (through sharp/librsvg so it matches the renderer) and rasterising.
// Each lives in lib/core/; this module gathers them for the drawings.

export { hashString, makeRng } from "./core/rng.ts";
export type { Rng } from "./core/rng.ts";
export {
  hexToRgb,
  rgbToHex,
  mix,
  lighten,
  darken,
  luminance,
  contrast,
  isDark,
  bestOn,
  hexToRgbString,
} from "./core/colour.ts";
export {
  esc,
  f,
  attrs,
  el,
  rect,
  circle,
  line,
  path,
  g,
  poly,
  text,
  roundedRectPath,
  svgDoc,
} from "./core/svg.ts";
export type { TextOpts } from "./core/svg.ts";
export {
  resetIds,
  nextId,
  softShadow,
  liftShadow,
  linearGradient,
  radialGradient,
  backdrop,
} from "./core/defs.ts";
export { measure100, textWidth, fitSize, wrap, paragraph } from "./core/measure.ts";
export { svgToWebp, svgToRawRgb } from "./core/raster.ts";
