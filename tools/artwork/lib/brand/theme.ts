/** A brief and its art direction made into a theme, and the colours that read on a background. */
import { makeRng, mix, darken, isDark, bestOn } from "../core.ts";
import { ART } from "./art.ts";
import type { Brief, Theme } from "./types.ts";

export function makeTheme(brief: Brief, seedSuffix = ""): Theme {
  const art = ART[brief.folder];
  if (!art) throw new Error("no art direction for " + brief.folder);
  const map = new Map(brief.palette.map((c) => [c.name, c.hex]));
  const P = (name: string) => {
    const v = map.get(name);
    if (!v) throw new Error(`${brief.folder}: no colour ${name}`);
    return v;
  };
  return {
    brief,
    folder: brief.folder,
    rng: makeRng(brief.folder + seedSuffix),
    P,
    light: P(art.light),
    dark: P(art.dark),
    a1: P(art.a1),
    a2: P(art.a2),
    a3: art.a3 ? P(art.a3) : mix(P(art.a1), P(art.light), 0.5),
    bannerBg: P(art.bannerBg),
    tileBg: P(art.tileBg),
    fontP: brief.typefaces.primary.name,
    fontS: brief.typefaces.secondary.name,
    sWeights: brief.typefaces.secondary.weights ?? [400, 700],
    art,
    gradient: brief.gradient ? { from: brief.gradient.from, to: brief.gradient.to } : undefined,
  };
}

/** Text colour for a background: the brand ink on light, the brand light on dark. */
export function inkOn(t: Theme, bg: string): string {
  return isDark(bg) ? bestOn(bg, t.light, "#FFFFFF") : bestOn(bg, t.dark, "#111111");
}
/** Accent that reads on bg. */
export function accentOn(t: Theme, bg: string): string {
  return bestOn(bg, t.a1, t.a2, t.a3);
}
/** Wordmark colour on a background. */
export function brandInk(t: Theme, bg: string): string {
  if (isDark(bg)) return bestOn(bg, t.light, "#FFFFFF");
  return bestOn(bg, t.dark, darken(t.a1, 0.4));
}
