/**
 * The build's part of Our Work's first frame (src/blocks/portfolio/first-frame.ts): writes the
 * head script that marks <html> with the URL's filter before the first paint, as a hashed file
 * (cached for a year; the CSP allows scripts from 'self' only, so it cannot be inline), and
 * gives the tag that pages with a portfolio block put in their head.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TaxonomyDocument } from "../../src/generated/schema.ts";
import { workQueryScript } from "../../src/blocks/portfolio/first-frame.ts";

/** Writes dist/assets/work-query-<hash>.js; returns the <script> tag that loads it. */
export function writeWorkQueryScript(dist: string, taxonomy: TaxonomyDocument): string {
  const source = workQueryScript(taxonomy);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  const name = `assets/work-query-${hash}.js`;
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, name), source);
  // Classic and blocking on purpose: it must run before the page paints. It is tiny.
  return `<script src="/${name}"></script>`;
}
