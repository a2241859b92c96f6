/**
 * A slow connection, made deterministic: the page's JavaScript is held at the network until the
 * test lets it through, so a test acts while the code is provably still on its way (however
 * long a real phone would take), then waits on the page's state, never on a clock.
 */
import type { Page } from "@playwright/test";

/** Every module the page loads: the loader, the island runtime, the islands' code and chunks. */
export const ALL_MODULES = /\/assets\/[^/]+\.js$/;
/** Every island's code and React, but not the small loader that holds presses. */
export const APP_MODULES = /\/assets\/(?!islands-loader-)[^/]+\.js$/;

export interface Held {
  /** Paths of the requests held so far. */
  paths: string[];
  /** Lets every held request (and every later one) through. */
  release: () => void;
}

/**
 * Holds the matching requests until `release()`. Holds registered later are asked first, and
 * each passes a request on to the earlier ones when released, so a chunk matched by two holds
 * is let through by the second release.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<Held> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const paths: string[] = [];
  await page.route(pattern, async (route) => {
    paths.push(new URL(route.request().url()).pathname);
    await released;
    await route.fallback();
  });
  return { paths, release };
}

/** Whether React has attached its props to the element, i.e. its part of the page is live. */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}
