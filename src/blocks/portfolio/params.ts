/**
 * Where Our Work's filter arrives from: the URL's query, or the site search's hand-over in
 * session storage, and the mark the head script leaves. Names only, so that the block's
 * definition (block.ts) can say when the island wakes without bringing the filter's code with
 * it, and the head script (query-script.ts) shares nothing else with the component.
 */

/** The query parameter of each mode: /work?filter={service} and /work?industry={industry}. */
export const QUERY_PARAM = { service: "filter", industry: "industry" } as const;

/** Session-storage keys the site search writes before it navigates to /work?… */
export const SESSION_TAB = "activeTab";
export const SESSION_FILTER = "activeFilter";

/** The mark on <html> the head script sets from the query (first-frame.ts, query-script.ts). */
export const WORK_QUERY_ATTR = "data-work-query";
/** The id part of the mark for a query that names no category (nothing matches it). */
export const UNKNOWN_MARK = "?";
