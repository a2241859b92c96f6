/**
 * The islands pipeline as a visitor's browser meets it: one small script per page, React only
 * when an island wakes, behaviours without it, each island with only its own props, presses held
 * until their island is awake, no client-side router, Next fetched ahead.
 */
import type { Page } from "@playwright/test";
import { JSDOM } from "jsdom";
import {
  RUNTIME_SCRIPT,
  SAMPLE_ROUTES,
  expect,
  holdIslands,
  islandPropsJson,
  test,
} from "../support/fixtures.ts";
import { framesDrawn } from "../support/frames.ts";
import { settled } from "../support/settled.ts";

/** The page's scripts so far, by path: what the page itself fetched (not a prerendered page). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

/** Waits until the loader has found the page idle: it then adds the speculation rules. */
const idleSeen = (page: Page) =>
  page.locator('script[type="speculationrules"]').waitFor({ state: "attached" });

/** The CSS rules the page has: its style sheets' and those a script constructed. */
const styleRules = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets, ...document.adoptedStyleSheets].reduce(
      (sum, sheet) => sum + sheet.cssRules.length,
      0,
    ),
  );

const RUNTIME = /^\/assets\/island-runtime-[\w-]+\.js$/;
const REACT = /^\/assets\/react-[\w-]+\.js$/;

