/**
 * The code of a build: Vite builds the browser's code (the islands' loader and what it imports)
 * into dist/, and the server renderer (src/app/entry-server.tsx) beside it; the fonts and
 * pictures the styles name are copied to dist/assets. Both read the site the build validated
 * (`model`, without its drafts): the content plugin does not validate it again. Returns the
 * loader's file, the page's inline script and the renderer, loaded.
 */
import { copyFileSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import type { Manifest } from "./chunks.ts";
import type { SiteModel } from "../content/model.ts";
import { validatedSite } from "../content/vite-plugin.ts";
import { buildCaptureScript, type CaptureScript } from "./capture-script.ts";

export type ServerRenderer = typeof import("../../src/app/entry-server.tsx");

export interface Bundle {
  /** The islands' loader, under dist/ (assets/islands-loader-<hash>.js). */
  entryFile: string;
  /** The page's inline script, which requests the loader (src/app/capture.ts). */
  capture: CaptureScript;
  server: ServerRenderer;
}

export async function bundleSite(
  root: string,
  dist: string,
  ssrOut: string,
  model: SiteModel,
): Promise<Bundle> {
  const plugins = [validatedSite(model)];
  await build({ root, logLevel: "warn", plugins });
  await build({
    root,
    logLevel: "warn",
    plugins,
    build: {
      ssr: "src/app/entry-server.tsx",
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      // The fonts and pictures the page's styles name are imported by the server's code only
      // (the browser's code is the islands'): the server build writes them, for dist/assets.
      ssrEmitAssets: true,
      rollupOptions: { input: "src/app/entry-server.tsx" },
    },
  });
  for (const file of readdirSync(join(ssrOut, "assets"), { withFileTypes: true }))
    if (file.isFile() && !file.name.endsWith(".js"))
      copyFileSync(join(ssrOut, "assets", file.name), join(dist, "assets", file.name));

  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  // The page's one script: it wakes the islands, whose code (and React's) it imports when they do.
  const entry = manifest["src/app/islands-loader.ts"];
  if (!entry)
    throw new Error("The loader (src/app/islands-loader.ts) is missing from Vite's manifest.");
  const server = (await import(
    pathToFileURL(join(ssrOut, "entry-server.js")).href
  )) as ServerRenderer;
  return {
    entryFile: entry.file,
    capture: await buildCaptureScript(root, `/${entry.file}`),
    server,
  };
}
