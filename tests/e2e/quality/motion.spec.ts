import type { Page } from "@playwright/test";
import { endlessAnimationsRunning, entrancesSettled, framesDrawn } from "../support/frames.ts";
import { SAMPLE_ROUTES, expect, test, waitForIsland } from "../support/fixtures.ts";

/**
 * Positions of every element in the first screens of the page, keyed by the element itself (an
 * id given on first sight), so an element added in between is not mistaken for one that moved.
 */
async function positions(page: Page): Promise<Map<number, { at: string; name: string }>> {
  const list = await page.evaluate(() => {
    const w = window as unknown as { motionIds?: WeakMap<Element, number>; motionNext?: number };
    const ids = (w.motionIds ??= new WeakMap());
    return [...document.querySelectorAll("main *")].slice(0, 1500).map((el) => {
      if (!ids.has(el)) ids.set(el, (w.motionNext = (w.motionNext ?? 0) + 1));
      const r = el.getBoundingClientRect();
      const at = `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
      const name = `${el.localName}${el.id ? "#" + el.id : ""} in ${el.parentElement?.localName}.${el.parentElement?.className}`;
      return [ids.get(el)!, { at, name }] as const;
    });
  });
  return new Map(list);
}

/**
 * The elements that moved while the page drew `frames` frames (60: a second or more), each as
 * "tag in parent: before → after" (x, y, width, height), so a failure says what moved.
 */
async function movedOverFrames(page: Page, frames = 60): Promise<string[]> {
  const before = await positions(page);
  await framesDrawn(page, frames);
  const after = await positions(page);
  return [...before].flatMap(([id, { at, name }]) => {
    const now = after.get(id)?.at;
    return now && now !== at ? [`${name}: ${at} → ${now}`] : [];
  });
}

/**
 * Goes past every island of the page's content, waiting at each until it has woken (they wake
 * as the visitor comes near them, or when the page is idle). One that waits for a press (the
 * contact form; Our Work's listing when no filter arrives with the page) is not woken: a visit
 * that presses nothing leaves it as HTML; nor is one that waits for a media query this visit
 * does not match (the story, the stats and the stacked cards with reduced motion).
 */
async function visitEveryIsland(page: Page) {
  for (const island of await page
    .locator('main [data-island]:not([data-wake="interaction"]):not([data-wake^="arrives-with:"])')
    .all()) {
    const drawn = island.locator(":scope > *").first();
    // One already in the window wakes where it is: the visit scrolls only to those below.
    const inWindow = await drawn.evaluate((el) => el.getBoundingClientRect().top < innerHeight);
    if (!inWindow) await drawn.scrollIntoViewIfNeeded();
    // One that needs a media query this visit does not match (motion allowed) stays as served.
    const needs = await island.getAttribute("data-wake-while");
    if (needs && !(await page.evaluate((query) => matchMedia(query).matches, needs))) continue;
    await waitForIsland(drawn);
  }
}

const playingVideos = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("video")].filter((v) => !v.paused).length);

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of SAMPLE_ROUTES) {
    test(`nothing moves and no video plays on ${route}, at any moment of the visit`, async ({
      page,
    }) => {
      // Every video that starts playing at any moment of the visit, from the first script on.
      await page.addInitScript(() => {
        const played: string[] = [];
        (window as unknown as { played: string[] }).played = played;
        document.addEventListener("playing", (event) => played.push(String(event.target)), true);
      });
      await page.goto(route);
      // Each island decides whether to play or animate, so the visit is watched until every
      // island of the page's content has woken: its waking is the end of what this test
      // observes, not a wait before it acts (the listener above has watched every video since
      // the first script).
      await visitEveryIsland(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await endlessAnimationsRunning(page)).toBe(0);
      expect(await movedOverFrames(page)).toEqual([]);
      expect(await playingVideos(page)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { played: string[] }).played)).toEqual(
        [],
      );
    });
  }
});

test.describe("without reduced motion", () => {
  for (const route of ["/", "/about-us"]) {
    test(`every moving region on ${route} has a pause control that stops it`, async ({ page }) => {
      await page.goto(route);
      // What moves lives in islands, which start as the visitor comes near: go past them all.
      await visitEveryIsland(page);
      await expect
        .poll(async () => (await movedOverFrames(page, 10)).length, {
          message: "something should move here",
        })
        .toBeGreaterThan(0);
      // Each control turns into "Play …" once pressed, so press the first "Pause …" and see it
      // turn, until none is left.
      const pause = page.getByRole("button", { name: /^pause/i });
      for (let pressed = 0, left = await pause.count(); left > 0; pressed++) {
        expect(pressed, "pause controls keep appearing").toBeLessThan(20);
        await pause.first().click();
        await expect
          .poll(() => pause.count(), "the pressed control turns into Play")
          .toBeLessThan(left);
        left = await pause.count();
      }
      expect(await endlessAnimationsRunning(page)).toBe(0);
      // An entrance that ends by itself needs no pause control: let those finish first.
      await entrancesSettled(page);
      expect(await movedOverFrames(page)).toEqual([]);
      expect(await playingVideos(page)).toBe(0);
    });
  }
});
