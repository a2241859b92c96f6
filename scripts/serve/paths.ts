/**
 * Request paths, handled in linear time (no regular expression with unbounded repetition
 * runs on request input): which files are the build's own and never served, whether a path
 * names a file, and the canonical form of a path that a non-canonical one redirects to.
 */

/**
 * The build's internal files: the route manifest, the policies, the headers and redirects
 * files, the collector's page templates, anything starting with a dot, and the precompressed
 * copies (.br, .gz), which are sent only in place of their original. scripts/deploy/nginx.conf
 * answers the same paths with 404 (tests/unit/scripts/serve/static-serving.test.ts checks both).
 */
export const INTERNAL_PATH =
  /^\/(?:\.|_routes\.json|_csp\.|_headers|_redirects|_forms\/)|\.(?:br|gz)$/;

export function isInternalPath(path: string): boolean {
  return INTERNAL_PATH.test(path);
}

/** The extension of the last segment (".js"), or "" when it has none. */
export function extensionOf(path: string): string {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? path.slice(dot) : "";
}

/**
 * The canonical form of a raw request path: repeated slashes collapsed, "." and ".." segments
 * resolved, no trailing slash (except the root), `/index.html` dropped. Walks the path once.
 */
export function canonicalPath(raw: string): string {
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  if (segments[segments.length - 1] === "index.html") segments.pop();
  return "/" + segments.join("/");
}

/** The path and query of a request target ("/a?b" → ["/a", "?b"]); the path keeps its encoding. */
export function splitTarget(target: string): [path: string, query: string] {
  const mark = target.indexOf("?");
  return mark < 0 ? [target, ""] : [target.slice(0, mark), target.slice(mark)];
}
