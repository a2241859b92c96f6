/**
 * Where Our Work's filter arrives from: the URL's query, or the site search's hand-over in
 * session storage. Names only, so that the block's definition (block.ts) can say when the
 * island wakes without bringing the filter's code with it.
 */

/** The query parameter of each mode: /work?filter={service} and /work?industry={industry}. */
export const QUERY_PARAM = { service: "filter", industry: "industry" } as const;

/** Session-storage keys the site search writes before it navigates to /work?… */
export const SESSION_TAB = "activeTab";
export const SESSION_FILTER = "activeFilter";
