/**
 * The fixture site with a draft in the middle of its Previous/Next chain: Alpha → Delta (a draft,
 * tests/fixtures/drafts/) → Beta, and the home page's call to action linking to Delta.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readDocuments } from "../../../scripts/content/load.ts";
import { validateDocuments, type SourceFile } from "../../../scripts/content/validate.ts";
import { assetChecker, loadSchemas, schemaPointerChecker } from "../../../scripts/content/load.ts";
import { root, servers, sitePages, sitePublic } from "./fixture-site.ts";

const draftFile = join(root, "tests/fixtures/drafts/pages/portfolio/delta.json");
/** Where the draft stands among the fixture's documents (as deep, so its "$schema" resolves). */
export const DELTA = relative(root, join(sitePages, "portfolio/delta.json"));
export const HOME = relative(root, join(sitePages, "home.json"));

/** The link the home page gains, in front of its one block. */
const CTA = `{ "type": "cta", "headline": "See what comes next", "button": { "label": "Delta", "hoverLabel": "Delta!", "href": "/portfolio/d" } },
    `;

function edit(file: SourceFile, from: string, to: string): SourceFile {
  if (!file.text.includes(from)) throw new Error(`${file.file} has no ${from}`);
  return { ...file, text: file.text.replace(from, to) };
}

/** A test's variant: `delta` changes the draft's text, `site` the site settings'. */
export interface Variant {
  delta?: (text: string) => string;
  site?: (text: string) => string;
}

/** The documents, with a test's variant of them. */
export function draftSiteFiles({ delta = (t) => t, site = (t) => t }: Variant = {}): SourceFile[] {
  const files = readDocuments(root, sitePages).map((file) => {
    if (file.file.endsWith("pages/site.json")) return { ...file, text: site(file.text) };
    if (file.file.endsWith("portfolio/alpha.json"))
      return edit(file, '"next": "/portfolio/beta"', '"next": "/portfolio/delta"');
    if (file.file.endsWith("portfolio/beta.json"))
      return edit(file, '"previous": "/portfolio/alpha"', '"previous": "/portfolio/delta"');
    if (file.file === HOME) return edit(file, '"blocks": [\n    ', `"blocks": [\n    ${CTA}`);
    return file;
  });
  return [...files, { file: DELTA, text: delta(readFileSync(draftFile, "utf8")) }];
}

let schemas: Record<string, object> | undefined;

export function validateDraftSite(variant?: Variant) {
  return validateDocuments({
    files: draftSiteFiles(variant),
    schemas: (schemas ??= loadSchemas(root)),
    assetStatus: assetChecker(sitePublic),
    schemaPointerResolves: schemaPointerChecker(root),
    servers,
  });
}
