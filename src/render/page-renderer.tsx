import { BlockRenderer } from "./block-renderer.tsx";
import { ImagesContext } from "../ui/images.tsx";
import { HEADING_BLOCK_TYPES } from "./registry.ts";
import { useStaticBlockLinks } from "./static-links.ts";
import type { ResolvedPage } from "../core/types.ts";
import { PageContext } from "../ui/page-context.ts";

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
