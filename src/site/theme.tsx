import { Global, css } from "@emotion/react";
import { hasPrerenderedGlobal } from "./emotion-cache.ts";
// Each font is cut down at build time to the characters the site shows (src/content/fonts.ts):
// the display face to the documents' own, the body face also to Latin-1 for what visitors type.
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&subset=forms";
import displayUrl from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url&subset=content";

/**
 * The one font worth preloading: the display face of the hero headings, the text of the largest
 * paint. The body face loads when the CSS asks for it, without competing with the hero.
 */
export const fontUrls = [displayUrl];

export const breakpoints = {
  /** Spec: mobile below 768 px. */
  tablet: 768,
  /** Spec: tablet range ends at 1024 px. */
  desktop: 1025,
  wide: 1280,
  huge: 1920,
};

export const mq = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  huge: `@media (min-width: ${breakpoints.huge}px)`,
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

/*
 * Neither face delays the first paint, and neither moves anything once it is painted: both are
 * used only if they are there within the browser's short block period (`optional`), otherwise
 * from the next page on. The display face is preloaded (the hero's words are the largest
 * paint). A late swap to Inter re-wrapped the /work chips (a layout shift of up to 0.07
 * measured by work.spec.ts), hence `optional` for the body face too. Without the body face, text
 * is set in the system's sans-serif. There is no metric-matched fallback face (`local()` fonts
 * scaled to Inter's metrics): with `optional` nothing swaps, so it bought no stability, and
 * looking up four `local()` fonts that a machine lacks made the first style and layout pass
 * 249 → 86 ms (median of 7, Chromium on Debian, /).
 */
const global = css`
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${interUrl}) format("woff2-variations");
  }
  @font-face {
    font-family: "Bricolage Grotesque Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 200 800;
    src: url(${displayUrl}) format("woff2-variations");
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: 5rem;
  }
  body {
    margin: 0;
    background: ${colors.paper};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: clamp(1rem, 0.95rem + 0.25vw, 1.1875rem);
    line-height: 1.6;
    font-optical-sizing: auto;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.display};
    line-height: 1.05;
    letter-spacing: -0.02em;
    margin: 0;
    font-weight: 700;
    text-wrap: balance;
  }
  p {
    margin: 0;
    text-wrap: pretty;
  }
  img,
  video {
    display: block;
    max-width: 100%;
    height: auto;
  }
  picture,
  [data-block-static] {
    display: contents;
  }
  a {
    color: inherit;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: 2px;
  }
  ::selection {
    background: ${colors.saffron};
    color: ${colors.ink};
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Written once by the prerender; in the browser it mounts only where the page was not prerendered. */
const prerendered = hasPrerenderedGlobal(global);

export function GlobalStyles() {
  // <Global> would move the prerendered tag, which restyles the whole page (see emotion-cache.ts).
  return prerendered ? null : <Global styles={global} />;
}
