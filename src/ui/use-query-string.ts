/**
 * The page's query string as state, for an island that keeps its own state in the URL (Our
 * Work's filter): a change adds a history entry (or replaces the current one), and Back and
 * Forward between those entries change it back. No router: the page is the browser's.
 */
import { useCallback, useEffect, useState } from "react";

type SetQuery = (search: string, options?: { replace?: boolean }) => void;

export function useQueryString(): [string, SetQuery] {
  const [search, setSearch] = useState(() =>
    typeof location === "undefined" ? "" : location.search,
  );
  useEffect(() => {
    const onPop = () => setSearch(location.search);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const set = useCallback<SetQuery>((next, options) => {
    const url = `${location.pathname}${next}${location.hash}`;
    if (options?.replace) history.replaceState(history.state, "", url);
    else history.pushState(null, "", url);
    setSearch(location.search);
  }, []);
  return [search, set];
}
