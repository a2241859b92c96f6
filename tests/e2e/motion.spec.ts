import type { Page } from "@playwright/test";
import { SAMPLE_ROUTES, expect, test, waitForHydration } from "./fixtures.ts";

/** Positions of every element in the first screens of the page, keyed by document order. */
async function positions(page: Page): Promise<Map<number, string>> {
  const list = await page.evaluate(() =>
    [...document.querySelectorAll("main *")].slice(0, 1500).map((el) => {
      const r = el.getBoundingClientRect();
      return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
    }),
  );
  return new Map(list.map((value, i) => [i, value]));
}

async function movedOverOneSecond(page: Page): Promise<number> {
  const before = await positions(page);
  await page.waitForTimeout(1000);
  const after = await positions(page);
  return [...before].filter(([i, value]) => after.get(i) !== value).length;
}

const playingVideos = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("video")].filter((v) => !v.paused).length);

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of SAMPLE_ROUTES) {
    test(`nothing moves and no video plays on ${route}`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await movedOverOneSecond(page)).toBe(0);
      expect(await playingVideos(page)).toBe(0);
    });
  }
});

test.describe("without reduced motion", () => {
  for (const route of ["/", "/about-us"]) {
    test(`every moving region on ${route} has a pause control that stops it`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await movedOverOneSecond(page), "something should move here").toBeGreaterThan(0);
      // Each control turns into "Play …" once pressed, so press the first "Pause …" until none is left.
      const pause = page.getByRole("button", { name: /^pause/i });
      for (let pressed = 0; (await pause.count()) > 0; pressed++) {
        expect(pressed, "pause controls keep appearing").toBeLessThan(20);
        await pause.first().click();
      }
      await page.waitForTimeout(300);
      expect(await movedOverOneSecond(page)).toBe(0);
      expect(await playingVideos(page)).toBe(0);
    });
  }
});
