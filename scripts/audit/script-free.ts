/**
 * Each audited page's own script-free copy (issue 52): its HTML as built, with every <script>
 * (the islands' loader, the speculation rules, any inline one) and every modulepreload taken out,
 * precompressed as the page is, beside the static text page under /_audit/. Measured in the same
 * rounds as the page, the pair isolates what the page builder adds to the page: the copy has the
 * same words, styles, fonts and pictures, and no behaviour at all.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { precompress } from "../prerender/precompress.ts";

const DIR = "/_audit/copy";

/** Whether `page` is a script-free copy. */
export const isCopy = (page: string) => page.startsWith(`${DIR}/`);

/** Where the copy of `route` is served (a path with an extension: the server sends it as a file). */
export const copyOf = (route: string) => `${DIR}${route === "/" ? "/home" : route}.html`;

/** The page's HTML without its scripts and module preloads. */
export function withoutScripts(html: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  for (const element of document.querySelectorAll('script, link[rel="modulepreload"]'))
    element.remove();
  return dom.serialize();
}

/** Writes the copies into dist/_audit/copy/; returns a function that removes them. */
export async function writeScriptFreeCopies(dist: string, routes: string[]) {
  const dir = join(dist, DIR);
  for (const route of routes) {
    const source = join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
    const target = join(dist, copyOf(route));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, withoutScripts(readFileSync(source, "utf8")));
  }
  // Sent brotli-compressed, as the pages are: the pair differs in its scripts only.
  await precompress(dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
