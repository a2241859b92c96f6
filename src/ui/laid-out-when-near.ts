/**
 * Parts of a page below its first screen are laid out when they come near the window, not with
 * the first paint: `content-visibility: auto`, which holds each part's place with a stand-in
 * height until it is drawn and then remembers its real one ("auto"). On a phone, /work's tiles
 * below the first screen were a third of its first layout and the footer a fifth; skipping them
 * took its blocking time under Lighthouse from 189 to 72 ms (median of 5).
 *
 * Back to such a page still lands where the visitor left it: the app scrolls in the commit that
 * puts the page back, before the browser has decided what is off screen, so that layout uses
 * every part's real height (tests/e2e/work-layout.spec.ts).
 */

/**
 * The CSS for one such part, nested in its emotion styles. `standIn` is its height until it has
 * been drawn once: the closer, the less the scroll bar moves as the visitor scrolls. A focus ring
 * drawn just outside the part stays visible (the containment would clip it at the edge).
 */
export const laidOutWhenNear = (standIn: string) => `
  content-visibility: auto;
  contain-intrinsic-size: auto ${standIn};
  overflow-clip-margin: 0.5rem;
`;
