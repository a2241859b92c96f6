/** Helpers for validating the fixture site, alone or with an invalid fixture laid over it. */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  loadSchemas,
  assetChecker,
  readDocuments,
  schemaPointerChecker,
} from "../../../scripts/content/load.ts";
import { validateDocuments, type SourceFile } from "../../../scripts/content/validate.ts";
import { formatDiagnostic } from "../../../scripts/content/diagnostics.ts";
import { loadServers } from "../../../src/core/blocks/block-server.ts";
import { definitions } from "../../../src/render/definitions.ts";

/** The block types' Node-side hooks, as the build loads them: their checks run too. */
export const servers = await loadServers(definitions);

export const root = fileURLToPath(new URL("../../../", import.meta.url));
export const sitePages = join(root, "tests/fixtures/site/pages");
export const sitePublic = join(root, "tests/fixtures/site/public");
export const invalidDir = join(root, "tests/fixtures/invalid");

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith(".json")) out.push(path);
  }
  return out;
}

/** The valid fixture site, with the files of `tests/fixtures/invalid/<name>/` replacing theirs. */
/** Read once: the validators compiled from them are cached by this object. */
let schemas: Record<string, object> | undefined;

export function validateFixture(name?: string, extra: SourceFile[] = []) {
  const overrides = name ? walk(join(invalidDir, name)) : [];
  const replaced = new Set(overrides.map((file) => relative(join(invalidDir, name!), file)));
  const files = readDocuments(root, sitePages).filter(
    (f) => !replaced.has(relative(sitePages, join(root, f.file))),
  );
  for (const file of overrides)
    files.push({ file: relative(root, file), text: readFileSync(file, "utf8") });
  return validateDocuments({
    files: [...files, ...extra],
    schemas: (schemas ??= loadSchemas(root)),
    assetStatus: assetChecker(sitePublic),
    schemaPointerResolves: schemaPointerChecker(root),
    servers,
  });
}

export function invalidFixtureNames(): string[] {
  return readdirSync(invalidDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

export function expectedFor(name: string): string[] {
  const file = join(invalidDir, name, "expected.txt");
  return existsSync(file) ? readFileSync(file, "utf8").trim().split("\n") : [];
}

export function actualFor(name: string): string[] {
  return validateFixture(name).diagnostics.map(formatDiagnostic);
}
