/**
 * Parts of a page below its first screen are laid out when they come near the window, not with
 * the first paint: `content-visibility: auto`, which holds each part's place with a stand-in
 * height until it is drawn and then remembers its real one ("auto"). On a phone, /work's tiles
 * below the first screen were a third of its first layout and the footer a fifth; skipping them
 * took its blocking time under Lighthouse from 189 to 72 ms (median of 5).
 *
 * Back to such a page lands where the visitor left it only as far as the stand-ins are true: the
 * app restores a number (src/site/scroll-memory.tsx), and a page it has just drawn again has
 * stand-ins, not remembered heights, for the parts above that position. /work's tiles and the
 * footer have stand-ins close to their real heights (tests/e2e/work-layout.spec.ts checks the
 * tile the visitor left from, to the pixel). A part whose height the stand-in cannot predict (a
 * whole block) needs Back to restore by anchor first: the part at the top of the window and the
 * offset inside it.
 */

/**
 * The CSS for one such part, nested in its emotion styles. `standIn` is its height until it has
 * been drawn once: the closer, the less the scroll bar moves as the visitor scrolls. A height
 * only (`contain-intrinsic-block-size`): `contain-intrinsic-size` with one length sets the width
 * too, and a skipped part in a grid's auto column then widened the page (a 375 px phone zoomed
 * out to 620). A focus ring drawn just outside the part stays visible (the containment would
 * clip it at the edge). A part must hold no form field: the browser's form filling reads the
 * fields at load, which lays the part out all the same (tests/e2e/laid-out-when-near.spec.ts).
 */
export const laidOutWhenNear = (standIn: string) => `
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${standIn};
  overflow-clip-margin: 0.5rem;
`;
