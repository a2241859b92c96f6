/**
 * Each block's own element (BLOCK_ROOTS, core/place.ts): to style every block but the first
 * (page-renderer.tsx) and to say where in the page the window is (src/site/scroll-memory.tsx).
 */
import { BLOCK_ROOTS, type BlockAnchor } from "../core/place.ts";

export type { BlockAnchor };

/**
 * Under the emotion class of the page's <article>: each block's own element but the first (and
 * a static block's wrapper, which has no box for a style to change). With `+`, not
 * `:first-child`, which emotion warns against (its server rendering may put a <style> first).
 */
export const BELOW_THE_FIRST_BLOCK = "& > * + *, & > * + [data-block-static] > *";

/** The block at the top of the window (the first that reaches below it), if the page has blocks. */
export function anchorAtTop(): BlockAnchor | undefined {
  for (const [index, root] of document.querySelectorAll(BLOCK_ROOTS).entries()) {
    const { top, bottom } = root.getBoundingClientRect();
    if (bottom > 0) return { index, offset: -top };
  }
  return undefined;
}

/**
 * The window's scroll position that puts `anchor` back at the top, if the page has that block.
 * (The entry does the same sum for a reload: src/app/place-across-loads.ts.)
 */
export function scrollTopOf(anchor: BlockAnchor): number | undefined {
  const root = document.querySelectorAll(BLOCK_ROOTS)[anchor.index];
  return root && root.getBoundingClientRect().top + window.scrollY + anchor.offset;
}
