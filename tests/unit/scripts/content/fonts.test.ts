import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import { afterAll, describe, expect, it } from "vitest";
import {
  KEPT_FEATURES,
  documentCharacters,
  parseSubsetImport,
  subsetFontFile,
  subsetText,
  unicodeRange,
} from "../../../../scripts/content/fonts.ts";
import { validateFixture } from "../../support/fixture-site.ts";

/** The feature tags of a font's GSUB and GPOS tables (the FeatureList of each, OpenType 1.9). */
async function featureTags(
  woff2: Buffer,
  text: string,
): Promise<Record<"GSUB" | "GPOS", string[]>> {
  // Subsetting keeps every feature by default: here it only unpacks the WOFF2.
  const sfnt = await subsetFont(woff2, text, { targetFormat: "sfnt" });
  const tables = new Map<string, number>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    tables.set(sfnt.toString("latin1", record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  const tags = (table: string) => {
    const start = tables.get(table);
    if (start === undefined) return [];
    const list = start + sfnt.readUInt16BE(start + 6);
    return Array.from({ length: sfnt.readUInt16BE(list) }, (_, i) =>
      sfnt.toString("latin1", list + 2 + 6 * i, list + 6 + 6 * i),
    );
  };
  return { GSUB: [...new Set(tags("GSUB"))], GPOS: [...new Set(tags("GPOS"))] };
}

const scratch = mkdtempSync(join(tmpdir(), "fonts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the characters a font keeps", () => {
  it("are every character of the documents' strings, at any depth", () => {
    const chars = documentCharacters([{ title: "Café", blocks: [{ items: ["“Ω”", 7, null] }] }]);
    expect([...chars].sort()).toEqual([..."CaféΩ“”"].sort());
  });

  it("include the fixture site's texts, ASCII and typographic punctuation, and no control characters", () => {
    const { model } = validateFixture();
    const chars = documentCharacters([
      model!.site,
      model!.taxonomy,
      ...model!.pages.map((p) => p.doc),
    ]);
    const text = subsetText("content", new Set([...chars, "\n", "\t"]));
    for (const char of chars) if (char >= " ") expect(text).toContain(char);
    for (const char of "AZaz09 !?&@’“”–—…") expect(text).toContain(char);
    expect(text).not.toMatch(/[\n\t]/);
    expect(new Set(text).size).toBe(text.length);
  });

  it("keep, in the latin1 subset, exactly the Latin-1 that the content subset lacks", () => {
    const documents = new Set("Café ñ");
    const content = subsetText("content", documents);
    const latin1 = subsetText("latin1", documents);
    expect(content).toContain("é");
    expect(content).not.toContain("ß");
    expect(latin1).toContain("ß");
    expect(latin1).toContain("Ø");
    // What the pages show is in one file only, so the second is fetched only for typed letters.
    for (const char of latin1) expect(content).not.toContain(char);
    expect(latin1).not.toMatch(/[éñ\u00a0«»·×]/);
    expect(latin1.length).toBe(0xff - 0xa1 + 1 - [..."éñ«»·×"].length);
  });
});

describe("a face's unicode-range", () => {
  it("names runs of consecutive code points as ranges and the rest one by one", () => {
    expect(unicodeRange("ßàáâãäæ")).toBe("U+DF-E4,U+E6");
    expect(unicodeRange("¡")).toBe("U+A1");
    expect(unicodeRange("bca")).toBe("U+61-63");
  });

  it("of no characters is one that never occurs, so the face is never fetched", () => {
    expect(unicodeRange("")).toBe("U+FFFF");
  });
});

describe("a font import", () => {
  it("names the file, the subset and perhaps the weights to keep", () => {
    expect(parseSubsetImport("@f/files/inter.woff2?url&wght=400-700&subset=latin1")).toEqual({
      file: "@f/files/inter.woff2",
      mode: "latin1",
      weights: { min: 400, max: 700 },
    });
    expect(parseSubsetImport("x.woff2?url&subset=content")).toEqual({
      file: "x.woff2",
      mode: "content",
      weights: undefined,
    });
    expect(parseSubsetImport("x.woff2?url")).toBeUndefined();
    expect(parseSubsetImport("x.woff2?url&subset=forms")).toBeUndefined();
    expect(parseSubsetImport("x.woff2?url&subset=content&wght=400-700")).toBeUndefined();
  });
});

describe("a subset font", () => {
  const require = createRequire(import.meta.url);
  const font =
    require.resolve("@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2");

  it("is a smaller WOFF2 under the font's own name, made once per font and text", async () => {
    const text = subsetText("content", new Set("Hello"));
    const first = await subsetFontFile(font, text, scratch);
    expect(basename(first)).toBe(basename(font));
    expect(readFileSync(first).subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(statSync(first).size).toBeLessThan(statSync(font).size * 0.8);
    const made = statSync(first).mtimeMs;
    expect(await subsetFontFile(font, text, scratch)).toBe(first);
    expect(statSync(first).mtimeMs).toBe(made);
    // Other characters: another file, so a document that needs a new glyph renames the font.
    expect(await subsetFontFile(font, subsetText("content", new Set("Ωmega")), scratch)).not.toBe(
      first,
    );
  });

  it("keeps the features browsers apply and the styles ask for, and drops the others", async () => {
    const text = subsetText("content", new Set("Hello 1/2 2024"));
    const subset = await subsetFontFile(font, text, scratch);
    const features = await featureTags(readFileSync(subset), text);
    expect(features.GPOS).toContain("kern");
    expect(features.GSUB).toContain("tnum");
    expect(features.GSUB).toContain("locl");
    // The whole font has fractions; no style asks for them.
    expect((await featureTags(readFileSync(font), text)).GSUB).toContain("frac");
    expect(features.GSUB).not.toContain("frac");
    for (const tag of [...features.GSUB, ...features.GPOS]) expect(KEPT_FEATURES).toContain(tag);
  });

  it("kept to a range of weights is another, smaller file", async () => {
    const text = subsetText("content", new Set("Hello"));
    const whole = await subsetFontFile(font, text, scratch);
    const bold = await subsetFontFile(font, text, scratch, { min: 700, max: 700 });
    expect(bold).not.toBe(whole);
    expect(statSync(bold).size).toBeLessThan(statSync(whole).size * 0.8);
  });
});
