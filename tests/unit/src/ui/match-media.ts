import { vi } from "vitest";

/**
 * Gives jsdom (which has none) a `matchMedia` answering `matches(query)`, with no changes to
 * listen to. Undone by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
