/**
 * The search button pressed before the app is ready: the press is held, the overlay's code is
 * asked for at once (with the app's), and search opens as soon as the button is live and that
 * code has arrived, by mouse or by keyboard. Timed tests: they run last, on their own
 * (`*.timing.spec.ts`, playwright.config.ts), so the other tests do not take their CPU.
 */
import type { Page } from "@playwright/test";
import { expect, test, watchConsole } from "../fixtures.ts";
import { APP_MODULES, holdRequests, isLive } from "./network.ts";

test.use({ viewport: { width: 1280, height: 800 } });
// One after the other in one worker: two browsers timing themselves would share the CPU.
test.describe.configure({ mode: "default" });

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

/**
 * When the last of the files that the button named `name` needs had arrived: the chunk and the
 * chunks it imports that the page had not loaded already, as the build listed them in the page.
 */
function codeArrived(name: string): number {
  const listed = JSON.parse(document.getElementById("route-modules")!.textContent!) as {
    onPress: Record<string, string[]>;
  };
  const files = new Set(listed.onPress[name]);
  if (!files.size) throw new Error(`the page lists no code for ${name}`);
  const entries = performance
    .getEntriesByType("resource")
    .filter((e) => files.has(new URL(e.name).pathname)) as PerformanceResourceTiming[];
  if (new Set(entries.map((e) => new URL(e.name).pathname)).size !== files.size)
    throw new Error(`not every file of ${name} was fetched`);
  return Math.max(...entries.map((e) => e.responseEnd));
}

/** The middle value of an odd count of numbers. */
const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;

/** Times, in ms, of one visit: the press is made before the app is live, and search opens. */
async function pressEarly(page: Page, how: "click" | "Enter key") {
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
  // The overlay's code is on its way with the app's, not asked for after the press replays.
  await expect.poll(() => held.paths.some((path) => /\/search-overlay-/.test(path))).toBe(true);
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
  expect(overlay.start).toBeLessThan(clock.buttonLiveAt);
  const code = await page.evaluate(codeArrived, "search-overlay");
  return {
    appToLive: clock.buttonLiveAt - app.end,
    liveToReplay: clock.replayedAt - clock.buttonLiveAt,
    // From the later of the press reaching the live button and the overlay's code arriving.
    readyToOpen: clock.searchOpenedAt - Math.max(clock.replayedAt, code),
  };
}

for (const how of ["click", "Enter key"] as const) {
  test(`a ${how} on Search before the app is ready opens search, replayed within 100 ms of the button going live`, async ({
    context,
  }) => {
    // Three visits, judged on the median: one slow frame of a shared machine is not the page.
    const visits: Awaited<ReturnType<typeof pressEarly>>[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await context.newPage();
      // The fixture watches only its own page: these visits are watched here.
      const problems = watchConsole(page);
      visits.push(await pressEarly(page, how));
      await page.close();
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    }
    const ms = (key: keyof (typeof visits)[number]) => median(visits.map((v) => v[key]));
    test.info().annotations.push({
      type: "timing",
      description: (["appToLive", "liveToReplay", "readyToOpen"] as const)
        .map((key) => `${key} ${visits.map((v) => Math.round(v[key])).join("/")} ms`)
        .join(", "),
    });
    // The held press reaches the button in the frame it goes live, not when the whole page is.
    expect(ms("liveToReplay")).toBeLessThanOrEqual(100);
    // readyToOpen (search open after the later of the replay and the arrival of the last file
    // its code needs) is reported above, not asserted. On 2026-11-25, 12 visits each: before the
    // overlay was run and drawn ahead of the replay, median 124 ms (73-264); after, 95 ms
    // (75-213). A trace of the replayed press: its task takes 48-75 ms (the overlay's render,
    // showModal, then style and layout of the page with the overlay's new rules 20-30 ms); the
    // rest is the page's own hydration sharing the thread. Issue 14 records it as not yet met.
  });
}
