import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../../scripts/content/diagnostics.ts";
import { isError } from "../../../../src/core/diagnostics/diagnostics.ts";
import { loadAndValidate } from "../../../../scripts/content/load.ts";
import { migrate } from "../../../../scripts/content/migrations.ts";
import { migrateDocuments } from "../../../../scripts/content/migrate.ts";
import { invalidDir, root, sitePages, sitePublic } from "../../support/fixture-site.ts";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("schema migrations", () => {
  it("turn a pre-versioning text block into the current shape", () => {
    const { doc, applied } = migrate({
      $schema: "x",
      route: "/a",
      blocks: [{ type: "text", title: "A", body: "One.\n\nTwo." }],
    });
    expect(applied.map((m) => `${m.from}→${m.to}`)).toEqual(["0→1"]);
    expect(Object.keys(doc).slice(0, 2)).toEqual(["$schema", "schemaVersion"]);
    expect(doc.blocks).toEqual([{ type: "text", title: "A", paragraphs: ["One.", "Two."] }]);
  });

  it("npm run migrate rewrites an old document so that it validates", async () => {
    mkdirSync(join(root, "tests/.tmp"), { recursive: true });
    dir = mkdtempSync(join(root, "tests/.tmp/migrate-"));
    const pagesDir = join(dir, "pages");
    cpSync(sitePages, pagesDir, { recursive: true });
    const old = readFileSync(join(invalidDir, "old-schema-version/portfolio/alpha.json"), "utf8");
    cpSync(
      join(invalidDir, "old-schema-version/portfolio/alpha.json"),
      join(pagesDir, "portfolio/alpha.json"),
    );
    expect(old).not.toContain("schemaVersion");

    const before = loadAndValidate({ root, pagesDir, publicDir: sitePublic });
    expect(before.diagnostics.map((d) => d.code)).toContain("old-schema-version");

    const changed = await migrateDocuments(pagesDir);
    expect(changed).toHaveLength(1);
    const after = loadAndValidate({ root, pagesDir, publicDir: sitePublic });
    expect(after.diagnostics.filter(isError).map(formatDiagnostic)).toEqual([]);
    expect(await migrateDocuments(pagesDir)).toEqual([]);
  });
});