test.describe("the islands pipeline", () => {
  // Tarini Home: no interactive block; its islands (search, menu, newsletter) wake on a press.
  const quiet = "/portfolio/tarini";

  test("a page's one script file is the loader, and until a press it is the only code fetched", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(quiet);
    // Its inline script (src/app/capture.ts) names it, and requests it.
    await expect(page.locator("script[src]")).toHaveCount(0);
    expect(await page.locator("head > script:not([type])").textContent()).toMatch(
      /\/assets\/islands-loader-[\w-]+\.js/,
    );
    await idleSeen(page);
    await framesDrawn(page, 30);
    const scripts = await scriptsFetched(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/islands-loader-[\w-]+\.js$/);
    await expect(page.locator("[data-island][data-awake]")).toHaveCount(0);
  });

  test("React and React DOM load when the first island wakes, not before", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(quiet);
    await idleSeen(page);
    expect(
      (await scriptsFetched(page)).filter((path) => RUNTIME.test(path) || REACT.test(path)),
    ).toEqual([]);
    const pressedAt = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Search website" }).click();
    await expect(page.getByRole("dialog", { name: "Search the website" })).toBeVisible();
    const started = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(island-runtime|react)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(started, "the runtime (React DOM) and React").toHaveLength(2);
    for (const time of started) expect(time).toBeGreaterThanOrEqual(pressedAt);
  });

  test("what moves in the first screen of / and /about-us needs no React: it moves while React is held back, and / fetches none before a press", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdIslands(page, RUNTIME_SCRIPT);
    await page.goto("/");
    // The film plays and the strips move: their behaviours ran, React or not.
    await expect
      .poll(() => page.locator("#hero video").evaluate((v: HTMLVideoElement) => !v.paused))
      .toBe(true);
    await page.getByRole("button", { name: "Pause film" }).click();
    await expect(page.getByRole("button", { name: "Play film" })).toBeVisible();
    await page.locator("#clients").scrollIntoViewIfNeeded();
    await expect(page.locator("#clients [data-repeat]")).toHaveAttribute("data-cloned", "");
    await idleSeen(page);
    expect(
      (await scriptsFetched(page)).filter((path) => RUNTIME.test(path) || REACT.test(path)),
    ).toEqual([]);

    await page.goto("/about-us");
    await expect(page.locator("#we-are")).toHaveAttribute("data-enter", "");
    const belt = page.locator("[data-repeat]").first();
    await belt.scrollIntoViewIfNeeded();
    await expect(belt).toHaveAttribute("data-cloned", "");
    release();
  });

  test("each island carries only its own props, and no page data is embedded", async ({
    request,
  }) => {
    let islands = 0;
    for (const route of SAMPLE_ROUTES) {
      const { document } = new JSDOM(await (await request.get(route)).text()).window;
      expect(document.querySelectorAll('script[type="application/json"]'), route).toHaveLength(0);
      const description = document
        .querySelector('meta[name="description"]')!
        .getAttribute("content")!;
      expect(description.length).toBeGreaterThan(20);
      for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
        islands++;
        const where = `${route}: island ${island.dataset.islandId} (${island.dataset.island})`;
        // A block's behaviour (no React) runs on its HTML: it carries no props at all.
        if (island.dataset.island === "behaviour") {
          expect(island.dataset.props ?? island.dataset.propsSrc, where).toBeUndefined();
          continue;
        }
        const json = await islandPropsJson(request, island);
        expect(json.includes(description), `${where} holds the page's description`).toBe(false);
        const props = JSON.parse(json) as Record<string, unknown>;
        expect(Object.keys(props), where).not.toContain("doc");
        // A block's island: that one block, not the page's others.
        if (island.dataset.island === "block") {
          const block = props.block as { type: string; blocks?: unknown };
          expect(typeof block.type, where).toBe("string");
          expect(block.blocks, where).toBeUndefined();
        }
      }
    }
    expect(islands).toBeGreaterThan(SAMPLE_ROUTES.length * 3);
  });

  test("a press before its island is awake is held, then acted on once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdIslands(page);
    const runtimeAsked = page.waitForRequest((request) =>
      RUNTIME.test(new URL(request.url()).pathname),
    );
    await page.goto(quiet, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => {
      const w = window as unknown as { presses: number };
      w.presses = 0;
      // The held press stops at the window; only the replay reaches the button's document.
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('[aria-label="Search website"]')) w.presses++;
      });
    });
    await page.getByRole("button", { name: "Search website" }).click();
    await runtimeAsked;
    const search = page.locator('[data-island="search"]');
    await expect(search.and(page.locator(":not([data-awake])"))).toHaveCount(1);
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await expect(dialog).toBeHidden();
    release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
    await framesDrawn(page, 10);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { presses: number }).presses)).toBe(1);
  });

  test("every island of the main pages wakes without an error, a hydration warning or a new style rule", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The style rules the page has at the moment each island is marked awake: in a microtask
    // right after its first commit, before any later render of its own.
    await page.addInitScript(() => {
      const count = () =>
        [...document.styleSheets, ...document.adoptedStyleSheets].reduce(
          (sum, sheet) => sum + sheet.cssRules.length,
          0,
        );
      const atAwake = new WeakMap<Element, number>();
      Object.assign(window, { __rulesAtAwake: atAwake });
      new MutationObserver((records) => {
        for (const record of records) atAwake.set(record.target as Element, count());
      }).observe(document, { attributeFilter: ["data-awake"], subtree: true });
    });
    for (const route of SAMPLE_ROUTES) {
      await page.goto(route);
      // What wakes by itself near the window has woken, and drawn what it draws once live
      // (the story's pinned steps bring their own CSS then: /about-us's HTML has no room for it).
      await settled(page);
      const islands = page.locator("[data-island]");
      expect(await islands.count(), route).toBeGreaterThanOrEqual(3);
      for (const island of await islands.all()) {
        if ((await island.getAttribute("data-awake")) !== null) continue;
        const rules = await styleRules(page);
        const wake = await island.getAttribute("data-wake");
        // Waiting for a press (or for a filter to arrive with the page, which these do not):
        // the loader's trigger, a touch inside it (its controls may be hidden at this width).
        if (wake === "interaction" || wake?.startsWith("arrives-with:"))
          await island.evaluate((el) =>
            el.firstElementChild!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })),
          );
        else await island.locator("> *").first().scrollIntoViewIfNeeded();
        const name = `${route}: ${await island.getAttribute("data-island")}`;
        await expect(island, name).toHaveAttribute("data-awake", "");
        // Its styles were in the page already: hydrating it added no rule (emotion's cache
        // adopts the prerendered ones; a rule added now would be a restyle of the whole page).
        const atAwake = await island.evaluate((el) =>
          (window as unknown as { __rulesAtAwake: WeakMap<Element, number> }).__rulesAtAwake.get(
            el,
          ),
        );
        expect(atAwake, `${name}: style rules when it woke`).toBe(rules);
      }
      await expect(page.locator("[data-island-failed]")).toHaveCount(0);
      // Late warnings (an effect after hydration) come within a few frames; the fixture fails on any.
      await framesDrawn(page, 10);
    }
  });

  test("a link is a new document: no client-side router", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const marked = () => page.evaluate(() => "marker" in window);
    // Once idle, with everything the page loads by itself loaded: still no router to take the link.
    await page.goto("/");
    await idleSeen(page);
    await page.evaluate(() => Object.assign(window, { marker: true }));
    await page.locator("header nav").getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL("/work");
    expect(await marked()).toBe(false);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toMatch(
      /\/work$/,
    );
    await page.goto("/portfolio/info3/one-bonsai");
    await idleSeen(page);
    await page.evaluate(() => Object.assign(window, { marker: true }));
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oddbolle");
    expect(await marked()).toBe(false);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toMatch(
      /\/portfolio\/info5\/Oddbolle$/,
    );
  });

  test("once idle, a case study asks the browser to prerender Next, and Next arrives fetched ahead", async ({
    page,
  }) => {
    // Chrome under DevTools (as Playwright drives it) turns a prerender into a prefetch
    // (PrerenderingDisabledByDevTools): the navigation then reports "navigational-prefetch".
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    const prefetched: string[] = [];
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready") prefetched.push(event.prefetchUrl);
    });
    await page.goto("/portfolio/info3/one-bonsai");
    await idleSeen(page);
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent())!,
    ) as { prerender: { where?: { selector_matches?: string }; eagerness: string }[] };
    const link = page.getByRole("link", { name: "Next", exact: true });
    const next = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    expect(next).toMatch(/\/portfolio\/info5\/Oddbolle$/);
    // The rule that picks it, by selector: the same text on every page, allowed by its hash.
    const matching: string[] = [];
    for (const rule of rules.prerender) {
      const selector = rule.where?.selector_matches;
      if (selector && (await link.evaluate((a, s) => a.matches(s), selector)))
        matching.push(rule.eagerness);
    }
    expect(matching).toEqual(["immediate"]);
    await expect.poll(() => prefetched).toContain(next);
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oddbolle");
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
              deliveryType: string;
            }
          ).deliveryType,
      ),
    ).toBe("navigational-prefetch");
  });
});
