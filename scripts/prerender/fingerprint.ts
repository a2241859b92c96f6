/**
 * A fingerprint of everything the build reads (paths, sizes and modification times), so
 * `npm start` rebuilds only when something changed since the last build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { contentDirs } from "../content/load.ts";

const INPUTS = [
  "pages",
  "schema",
  "src",
  "public",
  "scripts",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
];

function collect(path: string, out: string[]) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else {
    out.push(`${path}\t${stat.size}\t${Math.round(stat.mtimeMs)}`);
  }
}

export function inputsFingerprint(root: string): string {
  const lines: string[] = [];
  const { pagesDir, publicDir } = contentDirs(root);
  for (const input of new Set([...INPUTS.map((input) => join(root, input)), pagesDir, publicDir]))
    collect(input, lines);
  // The form endpoints are compiled in.
  lines.push(
    `env\t${process.env.CONTACT_ENDPOINT ?? ""}\t${process.env.NEWSLETTER_ENDPOINT ?? ""}`,
  );
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}
