import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { JSDOM } from "jsdom";
import { chain } from "./case-study-chain.ts";
import {
  expect,
  islandPropsJson,
  requestedScripts,
  test,
  waitForIsland,
  watchConsole,
} from "../support/fixtures.ts";

test.describe("the Previous / Next chain", () => {
  test("every case study is served with the specification's Previous and Next, and Previous leads there", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // What each page is served with: the links work from the first paint.
    const problems: string[] = [];
    for (const step of chain) {
      const response = await request.get(step.page);
      if (response.status() !== 200) problems.push(`${step.page}: status ${response.status()}`);
      const { document } = new JSDOM(await response.text()).window;
      const h1 = [...document.querySelectorAll("h1")].map((h) => h.textContent);
      if (h1.join() !== step.title) problems.push(`${step.page}: h1 ${JSON.stringify(h1)}`);
      if (document.body.textContent?.includes("Project not found"))
        problems.push(`${step.page}: says "Project not found"`);
      for (const [rel, name, want] of [
        ["prev", "Previous", step.previous],
        ["next", "Next", step.next],
      ] as const) {
        const links = [...document.querySelectorAll(`main a[rel="${rel}"]`)];
        const seen = links.map((a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`);
        if (seen.join() !== `${name} ${want}`)
          problems.push(`${step.page}: ${name} is ${JSON.stringify(seen)}, not ${want}`);
      }
    }
    expect(problems).toEqual([]);

    // Previous, clicked all the way round, as soon as each page is there (the Next walk is below).
    await page.addInitScript(recordFrames);
    await page.goto(chain[0]!.page, { waitUntil: "domcontentloaded" });
    expect(await arrival(page, chain[0]!.page, chain[0]!.title)).toEqual(
      wholeAtTheTop(chain[0]!.page, chain[0]!.title),
    );
    for (let i = chain.length; i > 0; i--) {
      const step = chain[i % chain.length]!;
      const previous = chain[i - 1]!;
      const link = page.getByRole("link", { name: "Previous", exact: true });
      await expect(link).toHaveAttribute("href", step.previous);
      await link.click();
      expect(
        await arrival(page, step.previous, previous.title),
        `Previous from ${step.page}`,
      ).toEqual(wholeAtTheTop(step.previous, previous.title));
    }
  });

  test("the info3 drunken-scholar variant goes back to one-bonsai and on to /portfolio/info4/info4", async ({
    page,
  }) => {
    await page.goto("/portfolio/info3/drunken-scholar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drunken Scholar");
    await expect(page.getByRole("link", { name: "Previous", exact: true })).toHaveAttribute(
      "href",
      "/portfolio/info3/one-bonsai",
    );
    await expect(page.getByRole("link", { name: "Next", exact: true })).toHaveAttribute(
      "href",
      "/portfolio/info4/info4",
    );
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abiliti");
  });
});

/**
 * Records, from every animation frame, the first frame in which each new h1 is on screen and
 * the window's scroll position in that same frame (rAF callbacks run just before the paint).
 */
function recordFrames() {
  type Frame = { h1: string; y: number };
  const frames: Frame[] = [];
  (window as unknown as { frames_: Frame[] }).frames_ = frames;
  let last: string | undefined;
  const sample = () => {
    const h1 = document.querySelector("h1")?.textContent ?? "";
    if (h1 !== last) frames.push({ h1, y: Math.round(window.scrollY) });
    last = h1;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

type Frame = { h1: string; y: number };

/**
 * In the page, after a click on Next or Previous: what the visitor got, once the page shows
 * `path` with `title` as its h1 and a frame has been drawn with it since the click (false until
 * then, or at once with `final`). The first frame counts from `walkMark`, set here for the next
 * click: the walk revisits every heading, and three titles twice a round. A new document starts
 * afresh.
 */
function arrivedAt({ path, title, final }: { path: string; title: string; final?: boolean }) {
  const w = window as unknown as { frames_: Frame[]; walkMark?: number };
  const h1 = [...document.querySelectorAll("h1")].map((h) => h.textContent ?? "");
  const firstFrame = w.frames_.slice(w.walkMark ?? 0).find((frame) => frame.h1 === title);
  const there = location.pathname === path && h1.join() === title && firstFrame !== undefined;
  if (!there && !final) return false;
  if (there) w.walkMark = w.frames_.length;
  const notFound = document.body.textContent?.includes("Project not found") ?? false;
  return { path: location.pathname, h1, notFound, firstFrame: firstFrame ?? null };
}

/** What arrivedAt reports, once the page at `path` titled `title` is there (within 10 s) or not. */
const arrival = (page: import("@playwright/test").Page, path: string, title: string) =>
  page
    .waitForFunction(arrivedAt, { path, title }, { timeout: 10_000 })
    .then((shown) => shown.jsonValue())
    .catch(() => page.evaluate(arrivedAt, { path, title, final: true }));

/** The page at `path`, whole (its h1, not "Project not found"), drawn first at the top. */
const wholeAtTheTop = (path: string, title: string) => ({
  path,
  h1: [title],
  notFound: false,
  firstFrame: { h1: title, y: 0 },
});

/** Counts, in session storage, the documents the tab has loaded: one more per real navigation. */
function countLoads() {
  sessionStorage.setItem("loads", String(Number(sessionStorage.getItem("loads")) + 1));
}
const loads = (page: import("@playwright/test").Page) =>
  page.evaluate(() => Number(sessionStorage.getItem("loads")));

test.describe("moving between case studies", () => {
  // The hundred presses (over three times round the chain of 29), each checked: a new
  // document, the right page, drawn first at the top. A hundred took 75 s alone on this two-core
  // machine (each press a whole page load); one walk of them replaces a walk of 145 checked
  // presses and one of 30 unchecked for new documents, which covered the same steps.
  test("a hundred Next presses, each as soon as the page is there: each arrival is a new document, at the top in its first frame", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(recordFrames);
    await page.addInitScript(countLoads);
    // No waiting for any island: a visitor clicks as soon as the page is there.
    await page.goto(chain[0]!.page, { waitUntil: "domcontentloaded" });
    expect(await arrival(page, chain[0]!.page, chain[0]!.title)).toEqual(
      wholeAtTheTop(chain[0]!.page, chain[0]!.title),
    );
    for (let press = 0; press < 100; press++) {
      const step = chain[press % chain.length]!;
      const next = chain[(press + 1) % chain.length]!;
      const before = await loads(page);
      await page.getByRole("link", { name: "Next", exact: true }).click();
      const where = `press ${press + 1}: Next from ${step.page}`;
      expect(await arrival(page, next.page, next.title), where).toEqual(
        wholeAtTheTop(next.page, next.title),
      );
      expect(await loads(page), `${where}: a new document`).toBe(before + 1);
    }
  });

  test("Back and Forward return to the previous and the next page, whole", async ({ page }) => {
    const [a, b] = [chain[2]!, chain[3]!];
    await page.goto(a.page);
    const next = page.getByRole("link", { name: "Next", exact: true });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(b.page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.title);
    // Where each page is put back is the browser's (its back/forward cache or its own
    // restoration): the page is there, whole, with its links.
    for (const [go, step] of [
      [() => page.goBack(), a],
      [() => page.goForward(), b],
    ] as const) {
      await go();
      await expect(page).toHaveURL(step.page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(step.title);
      await expect(page.getByText("Project not found")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Next", exact: true })).toHaveAttribute(
        "href",
        step.next,
      );
      await expect(page.getByRole("link", { name: "Previous", exact: true })).toHaveAttribute(
        "href",
        step.previous,
      );
    }
  });
});

test.describe("blocks that need no code", () => {
  test("are served without an island wrapper, and their code is never requested", async ({
    page,
  }) => {
    const scripts = requestedScripts(page);
    // one-bonsai: banner, text, logos, palette, two grids of pictures, typography, a film and
    // Previous / Next. Only the film has a control (its pause button): it is the one island.
    await page.goto("/portfolio/info3/one-bonsai");
    const article = page.locator("article[data-route]");
    await expect(article.locator("> :not([data-island])")).toHaveCount(8);
    await expect(article.locator("> :not([data-island]) [data-island]")).toHaveCount(0);
    const islands = article.locator("> [data-island]");
    await expect(islands).toHaveCount(1);
    const json = await islandPropsJson(page.request, {
      props: await islands.getAttribute("data-props"),
      propsSrc: await islands.getAttribute("data-props-src"),
    });
    expect((JSON.parse(json) as { block: { type: string } }).block.type).toBe("video");
    // About the island's hydrated state: once the film's player is awake, the page has loaded
    // all the code it will (its other blocks have nothing to wake).
    const pause = page.getByRole("button", { name: /^Pause video/ }).first();
    await pause.scrollIntoViewIfNeeded();
    await waitForIsland(pause);
    await page.getByRole("link", { name: "Next", exact: true }).scrollIntoViewIfNeeded();
    const blockChunks = scripts.filter((path) =>
      /\/assets\/(banner|text|logos|palette|media-grid|typography|prev-next)-[\w-]+\.js$/.test(
        path,
      ),
    );
    expect(blockChunks).toEqual([]);
    expect(scripts.some((path) => /\/assets\/video-[\w-]+\.js$/.test(path))).toBe(true);
  });
});

test.describe("the back/forward cache", () => {
  test("Back from a case study to Our Work restores the page as it was left, where it was left", async ({
    baseURL,
  }) => {
    // Playwright launches Chromium with --disable-back-forward-cache; and the headless shell
    // (the suite's browser) never caches (BackForwardCacheDisabledForDelegate). So this test
    // launches the full browser, in its new headless mode, with the cache allowed.
    const full = "/usr/bin/chromium";
    const browser = await chromium.launch({
      ...(existsSync(full) ? { executablePath: full } : { channel: "chromium" }),
      args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    const page = await browser.newPage({ baseURL });
    const problems = watchConsole(page);
    await page.goto("/work");
    await page.evaluate(() => {
      Object.assign(window, { marker: true });
      addEventListener("pageshow", (event) =>
        Object.assign(window, { persisted: event.persisted }),
      );
      // Where the page was as it was left (the grid's island may still move it as it wakes).
      addEventListener("pagehide", () => Object.assign(window, { leftAt: Math.round(scrollY) }));
    });
    const tile = page.locator('main a[href="/portfolio/tarini"]').first();
    await tile.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200);
    await tile.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarini Home");
    // A page restored from the cache fires no load event: wait for the commit only.
    await page.goBack({ waitUntil: "commit" });
    await page.waitForFunction(() => "persisted" in window);
    expect(
      await page.evaluate(() => ({
        path: location.pathname,
        moved: Math.round(scrollY) - (window as unknown as { leftAt: number }).leftAt,
        marker: "marker" in window,
        persisted: (window as unknown as { persisted: boolean }).persisted,
        notRestoredReasons: (
          performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            notRestoredReasons: unknown;
          }
        ).notRestoredReasons,
      })),
    ).toEqual({
      path: "/work",
      moved: 0,
      marker: true,
      persisted: true,
      notRestoredReasons: null,
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
    await browser.close();
  });
});
