/**
 * The catalogue of codes (src/core/diagnostics/codes.ts, with the block types' own checks): each
 * problem the golden fixtures produce is described in it (which is where its severity comes from),
 * a block's check cannot take a code twice, and AUTHORING.md lists every code with its severity and
 * title.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES, catalogue } from "../../../../src/core/diagnostics/codes.ts";
import { blockChecks } from "../../../../src/core/blocks/block-server.ts";
import { severityOf } from "../../../../src/core/diagnostics/diagnostics.ts";
import { invalidFixtureNames, root, servers, validateFixture } from "../../support/fixture-site.ts";

const all = catalogue(blockChecks(servers).map(({ check }) => check));

describe("the catalogue of codes", () => {
  it("describes every problem the golden fixtures produce", () => {
    const seen = new Set<string>();
    for (const name of invalidFixtureNames())
      for (const d of validateFixture(name).diagnostics) seen.add(d.code);
    expect(seen.size).toBeGreaterThanOrEqual(15);
    for (const code of seen)
      expect(Object.keys(all), `${code} is reported but described nowhere`).toContain(code);
  });

  it("holds the block types' checks as warnings, and refuses a code described twice", () => {
    expect(all["low-contrast"]?.severity).toBe("warning");
    expect(severityOf({ code: "low-contrast" })).toBe("warning");
    expect(severityOf({ code: "unknown-block-type" })).toBe("error");
    const again = { code: "missing-alt", title: "Again", hint: "None." };
    expect(() => catalogue([again])).toThrow('The code "missing-alt" is described twice.');
    expect(Object.keys(CODES)).not.toContain("low-contrast");
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
    expect(rows.map((cells) => cells[0])).toEqual(expect.arrayContaining(Object.keys(all)));
    expect(rows).toHaveLength(Object.keys(all).length);
    for (const [code, severity, title] of rows) {
      const info = all[code!];
      expect([severity, title]).toEqual([info?.severity, info?.title]);
    }
  });
});
