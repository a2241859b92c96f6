/**
 * On <html>: every part of the page is laid out, none held back until near
 * (src/ui/laid-out-when-near.ts). The page's styles, its loader and the tests that sweep a whole
 * page share the name.
 */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";
