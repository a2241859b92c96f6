/**
 * `npm run validate`: checks every document under pages/ and prints every problem in one pass.
 *   --format text    (default) `file:line:column severity message (at /pointer)` plus a code frame
 *   --format json    one JSON array of diagnostics
 *   --format github  GitHub Actions annotations
 *   --pages DIR      validate another folder of documents (tests, scale runs)
 *   --public DIR     with its own assets folder
 * Exits 1 when there is any error.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { codeFrame, formatDiagnostic, summary } from "../content/diagnostics.ts";
import { severityOf } from "../../src/core/diagnostics/diagnostics.ts";
import { contentDirs, loadAndValidate } from "../content/load.ts";
import { definitions } from "../../src/render/definitions.ts";
import { loadServers } from "../../src/core/blocks/block-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const format = option("--format") ?? "text";
const pagesDir = option("--pages");
const publicDir = option("--public");

const started = performance.now();
const dirs = contentDirs(root);
const result = loadAndValidate({
  root,
  pagesDir: pagesDir ? resolve(pagesDir) : dirs.pagesDir,
  publicDir: publicDir ? resolve(publicDir) : dirs.publicDir,
  servers: await loadServers(definitions),
});
const texts = new Map(result.documents.map((d) => [d.file, d.source.text]));

if (format === "json") {
  // With each one's severity spelt out (its code's, in src/core/diagnostics/codes.ts) for the
  // tools that read it.
  const listed = result.diagnostics.map((d) => ({ ...d, severity: severityOf(d) }));
  console.log(JSON.stringify(listed, null, 2));
} else if (format === "github") {
  for (const d of result.diagnostics) {
    const escape = (s: string) =>
      s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    console.log(
      `::${severityOf(d)} file=${d.file},line=${d.line},col=${d.column},title=${d.code}::${escape(d.message + (d.pointer ? ` (at ${d.pointer})` : ""))}`,
    );
  }
} else {
  const { readFileSync } = await import("node:fs");
  for (const d of result.diagnostics) {
    console.log(formatDiagnostic(d));
    let text = texts.get(d.file);
    if (text === undefined) {
      try {
        text = readFileSync(join(root, d.file), "utf8");
      } catch {
        text = undefined;
      }
    }
    if (text !== undefined) console.log(codeFrame(text, d) + "\n");
  }
  const count = result.documents.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    result.model
      ? `✓ ${count} documents valid (${summary(result.diagnostics)}) in ${seconds} s.`
      : `✗ ${summary(result.diagnostics)} in the page documents.`,
  );
}
process.exit(result.model ? 0 : 1);
