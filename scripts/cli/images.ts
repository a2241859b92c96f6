/**
 * `npm run images`: bring derived/images/ (the committed AVIF and WebP variants) up to date:
 * encode what is missing (or take it from the encode cache) and delete what no page uses.
 * `npm run images -- --check` changes nothing and fails when the folder is stale.
 */
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDirs, loadAndValidate } from "../content/load.ts";
import {
  committedVariants,
  DERIVED_DIR,
  derivedProblems,
  encodeMissing,
  imageSources,
  locate,
  planImages,
} from "../content/media.ts";
import { imageCacheDir } from "../content/paths.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const check = process.argv.includes("--check");
const dirs = contentDirs(root);
const result = loadAndValidate({ root, ...dirs });
if (!result.model) {
  console.error("The documents have errors: run npm run validate.");
  process.exit(1);
}
const plans = await planImages(dirs.publicDir, imageSources(result.model));
const committed = committedVariants(DERIVED_DIR);
const { missing, orphaned } = derivedProblems(plans, committed);

if (check) {
  if (missing.length === 0 && orphaned.length === 0) {
    console.log(
      `derived/images/ is up to date: ${committed.size} variants of ${plans.length} pictures.`,
    );
    process.exit(0);
  }
  for (const name of missing) console.error(`missing  derived/images/${name}`);
  for (const name of orphaned) console.error(`unused   derived/images/${name}`);
  console.error(
    `derived/images/ is stale (${missing.length} missing, ${orphaned.length} unused): run npm run images and commit it.`,
  );
  process.exit(1);
}

mkdirSync(DERIVED_DIR, { recursive: true });
const places = { derivedDir: DERIVED_DIR, committed, cacheDir: imageCacheDir() };
await encodeMissing(plans, places);
for (const name of missing) copyFileSync(locate(name, places)!, join(DERIVED_DIR, name));
for (const name of orphaned) rmSync(join(DERIVED_DIR, name));
console.log(`derived/images/: ${missing.length} added, ${orphaned.length} removed.`);
