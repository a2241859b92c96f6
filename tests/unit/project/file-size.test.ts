/**
 * Small files: no source file of the site, its build or its tests is over 350 lines. Generated
 * files are exempt. The files are those git would commit (tracked, or new and not ignored): what
 * other tests write meanwhile into git-ignored folders (tests/.tmp: the editor's bundles) is not
 * a source file, and reading the folder while they write it made the count depend on timing.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const LIMIT = 350;
const EXEMPT = [/^src\/generated\//, /^src\/render\/definitions\.ts$/];

/** Source files under the folders, as paths from the root, that git would commit. */
function sources(folders: string[]): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", ...folders],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split("\0")
    .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && existsSync(join(root, file)));
}

describe("file size", () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const files = sources(["src", "scripts", "tools", "tests"]);
    expect(files.length).toBeGreaterThan(200);
    const long = files
      .map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > LIMIT);
    const exempt = long.filter(({ file }) => EXEMPT.some((rule) => rule.test(file)));
    if (exempt.length)
      console.info(
        `Exempt for now, over ${LIMIT} lines: ${exempt.map((f) => `${f.file} (${f.lines})`).join(", ")}`,
      );
    expect(long.filter((entry) => !exempt.includes(entry))).toEqual([]);
  });
});
