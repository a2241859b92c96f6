/**
 * Scrolling on client-side navigation, as the browser does it for documents: a new page opens
 * at the top, and Back or Forward returns to where the visitor left that page. Both happen in
 * the layout effect of the commit that shows the page (this sits inside the page's Suspense
 * boundary in src/site/app.tsx: an earlier commit of the boundary's empty fallback while the
 * page loads does not count), so the page and its scroll position reach the screen in the same
 * frame. react-router's <ScrollRestoration> needs a data router; the app uses <BrowserRouter>.
 * The browser's own restoration is off while the app runs (`history.scrollRestoration`): it
 * restores a number, later than the app and to other content (below). A reload, or a return from
 * another site, is src/app/place-across-loads.ts's.
 *
 * A page's blocks below the first are laid out only when near the window (stand-in heights until
 * then, src/ui/laid-out-when-near.ts), so a position is remembered as the block at the top of the
 * window and the offset inside it, and the page it is restored on is laid out whole first: the
 * same content comes back to the same place, whether or not the visitor had scrolled past the
 * blocks above it (a link's `scrollIntoView` jumps over them).
 *
 * Where the visitor leaves a page is read as they leave it (a link's click, Back or Forward's
 * popstate) by ScrollMemoryListeners, rendered before the router: a listener of the same event
 * on the same target runs in the order it was added, and React 19 commits a transition begun in
 * a popstate at once, so a listener added after the router's would find the next page already
 * there. Scroll events alone are not enough: one comes a frame after the scroll, and a Back in
 * the same frame leaves without it.
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { PLACE_KEY } from "../core/place.ts";
import { anchorAtTop, scrollTopOf, type BlockAnchor } from "../render/block-roots.ts";
import { layOutEverything } from "../ui/laid-out-when-near.ts";

interface Position {
  y: number;
  anchor?: BlockAnchor;
}

/** Where the visitor left each history entry, by its key; and the entry on screen, once known. */
const memory = {
  positions: new Map<string, Position>(),
  current: undefined as string | undefined,
};

/**
 * Keeps `memory` as the visitor scrolls and leaves. Render it before <BrowserRouter> (see
 * above): a child's layout effects and those of an earlier sibling run before the router's.
 */
export function ScrollMemoryListeners() {
  useLayoutEffect(() => {
    // Only while the page on screen is the history entry's: between a navigation and the commit
    // that shows the new page, the old one can be gone (the boundary's empty fallback) and the
    // window clamped to what is left, which is not where the visitor left it.
    const onEntry = () => {
      const entry = (history.state as { key?: string } | null)?.key;
      return entry === undefined || entry === memory.current;
    };
    const record = () => {
      if (onEntry()) leaving();
    };
    // Also as the visitor leaves the page, before the router hears of it (capturing: a link's
    // click; first: Back or Forward's popstate), the window still on it: by then the blocks a
    // jump brought near are drawn, and a scroll in the same frame has no event yet.
    const leaving = () => {
      if (memory.current === undefined) return;
      memory.positions.set(memory.current, { y: window.scrollY, anchor: anchorAtTop() });
    };
    // And for a reload or a return from another site (src/app/place-across-loads.ts).
    const unloading = () => {
      try {
        sessionStorage.setItem(PLACE_KEY + location.href, JSON.stringify(anchorAtTop() ?? null));
      } catch {
        // Storage off: the browser's own restoration stands.
      }
    };
    history.scrollRestoration = "manual";
    addEventListener("scroll", record, { passive: true });
    addEventListener("click", leaving, true);
    addEventListener("popstate", leaving, true);
    addEventListener("pagehide", unloading);
    return () => {
      removeEventListener("scroll", record);
      removeEventListener("click", leaving, true);
      removeEventListener("popstate", leaving, true);
      removeEventListener("pagehide", unloading);
    };
  }, []);
  return null;
}

/** Places each page as it is shown: at the top, or where the visitor left it (Back, Forward). */
export function ScrollMemory() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // React 19 runs no layout effect on the server and no longer warns about one there.
  useLayoutEffect(() => {
    memory.current = key;
    const previous = previousPath.current;
    previousPath.current = pathname;
    // The first render is the prerendered page the browser has already placed.
    if (previous === null) return;
    const saved = navigationType === "POP" ? memory.positions.get(key) : undefined;
    if (saved !== undefined) {
      layOutEverything(true);
      const top = (saved.anchor && scrollTopOf(saved.anchor)) ?? saved.y;
      window.scrollTo({ top, left: 0, behavior: "instant" });
    } else if (previous !== pathname) {
      layOutEverything(false);
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
  }, [key, pathname, navigationType]);

  return null;
}
