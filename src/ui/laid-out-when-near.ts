/**
 * Parts of a page below its first screen are laid out when they come near the window, not with
 * the first paint: `content-visibility: auto`, which holds each part's place with a stand-in
 * height until it is drawn and then remembers its real one ("auto"). On a phone, /work's tiles
 * below the first screen were a third of its first layout and the footer a fifth; skipping them
 * took its blocking time under Lighthouse from 189 to 72 ms (median of 5).
 *
 * A page's blocks below its first are such parts too (src/render/page-renderer.tsx): on a
 * phone, the first style and layout pass of a case study took half as long.
 *
 * Back and Forward return to a page from the browser's back/forward cache, as it was left.
 * `html[data-laid-out]` lays every part out (the tests that sweep a whole page set it).
 */
import { LAID_OUT_ATTRIBUTE } from "../core/design/laid-out.ts";

/**
 * The CSS for one such part, nested in its emotion styles. `standIn` is its height until it has
 * been drawn once: the closer, the less the scroll bar moves as the visitor scrolls. A height
 * only (`contain-intrinsic-block-size`): `contain-intrinsic-size` with one length sets the width
 * too, and a skipped part in a grid's auto column then widened the page (a 375 px phone zoomed
 * out to 620). A focus ring drawn just outside the part stays visible (the containment would
 * clip it at the edge). A part must hold no form field: the browser's form filling reads the
 * fields at load, which lays the part out all the same
 * (tests/e2e/quality/laid-out-when-near.spec.ts).
 */
export const laidOutWhenNear = (standIn: string) => `
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${standIn};
  overflow-clip-margin: 0.5rem;
  html[${LAID_OUT_ATTRIBUTE}] & {
    content-visibility: visible;
  }
`;
