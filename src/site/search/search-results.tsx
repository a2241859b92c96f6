/**
 * The results of a site search as a listbox driven by a combobox input it does not own
 * (the overlay's field, or the mobile menu's inline box). Loaded lazily with the index, so a
 * page whose visitor never searches downloads neither.
 */
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useState,
  type ReactNode,
  type Ref,
} from "react";
import styled from "@emotion/styled";
import { LazyMotion, MotionConfig, m } from "motion/react";
import { useNavigate } from "react-router-dom";
import type { TaxonomyDocument } from "../../generated/schema.ts";
import { ArrowIcon } from "../chrome/icons.tsx";
import { colors, easing, fonts, mq } from "../../core/tokens.ts";
import { useSearchIndex } from "./search-index-client.ts";
import {
  FILTER_SESSION_KEYS,
  fold,
  isSearchable,
  normalizeQuery,
  resultTarget,
  searchEntries,
  typeLabel,
  type SearchEntry,
} from "./search.ts";

/** What the input needs for its ARIA attributes. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

/** Keyboard control from the input: move the active option, choose it. */
export interface SearchResultsHandle {
  move(delta: 1 | -1): void;
  /** Chooses the active option; false when there is none. */
  chooseActive(): boolean;
}

export interface SearchResultsProps {
  query: string;
  listId: string;
  /** The overlay (on ink, 60vh of results) or the mobile menu (on paper, 24rem). */
  variant: "overlay" | "menu";
  taxonomy: TaxonomyDocument;
  onStateChange: (state: ComboboxState) => void;
  /** A result was chosen: close whatever holds the search and clear it. */
  onChosen: () => void;
  ref?: Ref<SearchResultsHandle>;
}

const Region = styled.div`
  display: grid;
  min-height: 0;
  &[data-variant="menu"] {
    --text: ${colors.ink};
    --muted: ${colors.inkSoft};
    --line: ${colors.line};
    --hover: ${colors.paperDeep};
    --mark: color-mix(in srgb, ${colors.saffron} 40%, transparent);
  }
  &[data-variant="overlay"] {
    --text: ${colors.paper};
    --muted: ${colors.inkMuted};
    --line: ${colors.inkLine};
    --hover: ${colors.inkRaised};
    --mark: color-mix(in srgb, ${colors.saffron} 45%, transparent);
  }
  color: var(--text);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  &[data-variant="overlay"] {
    max-height: 60vh;
  }
  &[data-variant="menu"] {
    max-height: 24rem;
  }
  &:empty {
    display: none;
  }
`;

/** motion's animation features, fetched only when results are first shown. */
const loadMotionFeatures = () => import("./motion-features.ts").then((mod) => mod.default);

const Option = styled(m.li)`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.15rem 1rem;
  padding: 0.9rem 1rem 0.9rem 1.25rem;
  border-bottom: 1px solid var(--line);
  cursor: pointer;
  border-radius: 0.25rem;
  &::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0.9rem;
    bottom: 0.9rem;
    width: 3px;
    border-radius: 3px;
    background: ${colors.saffron};
    transform: scaleY(0);
  }
  &[aria-selected="true"] {
    background: var(--hover);
  }
  &[aria-selected="true"]::before {
    transform: scaleY(1);
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: background-color 0.15s ${easing};
    &::before {
      transition: transform 0.2s ${easing};
    }
  }
  .type {
    grid-column: 1;
    font-size: 0.7rem;
    font-weight: 650;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.saffron};
  }
  &[data-variant="menu"] .type {
    color: #8a5208;
  }
  .title {
    grid-column: 1;
    font-family: ${fonts.display};
    font-weight: 650;
    font-size: 1.15rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  mark {
    background: var(--mark);
    color: inherit;
    border-radius: 2px;
  }
  .description {
    grid-column: 1;
    color: var(--muted);
    font-size: 0.9rem;
    line-height: 1.45;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  .go {
    grid-column: 2;
    grid-row: 1 / span 3;
    color: var(--muted);
  }
  &[aria-selected="true"] .go {
    color: ${colors.saffron};
  }
  ${mq.tablet} {
    &[data-variant="overlay"] {
      padding: 1.1rem 1.25rem 1.1rem 1.5rem;
    }
    &[data-variant="overlay"] .title {
      font-size: 1.4rem;
    }
  }
`;

const Message = styled.div`
  .box {
    display: grid;
    gap: 0.35rem;
    padding: 0.5rem 0;
  }
  &[data-variant="overlay"] .box {
    padding: clamp(1.5rem, 6vh, 4rem) 0;
    text-align: center;
    justify-items: center;
  }
  .lead {
    font-family: ${fonts.display};
    font-weight: 650;
    font-size: 1.1rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  &[data-variant="overlay"] .lead {
    font-size: clamp(1.25rem, 1rem + 1vw, 1.75rem);
  }
  .hint {
    color: var(--muted);
    font-size: 0.95rem;
  }
`;

