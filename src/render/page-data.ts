/**
 * Where the client gets a route's ResolvedPage: embedded in the prerendered HTML for the
 * first view, fetched from /_data/… for later navigations, cached per route.
 */
import { settled, track, type Thenable } from "../lib/thenable.ts";
import type { ResolvedPage } from "./types.ts";

const cache = new Map<string, Thenable<ResolvedPage>>();

export function dataUrl(route: string): string {
  return `/_data${route === "/" ? "/index" : route}.json`;
}

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
      fetch(dataUrl(route), { headers: { Accept: "application/json" } }).then((response) => {
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
