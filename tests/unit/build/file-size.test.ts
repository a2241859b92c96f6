/**
 * Small files: no source file of the site, its build or its tests is over 350 lines. Generated
 * files are exempt.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const LIMIT = 350;
const EXEMPT = [/^src\/generated\//, /^src\/render\/definitions\.ts$/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe("file size", () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const files = ["src", "build", "tools", "tests"].flatMap((dir) => sources(join(root, dir)));
    expect(files.length).toBeGreaterThan(200);
    const long = files
      .map((file) => ({
        file: relative(root, file).split("\\").join("/"),
        lines: readFileSync(file, "utf8").split("\n").length,
      }))
      .filter(({ lines }) => lines > LIMIT);
    const exempt = long.filter(({ file }) => EXEMPT.some((rule) => rule.test(file)));
    if (exempt.length)
      console.info(
        `Exempt for now, over ${LIMIT} lines: ${exempt.map((f) => `${f.file} (${f.lines})`).join(", ")}`,
      );
    expect(long.filter((entry) => !exempt.includes(entry))).toEqual([]);
  });
});
