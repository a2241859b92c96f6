/**
 * Where a route's data (its ResolvedPage) is served: /_data/index.json for "/", otherwise
 * /_data/<route>.json. The build writes it there, the servers answer it, the client fetches it.
 */
export const DATA_PREFIX = "/_data/";

export function dataUrl(route: string): string {
  return `/_data${route === "/" ? "/index" : route}.json`;
}

/** The route whose data this URL path is, or undefined when it is no data URL. */
export function routeOfDataUrl(pathname: string): string | undefined {
  if (!pathname.startsWith(DATA_PREFIX) || !pathname.endsWith(".json")) return undefined;
  const route = pathname.slice(DATA_PREFIX.length - 1, -".json".length);
  return route === "/index" ? "/" : route;
}
