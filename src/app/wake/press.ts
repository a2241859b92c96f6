/**
 * The `interaction` trigger, and the press held for every island: a touch, a focus or a key in a
 * sleeping island wakes it; a press on one of its controls, or a submit, waits until it is
 * awake and is then replayed, so no press is lost. Links and the menu's toggle work as they are.
 */
import { sleepingIsland, wakeIsland } from "./wake-island.ts";

/** Controls whose press is held until their island is awake, then replayed. */
const HELD =
  'button:not([popovertarget]), input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"]';

export function holdPresses(): void {
  for (const type of ["pointerdown", "focusin", "keydown"])
    addEventListener(
      type,
      (event) => {
        const island = sleepingIsland(event.target);
        if (island) void wakeIsland(island);
      },
      { capture: true, passive: true },
    );
  addEventListener(
    "click",
    (event) => {
      const island = sleepingIsland(event.target);
      const control = island && (event.target as Element).closest<HTMLElement>(HELD);
      if (!island || !control || !island.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wakeIsland(island).then(() => control.click());
    },
    { capture: true },
  );
  // Enter in a field submits without a click.
  addEventListener(
    "submit",
    (event) => {
      const island = sleepingIsland(event.target);
      if (!island) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopImmediatePropagation();
      // An island that failed to start leaves the browser to check the form (wake turned
      // noValidate off again) and to post it, as the press on the button does.
      void wakeIsland(island).then(() => form.requestSubmit(event.submitter));
    },
    { capture: true },
  );
}
