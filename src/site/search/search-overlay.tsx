/**
 * The full-screen search overlay (docs/site-spec.md §2, §4 Site search): a native modal <dialog>, so focus
 * moves in, stays in, and returns to the search button on close, and the page behind is inert.
 * Loaded with React.lazy the first time the search button is pressed.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { CloseIcon, SearchIcon } from "../../ui/icons.tsx";
import { Modal } from "../../ui/modal.tsx";
import {
  colors,
  displayText,
  easing,
  fonts,
  fontSize,
  gutter,
  mq,
  space,
} from "../../core/design/tokens.ts";
import SearchResults, { type ComboboxState, type SearchResultsHandle } from "./search-results.tsx";

const reveal = keyframes`
  from {
    transform: translateY(-1.5rem);
    clip-path: inset(0 0 100% 0);
  }
  to {
    transform: none;
    clip-path: inset(0 0 0 0);
  }
`;

const Dialog = styled(Modal)`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${colors.ink};
  color: ${colors.paper};
  overflow: hidden;
  &[open] {
    display: block;
  }
  &::backdrop {
    background: ${colors.ink};
  }
  :focus-visible {
    outline-color: ${colors.focusOnInk};
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${reveal} 0.32s ${easing};
    }
  }
`;

const Frame = styled.div`
  box-sizing: border-box;
  height: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: ${space.s} ${gutter} 1.25rem;
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr) auto;
  gap: ${space.xs};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  .eyebrow {
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${colors.inkMuted};
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
  }
  .eyebrow::before {
    content: "";
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${colors.saffron};
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 1px solid ${colors.inkLine};
  background: transparent;
  color: ${colors.paper};
  cursor: pointer;
  &:hover {
    background: ${colors.paper};
    color: ${colors.ink};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color 0.2s ${easing},
      color 0.2s ${easing};
  }
`;

const Field = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space["2xs"]};
  border-bottom: 2px solid ${colors.inkLine};
  padding-bottom: 0.75rem;
  &:focus-within {
    border-bottom-color: ${colors.saffron};
  }
  svg {
    flex: none;
    color: ${colors.saffron};
    width: clamp(1.5rem, 1rem + 2vw, 2.5rem);
    height: auto;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${colors.paper};
    ${displayText}
    font-size: ${fontSize.heading};
    letter-spacing: -0.02em;
    line-height: 1.15;
    padding: 0.25rem 0;
    caret-color: ${colors.saffron};
    appearance: none;
  }
  input::placeholder {
    color: ${colors.inkMuted};
    opacity: 0.75;
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
`;

const Results = styled.div`
  min-height: 0;
  overflow: hidden;
`;

const Hint = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  font-size: 0.85rem;
  color: ${colors.inkMuted};
  kbd {
    font-family: ${fonts.body};
    font-size: 0.75rem;
    font-weight: 600;
    padding: 0.15rem 0.5rem;
    border-radius: 0.35rem;
    border: 1px solid ${colors.inkLine};
    border-bottom-width: 2px;
    color: ${colors.paper};
  }
  ${mq.tablet} {
    justify-content: flex-start;
  }
`;

export interface SearchOverlayProps {
  open: boolean;
  /** The dialog closed (Escape, the close button, or a chosen result). */
  onClosed: () => void;
}

const collapsed: ComboboxState = { expanded: false };

export default function SearchOverlay({ open, onClosed }: SearchOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<SearchResultsHandle>(null);
  const [query, setQuery] = useState("");
  const [combo, setCombo] = useState<ComboboxState>(collapsed);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;

  const close = useCallback(() => dialogRef.current?.close(), []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        resultsRef.current?.move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter":
        if (resultsRef.current?.chooseActive()) event.preventDefault();
        break;
      case "Escape":
        // A search field would clear itself first; Escape closes search at once (docs/site-spec.md §4).
        event.preventDefault();
        close();
        break;
    }
  }

  return (
    <Dialog
      open={open}
      dialogRef={dialogRef}
      initialFocus={inputRef}
      labelledBy={`${id}-title`}
      onClose={() => {
        setQuery("");
        setCombo(collapsed);
        onClosed();
      }}
    >
      <Frame>
        <Top>
          <h2 id={`${id}-title`} className="eyebrow">
            Search the website
          </h2>
          <CloseButton type="button" aria-label="Close search" onClick={close}>
            <CloseIcon size={22} />
          </CloseButton>
        </Top>
        <Field role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <label htmlFor={inputId} className="visually-hidden">
            Search everything on our website
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={combo.expanded}
            aria-controls={listId}
            aria-activedescendant={combo.activeId}
            placeholder="Search everything on our website..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Results>
          <SearchResults
            ref={resultsRef}
            query={query}
            listId={listId}
            variant="overlay"
            onStateChange={setCombo}
            onChosen={close}
          />
        </Results>
        <Hint>
          Press <kbd>Esc</kbd> to close
        </Hint>
      </Frame>
    </Dialog>
  );
}
