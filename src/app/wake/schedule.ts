/**
 * Sets an island's own trigger (its `data-wake`, src/core/wake.ts), once the media query it needs
 * matches (`data-wake-while`, define-block.ts `wakeWhile`): until then its HTML is all it needs,
 * and its code is not loaded. One function per trigger, as Astro's client directives; an
 * `interaction` island waits for a press (press.ts), as every island may.
 */
import { WAKE_ATTRIBUTE, WAKE_WHILE_ATTRIBUTE, parseWake } from "../../core/wake.ts";
import { arrivesWith } from "./arrives-with.ts";
import { idle } from "./idle.ts";
import { media } from "./media.ts";
import { visible } from "./visible.ts";
import { wakeIsland } from "./wake-island.ts";

export function schedule(island: HTMLElement): void {
  const wake = parseWake(island.getAttribute(WAKE_ATTRIBUTE));
  const go = () => void wakeIsland(island);
  const trigger = () => {
    if (wake === "load") go();
    else if (wake === "idle") idle(go);
    else if (wake === "visible") visible(island, go);
    else if (typeof wake === "object")
      return "media" in wake ? media(wake.media, go) : arrivesWith(wake.arrivesWith, go);
    // `interaction` (or a trigger this loader does not know): a press wakes it (press.ts).
  };
  // Without a `wakeWhile`, it needs no more than any screen ("all", which always matches).
  media(island.getAttribute(WAKE_WHILE_ATTRIBUTE) || "all", trigger);
}
