/**
 * Where the client gets a route's ResolvedPage: fetched from /_data/… (for the first view too:
 * the dev server and the editor), cached per
 * route; the server renderer seeds it.
 */
import { settled, track, type Thenable } from "../core/thenable.ts";
import type { ResolvedPage } from "../core/types.ts";
import { dataUrl } from "../core/data-url.ts";

const cache = new Map<string, Thenable<ResolvedPage>>();

export function seedPage(page: ResolvedPage): void {
  cache.set(page.route, settled(page));
}

export function clearPages(): void {
  cache.clear();
}

export function loadPage(route: string): Thenable<ResolvedPage> {
  let entry = cache.get(route);
  if (!entry) {
    entry = track(
      // No extra headers: the request must match the entry's <link rel="preload"> to reuse it.
      fetch(dataUrl(route)).then((response) => {
        if (!response.ok) throw new Error(`Could not load ${route} (HTTP ${response.status}).`);
        return response.json() as Promise<ResolvedPage>;
      }),
    );
    // A failed load may succeed later (offline for a moment); do not cache the failure.
    entry.catch(() => cache.delete(route));
    cache.set(route, entry);
  }
  return entry;
}
