/**
 * The search index on the client: fetched from /_search.json (written by the build, served
 * by the dev server) the first time search is used, then kept for the rest of the visit.
 */
import { useEffect, useState } from "react";
import type { SearchEntry } from "./search.ts";

export const SEARCH_INDEX_URL = "/_search.json";

let pending: Promise<SearchEntry[]> | undefined;
let loaded: SearchEntry[] | undefined;

export function loadSearchIndex(): Promise<SearchEntry[]> {
  if (loaded) return Promise.resolve(loaded);
  if (!pending) {
    pending = fetch(SEARCH_INDEX_URL, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok)
          throw new Error(`Could not load the search index (HTTP ${response.status}).`);
        return response.json() as Promise<SearchEntry[]>;
      })
      .then((entries) => (loaded = entries));
    // A failed load may work later (offline for a moment): do not keep the failure.
    pending.catch(() => (pending = undefined));
  }
  return pending;
}

export type IndexState =
  { status: "loading" } | { status: "ready"; entries: SearchEntry[] } | { status: "failed" };

/** The index, loading it on first use. */
export function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>(() =>
    loaded ? { status: "ready", entries: loaded } : { status: "loading" },
  );
  const ready = state.status === "ready";
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSearchIndex().then(
      (entries) => live && setState({ status: "ready", entries }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return state;
}
