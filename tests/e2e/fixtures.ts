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

/** Whether React has started hydrating the prerendered page (the root has React's internal key). */
export function isHydrated(): boolean {
  const root = document.getElementById("root");
  return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
}

/**
 * Waits until the hydrated shell has committed: the router and the shell's handlers listen.
 * (isHydrated turns true as soon as hydration starts, before any of that is attached; a
 * navigation dispatched in between was lost about once in 200 runs.)
 */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
}

/** Holds back the app's module (the page stays as prerendered) until the returned function runs. */
export async function holdApp(page: import("@playwright/test").Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated this element (deferred parts such as the footer come later). */
export async function waitForElementHydration(locator: import("@playwright/test").Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

export { SAMPLE_ROUTES } from "../../build/sample-routes.ts";

/** Every canonical route, from the sitemap the build derives from the documents. */
export async function sitemapRoutes(
  request: import("@playwright/test").APIRequestContext,
): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
}
