/**
 * The catalogue of codes (scripts/content/codes.ts): each problem the golden fixtures produce is in
 * it with the severity it is reported at, and AUTHORING.md lists every code with its title.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES, type DiagnosticCode } from "../../../../scripts/content/codes.ts";
import { invalidFixtureNames, root, validateFixture } from "../../support/fixture-site.ts";

describe("the catalogue of codes", () => {
  it("describes every problem the golden fixtures produce, at the severity they are reported", () => {
    const seen = new Map<string, string>();
    for (const name of invalidFixtureNames())
      for (const d of validateFixture(name).diagnostics) seen.set(d.code, d.severity);
    expect(seen.size).toBeGreaterThanOrEqual(15);
    for (const [code, severity] of seen) {
      expect(Object.keys(CODES), `${code} is reported but not in codes.ts`).toContain(code);
      expect(CODES[code as DiagnosticCode].severity, code).toBe(severity);
    }
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
