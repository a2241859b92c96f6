/**
 * While a full-screen dialog marked `data-scroll-lock` is open, the page behind stays put: the
 * dialog makes it inert, this stops the wheel and touch scrolling it as well.
 */
import { Global, css } from "@emotion/react";

const lock = css`
  html:has(dialog[data-scroll-lock][open]) {
    overflow: hidden;
  }
`;

export function ScrollLock() {
  return <Global styles={lock} />;
}
