/**
 * A whole build, step by step (`npm run build`, scripts/cli/build.ts): validate every document
 * once (stop on any error) and leave the drafts out, bundle the code from that model, measure and
 * encode the media, prerender every route, write the host files, precompress, and stamp the build
 * with its inputs' fingerprint (which `npm start` compares to rebuild only when something changed).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatDiagnostic, summary } from "../content/diagnostics.ts";
import { contentDirs, loadAndValidate, loadSchemas } from "../content/load.ts";
import { draftOnlyAssets, publishedModel } from "../content/drafts.ts";
import { outDir, ssrOutDir } from "../content/paths.ts";
import { loadServers } from "../../src/core/blocks/block-server.ts";
import { unhandledKeywords } from "../../src/core/schema/json-schema.ts";
import { definitions } from "../../src/render/definitions.ts";
import { bundleSite } from "./bundle.ts";
import { inputsFingerprint } from "./fingerprint.ts";
import { writeHostFiles } from "./host-files.ts";
import { measureMedia } from "./media-sizes.ts";
import { precompress } from "./precompress.ts";
import { routeRenderer } from "./render-route.ts";
import { writeSocialIcons } from "./social-icons.ts";
import { write, writePages } from "./write-pages.ts";

export interface BuildOptions {
  root: string;
  /** Each step as it ends, with the seconds since the build started. */
  log?: (line: string) => void;
  /** Skip brotli and gzip (the checks that build a copy only to read its pages). */
  precompress?: boolean;
}

/** Builds dist/ (BUILD_OUT_DIR); false when a document is invalid (the log says which). */
export async function buildSite({
  root,
  log = console.log,
  precompress: compress = true,
}: BuildOptions): Promise<boolean> {
  const started = performance.now();
  const step = (label: string) =>
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const dist = outDir(root);
  const dirs = contentDirs(root);
  const ssrOut = ssrOutDir(root, dist);

  log("Validating documents…");
  // The block types' Node-side hooks: their checks, head scripts and forms' pages.
  const servers = await loadServers(definitions);
  const result = loadAndValidate({ root, ...dirs, servers });
  for (const d of result.diagnostics) log(formatDiagnostic(d));
  if (!result.model) {
    log(
      `Build stopped: ${summary(result.diagnostics)}. Fix the documents above (npm run validate).`,
    );
    return false;
  }
  // The visual editor draws its forms from the schemas: a keyword outside the subset it draws or
  // checks would be a field the author cannot edit (src/core/schema/json-schema.ts).
  const unhandled = unhandledKeywords(loadSchemas(root));
  if (unhandled.length) {
    log(
      `Build stopped: the visual editor's forms do not handle these schema keywords:\n  ${unhandled.join("\n  ")}\n` +
        "Teach src/app/editor/form/schema-form.tsx the keyword and add it to JsonSchema and SCHEMA_KEYWORDS (src/core/schema/json-schema.ts), or use one it knows.",
    );
    return false;
  }
  // Drafts are left out of everything the build writes (scripts/content/drafts.ts).
  const model = publishedModel(result.model, servers);
  const drafts = result.model.pages.length - model.pages.length;
  const left = drafts === 1 ? "1 draft" : `${drafts} drafts`;
  step(`${model.pages.length} documents valid${drafts ? `, ${left} left out` : ""}`);

  rmSync(dist, { recursive: true, force: true });
  // Both Vite builds read this model: the documents are validated once (vite-plugin.ts).
  const bundle = await bundleSite(root, dist, ssrOut, model);
  // Vite copies the whole of public/: what only drafts use goes again.
  for (const src of draftOnlyAssets(result.model)) {
    const file = join(dist, src);
    rmSync(file, { force: true });
    // Its folder too, when nothing else was in it (public/media/<slug>/ of a new case study).
    if (existsSync(dirname(file)) && readdirSync(dirname(file)).length === 0)
      rmSync(dirname(file), { recursive: true });
  }
  step("client and server renderer built");
  const { images, encoded } = await measureMedia(model, dirs.publicDir, dist);
  step(`${encoded} images resized to AVIF and WebP`);

  writeSocialIcons(
    dist,
    model.site.social.map((link) => link.network),
  );
  const render = routeRenderer(model, bundle, dist, servers);
  const written = await writePages(model, images, render, dist, servers);
  writeHostFiles(model, written, dist);
  step(`${written.pages} pages prerendered`);

  if (!compress) step("precompression skipped (BUILD_PRECOMPRESS=off)");
  else {
    const compressed = await precompress(dist);
    step(
      `${compressed.files} files precompressed (.br, .gz; ${(compressed.savedBytes / 1024).toFixed(0)} KB saved by brotli)`,
    );
  }
  write(join(dist, ".build-stamp"), inputsFingerprint(root));
  rmSync(ssrOut, { recursive: true, force: true });
  const hash = createHash("sha256")
    .update(readFileSync(join(dist, bundle.entryFile)))
    .digest("hex")
    .slice(0, 8);
  log(
    `Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (entry ${bundle.entryFile}, ${hash}).`,
  );
  return true;
}
