/**
 * Metric-matched fallback faces for a web font, computed from the font file at build time
 * (Node only), so that text set while the font loads takes the room it will take once the font
 * has swapped in: a local system face scaled to the web font's average letter width
 * (`size-adjust`) and given its ascent, descent and line gap (`*-override`). The numbers are
 * Capsize's (@capsizecss/core's createFontStack, with every face's metrics read from its file by
 * @capsizecss/unpack), as Next.js's next/font and fontaine compute them.
 *
 * Imported as `…woff2?family=Inter+Variable&fallback` (src/site/theme.tsx), optionally with the
 * weight the text is set in, `…?family=Bricolage+Grotesque&wght=700&fallback`: the metrics are
 * then read from the font instanced at it (a bold face is wider than a variable font's default
 * instance). `&fallback` comes last, so one type declaration covers every such import. The module's default export
 * is `{ family, faces, ch }`: the fallback families, quoted and comma-separated, to follow the web
 * font in a `font-family`, their `@font-face` rules, and the web face's `ch` in `em`.
 */
import { createFontStack } from "@capsizecss/core";
import { fromBuffer } from "@capsizecss/unpack";
import { create } from "fontkitten";
import { readFileSync } from "node:fs";
import { subsetFontFile, subsetText } from "./fonts.ts";
import { forEachString } from "./strings.ts";

/** An import of a font's fallback faces: the file, its family and weight, then `&fallback`. */
const FALLBACK_IMPORT = /^([^?]+\.woff2)\?(.*)&fallback$/;

export interface FallbackImport {
  file: string;
  family: string;
  /** The weights its text is set in (400 when none is given). */
  weights: number[];
}

/** The parts of a fallback import, or undefined for any other import. */
export function parseFallbackImport(id: string): FallbackImport | undefined {
  const match = FALLBACK_IMPORT.exec(id);
  if (!match) return undefined;
  const query = new URLSearchParams(match[2]);
  const family = query.get("family");
  if (!family) throw new Error(`${id}: a fallback import names its family (?family=…&fallback).`);
  const weights = (query.get("wght") ?? "400").split(",").map(Number);
  if (weights.some((w) => !Number.isInteger(w) || w < 1 || w > 1000))
    throw new Error(`${id}: each weight (&wght=400,650) is a whole number from 1 to 1000.`);
  return { file: match[1]!, family, weights };
}

/**
 * The system faces a fallback is scaled from, in the order a page tries them: Arial (Windows,
 * macOS, iOS) and the faces drawn to Arial's metrics (Liberation Sans on Linux desktops, Arimo on
 * ChromeOS), which one set of numbers fits; then Roboto (Android). Their metrics are read from
 * Arimo's and Roboto's files (@fontsource), at the weight the text is set in: a bold heading's
 * fallback is the system's bold face, some 10 % wider than its regular one, so numbers taken from
 * the regular face (as @capsizecss/metrics has them) left "Design Chronicles" on two lines in the
 * fallback and on one in the web face.
 */
const SYSTEM_FACES = [
  {
    name: "Arial",
    file: (bold: boolean) => `@fontsource/arimo/files/arimo-latin-${bold ? 700 : 400}-normal.woff2`,
    // Full names, which `local()` matches on every platform.
    local: (bold: boolean) =>
      ["Arial", "Liberation Sans", "Arimo"].map((name) => (bold ? `${name} Bold` : name)),
  },
  {
    name: "Roboto",
    file: (bold: boolean) =>
      `@fontsource/roboto/files/roboto-latin-${bold ? 700 : 400}-normal.woff2`,
    local: (bold: boolean) => [bold ? "Roboto Bold" : "Roboto"],
  },
];

/** From this weight on, text falls back to the system's bold faces. */
const BOLD_FROM = 600;

