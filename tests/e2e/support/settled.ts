import type { Page } from "@playwright/test";

/**
 * Waits, in the page, for the state after which nothing runs until the visitor acts: the fonts
 * are in, every island or behaviour that wakes by itself (not on a press, not on a hand-over,
 * not waiting for a media query that does not match) and is near the window has woken (or failed to), then the thread has been idle once after
 * that (the loader's idle work, the Speculation Rules, is done by then), and two frames more so
 * that the observers have reported the last long frame.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const near = (island: Element) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom > -200 && box.top < innerHeight + 200 && box.height > 0;
      });
    const waiting = () =>
      [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((island) => {
        const wake = island.dataset.wake ?? "visible";
        if (wake === "interaction" || wake.startsWith("arrives-with:")) return false;
        // Waiting for a media query that does not match here (reduced motion, a phone).
        const needs = island.dataset.wakeWhile;
        if (needs && !matchMedia(needs).matches) return false;
        if (island.hasAttribute("data-awake") || island.hasAttribute("data-island-failed"))
          return false;
        return wake !== "visible" || near(island);
      });
    while (waiting().length) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => requestIdleCallback(resolve));
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
