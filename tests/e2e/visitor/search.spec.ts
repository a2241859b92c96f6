/**
 * The search button pressed before the app is ready: the press is held and search opens as soon
 * as the button is live and the overlay's code has arrived, by mouse or by keyboard.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { APP_MODULES, holdRequests, isLive } from "./network.ts";

test.use({ viewport: { width: 1280, height: 800 } });

type Clock = { buttonLiveAt?: number; replayedAt?: number; searchOpenedAt?: number };

/**
 * Records, in the page's clock, when the search button goes live (checked once a frame, as the
 * page's own replay does), when a click reaches it live, and when the first dialog opens.
 */
async function recordTimes(page: Page) {
  await page.addInitScript(() => {
    const clock = window as unknown as Clock;
    const live = (element: Element | null) =>
      Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactProps$")));
    const search = () => document.querySelector('button[title="Search website"]');
    new MutationObserver(() => {
      if (clock.searchOpenedAt === undefined && document.querySelector("dialog[open]"))
        clock.searchOpenedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributeFilter: ["open"] });
    const poll = () => {
      if (live(search())) clock.buttonLiveAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    addEventListener("click", (event) => {
      const target = event.target as Element;
      if (target.closest('button[title="Search website"]') && live(search()))
        clock.replayedAt ??= performance.now();
    });
  });
}

/** When the page started to fetch, and received, the first file whose name starts so. */
function fetched(prefix: string): { start: number; end: number } {
  const entry = performance
    .getEntriesByType("resource")
    .find((e) => new URL(e.name).pathname.startsWith(`/assets/${prefix}-`));
  if (!entry) throw new Error(`${prefix} was not fetched`);
  return { start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd };
}

for (const how of ["click", "Enter key"] as const) {
  test(`a ${how} on Search before the app is ready opens search within 100 ms of its code arriving`, async ({
    page,
  }) => {
    await recordTimes(page);
    const held = await holdRequests(page, APP_MODULES);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Search website" });
    if (how === "click") await button.click();
    else {
      await button.focus();
      await page.keyboard.press("Enter");
    }
    // The press came before the button was live, and it started the app's loading.
    expect(await button.evaluate(isLive)).toBe(false);
    await expect.poll(() => held.paths.some((path) => /\/hydrate-/.test(path))).toBe(true);
    held.release();
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
    const clock = await page.evaluate(() => {
      const { buttonLiveAt, replayedAt, searchOpenedAt } = window as unknown as Required<Clock>;
      return { buttonLiveAt, replayedAt, searchOpenedAt };
    });
    const app = await page.evaluate(fetched, "hydrate");
    const overlay = await page.evaluate(fetched, "search-overlay");
    // The held press reaches the button in the frame it goes live, not when the whole page is,
    // and the overlay's code is asked for at once.
    expect(clock.replayedAt - clock.buttonLiveAt).toBeLessThanOrEqual(100);
    expect(overlay.start - clock.replayedAt).toBeLessThanOrEqual(100);
    test.info().annotations.push({
      type: "timing",
      description:
        `app code → button live ${Math.round(clock.buttonLiveAt - app.end)} ms, ` +
        `overlay code → open ${Math.round(clock.searchOpenedAt - overlay.end)} ms`,
    });
  });
}
