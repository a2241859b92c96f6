import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { documentCharacters, subsetFontFile, subsetText } from "../../../build/content/fonts.ts";
import { validateFixture } from "./fixture-site.ts";

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

  it("add Latin-1 for the forms' face only, for what visitors type", () => {
    expect(subsetText("forms", new Set())).toContain("ñ");
    expect(subsetText("forms", new Set())).toContain("ß");
    expect(subsetText("content", new Set())).not.toContain("ñ");
    expect(subsetText("content", new Set(["ñ"]))).toContain("ñ");
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
});
