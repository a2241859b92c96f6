/**
 * Loading and validating the documents on disk (scripts/content/load.ts) with one document's
 * text in place of its file's, as the editor validates an unsaved edit, and with the schemas a
 * caller keeps: the fixture site as it is on disk but for that one text.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAndValidate, loadSchemas } from "../../../../scripts/content/load.ts";
import { root, servers, sitePages, sitePublic } from "../../support/fixture-site.ts";

const HOME = relative(root, join(sitePages, "home.json"));
const saved = readFileSync(join(root, HOME), "utf8");

const load = (options: Partial<Parameters<typeof loadAndValidate>[0]> = {}) =>
  loadAndValidate({ root, pagesDir: sitePages, publicDir: sitePublic, servers, ...options });
const codesOf = (result: ReturnType<typeof load>, file: string) =>
  result.diagnostics.filter((d) => d.file === file).map((d) => d.code);

describe("loading the documents with an edited one", () => {
  it("validates the edited text in place of the file's, not beside it", () => {
    expect(codesOf(load(), HOME)).toEqual([]);
    // The same text added beside the file would claim its route twice.
    expect(load({ edited: { file: HOME, text: saved } }).diagnostics).toEqual(load().diagnostics);
    const broken = saved.replace('"route": "/",', '"route": "/",\n  "colour": "red",');
    expect(codesOf(load({ edited: { file: HOME, text: broken } }), HOME)).toContain(
      "unknown-property",
    );
  });

  it("adds no document that has no file on disk", () => {
    const nowhere = relative(root, join(sitePages, "nowhere.json"));
    const result = load({ edited: { file: nowhere, text: "{" } });
    expect(result.diagnostics.filter((d) => d.file === nowhere)).toEqual([]);
  });

  it("validates with the schemas it is given", () => {
    const schemas = loadSchemas(root);
    const page = schemas["schema/page.schema.json"] as { required: string[] };
    const given = {
      ...schemas,
      "schema/page.schema.json": { ...page, required: [...page.required, "shareImage"] },
    };
    expect(codesOf(load(), HOME)).toEqual([]);
    expect(codesOf(load({ schemas: given }), HOME)).toContain("missing-property");
  });
});
