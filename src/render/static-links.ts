import { useEffect } from "react";
import { useNavigate } from "react-router-dom";

/**
 * A link inside a block that was not hydrated (see static-blocks.ts) has no router handler of
 * its own: clicks on it are taken here and go through the router, as a `<Link>` would (no page
 * reload; the window scrolls to the top). New tabs, modified clicks, downloads, other origins
 * and links to a place on the same page keep the browser's behaviour.
 */
export function useStaticBlockLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-block-static]")) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
