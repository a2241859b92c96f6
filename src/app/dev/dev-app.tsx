/**
 * `npm run dev`: the whole site drawn in the browser from the documents (scripts/content/vite-plugin.ts
 * serves each route's data), redrawn when a document changes. Islands render in place here
 * (src/render/island.tsx); the prerendered site has no app of this kind.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { CacheProvider } from "@emotion/react";
import { App } from "../../site/app.tsx";
import { createBrowserCache } from "../../site/emotion-cache.ts";
import { clearPages } from "../../render/page-data.ts";
import { ClientPhase } from "../../ui/client-phase.tsx";
import { onContentUpdate } from "./content-hot.ts";

const cache = createBrowserCache();

function tree(version = 0) {
  return (
    <StrictMode>
      <ClientPhase hydrating={false}>
        <CacheProvider value={cache}>
          <BrowserRouter>
            <App key={version} />
          </BrowserRouter>
        </CacheProvider>
      </ClientPhase>
    </StrictMode>
  );
}

const root = createRoot(document.getElementById("root")!);
root.render(tree());

if (import.meta.hot) {
  let version = 0;
  // A page document changed: drop cached page data and render again, keeping the scroll position.
  onContentUpdate(import.meta.hot, () => {
    clearPages();
    root.render(tree(++version));
  });
}
