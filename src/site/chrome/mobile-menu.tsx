/**
 * Below 768 px: the menu toggle and the panel it opens, with the five links and an inline
 * search box (docs/site-spec.md §2 Header, §4 Site search). Both are in the prerendered HTML on every
 * width; the header's media queries show them only on small screens.
 *
 * The panel is a native popover and the toggle its invoker, so the menu opens and closes
 * before the app has loaded and without JavaScript (Escape and a tap outside close it too).
 * The app then mirrors the popover's state into the header and drives it: the search box
 * takes focus after opening, choosing a link or a result closes it.
 */
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import type { NavLink as NavLinkData } from "../../generated/schema.ts";
import type { ComboboxState, SearchResultsHandle } from "../search/search-results.tsx";
import { useHydrated, useTypedBeforeHydration } from "../../ui/use-client.ts";
import { SearchIcon } from "../../ui/icons.tsx";
import { Links, MENU_ID, Panel, Scrim, SearchBox, Toggle } from "./mobile-menu-styles.ts";

export { MENU_ID };

const SearchResults = lazy(() => import("../search/search-results.tsx"));

import { MENU_SEARCH_FOCUS_DELAY_MS } from "./menu-ids.ts";

export { MENU_SEARCH_FOCUS_DELAY_MS };

const MENU_RESULTS_ID = "site-menu-results";

export interface MobileMenuProps {
  links: NavLinkData[];
  /** The path of the page the menu is on: its link is marked as the current page. */
  current: string;
}

/** Whether a main link leads to the current page or to a page under it (as NavLink decides). */
export function isCurrent(href: string, current: string): boolean {
  if (href === "/") return current === "/";
  return current === href || current.startsWith(`${href}/`);
}

const collapsed: ComboboxState = { expanded: false };

/** Browsers before 2024 have no popovers: there the app opens the panel itself. */
const popovers = typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/** An island (src/site/header.tsx): it wakes on the first press, focus or key in it. */
export default function MobileMenu({ links, current }: MobileMenuProps) {
  const [open, onOpenChange] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<SearchResultsHandle>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  // The popover's state as last seen, so that only the app's own requests move it.
  const shown = useRef(open);
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  // The results (and the index) load the first time someone types here.
  const [searched, setSearched] = useState(false);
  const [combo, setCombo] = useState<ComboboxState>(collapsed);
  useTypedBeforeHydration(inputRef, query, (typed) => {
    setQuery(typed);
    setSearched(true);
  });

  const close = useCallback(
    (returnFocus: boolean) => {
      onOpenChange(false);
      setQuery("");
      if (returnFocus) toggleRef.current?.focus();
    },
    [onOpenChange],
  );
  const closeAfterChoice = useCallback(() => close(false), [close]);

  // The app asked for the menu to open or close (a link, a result, the header).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !popovers || shown.current === open) return;
    shown.current = open;
    if (open) panel.showPopover();
    else panel.hidePopover();
  }, [open]);

  // Opened before the app was live: take the menu over as it is, without moving the focus.
  useEffect(() => {
    // (After the effect above, which must not see this as a request to close.)
    if (!popovers || !panelRef.current?.matches(":popover-open")) return;
    shown.current = true;
    onOpenChange(true);
    // Once, on mount: later changes arrive as toggle events.
  }, []);

  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  function onToggle(nowOpen: boolean) {
    shown.current = nowOpen;
    onOpenChange(nowOpen);
    window.clearTimeout(focusTimer.current);
    if (nowOpen) {
      focusTimer.current = window.setTimeout(
        () => inputRef.current?.focus(),
        MENU_SEARCH_FOCUS_DELAY_MS,
      );
    } else {
      setQuery("");
    }
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      resultsRef.current?.move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      if (resultsRef.current?.chooseActive()) event.preventDefault();
    }
  }

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-label="menu"
        // Before the app, the browser reports the popover's state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
        onClick={popovers ? undefined : () => (open ? close(false) : onToggle(true))}
      >
        <span aria-hidden="true">
          <span className="when-closed">Menu</span>
          <span className="when-open">Close</span>
        </span>
        <span className="bars" aria-hidden="true" />
      </Toggle>
      <Panel
        ref={panelRef}
        id={MENU_ID}
        popover="auto"
        data-state={open ? "open" : "closed"}
        onToggle={(event) => onToggle(event.newState === "open")}
      >
        {/* method="dialog": Enter before the app has loaded does nothing rather than reload
            the page; what was typed stays and the results show once the app is live. */}
        <SearchBox role="search" method="dialog" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon size={18} />
          <label htmlFor={`${MENU_ID}-search`} className="visually-hidden">
            Search the website
          </label>
          <input
            ref={inputRef}
            id={`${MENU_ID}-search`}
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={combo.expanded}
            aria-controls={MENU_RESULTS_ID}
            aria-activedescendant={combo.activeId}
            placeholder="Search..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (!searched) setSearched(true);
            }}
            onKeyDown={onSearchKeyDown}
          />
        </SearchBox>
        {searched && (
          <Suspense fallback={null}>
            <SearchResults
              ref={resultsRef}
              query={query}
              listId={MENU_RESULTS_ID}
              variant="menu"
              onStateChange={setCombo}
              onChosen={closeAfterChoice}
            />
          </Suspense>
        )}
        <Links aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={isCurrent(link.href, current) ? "page" : undefined}
                  css={{ "--accent": link.accent }}
                  onClick={() => close(false)}
                >
                  <span className="label">{link.label}</span>
                  <span className="dot" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </Links>
      </Panel>
      <Scrim aria-hidden="true" onClick={() => close(false)} />
    </>
  );
}
