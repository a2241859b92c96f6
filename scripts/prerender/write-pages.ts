/**
 * Every HTML file of a build: each route and alias (with the route's resolved data in
 * dist/_data/), the 404 page, each route family's not-found page, the form collector's pages;
 * and the files that describe the site: the route manifest, the search index, the sitemap and
 * robots.txt. Records each HTML file's Content-Security-Policy for the host files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { ImageInfo } from "../../src/core/types.ts";
import { definitions } from "../../src/render/definitions.ts";
import type { SiteModel } from "../content/model.ts";
import { dataFileOf } from "../content/paths.ts";
import { routeManifestOf, type RouteManifest } from "../content/redirects.ts";
import { resolvePage } from "../content/resolve.ts";
import { buildSearchIndex } from "../content/search-index.ts";
import { robotsTxt, sitemapXml } from "../content/seo.ts";
import { writeFormPages } from "./form-pages.ts";
import type { RenderedRoute, RenderRoute } from "./render-route.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";

export function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** dist/<route>/index.html, dist/index.html for "/". */
export function htmlPathFor(dist: string, path: string): string {
  return path === "/"
    ? join(dist, "index.html")
    : join(dist, ...path.slice(1).split("/"), "index.html");
}

export interface WrittenPages {
  pages: number;
  routeManifest: RouteManifest;
  /** Content-Security-Policy of every HTML file written, by its path under dist/ ("/a/index.html"). */
  policies: Map<string, string>;
  notFound: RenderedRoute;
  /** The families' not-found pages, by file under dist/. */
  familyNotFoundFiles: string[];
}

export async function writePages(
  model: SiteModel,
  images: Map<string, ImageInfo>,
  render: RenderRoute,
  dist: string,
  /** The block types' Node-side hooks: their forms' thank-you pages. */
  servers: BlockServers,
): Promise<WrittenPages> {
  const policies = new Map<string, string>();
  const writePage = (path: string, rendered: RenderedRoute) => {
    const file = htmlPathFor(dist, path);
    write(file, rendered.html);
    policies.set("/" + relative(dist, file).split("\\").join("/"), rendered.csp);
  };
  const resolve = (route: string) =>
    resolvePage(model, route, (src) => images.get(src), definitions);

  let pages = 0;
  for (const route of model.routeTable.routes) {
    const page = resolve(route);
    writePage(route, await render(route, page, route));
    write(dataFileOf(dist, route), JSON.stringify(page));
    pages++;
  }
  for (const [alias, route] of Object.entries(model.routeTable.aliases)) {
    writePage(alias, await render(alias, resolve(route), route));
    pages++;
  }

  const routeManifest = routeManifestOf(model.routeTable);
  const notFound = await render("/404", null);
  write(join(dist, "404.html"), notFound.html);
  policies.set("/404.html", notFound.csp);
  // The form collector's thank-you and problem pages (npm start only; never served as files).
  writeFormPages({ dist, notFound, model, servers, policies });
  // Each family's not-found page, once per file (families with the same text share one).
  const familyNotFoundFiles = new Set<string>();
  for (const family of routeManifest.families) {
    const file = family.notFoundPage;
    if (!file || familyNotFoundFiles.has(file)) continue;
    const rendered = await render(`${family.prefix}__unknown__`, null);
    write(join(dist, file), rendered.html);
    policies.set(file, rendered.csp);
    familyNotFoundFiles.add(file);
  }
  write(join(dist, "_routes.json"), JSON.stringify(routeManifest, null, 2));
  write(join(dist, "_search.json"), JSON.stringify(buildSearchIndex(model, definitions)));
  write(join(dist, "sitemap.xml"), sitemapXml(model.site, model.routeTable.routes));
  write(join(dist, "robots.txt"), robotsTxt(model.site));
  return {
    pages,
    routeManifest,
    policies,
    notFound,
    familyNotFoundFiles: [...familyNotFoundFiles],
  };
}
