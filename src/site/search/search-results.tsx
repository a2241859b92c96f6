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
import { LazyMotion, MotionConfig } from "motion/react";
import { ArrowIcon } from "../../ui/icons.tsx";
import { List, Message, Option, Region } from "./search-results-styles.ts";
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
  onStateChange: (state: ComboboxState) => void;
  /** A result was chosen: close whatever holds the search and clear it. */
  onChosen: () => void;
  ref?: Ref<SearchResultsHandle>;
}

/** motion's animation features, fetched only when results are first shown. */
const loadMotionFeatures = () => import("./motion-features.ts").then((mod) => mod.default);

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
  onStateChange,
  onChosen,
  ref,
}: SearchResultsProps) {
  const index = useSearchIndex();
  const searchable = isSearchable(query);
  const results = useMemo(
    () => (index.status === "ready" ? searchEntries(index.entries, query) : []),
    [index, query],
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
      // The browser goes there: the new page opens at its top.
      location.assign(target.path);
    },
    [onChosen],
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
