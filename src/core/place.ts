/** Names shared by the page's styles, its islands and the tests about where each block is. */

/** On <html>: every part of the page is laid out, none held back until near (laid-out-when-near). */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/**
 * The element each block of the page draws as its own, in page order: the block's root, or the
 * one inside an island's wrapper (`<div data-island>`, display: contents, no box).
 */
export const BLOCK_ROOTS =
  "article[data-route] > :not([data-island]), article[data-route] > [data-island] > *";
