/**
 * Site search (docs/site-spec.md §5), pure: which index entries a query finds, in which order, and where
 * choosing one leads. The index comes from scripts/content/search-index.ts, with each filter
 * category's terms (its label, aliases and keywords from pages/taxonomy.json).
 */
import type { SearchEntry } from "../../core/types.ts";

export type { SearchEntry };

/** docs/site-spec.md §9: a query shorter than this (after trimming) finds nothing. */
export const MIN_QUERY_LENGTH = 2;

/** Lower-cased and without accents, so "cafe" finds "Café". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Folded, trimmed, inner runs of whitespace collapsed to one space. */
export function normalizeQuery(query: string): string {
  return fold(query.trim().replace(/\s+/g, " "));
}

/** Whether a query is long enough to search. */
export function isSearchable(query: string): boolean {
  return normalizeQuery(query).length >= MIN_QUERY_LENGTH;
}

/**
 * The entries a query finds. Each word of the query (words of one letter are ignored) is
 * looked for inside the labels, aliases and keywords of the filter entries' categories, so
 * "cafe" finds Food & Hospitality; the whole query is looked for inside every entry's title
 * and description. Industry filters come first, then service filters, then everything else,
 * each group in index order; an entry with the same path and title as an earlier one is dropped.
 */
export function searchEntries(index: readonly SearchEntry[], query: string): SearchEntry[] {
  const whole = normalizeQuery(query);
  if (whole.length < MIN_QUERY_LENGTH) return [];
  const words = whole.split(" ").filter((word) => word.length > 1);
  const industries: SearchEntry[] = [];
  const services: SearchEntry[] = [];
  const others: SearchEntry[] = [];
  const seen = new Set<string>();
  for (const entry of index) {
    const byText = fold(entry.title).includes(whole) || fold(entry.description).includes(whole);
    const filter = entry.type === "filter" ? entry.filter : undefined;
    const byWord =
      filter !== undefined &&
      words.some((word) => filter.terms.some((term) => fold(term).includes(word)));
    if (!byText && !byWord) continue;
    const key = `${entry.path}\u0000${fold(entry.title)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (filter?.category === "industry") industries.push(entry);
    else if (filter?.category === "service") services.push(entry);
    else others.push(entry);
  }
  return [...industries, ...services, ...others];
}

/** The session keys Our Work reads to restore the chosen filter. */
export const FILTER_SESSION_KEYS = { tab: "activeTab", filter: "activeFilter" } as const;

export interface ResultTarget {
  /** Where choosing the result goes. */
  path: string;
  /** For filter results: what to store in sessionStorage before going there. */
  session?: { activeTab: "industry" | "displayService"; activeFilter: string };
}

/** Where a result leads: filter results to /work with their query parameter and tab. */
export function resultTarget(entry: SearchEntry): ResultTarget {
  if (entry.type === "filter" && entry.filter) {
    const { id, category } = entry.filter;
    const industry = category === "industry";
    return {
      path: `/work?${industry ? "industry" : "filter"}=${encodeURIComponent(id)}`,
      session: { activeTab: industry ? "industry" : "displayService", activeFilter: id },
    };
  }
  return { path: entry.path };
}

/** The short type label shown on each result. */
export function typeLabel(entry: SearchEntry): string {
  switch (entry.type) {
    case "filter":
      return entry.filter?.category === "industry" ? "Industry filter" : "Service filter";
    case "page":
      return "Page";
    case "project":
      return "Project";
    case "service":
      return "Service";
    case "team":
      return "Team";
    case "content":
      return "Content";
  }
}
