/** A brand's symbol, by the name its brief gives. */
import { g, f } from "../core.ts";
import { GEOMETRIC } from "./symbols/geometric.ts";
import { NATURE } from "./symbols/nature.ts";
import { OBJECTS } from "./symbols/objects.ts";
import type { SymFn, SymOpts, Theme } from "./types.ts";

const SYMBOLS: Record<string, SymFn> = { ...GEOMETRIC, ...NATURE, ...OBJECTS };

export function symbol(t: Theme, o: SymOpts = {}): string {
  const fn = SYMBOLS[t.brief.symbol];
  if (!fn) throw new Error("no symbol " + t.brief.symbol);
  return fn(t, o);
}
/** Symbol drawn in a box of `size` centred on (cx, cy). */
export function symbolAt(t: Theme, cx: number, cy: number, size: number, o: SymOpts = {}): string {
  return g(symbol(t, o), { transform: `translate(${f(cx)} ${f(cy)}) scale(${f(size / 200)})` });
}
