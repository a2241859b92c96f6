/**
 * What an endless strip (marquee.tsx) does in the browser, without React: the HTML ships one copy
 * of its row; this clones the others (hidden from assistive technology, out of the tab order,
 * their pictures without alt text, no id twice) and the strip starts moving; its button pauses
 * and plays it and says which it will do. Under reduced motion nothing is cloned: the one copy
 * stands still and wraps. A block whose strip is all it moves makes this its behaviour.
 */
import { REDUCED_MOTION_QUERY } from "../core/design/media-queries.ts";
import { showPauseButton } from "./pause-button-state.ts";

function startStrip(strip: HTMLElement): () => void {
  const first = strip.querySelector<HTMLElement>("ul.copy");
  const toggle = strip.querySelector<HTMLButtonElement>(".controls button");
  const repeat = Number(strip.dataset.repeat) || 2;
  const reduced = matchMedia(REDUCED_MOTION_QUERY);
  const clones: HTMLElement[] = [];

  const clone = () => {
    if (reduced.matches || clones.length || !first) return;
    for (let copy = 1; copy < repeat; copy++) {
      const twin = first.cloneNode(true) as HTMLElement;
      twin.setAttribute("aria-hidden", "true");
      twin.setAttribute("inert", "");
      for (const image of twin.querySelectorAll("img")) image.alt = "";
      for (const named of twin.querySelectorAll("[id]")) named.removeAttribute("id");
      clones.push(twin);
    }
    first.after(...clones);
    strip.setAttribute("data-cloned", "");
  };
  const show = (state: "running" | "paused") => {
    strip.dataset.state = state;
    if (toggle) showPauseButton(toggle, state);
  };
  const press = () => show(strip.dataset.state === "paused" ? "running" : "paused");

  clone();
  reduced.addEventListener("change", clone);
  toggle?.addEventListener("click", press);
  return () => {
    reduced.removeEventListener("change", clone);
    toggle?.removeEventListener("click", press);
    for (const twin of clones.splice(0)) twin.remove();
    strip.removeAttribute("data-cloned");
    show("running");
  };
}

/** Starts every strip under `root` (a block's wrapper); returns what stops them. */
export default function startStrips(root: HTMLElement): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>("[data-repeat]")].map(startStrip);
  return () => stops.forEach((stop) => stop());
}
