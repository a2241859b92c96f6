/**
 * The page's one script, a few kilobytes. The page is complete without it: the browser
 * navigates between prerendered pages, and the phone menu and the forms work as HTML. It
 *  - gives the forms their own messages from the first paint (noValidate) and focuses the phone
 *    menu's search box when the menu opens (src/site/chrome/menu-search-focus.ts);
 *  - wakes each island on its own trigger (src/core/wake.ts, one function per trigger in
 *    wake/): only then do React and the island's code load (island-runtime.tsx); a block that
 *    moves without React has a small script of its own instead (its behaviour.ts), run on the
 *    same triggers;
 *  - holds a press on an island that is not awake yet, wakes it, and replays the press once it
 *    is, so no press is lost (wake/press.ts);
 *  - once the page is idle, tells the browser which pages to fetch or prerender before the press.
 */
import { focusMenuSearch } from "../site/chrome/menu-search-focus.ts";
import { LAID_OUT_ATTRIBUTE } from "../core/design/laid-out.ts";
import { ISLAND_ATTRIBUTE, ISLAND_SELECTOR } from "../core/wake.ts";
import { idle } from "./wake/idle.ts";
import { holdPresses } from "./wake/press.ts";
import { schedule } from "./wake/schedule.ts";

/**
 * What to load before the press (Speculation Rules; browsers without them ignore the script):
 *  - Next and Previous, a case study's likeliest next step: prerendered once the page is idle.
 *  - The main navigation: prerendered when the pointer rests on a link or presses it
 *    (moderate): five pages, each a likely but not a certain next step.
 *  - Every other link on the site (Our Work's tiles, the footer's): fetched, not run, on the same
 *    intent: 29 tiles prerendered at once would cost the phone more than they save.
 */
function speculate() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const next = [...document.querySelectorAll<HTMLAnchorElement>('a[rel~="next"], a[rel~="prev"]')];
  const rules = {
    prerender: [
      ...(next.length ? [{ urls: next.map((link) => link.href), eagerness: "immediate" }] : []),
      {
        where: { selector_matches: `header nav a, [${ISLAND_ATTRIBUTE}="menu"] nav a` },
        eagerness: "moderate",
      },
    ],
    prefetch: [
      {
        where: {
          and: [{ href_matches: "/*" }, { not: { selector_matches: "[target], [download]" } }],
        },
        eagerness: "moderate",
      },
    ],
  };
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = JSON.stringify(rules);
  document.head.append(script);
}

// A page the visitor comes back to (without the back/forward cache) or reloads is laid out
// whole before the browser puts the window back where it was: the stand-in heights of the
// parts not drawn yet (src/ui/laid-out-when-near.ts) would have it land elsewhere.
const navigation = performance.getEntriesByType("navigation")[0] as
  PerformanceNavigationTiming | undefined;
if (navigation?.type === "back_forward" || navigation?.type === "reload")
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "");
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-script-validates]"))
  form.noValidate = true;
focusMenuSearch();
holdPresses();
// The triggers that need no press start counting once the page has loaded and painted with its
// fonts, so that an island's code never shares the line with what the largest paint needs (the
// hero picture, the display font): on desktop, islands woken at once put the home page's and
// /about-us's largest paint at 0.47–0.52 s in 3 of 5 Lighthouse runs, against 0.30 s. A press
// wakes its island at any time (holdPresses).
const afterLoad = (run: () => void) => {
  const painted = () =>
    void Promise.resolve(document.fonts?.ready).then(() =>
      requestAnimationFrame(() => setTimeout(run, 0)),
    );
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
};
afterLoad(() => {
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) schedule(island);
});
idle(speculate);
