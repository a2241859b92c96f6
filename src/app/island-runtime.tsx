/**
 * Hydrates one island on its own root, from the props the build wrote beside it
 * (src/render/island.tsx, scripts/prerender/island-props.ts). Loaded by the page's loader (wake/wake-island.ts) when the first island
 * wakes: React, React DOM and emotion come with it, not before.
 */
import { createElement, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { CacheProvider } from "@emotion/react";
import { createBrowserCache } from "../site/emotion-cache.ts";
import { ClientPhase } from "../ui/client-phase.tsx";
import { islandIdPrefix } from "../render/island.tsx";
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, type IslandName } from "../core/wake.ts";

interface IslandModule {
  default: ComponentType<never>;
  /** What must have loaded before the island hydrates, so that it does not suspend. */
  prepare?: (props: never) => Promise<unknown>;
}

/**
 * Every kind of island, by the name it has in the page: a block, or a part of the chrome. The
 * names, and the modules as `npm run budgets` measures them, are src/core/wake.ts ISLAND_MODULES.
 */
const ISLANDS: Record<IslandName, () => Promise<IslandModule>> = {
  block: () => import("../render/block-island.tsx"),
  search: () => import("../site/search/search-button.tsx"),
  menu: () => import("../site/chrome/mobile-menu.tsx"),
};

/** One style cache for every island: it adopts the page's prerendered CSS where it stands. */
let cache: ReturnType<typeof createBrowserCache> | undefined;

/** Calls `done` after the island's first commit: its handlers are attached from then on. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Hydrates the island from its props; resolves once its handlers are live. */
export async function hydrateIsland(element: HTMLElement, props: never): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = ISLANDS[name as IslandName] as (() => Promise<IslandModule>) | undefined;
  if (!load) throw new Error(`Unknown island "${name}".`);
  const { default: Component, prepare } = await load();
  await prepare?.(props);
  cache ??= createBrowserCache();
  const styles = cache;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <CacheProvider value={styles}>
        <ClientPhase hydrating>
          {createElement(Component as ComponentType<object>, props)}
        </ClientPhase>
        <Hydrated done={resolve} />
      </CacheProvider>,
      {
        identifierPrefix: islandIdPrefix(Number(element.getAttribute(ISLAND_ID_ATTRIBUTE))),
        onRecoverableError: (error) => console.error(`Hydration problem in "${name}":`, error),
      },
    );
  });
}
