/**
 * The catalogue of codes (src/core/codes.ts): each problem the golden fixtures produce is
 * described in it (which is where its severity comes from), and AUTHORING.md lists every code
 * with its severity and title.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES, type DiagnosticCode } from "../../../src/core/codes.ts";
import { invalidFixtureNames, root, validateFixture } from "./fixture-site.ts";

describe("the catalogue of codes", () => {
  it("describes every problem the golden fixtures produce", () => {
    const seen = new Set<string>();
    for (const name of invalidFixtureNames())
      for (const d of validateFixture(name).diagnostics) seen.add(d.code);
    expect(seen.size).toBeGreaterThanOrEqual(15);
    for (const code of seen)
      expect(Object.keys(CODES), `${code} is reported but not in codes.ts`).toContain(code);
  });

  it("is listed in AUTHORING.md, one row per code with its title and hint", () => {
    const authoring = readFileSync(join(root, "AUTHORING.md"), "utf8");
    const section = authoring.slice(
      authoring.indexOf("<!-- codes:start -->"),
      authoring.indexOf("<!-- codes:end -->"),
    );
    // The table's body rows: | `code` | severity | title | hint |
    const rows = section
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) =>
        line
          .slice(1, -1)
          .split(" | ")
          .map((cell) => cell.trim().replace(/^`|`$/g, "")),
      );
    expect(rows.map((cells) => cells[0])).toEqual(expect.arrayContaining(Object.keys(CODES)));
    expect(rows).toHaveLength(Object.keys(CODES).length);
    for (const [code, severity, title] of rows) {
      const info = CODES[code as DiagnosticCode];
      expect([severity, title]).toEqual([info.severity, info.title]);
    }
  });
});
