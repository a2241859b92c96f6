/**
 * The full-screen thank-you picture after a newsletter sign-up (docs/site-spec.md §4), drawn
 * without React by the newsletter's behaviour: a native <dialog> opened with showModal(), so the
 * browser traps focus in it, makes the page behind inert and closes it on Escape (as the site's
 * Modal, src/ui/modal.tsx, does for React islands); a click on the backdrop, the picture or the
 * close button closes it. It is made when a sign-up starts, so the picture loads while the post
 * is on its way; its styles come with it (a constructed style sheet: nothing in the page's HTML
 * for a dialog most visitors never see).
 */
import { colors, easing, radius, space } from "../../core/design/tokens.ts";

const CSS = `
dialog.thank-you {
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: ${space.m}; border: 0; background: transparent; cursor: zoom-out;
}
dialog.thank-you[open] { display: grid; place-items: center; }
dialog.thank-you::backdrop {
  background: rgb(20 18 16 / 0.82); -webkit-backdrop-filter: blur(6px); backdrop-filter: blur(6px);
}
.thank-you figure { position: relative; margin: 0; max-width: min(100%, 72rem); }
.thank-you img {
  display: block; width: 100%; height: auto; max-height: calc(100dvh - 6rem); object-fit: contain;
  border-radius: ${radius.s}; box-shadow: 0 2.5rem 5rem -2rem rgb(0 0 0 / 0.6);
}
.thank-you button {
  position: absolute; top: -1.25rem; right: -0.75rem; display: inline-grid; place-items: center;
  width: 2.75rem; height: 2.75rem; border-radius: 50%; border: 0; background: ${colors.saffron};
  color: ${colors.ink}; cursor: pointer; box-shadow: 0 0.5rem 1.5rem -0.5rem rgb(0 0 0 / 0.5);
}
.thank-you button:focus-visible { outline-color: ${colors.paper}; }
@keyframes thank-you-pop { from { transform: translateY(1.5rem) scale(0.96); } to { transform: none; } }
@media (prefers-reduced-motion: no-preference) {
  .thank-you[open] figure { animation: thank-you-pop 0.45s ${easing}; }
}`;

let sheet: CSSStyleSheet | undefined;

const SVG = "http://www.w3.org/2000/svg";

/** The close button's cross, as the site's line icons draw it (src/ui/icons.tsx). */
function cross(): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  const attributes = {
    width: "20",
    height: "20",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "aria-hidden": "true",
    focusable: "false",
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M6 6l12 12M18 6 6 18");
  svg.append(path);
  return svg;
}

/** Makes the dialog (closed) inside `parent`; `onClose` runs each time it closes. */
export function makeThankYou(
  parent: HTMLElement,
  image: { src: string; alt: string },
  onClose: () => void,
): HTMLDialogElement {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  const dialog = document.createElement("dialog");
  dialog.className = "thank-you";
  dialog.setAttribute("aria-label", "Thank you for subscribing");
  // The global styles keep the page behind from scrolling (src/site/theme.tsx).
  dialog.setAttribute("data-scroll-lock", "");
  const figure = document.createElement("figure");
  const picture = Object.assign(document.createElement("img"), {
    src: image.src,
    alt: image.alt,
    width: 1600,
    height: 1000,
    decoding: "async",
  });
  const close = Object.assign(document.createElement("button"), { type: "button" });
  close.setAttribute("aria-label", "Close");
  close.append(cross());
  figure.append(picture, close);
  dialog.append(figure);
  // A click on the backdrop lands on the dialog itself; one on the picture or the button bubbles up.
  dialog.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", onClose);
  parent.append(dialog);
  return dialog;
}
