/**
 * Sizes come from the scales in src/core/design/tokens.ts: a font size, a space or a corner radius
 * written as its own clamp() in a block or the chrome fails here, with where and what to use.
 * Element dimensions (width, height, a border's weight) may still be fluid on their own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fonts,
  fontSize,
  radius,
  space,
  systemStacks,
} from "../../../../../src/core/design/tokens.ts";

const root = join(import.meta.dirname, "../../../../..");
const SCALED =
  /^\s*(font-size|padding[a-z-]*|margin[a-z-]*|gap|row-gap|column-gap|--marquee-gap|border-radius|top|right|bottom|left|inset)\s*:[^;]*clamp\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the design scales", () => {
  it("are used for every font size, space and radius (no clamp() of a block's own)", () => {
    const own: string[] = [];
    for (const file of sources(join(root, "src"))) {
      if (file.endsWith(join("core", "design", "tokens.ts"))) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (SCALED.test(line))
            own.push(`${relative(root, file)}:${i + 1} ${line.trim()} → fontSize, space or radius`);
        });
    }
    expect(own).toEqual([]);
  });

  it("grow from phone to wide screen, step by step", () => {
    const bounds = (value: string) => {
      // A step may be capped by the window's or its column's width below its minimum:
      // min(clamp(…), 12.6vw, 14cqi).
      const [, min, max] =
        /^(?:min\()?clamp\(([\d.]+)rem, [^,]+, ([\d.]+)rem\)(?:, [\d.]+vw(?:, [\d.]+cqi)?\))?$/.exec(
          value,
        ) ?? [];
      return [Number(min), Number(max)] as const;
    };
    for (const scale of [fontSize, space, radius]) {
      const steps = Object.values(scale).map(bounds);
      for (const [min, max] of steps) expect(min).toBeLessThan(max);
      // Listed from one end to the other: the minimums and maximums both move one way.
      const mins = steps.map(([min]) => min);
      const sorted = [...mins].sort((a, b) => a - b);
      expect([sorted, [...sorted].reverse()]).toContainEqual(mins);
    }
  });
});

describe("the display face's stack", () => {
  // While the face loads, Chromium looks up a generic family for every size a heading is set in
  // (one more request to the browser process each); named families cost nothing. The stack is
  // the face, its metric-matched fallbacks (src/site/theme.tsx), then these system faces.
  const families = systemStacks.display.split(",").map((family) => family.trim().replace(/"/g, ""));

  it("falls back to the device's UI face by name, with no generic family", () => {
    expect(fonts.display).toBe("var(--font-display)");
    expect(families).toContain("system-ui");
    for (const family of families)
      expect(family).not.toMatch(/^(serif|sans-serif|monospace|cursive|fantasy|ui-[a-z-]+)$/);
  });
});