/** The title with the whole query marked where it occurs. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = normalizeQuery(query);
  const folded = fold(text);
  // Folding keeps the length of precomposed text; anything else goes unmarked.
  const at = folded.length === text.length ? folded.indexOf(needle) : -1;
  if (!needle || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}

function rememberFilter(session: { activeTab: string; activeFilter: string }) {
  try {
    sessionStorage.setItem(FILTER_SESSION_KEYS.tab, session.activeTab);
    sessionStorage.setItem(FILTER_SESSION_KEYS.filter, session.activeFilter);
  } catch {
    // Storage can be disabled; the query parameter alone still selects the filter.
  }
}

export default function SearchResults({
  query,
  listId,
  variant,
  taxonomy,
  onStateChange,
  onChosen,
  ref,
}: SearchResultsProps) {
  const index = useSearchIndex();
  const navigate = useNavigate();
  const searchable = isSearchable(query);
  const results = useMemo(
    () => (index.status === "ready" ? searchEntries(index.entries, taxonomy, query) : []),
    [index, taxonomy, query],
  );
  // The active option belongs to one query: typing resets it without an effect.
  const [activeFor, setActiveFor] = useState({ query, index: -1 });
  const active =
    activeFor.query === query && activeFor.index < results.length ? activeFor.index : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeId = active >= 0 ? optionId(active) : undefined;
  const expanded = results.length > 0;

  const choose = useCallback(
    (entry: SearchEntry) => {
      const target = resultTarget(entry);
      if (target.session) rememberFilter(target.session);
      onChosen();
      navigate(target.path);
      // Spec §9: the scroll to the top takes 0.1 s; instant reads the same and never fights
      // the scroll restoration of the new page.
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    },
    [navigate, onChosen],
  );

  useImperativeHandle(
    ref,
    () => ({
      move(delta) {
        if (results.length === 0) return;
        const from = active < 0 ? (delta > 0 ? -1 : results.length) : active;
        const next = (from + delta + results.length) % results.length;
        setActiveFor({ query, index: next });
      },
      chooseActive() {
        const entry = active >= 0 ? results[active] : undefined;
        if (!entry) return false;
        choose(entry);
        return true;
      },
    }),
    [results, active, query, choose],
  );

  useEffect(() => {
    onStateChange({ expanded, activeId });
  }, [expanded, activeId, onStateChange]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const shownQuery = query.trim();
  let message: ReactNode = null;
  if (!searchable) {
    message =
      variant === "overlay" ? (
        <>
          <p className="lead">Start typing to search our website</p>
          <p className="hint">Find pages, projects, about us, and more</p>
        </>
      ) : null;
  } else if (index.status === "loading") {
    message = <p className="hint">Searching…</p>;
  } else if (index.status === "failed") {
    message = <p className="hint">Search is not available right now. Please try again later.</p>;
  } else if (results.length === 0) {
    message = (
      <>
        <p className="lead">No results found for &quot;{shownQuery}&quot;</p>
        {variant === "overlay" && <p className="hint">Try different keywords or check spelling</p>}
      </>
    );
  }

  return (
    <Region data-variant={variant}>
      <Message data-variant={variant} role="status" aria-live="polite">
        {message && <div className="box">{message}</div>}
        {expanded && (
          <span className="visually-hidden">
            {results.length === 1 ? "1 result" : `${results.length} results`}
          </span>
        )}
      </Message>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <List id={listId} role="listbox" aria-label="Search results" data-variant={variant}>
            {results.map((entry, i) => (
              <Option
                // Results rise in one after another; under reduced motion they only fade.
                initial={{ opacity: 0, y: 10 }}
                animate={{ opacity: 1, y: 0 }}
                transition={{
                  duration: 0.24,
                  delay: Math.min(i, 8) * 0.03,
                  ease: [0.22, 1, 0.36, 1],
                }}
                key={`${entry.type}:${entry.path}:${entry.title}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-variant={variant}
                data-type={entry.type}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => i !== active && setActiveFor({ query, index: i })}
                onClick={() => choose(entry)}
              >
                <span className="type">{typeLabel(entry)}</span>
                <span className="title">
                  <Highlighted text={entry.title} query={query} />
                </span>
                <span className="description">{entry.description}</span>
                <ArrowIcon className="go" />
              </Option>
            ))}
          </List>
        </MotionConfig>
      </LazyMotion>
    </Region>
  );
}
