/**
 * The page's inline script (a few hundred bytes, in its <head>): it stands in for the loader
 * until the loader is in, so that nothing of ours is in the way of the first paint. It
 *  - holds every press and focus on an island that is not awake yet: a touch or a focus wakes it; a press on one of its controls, or a submit, waits until it is awake and is
 *    then replayed, so no press is lost (links and the menu's toggle work as they are);
 *  - requests the loader (src/app/islands-loader.ts, its built path written in by the build)
 *    once the page has loaded, or at the first press on an island, whichever is first; the
 *    loader then
 *    wakes what was held (HAND_OVER) and what comes after; if it cannot load or run, each
 *    island's HTML works as it does without script, and what was held goes through;
 *  - lays a page out whole when it is reloaded or come back to, before the browser puts the
 *    window back where it was (src/ui/laid-out-when-near.ts).
 * The build bundles it alone and inlines it (scripts/prerender/capture-script.ts): it imports
 * constants only, and every byte of it is in every page's first round trip.
 */
import { LAID_OUT_ATTRIBUTE } from "../core/design/laid-out.ts";
import {
  AWAKE_ATTRIBUTE,
  FAILED_ATTRIBUTE,
  HAND_OVER,
  ISLAND_SELECTOR,
  type HandOver,
  type WakeIsland,
} from "../core/wake.ts";

/**
 * Controls whose press is held until their island is awake, then replayed: the site's islands
 * use real buttons and inputs (no `role="button"`); the menu's toggle opens its popover itself.
 */
const HELD = "button:not([popovertarget]),[type=checkbox],[type=radio],[type=submit]";

/** The loader's path in this build (scripts/prerender/capture-script.ts defines it). */
declare const LOADER_PATH: string;
const held: [island: HTMLElement, replay?: () => unknown][] = [];
let wake: WakeIsland | undefined;
let requested: unknown;

const handOver: HandOver = (to) => {
  wake = to;
  for (const [island, replay] of held.splice(0)) void to(island).then(replay);
};
(window as unknown as Record<string, HandOver>)[HAND_OVER] = handOver;

function requestLoader(): void {
  // A dynamic import: the loader is a module, and this script is not.
  requested ||= import(/* @vite-ignore */ LOADER_PATH).catch(() =>
    handOver(async (island) => island.setAttribute(FAILED_ATTRIBUTE, "")),
  );
}

function onEvent(event: Event): void {
  const target = event.target as HTMLElement;
  // A focus's target may be the document, which has no closest.
  const island = target.closest?.<HTMLElement>(ISLAND_SELECTOR);
  if (!island || island.matches(`[${AWAKE_ATTRIBUTE}],[${FAILED_ATTRIBUTE}]`)) return;
  let replay: (() => unknown) | undefined;
  if (event.type == "submit")
    replay = () => (target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter);
  else if (event.type == "click") {
    const control = target.closest<HTMLElement>(HELD);
    if (!control || !island.contains(control)) return;
    replay = () => control.click();
  }
  if (replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  if (wake) void wake(island).then(replay);
  else {
    held.push([island, replay]);
    requestLoader();
  }
}

// A key needs focus first: focusin wakes for the keyboard.
for (const type of ["pointerdown", "focusin", "click", "submit"])
  addEventListener(type, onEvent, true);
// The load event waits for the first screen's pictures, and so for the largest paint.
addEventListener("load", requestLoader);

// "back_forward" or "reload"; not "navigate" nor "prerender".
if (
  /^[br]/.test((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)?.type)
)
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "");
