/** Server entry, used only by the prerender script: renders one URL to HTML plus its critical CSS. */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { App, footerModule } from "./site/app.tsx";
import { mobileMenuModule } from "./site/header.tsx";
import { seedPage } from "./render/page-data.ts";
import { preloadBlocks } from "./render/registry.ts";
import type { ResolvedPage } from "./render/types.ts";
export { fontUrls } from "./site/theme.tsx";

export const EMOTION_KEY = "c";

export interface RenderResult {
  html: string;
  /** `<style data-emotion>` tags with only the CSS this page uses. */
  styles: string;
}

export async function render(url: string, page: ResolvedPage | null): Promise<RenderResult> {
  if (page) {
    seedPage(page);
    await preloadBlocks(page.doc.blocks.map((block) => block.type));
  }
  await Promise.all([footerModule, mobileMenuModule]);
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </CacheProvider>,
  );
  // A Suspense fallback in the output would mismatch on hydration: every block must be preloaded.
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->")) {
    throw new Error(`Rendering ${url} suspended; a block or its data was not preloaded.`);
  }
  const chunks = extractCriticalToChunks(html);
  return { html: chunks.html, styles: constructStyleTagsFromChunks(chunks) };
}
