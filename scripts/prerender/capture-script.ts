/**
 * The page's inline script (src/app/capture.ts), bundled alone and minified into one classic
 * script with the build's loader path written in, and the hash the pages' Content-Security-Policy
 * allows it by: the same text on every page of a build.
 */
import { createHash } from "node:crypto";
import { build, type Rolldown } from "vite";

export interface CaptureScript {
  code: string;
  /** Its CSP source, 'sha256-…'. */
  hash: string;
}

export async function buildCaptureScript(root: string, loader: string): Promise<CaptureScript> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { LOADER_PATH: JSON.stringify(loader) },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: "src/app/capture.ts",
        output: { format: "iife" },
        // The constants it imports written where they are used, as in the site's own build.
        optimization: { inlineConst: true },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const entry = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry || entry.type !== "chunk" || chunks.length !== 1)
    throw new Error("src/app/capture.ts must bundle into one script, importing constants only.");
  // </script> cannot occur in it (it would end the element): the source has no such text.
  const code = entry.code.trim();
  if (/<\/script/i.test(code)) throw new Error("The inline script contains </script>.");
  return { code, hash: scriptHash(code) };
}

/** A script's CSP source: 'sha256-…' of its text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
