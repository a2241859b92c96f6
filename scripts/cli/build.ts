/**
 * `npm run build`: validates every document (stops on any error), bundles the code, encodes the
 * media and prerenders every route to dist/ (scripts/prerender/build-site.ts). BUILD_OUT_DIR
 * builds elsewhere; BUILD_PRECOMPRESS=off skips brotli and gzip.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite } from "../prerender/build-site.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

if (!existsSync(join(root, "src/generated/schema.ts"))) {
  console.error("src/generated/schema.ts is missing: run `npm run types`.");
  process.exit(1);
}
const built = await buildSite({ root, precompress: process.env.BUILD_PRECOMPRESS !== "off" });
if (!built) process.exit(1);
