/**
 * `npm run budgets`: checks the built site against its budgets and prints a table per route:
 *  - initial JavaScript (the entry and the route's modules it loads after the first paint,
 *    listed in <script id="route-modules">) ≤ 110 KB gzip,
 *  - the HTML document ≤ 14 KB gzip (one round trip),
 *  - every picture the page fetches at high priority (a banner, a film's poster, a hero's
 *    artwork) is preloaded with the srcset and sizes of its AVIF source, so the preload
 *    fetches the file the picture then shows,
 *  - no page data embedded as JSON (it is fetched from /_data/), at most one font preloaded,
 *    and that one cut down to the site's characters and one weight (≤ 16 KB; the whole face is
 *    40 KB).
 * Exits 1 when a budget is exceeded. Reads BUILD_OUT_DIR (default dist/).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { outDir } from "./content/paths.ts";
import { gzipBytes, htmlOverBudget } from "./html-weight.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = outDir(root);
/**
 * htmlKb: the first HTML response fits the first round trip (TCP's initial window, ~14 KB).
 * fontPreloads: only the face the largest paint's text needs competes with it, and fontKb
 * keeps it small (build/content/fonts.ts subsets it to the characters the documents use).
 */
export const BUDGET = { initialJsKb: 110, htmlKb: 14, fontPreloads: 1, fontKb: 16 };

const gzipKb = (bytes: Buffer | string) => gzipBytes(bytes) / 1024;

export interface RouteBudget {
  route: string;
  htmlKb: number;
  jsKb: number;
  jsFiles: number;
  firstPaintPreloaded: boolean | null;
  problems: string[];
}

export function measureRoute(route: string): RouteBudget {
  const file = route === "/" ? join(dist, "index.html") : join(dist, route.slice(1), "index.html");
  const html = readFileSync(file, "utf8");
  const { document } = new JSDOM(html).window;
  const scripts = new Set<string>();
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
    scripts.add(script.getAttribute("src")!);
  const routeModules = document.getElementById("route-modules")?.textContent;
  if (routeModules) {
    const listed = JSON.parse(routeModules) as { app: string; modules: string[] };
    for (const src of [listed.app, ...listed.modules]) scripts.add(src);
  }
  const jsKb = [...scripts].reduce((sum, src) => sum + gzipKb(readFileSync(join(dist, src))), 0);
  const htmlKb = gzipKb(html);
  const preloads = [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel="preload"][as="image"][fetchpriority="high"]',
    ),
  ];
  let firstPaintPreloaded: boolean | null = null;
  const unloaded: string[] = [];
  for (const img of document.querySelectorAll('main img[fetchpriority="high"]')) {
    const avif = img.closest("picture")?.querySelector('source[type="image/avif"]');
    const srcset = avif?.getAttribute("srcset");
    if (!srcset) continue;
    const sizes = avif?.getAttribute("sizes");
    const same = preloads.some(
      (link) =>
        link.getAttribute("imagesrcset") === srcset && link.getAttribute("imagesizes") === sizes,
    );
    if (!same) unloaded.push(`${img.getAttribute("src")} (sizes ${sizes})`);
    firstPaintPreloaded = (firstPaintPreloaded ?? true) && same;
  }
  const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
  const fontPreloads = fonts.length;
  const problems: string[] = [];
  if (jsKb > BUDGET.initialJsKb)
    problems.push(`initial JS ${jsKb.toFixed(1)} KB > ${BUDGET.initialJsKb} KB`);
  if (htmlKb > BUDGET.htmlKb) problems.push(htmlOverBudget(html, BUDGET.htmlKb * 1024));
  for (const picture of unloaded)
    problems.push(
      `${picture} is fetched at high priority but not preloaded with its srcset and sizes`,
    );
  if (document.querySelector('script[type="application/json"]:not(#route-modules)'))
    problems.push("the page embeds JSON data (the app fetches /_data/ instead)");
  if (fontPreloads > BUDGET.fontPreloads)
    problems.push(`${fontPreloads} fonts preloaded > ${BUDGET.fontPreloads}`);
  for (const font of fonts) {
    const kb = readFileSync(join(dist, font.getAttribute("href")!)).length / 1024;
    if (kb > BUDGET.fontKb)
      problems.push(
        `preloaded font ${font.getAttribute("href")} ${kb.toFixed(1)} KB > ${BUDGET.fontKb} KB`,
      );
  }
  return { route, htmlKb, jsKb, jsFiles: scripts.size, firstPaintPreloaded, problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  if (!existsSync(join(dist, "_routes.json"))) {
    console.error(`${dist} has no build; run npm run build first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(dist, "_routes.json"), "utf8")) as {
    routes: string[];
  };
  const rows = manifest.routes.map(measureRoute);
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad("route", 36)} ${pad("HTML gz", 9)} ${pad("JS gz", 9)} files  first paint`);
  for (const r of rows) {
    console.log(
      `${pad(r.route, 36)} ${pad(r.htmlKb.toFixed(1) + " KB", 9)} ${pad(r.jsKb.toFixed(1) + " KB", 9)} ${String(r.jsFiles).padStart(5)}  ${r.firstPaintPreloaded === null ? "-" : r.firstPaintPreloaded ? "preloaded" : "NOT preloaded"}`,
    );
  }
  const failures = rows.flatMap((r) => r.problems.map((p) => `${r.route}: ${p}`));
  const max = (key: "htmlKb" | "jsKb") => Math.max(...rows.map((r) => r[key])).toFixed(1);
  console.log(
    `\nLargest: HTML ${max("htmlKb")} KB gzip (budget ${BUDGET.htmlKb}), initial JS ${max("jsKb")} KB gzip (budget ${BUDGET.initialJsKb}).`,
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
  console.log(`All ${rows.length} routes are within budget.`);
}
