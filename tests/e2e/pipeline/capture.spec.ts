/**
 * Nothing of ours in the first paint's way (issue 52, item 2): the page's one script is inline
 * (src/app/capture.ts), and it requests the loader only once the page has loaded, or at the
 * first press on an island; a press made before the loader is in is held, and acted on once the
 * loader has woken its island.
 */
import { JSDOM } from "jsdom";
import { expect, test } from "../support/fixtures.ts";
import { ALL_MODULES, holdRequests } from "../support/network.ts";

const LOADER = /\/assets\/islands-loader-[\w-]+\.js$/;

test.describe("the page's inline script", () => {
  for (const route of ["/", "/about-us", "/portfolio/tarini"])
    test(`on ${route}, requests the loader only once the page has loaded`, async ({
      page,
      request,
    }) => {
      const loaded = page.waitForResponse((response) => LOADER.test(response.url()));
      await page.goto(route);
      await loaded;
      const times = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const loader = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/islands-loader-/.test(entry.name));
        return {
          loaded: navigation!.loadEventStart,
          asked: loader.map((entry) => entry.startTime),
        };
      });
      // Once, at the load event (which waits for the first screen's pictures, the largest paint's
      // among them), not before: nothing in the HTML names it to the preload scanner or the
      // parser.
      expect(times.asked).toHaveLength(1);
      expect(times.loaded).toBeGreaterThan(0);
      expect(times.asked[0]).toBeGreaterThanOrEqual(times.loaded);
      // The served HTML, as the preload scanner reads it: no script file, nor a preload of one.
      const { document } = new JSDOM(await (await request.get(route)).text()).window;
      const named = document.querySelectorAll(
        'script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]',
      );
      expect(named).toHaveLength(0);
    });

  test("holds a press made before the loader is in, asks for the loader at once, and the press is acted on", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = await holdRequests(page, ALL_MODULES);
    await page.goto("/portfolio/tarini", { waitUntil: "domcontentloaded" });
    // Before the load event: the press itself asks for the loader.
    const loaderAsked = page.waitForRequest((request) => LOADER.test(request.url()));
    await page.getByRole("button", { name: "Search website" }).click();
    await loaderAsked;
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await expect(dialog).toBeHidden();
    expect(scripts.paths.some((path) => LOADER.test(path))).toBe(true);
    scripts.release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
  });

  test.describe(() => {
    test.use({ allowedConsole: /Failed to load resource: net::ERR_FAILED/ });
    test("when the loader cannot load, a form posted while it was on its way is posted by the browser itself", async ({
      page,
    }) => {
      let fail!: () => void;
      const failing = new Promise<void>((resolve) => (fail = resolve));
      await page.route(LOADER, async (route) => {
        await failing;
        await route.abort();
      });
      await page.goto("/portfolio/tarini", { waitUntil: "domcontentloaded" });
      const newsletter = page.getByRole("form", { name: "Newsletter" });
      // The focus asks for the loader, which the network holds, then fails.
      await newsletter.getByLabel("Email address").fill("visitor@example.com");
      const posted = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().includes("/newsletter"),
      );
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      fail();
      // The island is marked failed; the held press goes through as the HTML's own post.
      expect((await posted).postData()).toContain("visitor@example.com");
    });
  });
});
