/**
 * A reload, or a Back or Forward that loads the document again (not from the browser's
 * back/forward cache), puts the window back on the same content. The browser would restore its
 * own number, and on a phone the blocks below the first hold stand-in heights until drawn
 * (src/ui/laid-out-when-near.ts), so that number means other content. As the document is left,
 * the app keeps the block at the top of the window and the offset inside it
 * (src/site/scroll-memory.tsx); here, as soon as the page's script runs (before it has painted,
 * on such a load from the cache), the page is laid out whole and that block put back. Tiny and
 * on its own on purpose: it is in every page's entry, which fetches nothing before the paint.
 * A document left before the app was live (or without JavaScript) has no place kept: there the
 * browser's number stands, which on a phone can be a screen or so off.
 */
import { BLOCK_ROOTS, LAID_OUT_ATTRIBUTE, PLACE_KEY, type BlockAnchor } from "../core/place.ts";

export function returnToPlace() {
  try {
    const key = PLACE_KEY + location.href;
    const place = JSON.parse(sessionStorage.getItem(key) ?? "null") as BlockAnchor | null;
    // For the next load of this document only.
    sessionStorage.removeItem(key);
    const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    if (!place || (load?.type !== "reload" && load?.type !== "back_forward")) return;
    const root = document.querySelectorAll(BLOCK_ROOTS)[place.index];
    if (!root) return;
    document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "");
    // Ours now: the browser must not put its number back over it later in the load.
    history.scrollRestoration = "manual";
    const top = root.getBoundingClientRect().top + window.scrollY + place.offset;
    window.scrollTo({ top, left: 0, behavior: "instant" });
  } catch {
    // Storage off (a browser's privacy setting) or not ours: the browser's restoration stands.
  }
}
