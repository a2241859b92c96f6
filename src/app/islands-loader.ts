/**
 * The page's one script file, a few kilobytes, requested by the page's inline script
 * (src/app/capture.ts) once the page has loaded or at the first press on an island. The page is
 * complete without it: the browser navigates between prerendered pages, and the phone menu and
 * the forms work as HTML. It
 *  - gives the forms their own messages from the first paint (noValidate) and focuses the phone
 *    menu's search box when the menu opens (src/site/chrome/menu-search-focus.ts);
 *  - wakes each island on its own trigger (src/core/wake.ts, one function per trigger in
 *    wake/): only then do React and the island's code load (island-runtime.tsx); a block that
 *    moves without React has a small script of its own instead (its behaviour.ts), run on the
 *    same triggers;
 *  - takes over the presses the inline script holds on an island that is not awake yet: wakes
 *    the island, and the press is replayed once it is, so no press is lost;
 *  - once the page is idle, tells the browser which pages to fetch or prerender before the press.
 */
import { focusMenuSearch } from "../site/chrome/menu-search-focus.ts";
import { SPECULATION_RULES } from "../core/speculation.ts";
import { HAND_OVER, ISLAND_SELECTOR, type HandOver } from "../core/wake.ts";
import { idle } from "./wake/idle.ts";
import { schedule } from "./wake/schedule.ts";
import { wakeIsland } from "./wake/wake-island.ts";

/** Speculation Rules (src/core/speculation.ts); browsers without them ignore the script. */
function speculate() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = SPECULATION_RULES;
  document.head.append(script);
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-script-validates]"))
  form.noValidate = true;
focusMenuSearch();
(window as unknown as Record<string, HandOver | undefined>)[HAND_OVER]?.(wakeIsland);
/**
 * Resolves once the browser has reported the page's largest paint (or at idle, where it reports
 * none: Safari, a page drawn in the background).
 */
function largestPainted(): Promise<void> {
  return new Promise((resolve) => {
    idle(resolve);
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return;
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

// The triggers that need no press start counting once the page has loaded and its largest
// paint is on the screen, with its fonts, so that an island's code never shares the line with
// what the largest paint needs (the hero picture, the display font): on desktop, islands woken
// at once put the home page's and /about-us's largest paint at 0.47–0.52 s in 3 of 5
// Lighthouse runs, against 0.30 s. The load event can come before the first paint (a fast
// connection, a busy phone): the loader arrives then (src/app/capture.ts), its wakes wait. A
// press wakes its island at any time.
const afterLoad = (run: () => void) => {
  const painted = () =>
    void Promise.all([document.fonts?.ready, largestPainted()]).then(() =>
      requestAnimationFrame(() => setTimeout(run, 0)),
    );
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
};
afterLoad(() => {
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) schedule(island);
});
idle(speculate);
