/**
 * Every e2e test fails on a console error, an uncaught exception or a hydration warning in
 * the page, unless the test says it expects one.
 */
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Console errors, uncaught exceptions and hydration warnings of a page, as they happen. The
 * fixture below watches the test's `page`; a test that opens more pages watches each one.
 */
export function watchConsole(page: Page, allowed?: RegExp): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (allowed?.test(message.text())) return;
    if (
      message.type() === "error" ||
      (message.type() === "warning" && /hydrat/i.test(message.text()))
    ) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export const test = base.extend<{ allowedConsole: RegExp | undefined; consoleProblems: string[] }>({
  /** Console messages a test expects, for example the browser's note about a 404 response. */
  // One pattern (use | for several): Playwright reads an array here as [value, options].
  allowedConsole: [undefined, { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems = watchConsole(page, allowedConsole);
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the island around this element is awake: its code has run and its handlers are
 * live (src/app/islands-loader.ts marks it `data-awake`). Only for tests about an island's
 * hydrated state: a visitor's press needs no wait, the loader holds and replays it.
 */
export async function waitForIsland(locator: import("@playwright/test").Locator) {
  await expect(islandOf(locator)).toHaveAttribute("data-awake", "");
}

/** The island around what the locator finds (or the island itself). */
export const islandOf = (locator: import("@playwright/test").Locator) =>
  locator.locator("xpath=ancestor-or-self::*[@data-island][1]");

/** The paths of the scripts the page requests from now on, filled in as they are requested. */
export function requestedScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * An island's props as JSON, as the loader reads them: its `data-props`, the file its
 * `data-props-src` names (scripts/prerender/island-props.ts), or `{}` without either.
 */
export async function islandPropsJson(
  request: import("@playwright/test").APIRequestContext,
  island: { dataset: DOMStringMap } | { props: string | null; propsSrc: string | null },
): Promise<string> {
  const { props, propsSrc } =
    "dataset" in island
      ? { props: island.dataset.props ?? null, propsSrc: island.dataset.propsSrc ?? null }
      : island;
  if (props !== null) return props;
  // Neither: the island has no props, as the loader reads it (src/core/wake.ts readProps).
  if (!propsSrc) return "{}";
  const response = await request.get(propsSrc);
  expect(response.status(), propsSrc).toBe(200);
  return response.text();
}

/** Whether any island of the page is awake. */
export function anyIslandAwake(): boolean {
  return document.querySelector("[data-island][data-awake]") !== null;
}

/** The islands' runtime: React, React DOM and what hydrates an island. */
export const RUNTIME_SCRIPT = /\/assets\/island-runtime-[\w-]+\.js$/;
/** The small scripts of what works without React (a block's or the newsletter's behaviour). */
export const BEHAVIOUR_SCRIPT = /\/assets\/[\w-]*behaviour-[\w-]+\.js$/;

/**
 * Holds back the code of everything that wakes (the islands' runtime, with React and every
 * island's code, and the behaviours' scripts; or only what `only` matches) until the returned
 * function runs: the page stays as prerendered, as it is on a slow phone before anything has woken.
 */
export async function holdIslands(
  page: import("@playwright/test").Page,
  only?: RegExp,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const code = (url: URL) =>
    only
      ? only.test(url.pathname)
      : RUNTIME_SCRIPT.test(url.pathname) || BEHAVIOUR_SCRIPT.test(url.pathname);
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export { SAMPLE_ROUTES } from "../../../scripts/audit/sample-routes.ts";

/** Every canonical route, from the sitemap the build derives from the documents. */
export async function sitemapRoutes(
  request: import("@playwright/test").APIRequestContext,
): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
}
