/**
 * Web fonts cut down at build time to the characters the site can show (Node only). A font is
 * imported as `…woff2?url&subset=content` or `…woff2?url&subset=latin1`, optionally with a
 * weight range before the subset, `…woff2?url&wght=400-700&subset=content` (src/site/theme.tsx;
 * the subset comes last, so one type declaration per subset covers any range), and the build
 * swaps the file for its subset before Vite hashes it, so a changed document that needs a new
 * character gives the font a new name. Development serves the whole file.
 *
 * - `content`: every character of every document, plus ASCII and typographic punctuation: all
 *   that a page shows.
 * - `latin1`: the Latin-1 letters and signs (é, ß, ñ…) that `content` lacks, for what visitors
 *   type into the forms. Its face is declared with exactly those characters as its
 *   `unicode-range` (`virtual:font-ranges`), so a browser fetches it only once one is typed:
 *   Inter with them in one file was 38.8 KB on every page, the two files are 22.0 and 9.6 KB.
 * - `wght=400-700`: the weight axis limited to the weights the site uses (instanced with
 *   HarfBuzz); the face's `font-weight` descriptor says the same range.
 *
 * Subsetting a variable font takes a second or more, so subsets are kept outside the checkout,
 * named by a hash of the font, the characters and the subsetter's version.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import { forEachString } from "./strings.ts";
import { fontCacheDir } from "./paths.ts";

export type SubsetMode = "content" | "latin1";

/** An import of a font to be subset: the file, `?url`, perhaps a weight range, then the mode. */
export const SUBSET_IMPORT =
  /^([^?]+\.woff2)\?url(?:&wght=(\d{3})-(\d{3}))?&subset=(content|latin1)$/;

/** The weight axis a subset keeps, from the import's `wght=`. */
export interface WeightRange {
  min: number;
  max: number;
}

/** The parts of a font import (SUBSET_IMPORT), or undefined for any other import. */
export function parseSubsetImport(
  id: string,
): { file: string; mode: SubsetMode; weights?: WeightRange } | undefined {
  const match = SUBSET_IMPORT.exec(id);
  if (!match) return undefined;
  const [, file, min, max, mode] = match;
  return {
    file: file!,
    mode: mode as SubsetMode,
    weights: min ? { min: Number(min), max: Number(max) } : undefined,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Kept in every subset: ASCII, and punctuation the interface and typographers use. */
const ALWAYS = range(0x20, 0x7e) + "\u00a0‘’‚“”„–—…•·‹›«»€™×→←↑↓−";
/** Kept in the forms' extra face: Latin-1's letters and signs, for names and messages. */
const LATIN_1 = range(0xa1, 0xff);

/** Every character in the strings of these values (documents, taxonomy, site settings). */
export function documentCharacters(values: unknown[]): Set<string> {
  const seen = new Set<string>();
  forEachString(values, (text) => {
    for (const char of text) seen.add(char);
  });
  return seen;
}

/** The characters a subset keeps, sorted, for a mode and the documents' characters. */
export function subsetText(mode: SubsetMode, fromDocuments: Set<string>): string {
  // Control characters and line breaks have no glyphs.
  const content = [...new Set([...ALWAYS, ...fromDocuments])].filter(
    (char) => char.codePointAt(0)! >= 0x20,
  );
  const chars = mode === "content" ? content : [...LATIN_1].filter((c) => !content.includes(c));
  return chars.sort().join("");
}

/**
 * A CSS `unicode-range` for exactly these characters: runs of consecutive code points as
 * `U+E0-E4`, others as `U+F1`. No characters: a code point that never occurs (U+FFFF), so a
 * face that has none is never fetched.
 */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase();
  for (let i = 0; i < points.length;) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end++;
    runs.push(end === i ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[end]!)}`);
    i = end + 1;
  }
  return runs.join(",") || "U+FFFF";
}

const SUBSETTER = "subset-font@2.9";

/**
 * The OpenType features a subset keeps: those browsers apply by default (shaping, kerning,
 * ligatures, contextual alternates) and `tnum`, which the styles ask for
 * (`font-variant-numeric: tabular-nums`). Every other feature (fractions, stylistic sets,
 * character variants) would keep glyphs no page shows.
 */
export const KEPT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rclt",
  "rvrn",
  "tnum",
];

/**
 * The path of `file` cut down to `text` (and to `weights` on its weight axis), written once into
 * `cacheDir` under the font's own file name (Vite names the built file after it), in a folder
 * named by what it depends on.
 */
export async function subsetFontFile(
  file: string,
  text: string,
  cacheDir = fontCacheDir(),
  weights?: WeightRange,
): Promise<string> {
  const bytes = readFileSync(file);
  const axes = weights ? `wght=${weights.min}-${weights.max}` : "";
  const key = createHash("sha256")
    .update(bytes)
    .update("\0" + text + "\0" + axes + "\0" + SUBSETTER + "\0" + KEPT_FEATURES.join())
    .digest("hex")
    .slice(0, 16);
  const out = join(cacheDir, key, basename(file));
  if (existsSync(out)) return out;
  // `keepFeatures` is subset-font's (its README); @types/subset-font lacks it.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: "woff2",
    keepFeatures: KEPT_FEATURES,
    ...(weights && { variationAxes: { wght: weights } }),
  };
  const subset = await subsetFont(bytes, text, options);
  mkdirSync(join(cacheDir, key), { recursive: true });
  // Written aside, then renamed: a build stopped halfway leaves no broken font behind.
  writeFileSync(`${out}.part`, subset);
  renameSync(`${out}.part`, out);
  return out;
}
