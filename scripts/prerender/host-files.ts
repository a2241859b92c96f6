/**
 * What a host needs besides the files: the same headers for npm start (scripts/serve reads
 * these files), static hosts and nginx. _headers (every route's policy and the site's rules),
 * _redirects (Netlify: the route families and their 404s), _csp.json (npm start and the
 * collector: every HTML file's policy) and _csp.nginx.conf (nginx's map of them).
 */
import { join, relative } from "node:path";
import { formatHeadersFile, nginxCspMap, siteHeaderRules } from "../content/headers.ts";
import type { SiteModel } from "../content/model.ts";
import { BUILD_INTERNAL_FILES, formatRedirectsFile, redirectRules } from "../content/redirects.ts";
import { htmlPathFor, write, type WrittenPages } from "./write-pages.ts";

export function writeHostFiles(model: SiteModel, written: WrittenPages, dist: string): void {
  const { policies, routeManifest, notFound } = written;
  const routeCsp: [string, string][] = [
    ...model.routeTable.routes,
    ...Object.keys(model.routeTable.aliases),
  ].map((path) => [
    path,
    policies.get("/" + relative(dist, htmlPathFor(dist, path)).split("\\").join("/"))!,
  ]);
  write(join(dist, "_headers"), formatHeadersFile(siteHeaderRules(routeCsp)));
  write(
    join(dist, "_redirects"),
    formatRedirectsFile(redirectRules(routeManifest, BUILD_INTERNAL_FILES)),
  );
  write(join(dist, "_csp.json"), JSON.stringify(Object.fromEntries(policies), null, 2));
  // nginx answers an unknown project id with its family's not-found page (error_page): that
  // file's own policy, like npm start; any other path falls back to the 404 page's.
  const familyNotFound = written.familyNotFoundFiles.map((file): [string, string] => [
    file,
    policies.get(file)!,
  ]);
  write(join(dist, "_csp.nginx.conf"), nginxCspMap(routeCsp, familyNotFound, notFound.csp));
}
