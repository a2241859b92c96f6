/**
 * Every page loaded in Chromium under the policy a host sends (the hosts stage runs it through
 * real nginx): the page is loaded, its islands are woken (React hydrates them and emotion adds
 * its runtime styles), and the loader adds its speculation rules once the page is idle; any
 * `securitypolicyviolation` event or console message about the Content Security Policy fails
 * the page. One browser, one tab, the pages in turn.
 *
 * The browser: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium (as
 * playwright.config.ts picks it).
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/checks/chromium.ts";

export interface PageResult {
  path: string;
  problems: string[];
}

export const findChromium = () => chromiumPath();

export const CHROMIUM_MISSING =
  "Chromium is not installed: the hosts stage loads every page in it. Install Debian's " +
  "chromium-headless-shell (or chromium), or set CHROMIUM_PATH.";

/** The violations the page recorded (a global of the page's own, set by the init script). */
type Recorded = { __cspViolations?: string[] };

/** Loads each of `paths` from `base`; a page's problems name the violated directives. */
export async function loadWithoutViolations(base: string, paths: string[]): Promise<PageResult[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results: PageResult[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const recorded: string[] = [];
      (window as Recorded).__cspViolations = recorded;
      document.addEventListener("securitypolicyviolation", (event) => {
        recorded.push(
          `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const page = await context.newPage();
    let messages: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text()))
        messages.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => messages.push(`page error: ${error.message}`));
    for (const path of paths) {
      messages = [];
      const problems: string[] = [];
      try {
        await page.goto(new URL(path, base).href, { waitUntil: "load" });
        // Wake every island at once: a focus inside a sleeping island wakes it (the loader's
        // own trigger for a press), then wait until each is awake or has failed.
        await page.evaluate(() => {
          const all = [...document.querySelectorAll<HTMLElement>("[data-island]")];
          for (const island of all) {
            const target = island.firstElementChild ?? island;
            target.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
          }
        });
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll("[data-island]")].every(
              (island) =>
                island.hasAttribute("data-awake") || island.hasAttribute("data-island-failed"),
            ),
          undefined,
          { timeout: 10_000 },
        );
        const failed = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-island-failed]")].map(
            (island) => island.dataset.island,
          ),
        );
        if (failed.length) problems.push(`islands that did not start: ${failed.join(", ")}`);
        // Once idle, the loader adds its speculation rules: an inline script the policy must
        // allow (by its hash: src/core/speculation.ts).
        await page
          .locator('script[type="speculationrules"]')
          .waitFor({ state: "attached", timeout: 10_000 });
        const violations = await page.evaluate(() => (window as Recorded).__cspViolations ?? []);
        problems.push(...violations.map((v) => `violation: ${v}`), ...messages);
      } catch (error) {
        problems.push(
          `did not load: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
          ...messages,
        );
      }
      results.push({ path, problems });
    }
  } finally {
    await browser.close();
  }
  return results;
}
