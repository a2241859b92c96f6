/**
 * The breakpoints and the media queries scripts ask with matchMedia: plain values in a module of
 * their own, so that a page's small scripts (src/blocks/<type>/behaviour.ts) import them without
 * the rest of the tokens. src/core/design/tokens.ts re-exports the breakpoints.
 */

export const breakpoints = {
  /** The narrowest common phones (360 px); below it, down to 320 px, the header drops its wordmark. */
  narrow: 360,
  /** Spec: mobile below 768 px. */
  tablet: 768,
  /** Spec: tablet range ends at 1024 px. */
  desktop: 1025,
  wide: 1280,
  huge: 1920,
};

/** Phones: below the tablet breakpoint (the spec's 768 px). */
export const PHONE_QUERY = `(max-width: ${breakpoints.tablet - 1}px)`;
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The visitor has not asked for reduced motion: an island that only moves wakes while this holds. */
export const MOTION_QUERY = "(prefers-reduced-motion: no-preference)";
