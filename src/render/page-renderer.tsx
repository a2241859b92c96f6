import { useMemo, type ReactElement } from "react";
import { BlockRenderer } from "./block-renderer.tsx";
import type { Block } from "../generated/schema.ts";
import { ImagesContext } from "../ui/images.tsx";
import { HEADING_BLOCK_TYPES } from "./registry.ts";
import { inFirstScreen, type ResolvedPage } from "../core/types.ts";
import { PageContext } from "../ui/page-context.ts";
import { css } from "@emotion/react";
import { breakpoints } from "../core/design/tokens.ts";
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

type Drawn = WeakMap<object, { place: string; pageHeading: boolean; element: ReactElement }>;

/**
 * What of a block's place its drawing depends on: its key, and whether it is in the first screen
 * (`inFirstScreen`, all a block reads its index for). Past the first screen, a block whose index
 * changed (a block above it deleted, added or moved) is drawn as it was: its `index` is its place
 * when it was drawn.
 */
const placeOf = (key: string, index: number) => `${key}|${inFirstScreen(index)}`;

/** The element drawn for `block` last time when its place is the same, else a new one. */
function drawn(
  cache: Drawn,
  block: Block,
  place: string,
  pageHeading: boolean,
  make: () => ReactElement,
) {
  const last = cache.get(block);
  if (last && last.place === place && last.pageHeading === pageHeading) return last.element;
  const element = make();
  cache.set(block, { place, pageHeading, element });
  return element;
}

/**
 * A page is its blocks, top to bottom; each block keyed by its route and its id or position. A
 * block that is the same object as last time keeps its element, and React then skips it (the
 * editor's Preview redraws the page on every change: creating 200 elements for one changed block
 * cost 7 ms in development, and deleting block 100 of 200 redrew the 99 below it).
 * A draft (only in development and the editor's Preview) wears a badge, outside the blocks.
 */
export function PageRenderer({
  page,
  blockKey,
}: {
  page: ResolvedPage;
  /** Each block's React key, when not the default (the editor's Preview: its identity). */
  blockKey?: (block: Block, index: number) => string;
}) {
  const headingIndex = page.doc.blocks.findIndex((block) => HEADING_BLOCK_TYPES.has(block.type));
  const cache = useMemo((): Drawn => new WeakMap(), []);
  return (
    <PageContext.Provider value={page}>
      <ImagesContext.Provider value={page.images}>
        {page.doc.draft ? <DraftBadge /> : null}
        <article data-route={page.route} css={blocks}>
          {page.doc.blocks.map((block, index) => {
            // By route too: the next case study, with blocks in the same order, mounts its own.
            const key =
              blockKey?.(block, index) ??
              `${page.route}:${("id" in block && block.id) || `${index}-${block.type}`}`;
            return drawn(cache, block, placeOf(key, index), index === headingIndex, () => (
              <BlockRenderer
                key={key}
                block={block}
                index={index}
                pageHeading={index === headingIndex}
              />
            ));
          })}
        </article>
      </ImagesContext.Provider>
    </PageContext.Provider>
  );
}
