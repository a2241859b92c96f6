/**
 * The metric-matched fallback faces (scripts/content/font-fallbacks.ts), computed from real font
 * files: the web font instanced at its weights, the system faces' metrics from Arimo's and
 * Roboto's files.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import {
  fontFallback,
  instancesOf,
  parseFallbackImport,
  proseOf,
} from "../../../../scripts/content/font-fallbacks.ts";

const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(file));
const INTER = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const scratch = mkdtempSync(join(tmpdir(), "font-fallbacks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The font instanced at each weight, as the build does. */
const instances = (weights: number[]) => instancesOf(INTER, weights, scratch);

/** The `@font-face` rules as the browser's CSS parser reads them. */
function rules(css: string) {
  const { document } = new JSDOM(`<style>${css}</style>`).window;
  return [...document.styleSheets[0]!.cssRules].map((rule) => (rule as CSSStyleRule).style);
}

describe("a fallback import", () => {
  it("names the file, the family and the weights its text is set in, with &fallback last", () => {
    expect(parseFallbackImport("x/a.woff2?family=Inter+Variable&wght=400,650&fallback")).toEqual({
      file: "x/a.woff2",
      family: "Inter Variable",
      weights: [400, 650],
    });
    expect(parseFallbackImport("x/a.woff2?family=A&fallback")?.weights).toEqual([400]);
    expect(parseFallbackImport("x/a.woff2?url&subset=content")).toBeUndefined();
    expect(() => parseFallbackImport("x/a.woff2?wght=400&fallback")).toThrow(/family/);
    expect(() => parseFallbackImport("x/a.woff2?family=A&wght=bold&fallback")).toThrow(/weight/);
  });
});

describe("the fallback faces of a font", () => {
  it("give each system face one @font-face per weight, splitting the weights between them", async () => {
    const fallback = await fontFallback(await instances([400, 650]), "Inter Variable", read);
    expect(fallback.family).toBe(
      '"Inter Variable Fallback: Arial", "Inter Variable Fallback: Roboto"',
    );
    const faces = rules(fallback.faces);
    expect(faces.map((face) => face.getPropertyValue("font-weight"))).toEqual([
      "1 525",
      "1 525",
      "526 1000",
      "526 1000",
    ]);
    // From 600 on, the system's bold faces; the regular ones below.
    expect(fallback.table.map((face) => face.local[0])).toEqual([
      "Arial",
      "Roboto",
      "Arial Bold",
      "Roboto Bold",
    ]);
    expect(fallback.table[0]!.local).toEqual(["Arial", "Liberation Sans", "Arimo"]);
  });

  it("scale each system face to the web face's letters: a bolder instance, a wider face", async () => {
    const { table } = await fontFallback(await instances([400, 500]), "Inter Variable", read);
    const arial = table.filter((face) => face.family.endsWith("Arial"));
    const [regular, medium] = arial.map((face) => parseFloat(face.sizeAdjust));
    // Inter is wider than Arial at 400, and wider still at 500 against the same Arial.
    expect(regular).toBeGreaterThan(100);
    expect(medium).toBeGreaterThan(regular!);
    for (const face of arial) {
      expect(face.sizeAdjust).toMatch(/^\d+(\.\d{1,2})?%$/);
      expect(parseFloat(face.ascentOverride)).toBeGreaterThan(parseFloat(face.descentOverride));
      expect(face.lineGapOverride).toBe("0%");
    }
  });

  it("measure the web face's ch, so measures keep their length in the fallback", async () => {
    const { ch } = await fontFallback(await instances([400]), "Inter Variable", read);
    expect(ch).toMatch(/^0\.\d+em$/);
    expect(parseFloat(ch)).toBeGreaterThan(0.5);
    expect(parseFloat(ch)).toBeLessThan(0.75);
  });

  it("take the site's own words, not paths, as the letters to match", () => {
    expect(
      proseOf([{ title: "Hello there", src: "/media/a b.png", blocks: [{ text: "Two words" }] }]),
    ).toBe("Hello there Two words");
  });
});
