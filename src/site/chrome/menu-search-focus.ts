/**
 * The phone menu's search box takes focus shortly after the menu opens (docs/site-spec.md §9),
 * before the menu's island has woken: the page's loader runs this at once (no React; the menu is
 * a native popover). The loader comes once the page has loaded, or at the first press on an
 * island (src/app/capture.ts): a menu opened before then, by the press that brought the loader,
 * has its box focused as the loader arrives, unless the visitor has moved on. A page left with
 * its menu open (a link chosen before the island woke) comes back from the back/forward cache
 * with the menu closed.
 */
import { MENU_ID, MENU_SEARCH_FOCUS_DELAY_MS } from "./menu-ids.ts";

export function focusMenuSearch(): void {
  const menu = document.getElementById(MENU_ID);
  if (!menu) return;
  addEventListener("pagehide", () => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  });
  const focus = () => {
    if (menu.matches(":popover-open"))
      menu.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  };
  menu.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") setTimeout(focus, MENU_SEARCH_FOCUS_DELAY_MS);
  });
  // Opened before this ran: unless the visitor has moved on from the toggle.
  const at = document.activeElement;
  if (!at || at === document.body || at.getAttribute("popovertarget") === MENU_ID) focus();
}
