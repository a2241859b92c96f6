/**
 * Below 768 px: the menu toggle and the panel it opens, with the five links and an inline
 * search box (spec §2 Header, §4 Site search). Both are in the prerendered HTML on every
 * width; the header's media queries show them only on small screens.
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
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { NavLink } from "react-router-dom";
import type { NavLink as NavLinkData, TaxonomyDocument } from "../../generated/schema.ts";
import type { ComboboxState, SearchResultsHandle } from "../search/search-results.tsx";
import { colors, easing, fonts, gutter, headerHeight, layers, mq } from "../theme.tsx";
import { SearchIcon } from "./icons.tsx";

const SearchResults = lazy(() => import("../search/search-results.tsx"));

/** Spec §9: the search box takes focus about 100 ms after the menu opens. */
export const MENU_SEARCH_FOCUS_DELAY_MS = 100;

export const MENU_ID = "site-menu";
const MENU_RESULTS_ID = "site-menu-results";

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  height: 2.75rem;
  padding: 0 0.5rem 0 1rem;
  border-radius: 999px;
  border: 1px solid ${colors.line};
  background: ${colors.paper};
  color: ${colors.ink};
  cursor: pointer;
  font-weight: 600;
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  .bars {
    position: relative;
    display: inline-block;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${colors.ink};
  }
  .bars::before,
  .bars::after {
    content: "";
    position: absolute;
    left: 0.5rem;
    right: 0.5rem;
    height: 2px;
    border-radius: 2px;
    background: ${colors.paper};
  }
  .bars::before {
    top: calc(50% - 4px);
  }
  .bars::after {
    top: calc(50% + 2px);
  }
  &[aria-expanded="true"] .bars {
    background: ${colors.saffron};
  }
  &[aria-expanded="true"] .bars::before {
    top: calc(50% - 1px);
    transform: rotate(45deg);
    background: ${colors.ink};
  }
  &[aria-expanded="true"] .bars::after {
    top: calc(50% - 1px);
    transform: rotate(-45deg);
    background: ${colors.ink};
  }
  @media (prefers-reduced-motion: no-preference) {
    .bars,
    .bars::before,
    .bars::after {
      transition:
        transform 0.25s ${easing},
        top 0.25s ${easing},
        background-color 0.25s ${easing};
    }
  }
  ${mq.tablet} {
    display: none;
  }
`;

const drop = keyframes`
  from {
    transform: translateY(-0.75rem);
    clip-path: inset(0 0 100% 0);
  }
  to {
    transform: none;
    clip-path: inset(0 0 0 0);
  }
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${layers.menu};
  max-height: calc(100dvh - ${headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.paper};
  border-bottom: 1px solid ${colors.line};
  box-shadow: 0 1.5rem 3rem -1.5rem rgb(20 18 16 / 0.35);
  padding: 1.25rem ${gutter} 2rem;
  display: grid;
  gap: 1.25rem;
  &[hidden] {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${drop} 0.3s ${easing};
  }
  ${mq.tablet} {
    display: none;
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: ${headerHeight} 0 0 0;
  z-index: ${layers.menu - 1};
  background: rgb(20 18 16 / 0.45);
  &[hidden] {
    display: none;
  }
  ${mq.tablet} {
    display: none;
  }
`;

const SearchBox = styled.form`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0 1rem;
  height: 3.25rem;
  border-radius: 999px;
  border: 1.5px solid ${colors.line};
  background: #fffdf8;
  &:focus-within {
    border-color: ${colors.ink};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${colors.saffron} 45%, transparent);
  }
  svg {
    flex: none;
    color: ${colors.inkSoft};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    font-size: 1rem;
    color: ${colors.ink};
    appearance: none;
  }
  input::placeholder {
    color: ${colors.inkSoft};
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
`;

const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  li + li {
    border-top: 1px solid ${colors.line};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.85rem 0.25rem;
    text-decoration: none;
    font-family: ${fonts.display};
    font-weight: 650;
    font-size: 1.75rem;
    letter-spacing: -0.02em;
    line-height: 1.15;
  }
  a .label {
    background-image: linear-gradient(var(--accent, ${colors.ink}), var(--accent, ${colors.ink}));
    background-repeat: no-repeat;
    background-position: 0 100%;
    background-size: 0 3px;
    padding-bottom: 0.1rem;
  }
  a[aria-current="page"] .label {
    background-size: 100% 3px;
  }
  a .dot {
    flex: none;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 50%;
    background: var(--accent, ${colors.ink});
  }
`;

export interface MobileMenuProps {
  links: NavLinkData[];
  taxonomy: TaxonomyDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const collapsed: ComboboxState = { expanded: false };

export function MobileMenu({ links, taxonomy, open, onOpenChange }: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<SearchResultsHandle>(null);
  const [query, setQuery] = useState("");
  // The results (and the index) load the first time someone types here.
  const [searched, setSearched] = useState(false);
  const [combo, setCombo] = useState<ComboboxState>(collapsed);

  const close = useCallback(
    (returnFocus: boolean) => {
      onOpenChange(false);
      setQuery("");
      if (returnFocus) toggleRef.current?.focus();
    },
    [onOpenChange],
  );
  const closeAfterChoice = useCallback(() => close(false), [close]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), MENU_SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

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
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => (open ? close(false) : onOpenChange(true))}
      >
        <span aria-hidden="true">{open ? "Close" : "Menu"}</span>
        <span className="bars" aria-hidden="true" />
      </Toggle>
      <Scrim hidden={!open} aria-hidden="true" onClick={() => close(false)} />
      <Panel id={MENU_ID} hidden={!open} data-state={open ? "open" : "closed"}>
        <SearchBox role="search" onSubmit={(event) => event.preventDefault()}>
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
              taxonomy={taxonomy}
              onStateChange={setCombo}
              onChosen={closeAfterChoice}
            />
          </Suspense>
        )}
        <Links aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.href === "/"}
                  css={{ "--accent": link.accent }}
                  onClick={() => close(false)}
                >
                  <span className="label">{link.label}</span>
                  <span className="dot" aria-hidden="true" />
                </NavLink>
              </li>
            ))}
          </ul>
        </Links>
      </Panel>
    </>
  );
}
