/** Server entry, used only by the prerender script: renders one URL to HTML plus its critical CSS. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { App } from "../site/app.tsx";
import { EMOTION_KEY } from "../site/emotion-cache.ts";
import { seedPage } from "../render/page-data.ts";
import { preloadBlocks } from "../render/registry.ts";
import type { ResolvedPage } from "../core/types.ts";
import { styleTags } from "./style-tags.ts";
import { THEME_GLOBAL } from "../site/theme.tsx";
import { PriorityPicturesContext, type PriorityPicture } from "../ui/images.tsx";
import {
  IslandsContext,
  islandIdPrefix,
  islandMarker,
  type IslandRecord,
} from "../render/island.tsx";
export { fontPreloads } from "../site/theme.tsx";

export interface RenderResult {
  html: string;
  /** `<style data-emotion>` tags with only the CSS this page uses. */
  styles: string;
  /** The pictures rendered with high priority, for the head to preload (src/ui/images.tsx). */
  priorityPictures: PriorityPicture[];
  /** Each island's props, by its data-island-id, for the build to write beside it. */
  islandProps: object[];
}

/**
 * `minifyCss` rewrites each style tag's CSS (the build's: scripts/prerender/minify-css.ts);
 * the tags keep their emotion ids, which is all the browser's emotion reads of them.
 */
export async function render(
  url: string,
  page: ResolvedPage | null,
  minifyCss?: (css: string) => string,
): Promise<RenderResult> {
  if (page) {
    seedPage(page);
    await preloadBlocks(page.doc.blocks.map((block) => block.type));
  }
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const priorityPictures: PriorityPicture[] = [];
  const islands: IslandRecord[] = [];
  let html = renderToString(
    <CacheProvider value={cache}>
      <PriorityPicturesContext.Provider value={priorityPictures}>
        <IslandsContext.Provider value={islands}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </IslandsContext.Provider>
      </PriorityPicturesContext.Provider>
    </CacheProvider>,
  );
  // Each island on its own, as the browser hydrates it: its own root, its own id prefix, no
  // router and no context of the page's but the style cache and the priority pictures.
  for (const [index, { component, props }] of islands.entries()) {
    const own = renderToString(
      <CacheProvider value={cache}>
        <PriorityPicturesContext.Provider value={priorityPictures}>
          {createElement(component, props)}
        </PriorityPicturesContext.Provider>
      </CacheProvider>,
      { identifierPrefix: islandIdPrefix(index) },
    );
    html = html.replace(islandMarker(index), () => own);
  }
  // A Suspense fallback in the output would mismatch on hydration: every block must be preloaded.
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->")) {
    throw new Error(`Rendering ${url} suspended; a block or its data was not preloaded.`);
  }
  const chunks = extractCriticalToChunks(html);
  // Rules the render made that no element uses on its own, such as a styled() wrapper's class
  // that emotion merged into its child's. extractCritical leaves them out, but the browser would
  // then insert them as it hydrates, and a new rule restyles the whole page. They are small.
  const listed = new Set(chunks.styles.flatMap((style) => style.ids));
  const own = chunks.styles.find((style) => style.key === EMOTION_KEY);
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (listed.has(id) || typeof rules !== "string" || !own) continue;
    own.ids.push(id);
    own.css += rules;
  }
  return {
    html: chunks.html,
    styles: styleTags(chunks.styles, { minify: minifyCss, theme: THEME_GLOBAL }),
    priorityPictures,
    islandProps: islands.map((island) => island.props),
  };
}
