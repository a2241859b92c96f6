/**
 * `npm run budgets`: checks the built site against its budgets and prints a table per route:
 *  - initial JavaScript, what the page runs before the visitor does anything: the loader, and
 *    the islands that wake on their own (load, idle, media, or visible in the first screen,
 *    islandsBeforeInteraction): a block's behaviour (its small script, no React), or a React
 *    island with React and its block's code. ≤ 5 KB gzip where no React island wakes so (the
 *    home page's film and strips, /about-us's entrance and belt are behaviours: 3.7 KB), ≤ 70 KB
 *    on any route (issue 41). React DOM alone is 64.5 KB gzip: a React island in a first screen
 *    would not fit, so what moves there is a behaviour.
 *  - the HTML document ≤ 14 KB gzip (one round trip),
 *  - every picture the page fetches at high priority (a banner, a film's poster, a hero's
 *    artwork) is preloaded with the srcset and sizes of its AVIF source, so the preload
 *    fetches the file the picture then shows,
 *  - no page data embedded as JSON (an island carries only its own props), at most one font preloaded,
 *    and that one cut down to the site's characters and one weight (≤ 16 KB; the whole face is
 *    40 KB).
 * Exits 1 when a budget is exceeded. Reads BUILD_OUT_DIR (default dist/).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { outDir } from "../content/paths.ts";
import { gzipBytes, htmlOverBudget } from "./html-weight.ts";
import { chunkClosure, type Manifest } from "../prerender/chunks.ts";
import { inFirstScreen } from "../../src/core/types.ts";
import {
  BEHAVIOUR_ATTRIBUTE,
  BEHAVIOUR_ISLAND,
  CHROME_BEHAVIOURS,
  ISLAND_ATTRIBUTE,
  ISLAND_MODULES,
  ISLAND_SELECTOR,
  WAKE_ATTRIBUTE,
  behaviourModule,
  blockComponentModule,
  parseWake,
  readProps,
  waitsForPress,
  type IslandName,
} from "../../src/core/wake.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const dist = outDir(root);
/**
 * htmlKb: the first HTML response fits the first round trip (TCP's initial window, ~14 KB).
 * fontPreloads: only the face the largest paint's text needs competes with it, and fontKb
 * keeps it small (scripts/content/fonts.ts subsets it to the characters the documents use).
 */
export const BUDGET = {
  loaderOnlyJsKb: 5,
  initialJsKb: 70,
  htmlKb: 14,
  fontPreloads: 1,
  fontKb: 16,
};

const gzipKb = (bytes: Buffer | string) => gzipBytes(bytes) / 1024;

export interface RouteBudget {
  route: string;
  htmlKb: number;
  jsKb: number;
  jsFiles: number;
  /** The islands that wake before any interaction ("block:portfolio"). */
  early: string[];
  firstPaintPreloaded: boolean | null;
  problems: string[];
}

/** An island's props, in the page or in their own file (scripts/prerender/island-props.ts). */
function propsOf(island: HTMLElement): { index?: number; block?: { type: string } } {
  return JSON.parse(
    readProps(island, (src) => readFileSync(join(dist, src), "utf8")),
  ) as ReturnType<typeof propsOf>;
}

const nameOf = (island: HTMLElement) => island.getAttribute(ISLAND_ATTRIBUTE) ?? "";
const isBehaviour = (island: HTMLElement) => nameOf(island) === BEHAVIOUR_ISLAND;

/**
 * The islands of a page that wake before the visitor does anything: on load, when idle, on a
 * media query (it may match), or when visible and in the first screen (src/core/types.ts
 * inFirstScreen; the chrome's islands are in the first screen). `interaction` waits for a press.
 */
export function islandsBeforeInteraction(document: Document): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].filter((island) => {
    const wake = parseWake(island.getAttribute(WAKE_ATTRIBUTE));
    // The route as linked, with no query or hand-over: `arrivesWith` waits for a press.
    if (waitsForPress(wake)) return false;
    if (wake !== "visible") return true;
    if (isBehaviour(island)) return inFirstScreen(blockIndex(island));
    // A block's island knows its place; the chrome's islands are in the first screen.
    const { index } = propsOf(island);
    return index === undefined || inFirstScreen(index);
  });
}

/** A block's place on its page: its wrapper among the blocks of the page's <article>. */
function blockIndex(wrapper: HTMLElement): number {
  const blocks = [...(wrapper.parentElement?.children ?? [])].filter(
    (element) => element.tagName !== "STYLE",
  );
  return blocks.indexOf(wrapper);
}

/**
 * The source of each island's code in Vite's manifest, as src/core/wake.ts lists them: a
 * behaviour's script, or the island's module and, for a block, its block's component.
 */
