/**
 * A tap on a button that only works with the app (search, a pause button, a filter), made before
 * that button's part of the page is live, is held and replayed on the same button as soon as
 * React has hydrated it: not when the whole app is ready, because parts such as the footer
 * hydrate later, and React drops a click on a part it cannot hydrate yet. Links, form
 * submissions and popover toggles work without the app and are left to the browser.
 */

/** React has hydrated this element: it carries React's props. */
export const isLive = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * Starts holding early clicks on buttons that need the app, for the life of the page.
 * `onHold` hears of each button held, so code the button will need can be fetched at once.
 */
export function holdEarlyClicks(onHold?: (button: HTMLElement) => void): void {
  // One replay per button, in the order they were pressed.
  const held = new Set<HTMLElement>();
  const check = () => {
    for (const button of held)
      if (!button.isConnected || isLive(button)) {
        held.delete(button);
        button.click();
      }
    if (held.size) requestAnimationFrame(check);
  };
  addEventListener(
    "click",
    (event) => {
      // `popovertarget` buttons open their popover natively.
      const button = (event.target as Element).closest?.<HTMLElement>(
        'button[type="button"]:not([popovertarget])',
      );
      // A block served without the app (data-block-static) is never hydrated: nothing to wait for.
      if (!button || isLive(button) || button.closest("[data-block-static]")) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.size) requestAnimationFrame(check);
      held.add(button);
      onHold?.(button);
    },
    true,
  );
}
