/**
 * The circles settle in once the page has loaded (the CSS of about-hero.tsx, under
 * `data-enter`); under reduced motion they stay as served.
 */
import { REDUCED_MOTION_QUERY } from "../../core/design/media-queries.ts";

export default function enter(root: HTMLElement): () => void {
  const hero = root.querySelector("section");
  const start = () => {
    if (!matchMedia(REDUCED_MOTION_QUERY).matches) hero?.setAttribute("data-enter", "");
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  return () => {
    removeEventListener("load", start);
    hero?.removeAttribute("data-enter");
  };
}
