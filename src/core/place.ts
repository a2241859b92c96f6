/**
 * Names shared by the page's styles, the app and the entry for putting the window back where
 * the visitor left a page (src/site/scroll-memory.tsx, src/app/place-across-loads.ts).
 */

/** On <html>: every part of the page is laid out, none held back until near (laid-out-when-near). */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/**
 * The element each block of the page draws as its own, in page order: the block's root, or the
 * one inside a static block's wrapper (`<div data-block-static>`, display: contents, no box).
 */
export const BLOCK_ROOTS =
  "article[data-route] > :not([data-block-static]), article[data-route] > [data-block-static] > *";

/** Where the window's top is: in the block at that index, this many pixels below its top. */
export interface BlockAnchor {
  index: number;
  offset: number;
}

/** Before the document's URL: the session storage key of its place (a BlockAnchor), kept as it is left. */
export const PLACE_KEY = "place:";
