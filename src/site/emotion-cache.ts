/**
 * Emotion's cache for the browser, adopting the prerendered CSS where it stands.
 *
 * The prerender puts each page's critical CSS in `<style data-emotion="c id id…">` tags. Emotion's
 * own hydration re-inserts every one of those tags (and `<Global>` its own), and moving a
 * stylesheet makes the browser restyle and lay out the whole page again: on the home page two
 * ~25 ms tasks right after first paint, four times that on a throttled phone. Recording the tags'
 * rule ids as inserted leaves them untouched, and emotion still adds only the rules it lacks.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import type { SerializedStyles } from "@emotion/react";

export const EMOTION_KEY = "c";

export function createBrowserCache(): EmotionCache {
  const ids: string[] = [];
  for (const node of document.querySelectorAll(`style[data-emotion^="${EMOTION_KEY} "]`)) {
    ids.push(...node.getAttribute("data-emotion")!.split(" ").slice(1));
    // createCache looks for "c id…": without the ids it leaves the tag alone.
    node.setAttribute("data-emotion", EMOTION_KEY);
  }
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}

/** Whether the prerender already put these `<Global>` styles in the head (never on the server). */
export function hasPrerenderedGlobal(styles: SerializedStyles): boolean {
  return (
    typeof document !== "undefined" &&
    // Its own tag ("c-global <name>"), or the page's one tag that lists it (src/app/style-tags.ts).
    document.querySelector(`style[data-emotion~="${styles.name}"]`) !== null
  );
}
