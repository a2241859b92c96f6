/**
 * Hydrates the prerendered page (or renders it, in development). Loaded by entry-client.tsx once
 * the page has painted.
 */
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { CacheProvider } from "@emotion/react";
import { App, deferredParts } from "../site/app.tsx";
import { ScrollMemoryListeners } from "../site/scroll-memory.tsx";
import { createBrowserCache } from "../site/emotion-cache.ts";
import { clearPages, loadPage } from "../render/page-data.ts";
import { isInteractive, preloadBlocks } from "../render/registry.ts";
import { keepStaticBlocks } from "../render/static-blocks.ts";
import { resolvePath } from "../core/routes.ts";
import { siteData } from "../ui/site-data.ts";
import { ClientPhase, useLive } from "../ui/client-phase.tsx";
import { onContentUpdate } from "./dev/content-hot.ts";

const cache = createBrowserCache();

/** Announces that the page is live (tests wait for it). */
const APP_READY = "app:ready";

/**
 * Once the page is live (src/ui/client-phase.tsx: hydrated, and every part showing the
 * browser's values, such as the newsletter's own messages instead of the browser's), dispatches
 * APP_READY and marks the root element `data-app="live"`. Renders nothing.
 */
function Ready() {
  const live = useLive();
  useEffect(() => {
    if (!live) return;
    document.documentElement.dataset.app = "live";
    document.dispatchEvent(new Event(APP_READY));
  }, [live]);
  return null;
}

function tree(hydrating: boolean, version = 0) {
  return (
    <StrictMode>
      <ClientPhase hydrating={hydrating} after={deferredParts}>
        <CacheProvider value={cache}>
          {/* Before the router, so that its listeners run before the router's (scroll-memory.tsx). */}
          <ScrollMemoryListeners />
          <BrowserRouter>
            <App key={version} />
          </BrowserRouter>
        </CacheProvider>
        <Ready />
      </ClientPhase>
    </StrictMode>
  );
}

async function start(): Promise<Root> {
  const container = document.getElementById("root")!;
  if (container.hasAttribute("data-prerendered")) {
    // The page's data is not embedded in the HTML (it would ship the page twice): it comes from
    // /_data/<route>.json, which the entry preloads with the modules, so it arrives with them.
    const resolution = resolvePath(location.pathname, siteData.routeTable);
    if (resolution.kind === "page") {
      const page = await loadPage(resolution.route);
      // Blocks that work without the app are not hydrated: their code is not loaded.
      await preloadBlocks(page.doc.blocks.filter(isInteractive).map((block) => block.type));
      keepStaticBlocks(container);
    }
    // Hydrating in a transition lets React yield to the browser every few milliseconds (a
    // default-priority hydration is one long task); a tap on a part not yet live hydrates that
    // part first.
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(container, tree(true), {
        onRecoverableError: (error) => console.error("Hydration problem:", error),
      });
    });
    return root;
  }
  const root = createRoot(container);
  root.render(tree(false));
  return root;
}

const rootPromise = start();

if (import.meta.hot) {
  let version = 0;
  // A page document changed: drop cached page data and render again, keeping the scroll position.
  onContentUpdate(import.meta.hot, async () => {
    clearPages();
    (await rootPromise).render(tree(false, ++version));
  });
}
