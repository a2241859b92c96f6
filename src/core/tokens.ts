/**
 * The design tokens: breakpoints and media queries, type families, colours, stacking order,
 * easing and page gutters. One of each, imported by every layer above; plain values only.
 */

export const breakpoints = {
  /** Spec: mobile below 768 px. */
  tablet: 768,
  /** Spec: tablet range ends at 1024 px. */
  desktop: 1025,
  wide: 1280,
  huge: 1920,
};

/** The breakpoints as media conditions, for an image's `sizes` and for matchMedia. */
export const media = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
  huge: `(min-width: ${breakpoints.huge}px)`,
};

export const mq = {
  tablet: `@media ${media.tablet}`,
  desktop: `@media ${media.desktop}`,
  wide: `@media ${media.wide}`,
  huge: `@media ${media.huge}`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  hover: "@media (hover: hover) and (pointer: fine)",
};

export const fonts = {
  body: `"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  display: `"Bricolage Grotesque Variable", "Inter Variable", system-ui, sans-serif`,
};

export const colors = {
  ink: "#141210",
  inkSoft: "#4a4540",
  paper: "#f6f2ea",
  paperDeep: "#ece5d8",
  line: "#d9d0c1",
  saffron: "#e8951c",
  focus: "#1f5eff",
  /** Muted text on the ink background (footer, overlays). */
  inkMuted: "#bdb3a3",
  /** Hairlines on the ink background. */
  inkLine: "#3a3530",
  /** A raised surface on the ink background (inputs, the active search result). */
  inkRaised: "#221f1b",
  /** Error text on the ink background (AA against ink). */
  errorOnInk: "#ff9b85",
  /** Focus ring on the ink background, where the blue ring is too dark. */
  focusOnInk: "#ffc46b",
};

/** Stacking order of the chrome. */
export const layers = {
  header: 20,
  menu: 30,
  skipLink: 100,
};

/** The header bar's height; the mobile menu hangs below it. */
export const headerHeight = "4.5rem";

/** The house easing: a quick start and a long, soft landing. */
export const easing = "cubic-bezier(0.2, 0.7, 0.2, 1)";

/** Horizontal page padding that grows with the screen. */
export const gutter = "clamp(1.25rem, 4vw, 4.5rem)";
export const maxWidth = "min(100%, 110rem)";
