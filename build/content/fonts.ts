/**
 * Web fonts cut down at build time to the characters the site can show (Node only). A font is
 * imported as `…woff2?url&subset=content` or `…woff2?url&subset=forms` (src/site/theme.tsx), and
 * the build swaps the file for its subset before Vite hashes it, so a changed document that
 * needs a new character gives the font a new name. Development serves the whole file.
 *
 * - `content`: every character of every document, plus ASCII and typographic punctuation. For
 *   the display face, which only sets headings and labels written in the documents.
 * - `forms`: the same plus Latin-1 (é, ß, ñ…), for the body face, which also draws what visitors
 *   type into the forms.
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

export type SubsetMode = "content" | "forms";

/** An import of a font to be subset: the file, `?url`, then the mode. */
export const SUBSET_IMPORT = /^(.+\.woff2)\?url&subset=(content|forms)$/;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Kept in every subset: ASCII, and punctuation the interface and typographers use. */
const ALWAYS = range(0x20, 0x7e) + "\u00a0‘’‚“”„–—…•·‹›«»€™×→←↑↓−";
/** Kept for the forms' face: Latin-1's letters and signs, for names and messages. */
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
  const chars = new Set([...ALWAYS, ...fromDocuments, ...(mode === "forms" ? LATIN_1 : "")]);
  // Control characters and line breaks have no glyphs.
  return [...chars]
    .filter((char) => char.codePointAt(0)! >= 0x20)
    .sort()
    .join("");
}

const SUBSETTER = "subset-font@2.9";

/**
 * The path of `file` cut down to `text`, written once into `cacheDir` under the font's own file
 * name (Vite names the built file after it), in a folder named by what it depends on.
 */
export async function subsetFontFile(
  file: string,
  text: string,
  cacheDir = fontCacheDir(),
): Promise<string> {
  const bytes = readFileSync(file);
  const key = createHash("sha256")
    .update(bytes)
    .update("\0" + text + "\0" + SUBSETTER)
    .digest("hex")
    .slice(0, 16);
  const out = join(cacheDir, key, basename(file));
  if (existsSync(out)) return out;
  const subset = await subsetFont(bytes, text, { targetFormat: "woff2" });
  mkdirSync(join(cacheDir, key), { recursive: true });
  // Written aside, then renamed: a build stopped halfway leaves no broken font behind.
  writeFileSync(`${out}.part`, subset);
  renameSync(`${out}.part`, out);
  return out;
}
