/** Development-only entry for /__blocks: the block catalogue, outside the site's router. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import catalogue from "virtual:block-catalogue";
import { preloadBlocks } from "../../render/registry.ts";
import { GlobalStyles } from "../../site/theme.tsx";
import { Catalogue, catalogueEntries } from "./catalogue.tsx";
import { ClientPhase } from "../../ui/client-phase.tsx";
import { onContentUpdate } from "./content-hot.ts";

// A document broken on disk shows here too, until it is valid again.
if (import.meta.hot) onContentUpdate(import.meta.hot);

const entries = catalogueEntries(catalogue.schemas);
await preloadBlocks(entries.map((entry) => entry.type));
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ClientPhase hydrating={false}>
      <MemoryRouter>
        <GlobalStyles />
        <main>
          <Catalogue entries={entries} tiles={catalogue.tiles} />
        </main>
      </MemoryRouter>
    </ClientPhase>
  </StrictMode>,
);
