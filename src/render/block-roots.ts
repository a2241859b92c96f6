/** Selectors for each block's own element on a page (page-renderer.tsx). */

/**
 * Under the emotion class of the page's <article>: each block's own element but the first (and
 * an island's wrapper, display: contents, which has no box for a style to change). With `+`,
 * not `:first-child`, which emotion warns against (its server rendering may put a <style> first).
 */
export const BELOW_THE_FIRST_BLOCK = "& > * + *, & > * + [data-island] > *";

/**
 * The element each block of the page draws as its own, in page order: the block's root, or the
 * one inside an island's wrapper (`<div data-island>`, display: contents, no box). The editor's
 * Preview and the tests find the blocks by it.
 */
export const BLOCK_ROOTS =
  "article[data-route] > :not([data-island]), article[data-route] > [data-island] > *";
