/**
 * The phone menu's search box takes focus shortly after the menu opens (docs/site-spec.md §9),
 * before the menu's island has woken: the page's loader runs this at once (no React; the menu is
 * a native popover). A page left with its menu open (a link chosen before the island woke) comes
 * back from the back/forward cache with the menu closed.
 */
import { MENU_ID, MENU_SEARCH_FOCUS_DELAY_MS } from "./menu-ids.ts";

export function focusMenuSearch(): void {
  const menu = document.getElementById(MENU_ID);
  addEventListener("pagehide", () => {
    if (menu?.matches(":popover-open")) menu.hidePopover();
  });
  menu?.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState !== "open") return;
    setTimeout(() => {
      if (menu.matches(":popover-open"))
        menu.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }, MENU_SEARCH_FOCUS_DELAY_MS);
  });
}
