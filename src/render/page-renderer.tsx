import { BlockRenderer } from "./block-renderer.tsx";
import { ImagesContext } from "../ui/images.tsx";
import { HEADING_BLOCK_TYPES } from "./registry.ts";
import type { ResolvedPage } from "../core/types.ts";
import { PageContext } from "../ui/page-context.ts";
import { css } from "@emotion/react";
import { breakpoints } from "../core/tokens.ts";
import { laidOutWhenNear } from "../ui/laid-out-when-near.ts";
import { BELOW_THE_FIRST_BLOCK } from "./block-roots.ts";
import { DraftBadge } from "./draft-badge.tsx";

/**
 * On a phone, every block below the first is laid out only when it comes near the window
 * (src/ui/laid-out-when-near.ts), unless it holds a form (the browser's form filling would lay
 * its fields out at load all the same). The stand-in is about a phone's screen: the first paint
 * draws the blocks that reach into the window, and no more. The first style and layout pass of
 * a case study took half as long (longest task 57 → 30 ms, median of 7, phone profile). Not
 * from the tablet width up, where a page is mostly read with a keyboard or a scroll bar: a Tab
 * or a drag to the far end lands among stand-ins, whose real heights then move what it landed on.
 */
const blocks = css`
  @media (width < ${breakpoints.tablet}px) {
    ${BELOW_THE_FIRST_BLOCK} {
      &:not(:has(form)) {
        ${laidOutWhenNear("40rem")}
      }
    }
  }
`;

/**
 * A page is its blocks, top to bottom; each block keyed by its route and its id or position. A
 * draft (only in development and the editor's Preview) wears a badge, outside the blocks.
 */
export function PageRenderer({ page }: { page: ResolvedPage }) {
  const headingIndex = page.doc.blocks.findIndex((block) => HEADING_BLOCK_TYPES.has(block.type));
  return (
    <PageContext.Provider value={page}>
      <ImagesContext.Provider value={page.images}>
        {page.doc.draft ? <DraftBadge /> : null}
        <article data-route={page.route} css={blocks}>
          {page.doc.blocks.map((block, index) => (
            <BlockRenderer
              // By route too: the next case study, with blocks in the same order, mounts its own.
              key={`${page.route}:${("id" in block && block.id) || `${index}-${block.type}`}`}
              block={block}
              index={index}
              pageHeading={index === headingIndex}
            />
          ))}
        </article>
      </ImagesContext.Provider>
    </PageContext.Provider>
  );
}
