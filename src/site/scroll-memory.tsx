/**
 * Scrolling on client-side navigation, as the browser does it for documents: a new page opens
 * at the top, and Back or Forward returns to where the visitor left that page. Both happen in
 * the layout effect of the commit that shows the page, so the page and its scroll position
 * reach the screen in the same frame. (react-router's <ScrollRestoration> needs a data router;
 * the app uses <BrowserRouter>.)
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
const STORAGE_KEY = "scroll-positions";
/** Entries remembered per tab; the oldest are forgotten first. */
const MAX_ENTRIES = 100;

function readSaved(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][];
    return new Map(saved.filter(([key, y]) => typeof key === "string" && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  // The app scrolls on history traversal itself; the browser's own restoration would run
  // before the page is rendered (and clamp to the old page's height).
  useEffect(() => {
    positions.current ??= readSaved();
    const saved = positions.current;
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const remember = () => {
      saved.delete(current.current);
      saved.set(current.current, window.scrollY);
      if (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value!);
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
      } catch {
        // storage is blocked: positions last as long as the page
      }
    };
    remember();
    addEventListener("scroll", remember, { passive: true });
    addEventListener("pagehide", persist);
    return () => {
      removeEventListener("scroll", remember);
      removeEventListener("pagehide", persist);
      persist();
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    current.current = location.key;
    const first = previousPath.current === null;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // The first render is the prerendered page the browser has already placed.
    if (first) return;
    positions.current ??= readSaved();
    const saved = navigationType === "POP" ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: "instant" });
    else if (!samePath) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.key, location.pathname, navigationType]);

  return null;
}
