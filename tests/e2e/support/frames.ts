/**
 * Waits on the renderer instead of the clock: a test that must show that something does NOT
 * move lets the page draw frames, each one a chance for anything animated to move, and counts
 * them in the page with requestAnimationFrame. Frames are drawn at most 60 times a second, so 60
 * of them last at least as long as the one-second sleeps they replace, and longer on a slow or
 * loaded machine, where a sleep would have covered fewer frames.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** Resolves once the page has drawn `count` more frames. */
export async function framesDrawn(page: Page, count = 60): Promise<void> {
  await page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        let left = total;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/** The element's top in the window, in whole pixels, once two frames in a row agree on it. */
export async function settledTop(page: Page, target: Locator): Promise<number> {
  const top = async () => Math.round((await target.boundingBox())?.y ?? NaN);
  let last = await top();
  await expect
    .poll(async () => {
      await framesDrawn(page, 1);
      const now = await top();
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

/** The element's left edge in the window, in pixels. */
export async function leftEdge(target: Locator): Promise<number> {
  return (await target.boundingBox())?.x ?? NaN;
}

/** The element's left edge, then again once the page has drawn `count` more frames. */
export async function leftEdgeOverFrames(
  page: Page,
  target: Locator,
  count = 60,
): Promise<[number, number]> {
  const first = await leftEdge(target);
  await framesDrawn(page, count);
  return [first, await leftEdge(target)];
}

/**
 * Resolves once the endless animations that move the element (on it or on an ancestor: a strip's
 * track) are all paused and no longer pending. A CSS animation set to paused holds its place
 * from the next frame on, not at once, so a position read before then may still change by a
 * frame's step.
 */
export async function pausedInPlace(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const moving = document.getAnimations().filter((a) => {
          const on = (a.effect as KeyframeEffect | null)?.target;
          const endless = a.effect?.getComputedTiming().endTime === Infinity;
          return endless && on instanceof Element && on.contains(element);
        });
        return moving.length > 0 && moving.every((a) => a.playState === "paused" && !a.pending);
      }),
    )
    .toBe(true);
}

/** How many CSS or script animations that never end (strips, belts, loops) are running now. */
export function endlessAnimationsRunning(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getComputedTiming().endTime === Infinity,
        ).length,
  );
}

/**
 * Waits until every animation that has an end (an entrance, a transition) has reached it: those
 * need no pause control, and a test about what keeps moving waits for them to settle.
 */
export async function entrancesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
