/** The phone menu's names, shared by its island and menu-search-focus.ts, which the page's loader runs. */

/** The menu panel's id (a native popover; its toggle names it in popovertarget). */
export const MENU_ID = "site-menu";

/** docs/site-spec.md §9: the search box takes focus about 100 ms after the menu opens. */
export const MENU_SEARCH_FOCUS_DELAY_MS = 100;
