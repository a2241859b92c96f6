/**
 * dist/_headers and dist/_redirects as Netlify reads them: written by the build's own functions
 * for the fixture site and for the real pages/, then parsed by Netlify's own parsers
 * (netlify-headers-parser, netlify-redirect-parser). The headers are matched with the parser's
 * own path expressions; the redirects with a small matcher of Netlify's documented rules (first
 * match wins, `*` matches the rest of the path, a rule without `!` applies only where no file
 * matches), and every answer is compared with what `npm start` answers for the same path.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { parseAllRedirects } from "netlify-redirect-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMON_HEADERS,
  formatHeadersFile,
  IMMUTABLE,
  siteHeaderRules,
} from "../../../../scripts/content/headers.ts";
import { contentDirs, loadAndValidate } from "../../../../scripts/content/load.ts";
import {
  BUILD_INTERNAL_FILES,
  formatRedirectsFile,
  pageFileOf,
  redirectRules,
  routeManifestOf,
  type RouteManifest,
} from "../../../../scripts/content/redirects.ts";
import { isInternalPath } from "../../../../scripts/serve/paths.ts";
import { normalizePath, resolvePath, type RouteTable } from "../../../../src/core/routes.ts";
import { root, validateFixture } from "../../support/fixture-site.ts";

interface ParsedHeader {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}
interface ParsedRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
/** Which file a host sends, with which status. */
interface Answer {
  status: number;
  file: string | undefined;
}

function tableOf(site: "fixture" | "pages"): RouteTable {
  const model =
    site === "fixture"
      ? validateFixture().model
      : loadAndValidate({ root, ...contentDirs(root, {}) }).model;
  if (!model) throw new Error(`the ${site} site does not validate`);
  return model.routeTable;
}

/** The files a deploy of the build has (the ones these rules are about). */
function filesOf(manifest: RouteManifest): Set<string> {
  const files = new Set([manifest.notFoundPage, "/assets/app-1a2b3c.js", "/_img/a-1a2b3c.webp"]);
  for (const path of [...manifest.routes, ...Object.keys(manifest.aliases)])
    files.add(pageFileOf(path));
  for (const family of manifest.families) if (family.notFoundPage) files.add(family.notFoundPage);
  for (const internal of BUILD_INTERNAL_FILES) files.add(internal.replace("*", "problem.html"));
  return files;
}

/** The file Netlify sends for a path with no rule: the file itself or its folder's index.html. */
function fileAt(path: string, files: Set<string>): string | undefined {
  if (files.has(path)) return path;
  const index = `${path.replace(/\/+$/, "")}/index.html`;
  return files.has(index) ? index : undefined;
}

/**
 * Netlify's documented matching: rules in order, the first whose `from` matches wins; a
 * trailing `/*` matches the path below it (and the path itself), `:splat` in `to` is what it
 * matched; a trailing slash on the request does not matter; a rule without `!` gives way to a
 * file that exists; no rule: the file, else Netlify's own 404 (/404.html).
 */
function netlifyAnswer(path: string, rules: ParsedRedirect[], files: Set<string>): Answer {
  const own = fileAt(path, files);
  for (const rule of rules) {
    const splat = rule.from.endsWith("/*");
    const base = (splat ? rule.from.slice(0, -2) : rule.from).replace(
      /[.*+?^${}()|[\]\\]/g,
      "\\$&",
    );
    const match = new RegExp(`^${base}${splat ? "(?:/(.*?))?" : ""}/?$`).exec(path);
    if (!match) continue;
    if (own && !rule.force) return { status: 200, file: own };
    const to = rule.to.replace(":splat", match[1] ?? "");
    return { status: rule.status, file: fileAt(to, files) };
  }
  return own ? { status: 200, file: own } : { status: 404, file: "/404.html" };
}

/** What `npm start` sends (scripts/serve/site-server.ts): its own file, a family's page, or a 404 page. */
function npmStartAnswer(path: string, manifest: RouteManifest, files: Set<string>): Answer {
  if (isInternalPath(path)) return { status: 404, file: manifest.notFoundPage };
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith("/index.html"))
    return files.has(path)
      ? { status: 200, file: path }
      : { status: 404, file: manifest.notFoundPage };
  const normal = normalizePath(path.replace(/\/index\.html$/, "") || "/");
  const resolution = resolvePath(normal, manifest);
  if (resolution.kind === "page") {
    const own = normal in manifest.aliases || manifest.routes.includes(normal);
    return { status: 200, file: pageFileOf(own ? normal : resolution.route) };
  }
  const family = manifest.families
    .filter((f) => normal.startsWith(f.prefix) && normal.length > f.prefix.length)
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return { status: 404, file: family?.notFoundPage ?? manifest.notFoundPage };
}

/** Paths to ask both hosts: every page's spellings, each family's edges, unknown paths. */
function pathsToAsk(manifest: RouteManifest): string[] {
  const paths = new Set(["/no-such-page", "/no-such-page/", "/no-such-file.html", "/assets/"]);
  for (const path of [...manifest.routes, ...Object.keys(manifest.aliases)]) {
    paths.add(path).add(pageFileOf(path));
    if (path !== "/") paths.add(`${path}/`).add(`${path}/no-such-page`);
    if (path.toUpperCase() !== path) paths.add(path.toUpperCase());
  }
  for (const { prefix } of manifest.families) {
    const bare = prefix.slice(0, -1);
    for (const path of [bare, prefix, `${prefix}no-such-id`, `${prefix}no-such-id/`])
      paths.add(path);
    paths.add(`${prefix}no-such-id/more`).add(`${prefix}NO-SUCH-ID`);
  }
  for (const file of filesOf(manifest)) paths.add(file);
  paths.add("/assets/no-such-file-1a2b3c.js");
  return [...paths];
}

