/**
 * `npm run migrate`: rewrites documents written for an older schema version to the current
 * one (see scripts/content/migrations.ts), formatted with the project's Prettier settings.
 * `--pages DIR` migrates another folder; `--check` only lists what would change (exit 1 if any).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { readDocuments } from "./load.ts";
import { CURRENT_SCHEMA_VERSION, migrate, versionOf } from "./migrations.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

export async function migrateDocuments(pagesDir: string, check = false): Promise<string[]> {
  const changed: string[] = [];
  for (const { file } of readDocuments(root, pagesDir)) {
    const path = join(root, file);
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(readFileSync(path, "utf8"));
    } catch {
      console.error(`${file}: not valid JSON; fix it first (npm run validate), then migrate.`);
      continue;
    }
    if (versionOf(value) >= CURRENT_SCHEMA_VERSION) continue;
    const { doc, applied } = migrate(value);
    changed.push(file);
    console.log(
      `${file}: version ${versionOf(value)} → ${CURRENT_SCHEMA_VERSION}${applied.map((m) => `\n  - ${m.description}`).join("")}`,
    );
    if (!check) {
      const config = (await resolveConfig(path)) ?? {};
      writeFileSync(
        path,
        await format(JSON.stringify(doc), { ...config, parser: "json", filepath: path }),
      );
    }
  }
  return changed;
}
