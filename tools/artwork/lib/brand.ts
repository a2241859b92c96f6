// Brand model: briefs.json types, per-brand art direction, symbols and logo lockups. The code is
// in lib/brand/ (types, art.json and the theme made from it, motion, symbols, lockups); this
// module keeps the names the drawing code imports.
export type { Colour, Asset, Brief, Theme, SymOpts } from "./brand/types.ts";
export { makeTheme, inkOn, accentOn, brandInk } from "./brand/theme.ts";
export { ease, easeOutBack } from "./brand/motion.ts";
export { symbol, symbolAt } from "./brand/symbols.ts";
export {
  type WordmarkOpts,
  type Placed,
  type LockupOpts,
  type Box,
  wordmark,
  lockup,
  lockupBox,
} from "./brand/lockups.ts";
