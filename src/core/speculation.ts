/**
 * What the page asks the browser to load before the press (Speculation Rules), as the one text
 * the loader adds once the page is idle (src/app/islands-loader.ts) and the build allows by its
 * hash (scripts/prerender/render-route.ts). Document rules, by selector, never by address, so
 * the text is the same on every page and so is its hash: a hash in script-src turns Chromium's
 * 'inline-speculation-rules' off, as it does 'unsafe-inline'.
 *  - Next and Previous, a case study's likeliest next step: prerendered at once.
 *  - The main navigation: prerendered when the pointer rests on a link or presses it
 *    (moderate): five pages, each a likely but not a certain next step.
 *  - Every other link on the site (Our Work's tiles, the footer's): fetched, not run, on the same
 *    intent: 29 tiles prerendered at once would cost the phone more than they save.
 */
import { ISLAND_ATTRIBUTE } from "./wake.ts";

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    { where: { selector_matches: 'a[rel~="next"], a[rel~="prev"]' }, eagerness: "immediate" },
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
});
