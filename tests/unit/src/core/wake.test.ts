/**
 * The wake format (src/core/wake.ts): what the server writes on an island's wrapper, the loader
 * and `npm run budgets` read back the same.
 */
import { existsSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  CHROME_BEHAVIOURS,
  ISLAND_MODULES,
  behaviourModule,
  encodeWake,
  parseWake,
  propsAttribute,
  readProps,
  waitsForPress,
  type Wake,
} from "../../../../src/core/wake.ts";

const element = (attributes: string) =>
  new JSDOM(`<div ${attributes}></div>`).window.document.querySelector("div")!;

describe("the wake format", () => {
  it("reads back every trigger as it was written", () => {
    const wakes: Wake[] = [
      "load",
      "idle",
      "visible",
      "interaction",
      { media: "(width >= 768px) and (prefers-reduced-motion: no-preference)" },
      { arrivesWith: { query: ["service", "industry"], session: ["work-filter"] } },
      { arrivesWith: { query: ["q"], session: [] } },
      { arrivesWith: { query: [], session: ["hand-over"] } },
    ];
    for (const wake of wakes) expect(parseWake(encodeWake(wake))).toEqual(wake);
  });

  it("reads a missing list of arrivesWith as empty, and no trigger as `visible`", () => {
    expect(parseWake(encodeWake({ arrivesWith: { query: ["q"] } }))).toEqual({
      arrivesWith: { query: ["q"], session: [] },
    });
    expect(parseWake(encodeWake({ arrivesWith: {} }))).toEqual({
      arrivesWith: { query: [], session: [] },
    });
    expect(parseWake(null)).toBe("visible");
    expect(parseWake(undefined)).toBe("visible");
  });

  it("writes the triggers as the served pages carry them", () => {
    expect(encodeWake({ media: "(width < 768px)" })).toBe("media:(width < 768px)");
    expect(encodeWake({ arrivesWith: { query: ["a", "b"], session: ["c"] } })).toBe(
      "arrives-with:a,b|c",
    );
  });

  it("counts only `interaction` and `arrivesWith` as waiting for a press", () => {
    expect(
      ["load", "idle", "visible", { media: "x" }].map((w) => waitsForPress(w as Wake)),
    ).toEqual([false, false, false, false]);
    expect(waitsForPress("interaction")).toBe(true);
    expect(waitsForPress({ arrivesWith: { query: ["q"] } })).toBe(true);
  });

  it("reads the props back from where they were written, escaped for HTML", () => {
    const json = JSON.stringify({ text: `"quoted" & <tagged>` });
    const load = (src: string) => `the file ${src}`;
    expect(readProps(element(propsAttribute({ json })), load)).toBe(json);
    const src = "/assets/islands/0123456789abcdef.json";
    expect(readProps(element(propsAttribute({ src })), load)).toBe(`the file ${src}`);
    expect(readProps(element(""), load)).toBe("{}");
  });

  it("names modules that exist", () => {
    for (const file of [...Object.values(ISLAND_MODULES), ...Object.values(CHROME_BEHAVIOURS)])
      expect(existsSync(file), file).toBe(true);
    expect(behaviourModule("newsletter")).toBe(CHROME_BEHAVIOURS.newsletter);
    expect(behaviourModule("logo-strip")).toBe("src/blocks/logo-strip/behaviour.ts");
    expect(existsSync(behaviourModule("logo-strip"))).toBe(true);
  });
});
