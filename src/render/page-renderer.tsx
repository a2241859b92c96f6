import { createContext, useContext } from "react";
import { BlockRenderer } from "./block-renderer.tsx";
import { ImagesContext } from "./images.tsx";
import { HEADING_BLOCK_TYPES } from "./registry.ts";
import { useStaticBlockLinks } from "./static-links.ts";
import type { ResolvedPage } from "./types.ts";

const PageContext = createContext<ResolvedPage | null>(null);

/** The page being rendered, with what was derived for it (for example `tiles`). */
export function usePage(): ResolvedPage {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() is only available inside a PageRenderer.");
  return page;
}

/** A page is its blocks, top to bottom; each block keyed by its route and its id or position. */
export function PageRenderer({ page }: { page: ResolvedPage }) {
  useStaticBlockLinks();
  const headingIndex = page.doc.blocks.findIndex((block) => HEADING_BLOCK_TYPES.has(block.type));
  return (
    <PageContext.Provider value={page}>
      <ImagesContext.Provider value={page.images}>
        <article data-route={page.route}>
          {page.doc.blocks.map((block, index) => (
            <BlockRenderer
              // By route too: the next case study, with blocks in the same order, mounts its own.
              key={`${page.route}:${("id" in block && block.id) || `${index}-${block.type}`}`}
              block={block}
              index={index}
              route={page.route}
              pageHeading={index === headingIndex}
            />
          ))}
        </article>
      </ImagesContext.Provider>
    </PageContext.Provider>
  );
}
