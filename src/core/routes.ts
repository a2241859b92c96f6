/**
 * Address rules derived from the documents: each page's route, its aliases, and the route
 * families whose unknown ids either show a fallback page or a not-found message.
 * Pure; the client router, the server and the validator all resolve paths through it.
 */
import type { RouteFamily } from "../generated/schema.ts";

export interface RouteTable {
  /** Canonical route of every page. */
  routes: string[];
  /** Extra address → canonical route. */
  aliases: Record<string, string>;
  families: RouteFamily[];
}

export type Resolution =
  | {
      kind: "page";
      route: string;
      /** true when the path is the page's own route */ canonical: boolean;
    }
  | {
      kind: "not-found";
      /** the family's message, if the path is in a route family */ text?: string;
    };

/**
 * `/work/` and `/work` are the same page; the root stays `/`. Linear in the path's length,
 * whatever it holds (a regular expression such as /\/+$/ retries from every slash of a long
 * run of slashes, which is quadratic).
 */
export function normalizePath(pathname: string): string {
  let end = pathname.length;
  const query = pathname.indexOf("?");
  const hash = pathname.indexOf("#");
  if (query >= 0) end = query;
  if (hash >= 0 && hash < end) end = hash;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return end === 0 || (end === 1 && pathname[0] === "/") ? "/" : pathname.slice(0, end);
}

export function resolvePath(pathname: string, table: RouteTable): Resolution {
  const path = normalizePath(pathname);
  if (table.routes.includes(path)) return { kind: "page", route: path, canonical: true };
  const alias = table.aliases[path];
  if (alias) return { kind: "page", route: alias, canonical: false };
  let family: RouteFamily | undefined;
  for (const candidate of table.families) {
    if (path.startsWith(candidate.prefix) && path.length > candidate.prefix.length) {
      if (!family || candidate.prefix.length > family.prefix.length) family = candidate;
    }
  }
  if (family?.fallback) {
    const target = resolvePath(family.fallback, { ...table, families: [] });
    if (target.kind === "page") return { kind: "page", route: target.route, canonical: false };
  }
  return family ? { kind: "not-found", text: family.notFoundText } : { kind: "not-found" };
}
