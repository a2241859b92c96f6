/** Selectors for each block's own element on a page (page-renderer.tsx). */

/**
 * Under the emotion class of the page's <article>: each block's own element but the first (and
 * an island's wrapper, display: contents, which has no box for a style to change). With `+`,
 * not `:first-child`, which emotion warns against (its server rendering may put a <style> first).
 */
export const BELOW_THE_FIRST_BLOCK = "& > * + *, & > * + [data-island] > *";
