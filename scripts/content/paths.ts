/**
 * The Node side's places, in one module: the build's output folder, the encode caches, and where
 * a route's data file sits in the output (the URL is src/core/data-url.ts, shared with the client).
 */
import { createHash } from "node:crypto";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { dataUrl } from "../../src/core/data-url.ts";

export { DATA_PREFIX, dataUrl, routeOfDataUrl } from "../../src/core/data-url.ts";

type Env = Record<string, string | undefined>;

/** The build's output: dist/ under the project, or BUILD_OUT_DIR (fixture sites, the scale test). */
export const outDir = (root: string, env: Env = process.env): string =>
  resolve(root, env.BUILD_OUT_DIR || "dist");

/**
 * The server bundle the prerender runs, one per output folder: inside the project, so it resolves
 * its dependencies from node_modules.
 */
export const ssrOutDir = (root: string, out: string): string =>
  join(
    root,
    "node_modules/.cache/agency-ssr",
    createHash("sha256").update(out).digest("hex").slice(0, 8),
  );

/** Encoded images, outside the checkout, so a fresh clone on the same machine reuses them. */
export const imageCacheDir = (env: Env = process.env): string =>
  env.IMAGE_CACHE_DIR || join(homedir(), ".cache/agency-site/images");

/** Font subsets, beside the images. */
export const fontCacheDir = (env: Env = process.env): string =>
  env.FONT_CACHE_DIR || join(homedir(), ".cache/agency-site/fonts");

/** A route's data file in the output folder: <out>/_data/index.json, <out>/_data/work.json… */
export const dataFileOf = (out: string, route: string): string => join(out, dataUrl(route));
