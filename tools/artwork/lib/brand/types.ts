/** The artwork's model: a brief (briefs.json joined with its page), a brand's art direction, the
 * theme drawn from both, and what a symbol is asked to draw. */
import type { Rng } from "../core.ts";

export interface Colour {
  name: string;
  hex: string;
  meaning?: string;
}
export interface Asset {
  file: string;
  width: number;
  height: number;
  kind: string;
}
export interface Brief {
  folder: string;
  route: string;
  brand: string;
  client: string;
  industry: string;
  services: string[];
  displayServices: string;
  tagline: string;
  symbol: string;
  palette: Colour[];
  gradient?: { name: string; from: string; to: string };
  typefaces: {
    primary: { name: string; role: string };
    secondary: { name: string; role: string; weights?: number[] };
  };
  compactBannerOnMobile: boolean;
  hoverZoom: boolean;
  assets: Asset[];
}

/** A brand's art direction (lib/brand/art.json): palette colours by role, and the wordmark. */
export interface Art {
  light: string;
  dark: string;
  a1: string;
  a2: string;
  a3?: string;
  bannerBg: string;
  tileBg: string;
  wm: string[]; // wordmark lines
  sub?: string; // descriptor line under the wordmark
  wmWeight: number;
  wmLs: number;
  subLs?: number;
}

export interface Theme {
  brief: Brief;
  folder: string;
  rng: Rng;
  P: (name: string) => string;
  light: string;
  dark: string;
  a1: string;
  a2: string;
  a3: string;
  bannerBg: string;
  tileBg: string;
  fontP: string;
  fontS: string;
  sWeights: number[];
  art: Art;
  /** gradient fill reference for "gold" style brands; undefined otherwise */
  gradient?: { from: string; to: string };
}

export interface SymOpts {
  /** draw everything in this one colour */
  mono?: string;
  /** background the symbol sits on (to pick legible colours) */
  bg?: string;
  /** build-in progress 0..1 (1 = complete) */
  p?: number;
  /** periodic time 0..1 for looping motion */
  time?: number;
}
export type SymFn = (t: Theme, o: SymOpts) => string;