function islandSources(island: HTMLElement): string[] {
  if (isBehaviour(island)) return [behaviourModule(island.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? "")];
  const module = ISLAND_MODULES[nameOf(island) as IslandName] as string | undefined;
  if (!module)
    throw new Error(
      `The page has an island "${nameOf(island)}" that src/core/wake.ts does not list.`,
    );
  const type = propsOf(island).block?.type;
  return type ? [module, blockComponentModule(type)] : [module];
}

let manifest: Manifest | undefined;

/**
 * Vite's manifest, once it is known to hold every island's module and every chrome's behaviour
 * where wake.ts says they are: what the runtime and the loader load.
 */
function readManifest(): Manifest {
  const read = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const listed = [
    ["ISLAND_MODULES", ISLAND_MODULES, "src/app/island-runtime.tsx"],
    ["CHROME_BEHAVIOURS", CHROME_BEHAVIOURS, "src/app/islands-loader.ts"],
  ] as const;
  for (const [name, modules, loader] of listed)
    for (const module of Object.values(modules))
      if (!read[loader]?.dynamicImports?.includes(module))
        throw new Error(
          `${module} (src/core/wake.ts ${name}) is not what ${loader} loads: is it moved?`,
        );
  return read;
}

export function measureRoute(route: string): RouteBudget {
  const file = route === "/" ? join(dist, "index.html") : join(dist, route.slice(1), "index.html");
  const html = readFileSync(file, "utf8");
  const { document } = new JSDOM(html).window;
  manifest ??= readManifest();
  const files = new Set<string>();
  // The loader, which the page's inline script requests (src/app/capture.ts), and any module
  // script the page names.
  if (document.querySelector("script:not([src]):not([type])"))
    chunkClosure(manifest, "src/app/islands-loader.ts", files);
  for (const script of document.querySelectorAll('script[type="module"][src]')) {
    const src = script.getAttribute("src")!.slice(1);
    const key = Object.keys(manifest).find((k) => manifest![k]!.file === src);
    if (key) chunkClosure(manifest, key, files);
    else files.add(src);
  }
  const early = islandsBeforeInteraction(document);
  // React comes with the first island that hydrates; a block's behaviour needs none.
  if (early.some((island) => !isBehaviour(island)))
    chunkClosure(manifest, "src/app/island-runtime.tsx", files);
  for (const island of early)
    for (const source of islandSources(island)) {
      if (!manifest[source])
        throw new Error(`${source} (src/core/wake.ts) is not in Vite's manifest: is it moved?`);
      chunkClosure(manifest, source, files);
    }
  const scripts = [...files];
  // The inline script counts too: it is script the page runs before any input.
  const inlineKb = [...document.querySelectorAll("script:not([src]):not([type])")].reduce(
    (sum, script) => sum + gzipKb(script.textContent ?? ""),
    0,
  );
  const jsKb =
    inlineKb + scripts.reduce((sum, src) => sum + gzipKb(readFileSync(join(dist, src))), 0);
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
  const react = early.some((island) => !isBehaviour(island));
  const jsBudget = react ? BUDGET.initialJsKb : BUDGET.loaderOnlyJsKb;
  if (jsKb > jsBudget)
    problems.push(
      `initial JS ${jsKb.toFixed(1)} KB > ${jsBudget} KB (${react ? "islands that hydrate before a press" : "no island hydrates before a press: the loader and the blocks' behaviours alone"})`,
    );
  if (htmlKb > BUDGET.htmlKb) problems.push(htmlOverBudget(html, BUDGET.htmlKb * 1024));
  for (const picture of unloaded)
    problems.push(
      `${picture} is fetched at high priority but not preloaded with its srcset and sizes`,
    );
  if (document.querySelector('script[type="application/json"]'))
    problems.push("the page embeds JSON data (an island carries only its own props)");
  if (fontPreloads > BUDGET.fontPreloads)
    problems.push(`${fontPreloads} fonts preloaded > ${BUDGET.fontPreloads}`);
  for (const font of fonts) {
    const kb = readFileSync(join(dist, font.getAttribute("href")!)).length / 1024;
    if (kb > BUDGET.fontKb)
      problems.push(
        `preloaded font ${font.getAttribute("href")} ${kb.toFixed(1)} KB > ${BUDGET.fontKb} KB`,
      );
  }
  const earlyNames = early.map((island) => {
    if (isBehaviour(island)) return `behaviour:${island.getAttribute(BEHAVIOUR_ATTRIBUTE)}`;
    const props = propsOf(island);
    return props.block ? `block:${props.block.type}` : nameOf(island);
  });
  return {
    route,
    htmlKb,
    jsKb,
    jsFiles: scripts.length,
    early: earlyNames,
    firstPaintPreloaded,
    problems,
  };
}