export interface FallbackFace {
  family: string;
  local: string[];
  /** The weight of the web face's instance it is scaled to. */
  weight: number;
  /**
   * The weights it is used for (its `font-weight` range): said even for one face, so that a bold
   * system face set at 700 is not made bolder still.
   */
  weights: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export interface FontFallback {
  /** The fallback families, quoted, comma-separated: what follows the web font's family. */
  family: string;
  /** Their `@font-face` rules. */
  faces: string;
  /** Each face's numbers, for the build's report and the tests. */
  table: FallbackFace[];
  /**
   * The web face's `ch` (the advance of its "0") in `em`: a measure given in it stays the same
   * length in the fallback (whose own `ch` is not scaled to the web face's), see tokens' measure.
   */
  ch: string;
}

/** The words the site shows: its documents' strings that read as prose (a space, no path). */
export function proseOf(values: unknown[]): string {
  const parts: string[] = [];
  forEachString(values, (text) => {
    if (text.includes(" ") && !/[/\\]|\.(avif|jpe?g|png|svg|webp|mp4)\b/.test(text))
      parts.push(text);
  });
  return parts.join(" ");
}

/** The average advance of `text`'s characters in `bytes`' font, in its units (no kerning). */
function averageAdvance(bytes: Buffer, text: string): number | undefined {
  const font = create(bytes);
  if (!("glyphsForString" in font) || !text) return undefined;
  const glyphs = font.glyphsForString(text);
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length;
}

/** Capsize's percentage to two decimals: a 0.005 % error is 0.02 px on a 390 px line. */
const percent = (value: unknown) => `${Number(parseFloat(String(value)).toFixed(2))}%`;

/** A face of the web font at one weight: the font instanced at it. */
export interface Instance {
  weight: number;
  bytes: Buffer;
}

/**
 * The font in `file` instanced at each weight, cut to ASCII and punctuation (all the metrics
 * read), kept with the other subsets (scripts/content/fonts.ts).
 */
export function instancesOf(file: string, weights: number[], cacheDir?: string) {
  return Promise.all(
    weights.map(async (weight): Promise<Instance> => ({
      weight,
      bytes: readFileSync(
        await subsetFontFile(file, subsetText("content", new Set()), cacheDir, {
          min: weight,
          max: weight,
        }),
      ),
    })),
  );
}

/**
 * The fallback faces of the web font whose instances are given (one per weight its text is set
 * in), named after `family`. Each system face gets one `@font-face` per instance, for the weights
 * nearest it (`font-weight: 451 575`): a heavier weight of the web face is wider, and text in it
 * falls back to a face scaled to that weight (the system's bold one from 600 on). `read` reads a
 * file of a package (the system faces' metrics). `prose`, the site's own words (proseOf), sets
 * the average letter width each system face is scaled to.
 */
export async function fontFallback(
  instances: Instance[],
  family: string,
  read: (packageFile: string) => Buffer,
  prose = "",
): Promise<FontFallback> {
  const withProse = <M extends { xWidthAvg: number }>(metrics: M, file: Buffer): M => {
    const average = averageAdvance(file, prose);
    return average ? { ...metrics, xWidthAvg: average, subsets: undefined } : metrics;
  };
  const sorted = [...instances].sort((a, b) => a.weight - b.weight);
  const table: FallbackFace[] = [];
  for (const [index, { weight, bytes }] of sorted.entries()) {
    const bold = weight >= BOLD_FROM;
    const metrics = withProse({ ...(await fromBuffer(bytes)), familyName: family }, bytes);
    const system = await Promise.all(
      SYSTEM_FACES.map(async (face) => {
        const file = read(face.file(bold));
        return withProse({ ...(await fromBuffer(file)), familyName: face.name }, file);
      }),
    );
    // The weights this instance stands for: up to halfway to its neighbours.
    const from = index === 0 ? 1 : Math.floor((sorted[index - 1]!.weight + weight) / 2) + 1;
    const to =
      index === sorted.length - 1 ? 1000 : Math.floor((weight + sorted[index + 1]!.weight) / 2);
    const { fontFaces } = createFontStack([metrics, ...system], { fontFaceFormat: "styleObject" });
    for (const [at, { "@font-face": face }] of fontFaces.entries())
      table.push({
        family: face.fontFamily!.replace(/^"|"$/g, ""),
        local: SYSTEM_FACES[at]!.local(bold),
        weight,
        weights: `${from} ${to}`,
        sizeAdjust: percent(face.sizeAdjust),
        ascentOverride: percent(face.ascentOverride),
        descentOverride: percent(face.descentOverride),
        lineGapOverride: percent(face.lineGapOverride ?? "0%"),
      });
  }
  const faces = table
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};` +
        `src:${face.local.map((name) => `local(${JSON.stringify(name)})`).join(",")};` +
        `font-weight:${face.weights};` +
        `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};` +
        `descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride}}`,
    )
    .join("");
  const bytes = sorted[0]!.bytes;
  const font = create(bytes);
  const zero = "glyphForCodePoint" in font ? font.glyphForCodePoint(0x30).advanceWidth : 0;
  if (!zero || !("unitsPerEm" in font))
    throw new Error(`${family}: the font has no "0" to measure its ch by.`);
  const ch = `${Number((zero / font.unitsPerEm).toFixed(4))}em`;
  const families = [...new Set(table.map((face) => JSON.stringify(face.family)))];
  return { family: families.join(", "), faces, table, ch };
}
