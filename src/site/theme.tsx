import { Global, css } from "@emotion/react";
import { hasPrerenderedGlobal } from "./emotion-cache.ts";
import { colors, displayText, fonts, fontSize, mq, systemStacks } from "../core/design/tokens.ts";
// Each font is cut down at build time (scripts/content/fonts.ts) to the characters the documents
// show and to the weights the styles use (the faces' `font-weight` below says the same; the e2e
// test fonts.spec.ts fails on a weight outside it). The body face has a second file for the
// rest of Latin-1, fetched only when a visitor types one of those letters into a form. The
// display face is kept at one weight, bold, as a static font: 13.4 KB where its 400–800 axis
// was 25.6 KB.
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&wght=400-700&subset=content";
import interLatin1Url from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&wght=400-700&subset=latin1";
import displayUrl from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url&wght=700-700&subset=content";
// Each face's metric-matched fallbacks, computed from the font at build time
// (scripts/content/font-fallbacks.ts), from its instances at the weights its text is set in.
import interFallback from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?family=Inter+Variable&wght=400,650&fallback";
import displayFallback from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?family=Bricolage+Grotesque&wght=700&fallback";
import fontRanges from "virtual:font-ranges";

/**
 * The display face is preloaded at every width: every page's first screen has a heading set in
 * it (the largest text of most of them), and the preload asks for it as the HTML arrives rather
 * than once the first style pass finds the heading. The body face is not preloaded: its 22 KB
 * would share the line with the hero's picture ahead of it, and the first style pass asks for it
 * at once (the styles are in the page).
 */
export const fontPreloads: { href: string; media?: string }[] = [{ href: displayUrl }];

/*
 * Both faces are the brand's on the first visit, at every width: `font-display: swap`. Until a
 * face arrives, its text is set in a local system face scaled to the web face's metrics
 * (the fallback families, scripts/content/font-fallbacks.ts), so when the face swaps in, the
 * lines keep their length and height and nothing below moves. With `optional` instead, a face
 * that missed the browser's short block period was not used for the whole page: on a slow-4G
 * line every first visit, and at 1440 px most first visits on a fast one, showed the headings in
 * the system's face (issue 56, 2026-12-07). The body face's fallbacks are scaled at two weights,
 * 400 for its text and 650 for its labels and buttons (set from 550 up, and wider): scaled at 400
 * only, a chip's label at 650 came out narrower in the fallback than in Inter. A measure is given
 * in the face's own `ch` as an `em` length (tokens' measure), which the fallback keeps.
 */
// While a modal (src/ui/modal.tsx) is open the page behind does not scroll
// (`html:has(dialog[data-scroll-lock][open])`): the dialog makes it inert, this stops the wheel and
// touch moving it. Here, not in the modal, so hydrating a page with a closed modal inserts no rule.
// An island's wrapper (src/render/island.tsx) draws no box: its content lays out as if it were not
// there. Pages do not opt into cross-document view transitions: Chrome reports every one it
// aborts (the new page revealed before the old one was captured, as after a form's own post or a
// result chosen from the closing phone menu; or a page that does not opt in) as an uncaught
// "Transition was aborted because of invalid state" on the new page, where no script can catch
// it: 2 to 3 times in 30 such navigations here.
const globalStyles = (fontFallbacks: string) => css`
  @font-face {
    font-family: "Inter Variable";
    font-display: swap;
    font-weight: 400 700;
    src: url(${interUrl}) format("woff2-variations");
  }
  @font-face {
    font-family: "Inter Variable";
    font-display: swap;
    font-weight: 400 700;
    src: url(${interLatin1Url}) format("woff2-variations");
    unicode-range: ${fontRanges.latin1};
  }
  @font-face {
    font-family: "Bricolage Grotesque";
    font-display: swap;
    font-weight: 700;
    src: url(${displayUrl}) format("woff2");
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  ${fontFallbacks}
  :root {
    --font-body: "Inter Variable", ${interFallback.family}, ${systemStacks.body};
    --font-display: "Bricolage Grotesque", ${displayFallback.family}, ${systemStacks.display};
    --ch-body: ${interFallback.ch};
    --ch-display: ${displayFallback.ch};
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: 5rem;
  }
  html:has(dialog[data-scroll-lock][open]) {
    overflow: hidden;
  }
  body {
    margin: 0;
    background: ${colors.paper};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: ${fontSize.body};
    line-height: 1.6;
    font-optical-sizing: auto;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    ${displayText}
    line-height: 1.05;
    letter-spacing: -0.02em;
    margin: 0;
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
  [data-island] {
    display: contents;
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

const global = globalStyles(interFallback.faces + displayFallback.faces);
/** The theme's `<Global>` by its name: the prerender puts it first in the page's one style tag. */
export const THEME_GLOBAL = global.name;
/**
 * Without the fallback faces, for the editor and its preview: they serve a visitor's first visit,
 * while the web faces are on their way, and the editor has the faces at once from its own server.
 * In the editor's preview, their `local()` faces cost every keystroke on a 200-block page some
 * 10 to 20 ms of CPU (p95 32 → 53 ms, over its 50 ms target): each style the preview inserts
 * had the browser look them up again.
 */
const withoutFallbacks = globalStyles("");

/** Written once by the prerender; in the browser it mounts only where the page was not prerendered. */
const prerendered = hasPrerenderedGlobal(global);

export function GlobalStyles({ fontFallbacks = true }: { fontFallbacks?: boolean }) {
  // <Global> would move the prerendered tag, which restyles the whole page (see emotion-cache.ts).
  if (prerendered) return null;
  return <Global styles={fontFallbacks ? global : withoutFallbacks} />;
}
