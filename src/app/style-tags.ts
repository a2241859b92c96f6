/**
 * The prerendered page's style tags, made from the chunks emotion's server extracts
 * (src/app/entry-server.tsx). Server-only.
 */
import { EMOTION_KEY } from "../site/emotion-cache.ts";

export type StyleChunk = { key: string; ids: string[]; css: string };

/**
 * The page's style tags: one tag with the theme's `<Global>` (`theme`, its name), the rule for
 * controls that need the app, the keyframes (which emotion extracts as a global tag each) and
 * the components' rules, in that order; another global (a block's own) keeps a tag of its own,
 * which its `<Global>` finds as it hydrates. Every tag costs its hash in the
 * Content-Security-Policy, 44 characters that do not compress: on the home page the seven tags
 * this makes one were 290 bytes of its 14 KB gzip budget. The theme's and the keyframes' ids
 * are listed with the rest, as their own tags listed them: the browser's cache
 * (src/site/emotion-cache.ts) counts every listed id as inserted, and the theme's `<Global>` is
 * never rendered in a prerendered page's browser (only its islands are).
 */
export function styleTags(
  chunks: StyleChunk[],
  {
    minify = (css: string) => css,
    theme,
  }: { minify?: (css: string) => string; theme?: string } = {},
): string {
  const own = chunks.find((chunk) => chunk.key === EMOTION_KEY);
  const themes = chunks.filter(
    (chunk) =>
      chunk.key === `${EMOTION_KEY}-global` && theme !== undefined && chunk.ids.includes(theme),
  );
  const keyframes = chunks.filter(isKeyframes);
  const globals = chunks.filter(
    (chunk) => chunk !== own && !keyframes.includes(chunk) && !themes.includes(chunk),
  );
  const merged: StyleChunk = {
    key: EMOTION_KEY,
    ids: [...[...themes, ...keyframes].flatMap((chunk) => chunk.ids), ...(own?.ids ?? [])],
    css:
      themes.map((chunk) => chunk.css).join("") +
      NEEDS_SCRIPT_CSS +
      keyframes.map((chunk) => chunk.css).join("") +
      (own?.css ?? ""),
  };
  return [...globals, merged]
    .map((chunk) => styleTag({ ...chunk, css: minify(chunk.css) }))
    .join("");
}

/** A chunk emotion made of one `keyframes` (its id is `animation-<hash>`). */
const isKeyframes = (chunk: StyleChunk) =>
  chunk.key === `${EMOTION_KEY}-global` && chunk.ids.every((id) => id.startsWith("animation-"));

/**
 * Controls that only work with the app (search, for one) carry `data-needs-script` and are left
 * out when scripting is off. Written by the prerender only, so no page's JavaScript carries it.
 */
const NEEDS_SCRIPT_CSS = "@media (scripting: none){[data-needs-script]{display:none!important}}";

/**
 * One prerendered style tag, as emotion's own constructStyleTagsFromChunks writes it plus
 * `data-s`: that marks it as already in place for @emotion/react's default cache, which is
 * created as its module loads in the browser and would otherwise move every server style tag
 * to the end of the head. Moving a stylesheet restyles the whole page (see emotion-cache.ts).
 */
function styleTag({ key, ids, css }: StyleChunk): string {
  return `<style data-emotion="${key} ${ids.join(" ")}" data-s="">${css}</style>`;
}