describe.each(["fixture", "pages"] as const)("Netlify's parsers on the %s site's files", (site) => {
  const table = tableOf(site);
  const manifest = routeManifestOf(table);
  const files = filesOf(manifest);
  const pages = [...table.routes, ...Object.keys(table.aliases)];
  /** A page's policy: an alias is its route's page, with its route's policy. */
  const policyOf = (path: string) => {
    const resolution = resolvePath(path, table);
    return `default-src 'none'; style-src 'self' 'sha256-${resolution.kind === "page" ? resolution.route : "none"}'`;
  };
  const headerRules = siteHeaderRules(pages.map((path) => [path, policyOf(path)]));
  const generatedRedirects = redirectRules(manifest, BUILD_INTERNAL_FILES);
  let dir: string;
  let headers: ParsedHeader[];
  let redirects: ParsedRedirect[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "netlify-files-"));
    writeFileSync(join(dir, "_headers"), formatHeadersFile(headerRules));
    writeFileSync(join(dir, "_redirects"), formatRedirectsFile(generatedRedirects));
    const parsedHeaders = await parseAllHeaders({
      headersFiles: [join(dir, "_headers")] as never[],
      netlifyConfigPath: undefined,
    });
    expect(parsedHeaders.errors.map(String)).toEqual([]);
    headers = parsedHeaders.headers as ParsedHeader[];
    const parsedRedirects = await parseAllRedirects({
      redirectsFiles: [join(dir, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    expect(parsedRedirects.errors.map(String)).toEqual([]);
    redirects = parsedRedirects.redirects as ParsedRedirect[];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Every value each header gets at a path, from every rule whose path matches it. */
  const headersAt = (path: string) => {
    const out: Record<string, string[]> = {};
    for (const rule of headers)
      if (rule.forRegExp.test(path))
        for (const [name, value] of Object.entries(rule.values)) (out[name] ??= []).push(value);
    return out;
  };

  it("reads every rule of _headers and _redirects", () => {
    expect(headers.map((h) => h.for)).toEqual(headerRules.map((r) => r.path));
    expect(redirects.map((r) => [r.from, r.to, r.status, r.force])).toEqual(
      generatedRedirects.map((r) => [r.from, r.to, r.status, r.force ?? false]),
    );
  });

  it("gives every route and alias its one policy, however its path is spelled", () => {
    for (const path of pages)
      for (const spelled of path === "/"
        ? ["/", "/index.html"]
        : [path, `${path}/`, pageFileOf(path)])
        // Netlify matches _headers paths without regard to case: two pages whose paths differ
        // only in case (an id and its alias) must have the same policy, or it sends both.
        expect(new Set(headersAt(spelled)["Content-Security-Policy"]), spelled).toEqual(
          new Set([policyOf(path)]),
        );
  });

  it("sends the common headers on every path, and caches only hashed files for a year", () => {
    const common = Object.fromEntries(Object.entries(COMMON_HEADERS).map(([k, v]) => [k, [v]]));
    for (const path of [...pages, "/no-such-page", "/assets/app-1a2b3c.js", "/_img/a.webp"])
      expect(headersAt(path), path).toMatchObject(common);
    for (const path of ["/assets/app-1a2b3c.js", "/assets/islands/x-1a2b3c.json", "/_img/a.webp"])
      expect(headersAt(path)["Cache-Control"], path).toEqual([IMMUTABLE]);
    for (const path of [...pages, "/_data/work.json", "/_search.json"])
      expect(headersAt(path)["Cache-Control"], path).toBeUndefined();
  });

  it("answers the route families and 404s as npm start does", () => {
    const differ = pathsToAsk(manifest)
      .map((path) => ({
        path,
        netlify: netlifyAnswer(path, redirects, files),
        npmStart: npmStartAnswer(path, manifest, files),
      }))
      .filter(({ netlify, npmStart }) => JSON.stringify(netlify) !== JSON.stringify(npmStart));
    expect(differ).toEqual([]);
  });

  it("keeps the named cases: fallback, a known id as itself, a family's 404, the site's 404", () => {
    const answer = (path: string) => netlifyAnswer(path, redirects, files);
    const withFallback = manifest.families.find((f) => f.fallback)!;
    const fallback = withFallback.fallback!;
    expect(answer(`${withFallback.prefix}no-such-id`)).toEqual({
      status: 200,
      file: pageFileOf(fallback),
    });
    const known = manifest.routes.find((r) => r.startsWith(withFallback.prefix) && r !== fallback);
    for (const id of [fallback, ...(known ? [known] : [])])
      expect(answer(id), id).toEqual({ status: 200, file: pageFileOf(id) });
    const without = manifest.families.find((f) => !f.fallback)!;
    expect(answer(`${without.prefix}no-such-id`)).toEqual({
      status: 404,
      file: without.notFoundPage,
    });
    expect(answer("/no-such-page")).toEqual({ status: 404, file: "/404.html" });
    expect(answer("/_routes.json")).toEqual({ status: 404, file: "/404.html" });
    if (site === "pages") {
      expect(answer("/portfolio/info5/no-such-id").file).toBe(
        "/portfolio/info5/Oddbolle/index.html",
      );
      expect(answer("/portfolio/info5/oddbolle").file).toBe("/portfolio/info5/oddbolle/index.html");
      expect(answer("/portfolio/info4/no-such-id")).toEqual({
        status: 404,
        file: "/_404/project-not-found.html",
      });
    }
  });
});
