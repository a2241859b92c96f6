/**
 * `npm run migrate [-- --check] [--pages dir]`: brings every document to the current schema version (scripts/content/migrate.ts).
 */
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDirs } from "../content/load.ts";
import { migrateDocuments } from "../content/migrate.ts";
import { CURRENT_SCHEMA_VERSION } from "../content/migrations.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

const args = process.argv.slice(2);
const i = args.indexOf("--pages");
const pagesDir = i >= 0 ? resolve(args[i + 1]!) : contentDirs(root).pagesDir;
const check = args.includes("--check");
const changed = await migrateDocuments(pagesDir, check);
if (!changed.length)
  console.log(
    `All documents under ${relative(root, pagesDir) || "."} are at schema version ${CURRENT_SCHEMA_VERSION}.`,
  );
else
  console.log(
    `${check ? "Would migrate" : "Migrated"} ${changed.length} document${changed.length === 1 ? "" : "s"}.`,
  );
process.exit(check && changed.length ? 1 : 0);
