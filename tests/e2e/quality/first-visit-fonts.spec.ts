/**
 * A first visit shows the brand's typefaces, with nothing shifting (issue 56): a cold cache, the
 * network at slow 4G (150 ms, 1.6 Mbps), on a phone and a desktop. Once the network is idle, the
 * glyphs of the page's main heading are drawn with the site's own web face (Chromium's own answer,
 * CSS.getPlatformFontsForNode, names only custom fonts), and the layout shifted by no more than
 * 0.01 on the way: the face swapped in over a fallback drawn to its metrics
 * (scripts/content/font-fallbacks.ts).
 *
 * The fallbacks are local faces drawn to Arial's metrics (Arial, Liberation Sans, Arimo) or
 * Roboto: a machine with none of them sets the wait in an unmatched face, and its swap moves the
 * text. `.ci/run` installs Liberation Sans (fonts-liberation2), which Linux desktops have.
 *
 * In the full browser, as visitors have it: the headless shell that runs the other specs sets
 * text with hinted whole-pixel advances, so a face's width against another's swings with the
 * size (Inter's fallback 0.988 to 1.035 of Inter's width from 12 to 40 px there, 1.004 to 1.006
 * in Chromium itself), and no fallback can match it.
 */
import type { Browser, Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/checks/chromium.ts";
import { expect, test } from "../support/fixtures.ts";

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const ROUTES = ["/", "/about-us", "/work", "/portfolio/tarini"];
const MAX_SHIFT = 0.01;

/** The fonts Chromium drew the main heading's text with, as its DevTools protocol reports them. */
async function headingFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  expect(nodeId, "the page has an h1").toBeGreaterThan(0);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts;
}

let browser: Browser;
test.beforeAll(async ({ playwright }) => {
  browser = await playwright.chromium.launch({
    executablePath: chromiumPath("full"),
    args: CHROMIUM_ARGS,
  });
});
test.afterAll(() => browser.close());

for (const width of [390, 1440]) {
  for (const route of ROUTES) {
    test(`${route} at ${width} px on slow 4G, first visit: the heading in the site's own face, layout shift ≤ ${MAX_SHIFT}`, async ({
      baseURL,
    }) => {
      test.setTimeout(60_000);
      // A context of its own: nothing cached.
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        // A phone 390 px wide draws at 3 device pixels to the CSS pixel (iPhone 12 to 16).
        deviceScaleFactor: width < 768 ? 3 : 1,
        isMobile: width < 768,
        hasTouch: width < 768,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      await page.addInitScript(() => {
        const shifts = { total: 0, what: [] as string[] };
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.total += entry.value;
            for (const { node, previousRect: a, currentRect: b } of entry.sources)
              shifts.what.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName} "${node?.textContent?.slice(0, 40)}" ${[a.x, a.y, a.width, a.height].map(Math.round).join(",")} → ${[b.x, b.y, b.width, b.height].map(Math.round).join(",")}`,
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(new URL(route, baseURL).href);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);

      const fonts = await headingFonts(page);
      const names = fonts.map((f) => `${f.familyName}${f.isCustomFont ? " (web font)" : ""}`);
      expect(fonts.length, `fonts drawn: ${names.join(", ")}`).toBeGreaterThan(0);
      expect(
        fonts.every((f) => f.isCustomFont),
        `the h1 drawn with ${names.join(", ")}`,
      ).toBe(true);
      expect(names.join(", "), "the display face among them").toContain("Bricolage Grotesque");
      const shift = await page.evaluate(
        () => (window as unknown as { __shifts: { total: number; what: string[] } }).__shifts,
      );
      expect(shift.total, `layout shift on load:\n${shift.what.join("\n")}`).toBeLessThanOrEqual(
        MAX_SHIFT,
      );
      await context.close();
    });
  }
}
