import { Global, css } from "@emotion/react";
import { hasPrerenderedGlobal } from "./emotion-cache.ts";
import { colors, displayText, fonts, fontSize, media, mq } from "../core/design/tokens.ts";
// Each font is cut down at build time (scripts/content/fonts.ts) to the characters the documents
// show and to the weights the styles use (the faces' `font-weight` below says the same; the e2e
// test fonts.spec.ts fails on a weight outside it). The body face has a second file for the
// rest of Latin-1, fetched only when a visitor types one of those letters into a form. The
// display face is kept at one weight, bold, as a static font: 13.4 KB where its 400–800 axis
// was 25.6 KB, and Lighthouse's phone LCP waited on it on seven of the eight audited pages.
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&wght=400-700&subset=content";
import interLatin1Url from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&wght=400-700&subset=latin1";
import displayUrl from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url&wght=700-700&subset=content";
import fontRanges from "virtual:font-ranges";

/**
 * The one font worth preloading, and not on phones: the display face of the hero headings
 * (from the tablet width up). A preloaded `optional` face holds the first paint until it
 * arrives or its short wait is over. On a fast connection that buys the hero its face on the first visit. On a phone
 * it bought nothing: on a slow-4G-like line (150 ms, 1.6 Mbps) the heading was set in the
 * fallback face all the same, after 26 KB had shared the line with the hero. Without it,
 * Lighthouse's mobile LCP fell from 1.44–1.51 to 1.36 s on / and on the three audited case
 * studies (median of 5, same run, 2026-11-26). A phone shows the face from the next page on,
 * from the cache.
 */
export const fontPreloads = [{ href: displayUrl, media: media.tablet }];

/*
 * Neither face delays a phone's first paint, and neither moves anything once it is painted: both are
 * used only if they are there within the browser's short block period (`optional`), otherwise
 * from the next page on. (The body face's Latin-1 file holds no character a page shows, only
 * what a visitor types: it swaps in within the field.) The display face is preloaded from the
 * tablet width up (see fontPreloads). A late swap to Inter re-wrapped the /work chips (a
 * layout shift of up to 0.07 measured by work.spec.ts), hence `optional` for the body face
 * too. Without the body face, text is set in the system's sans-serif. There is no metric-matched fallback face (`local()` fonts
 * scaled to Inter's metrics): with `optional` nothing swaps, so it bought no stability, and
 * looking up four `local()` fonts that a machine lacks made the first style and layout pass
 * 249 → 86 ms (median of 7, Chromium on Debian, /).
 *
 * Body text is set in Inter from the tablet width up and in the device's own UI face on a phone
 * (San Francisco, Roboto), so a phone never fetches Inter. A phone's first page showed the
 * system face already (Inter missed its `optional` wait on a slow line), but its 20 KB request
 * still shared the line with the hero: Lighthouse's mobile LCP, median of 5, fell 1389 → 1283 ms
 * on /, 1363 → 1237 on /about-us, 1506 → 1434 on /services (2026-11-26). And a phone's body
 * text is now the same face on every page, not Inter only from the second.
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
const global = css`
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 400 700;
    src: url(${interUrl}) format("woff2-variations");
  }
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 400 700;
    src: url(${interLatin1Url}) format("woff2-variations");
    unicode-range: ${fontRanges.latin1};
  }
  @font-face {
    font-family: "Bricolage Grotesque";
    font-style: normal;
    font-display: optional;
    font-weight: 700;
    src: url(${displayUrl}) format("woff2");
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    --font-body: ${fonts.bodyStacks.phone};
  }
  ${mq.tablet} {
    :root {
      --font-body: ${fonts.bodyStacks.tablet};
    }
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

/** Written once by the prerender; in the browser it mounts only where the page was not prerendered. */
const prerendered = hasPrerenderedGlobal(global);

export function GlobalStyles() {
  // <Global> would move the prerendered tag, which restyles the whole page (see emotion-cache.ts).
  return prerendered ? null : <Global styles={global} />;
}
