/**
 * Scrolling on client-side navigation, as the browser does it for documents: a new page opens
 * at the top, and Back or Forward returns to where the visitor left that page. Both happen in
 * the layout effect of the commit that shows the page (this sits inside the page's Suspense
 * boundary in src/site/app.tsx: an earlier commit of the boundary's empty fallback while the
 * page loads does not count), so the page and its scroll position reach the screen in the same
 * frame, whenever the browser's own restoration runs (it restores the same position; it also
 * covers reloads and returning from another site). react-router's <ScrollRestoration> needs a
 * data router; the app uses <BrowserRouter>.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

export function ScrollMemory() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  /** Where the visitor left each history entry, by its key. */
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // Only while the page on screen is the history entry's: between a navigation and the commit
    // that shows the new page, the old one can be gone (the boundary's empty fallback) and the
    // window clamped to what is left, which is not where the visitor left it.
    const remember = () => {
      const entry = (history.state as { key?: string } | null)?.key;
      if (entry === undefined || entry === current.current)
        positions.current.set(current.current, window.scrollY);
    };
    remember();
    addEventListener("scroll", remember, { passive: true });
    return () => removeEventListener("scroll", remember);
  }, []);

  // React 19 runs no layout effect on the server and no longer warns about one there.
  useLayoutEffect(() => {
    current.current = key;
    const previous = previousPath.current;
    previousPath.current = pathname;
    // The first render is the prerendered page the browser has already placed.
    if (previous === null) return;
    const saved = navigationType === "POP" ? positions.current.get(key) : undefined;
    if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: "instant" });
    else if (previous !== pathname) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key, pathname, navigationType]);

  return null;
}
