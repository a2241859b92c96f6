/**
 * The design tokens: breakpoints and media queries, type families, colours, stacking order,
 * easing and page gutters. One of each, imported by every layer above; plain values only. The
 * breakpoints themselves are in media-queries.ts.
 */

import { breakpoints } from "./media-queries.ts";

export { breakpoints };

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

const systemSans = `system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/**
 * The system faces after each web face's metric-matched fallbacks (src/site/theme.tsx), for a
 * device that has none of the faces those are drawn from. The display face's names no generic
 * family: while the face loads, Chromium looks up each family of its stack for every size a
 * heading is set in, and a generic `sans-serif` cost one more lookup in the browser process per
 * size (10 heading sizes: 10 → 20) (2026-11-27).
 */
export const systemStacks = {
  body: systemSans,
  display: `system-ui, -apple-system, "Segoe UI", Roboto, Arial`,
};

/**
 * Type families, as custom properties (set in src/site/theme.tsx): each web face, then its
 * metric-matched fallbacks, then the system's (systemStacks).
 * The display face has one weight, bold (700): headings, figures, labels and buttons set in it
 * use that weight; a lighter large text (a lead, a quote) is set in the body face.
 */
export const fonts = {
  body: "var(--font-body)",
  display: "var(--font-display)",
};

/**
 * A measure (a text's max-width) in characters of its face: `measure.display(13)` is 13 of the
 * display face's `ch`, as an `em` length (--ch-display, src/site/theme.tsx, read from the font at
 * build time). A length in `ch` follows whichever face is drawn: while the web face loads, the
 * fallback's "0" is narrower (Liberation Sans Bold's by 15 %), so a heading in `13ch` wrapped onto
 * one line more and jumped back when the face arrived (a layout shift of 0.04 on /work at 1440 px).
 */
export const measure = {
  display: (characters: number) => `calc(${characters} * var(--ch-display))`,
  body: (characters: number) => `calc(${characters} * var(--ch-body))`,
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
/**
 * The content column's width, the window less its two gutters: the last entry of an image's
 * `sizes` for a picture that spans it. `100vw` there asked a phone for 12 % more pixels than it
 * shows (375 for 335 px), `92vw` for 3 % more (the gutters are 4vw only from 500 px up).
 */
export const columnWidth = `calc(100vw - 2 * ${gutter})`;
/** An image's `sizes` for something the full width of the content column. */
export const columnSizes = `(min-width: 1760px) 1600px, ${columnWidth}`;
export const maxWidth = "min(100%, 110rem)";

/**
 * The type scale: every fluid font size of the site, from a 375 px phone to a 4K screen. A block
 * picks the step its text plays (a hero title, a section title, a lead paragraph…), never a
 * size of its own.
 */
export const fontSize = {
  /** The studio's own name, once, on the About page. */
  mega: "clamp(3.4rem, 1rem + 10vw, 11.5rem)",
  /**
   * The page's hero title: the home video, page heroes, the closing call to action. Below a
   * 405 px window it follows the window (12.6vw), so the longest word of a hero title
   * ("Wilderness...", 6.8 em) still fits the column at 320–400 px: at 3rem it was 327 px in a
   * 320 px column on a 360 px phone. In a column that declares itself a container (a hero
   * beside its artwork) it follows the column the same way (14cqi: 12.6vw is 14% of a phone's
   * column): at 768 px the title was 78 px and "Wilderness..." ran under the /services art.
   * Outside a container cqi falls back to the window, where 12.6vw is the smaller.
   */
  hero: "min(clamp(3rem, 1.3rem + 7.5vw, 10rem), 12.6vw, 14cqi)",
  /** A very large title: a case study's heading, stacked-card titles, big figures. */
  display: "clamp(2.5rem, 1.2rem + 6vw, 8.5rem)",
  /** A section's title (h2). */
  section: "clamp(2.5rem, 1.4rem + 4.6vw, 6rem)",
  /** A large sub-title: contact lines, service names, the footer's headline. */
  title: "clamp(2rem, 1.3rem + 2.8vw, 4.5rem)",
  /** A heading inside a section (h3): a card's or a person's name. */
  heading: "clamp(1.5rem, 1rem + 2vw, 2.75rem)",
  /** A small heading, a chip or a link set large. */
  subheading: "clamp(1.25rem, 1rem + 1vw, 1.9rem)",
  /** The opening paragraph of a section. */
  lead: "clamp(1.05rem, 0.95rem + 0.45vw, 1.4rem)",
  /** Running text. */
  body: "clamp(1rem, 0.95rem + 0.25vw, 1.1875rem)",
  /** Labels and captions. */
  small: "clamp(0.8rem, 0.75rem + 0.2vw, 0.95rem)",
};

/** The house's title styles, as declarations to put inside a rule (plain strings: no runtime). */
/**
 * Text set in the display face, at its one weight (src/site/theme.tsx instances the font at it):
 * a declaration to put inside a rule, for text that does not inherit it from a heading.
 */
export const displayText = `font-family: ${fonts.display}; font-weight: 700;`;

export const titleStyle = {
  /** A section's title (h2): the section step of the type scale, set tight. */
  section: `font-size: ${fontSize.section}; letter-spacing: -0.045em; line-height: 0.92;`,
  /** A small upper-case label above a title, in the soft ink. */
  eyebrow: `font-size: 0.85rem; font-weight: 650; letter-spacing: 0.16em; text-transform: uppercase; color: ${colors.inkSoft};`,
};

/**
 * The spacing scale: padding, margins and gaps, fluid like the type (each step about twice its
 * phone size on a wide screen). Above and around sections the large steps, inside them the small.
 */
export const space = {
  "2xs": "clamp(0.75rem, 1.25vw, 1.25rem)",
  xs: "clamp(1rem, 2vw, 1.75rem)",
  s: "clamp(1.25rem, 2.5vw, 2.25rem)",
  m: "clamp(1.5rem, 3vw, 2.75rem)",
  l: "clamp(2rem, 4vw, 3.5rem)",
  xl: "clamp(2.5rem, 5vw, 5rem)",
  "2xl": "clamp(3rem, 6vw, 6rem)",
  "3xl": "clamp(4rem, 8vw, 8rem)",
  "4xl": "clamp(5rem, 10vw, 10rem)",
};

/** Corner radii of cards, pictures and panels. */
export const radius = {
  s: "clamp(0.75rem, 1.25vw, 1.25rem)",
  m: "clamp(1rem, 2vw, 1.75rem)",
  l: "clamp(1.25rem, 2.5vw, 2.25rem)",
};
