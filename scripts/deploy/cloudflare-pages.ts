/**
 * The build as Cloudflare Pages serves it (`npm run build:cloudflare` writes it to
 * dist-cloudflare/; the `hosts` stage of `npm test` serves it with `wrangler pages dev`, the
 * local Pages server). Pages reads `_headers` and `_redirects` files as Netlify does, but
 * dist/'s own do not work there:
 *
 *  - its `_redirects` takes statuses 200 and 3xx only: no rule can answer 404, so the site's and
 *    the route families' not-found pages come from Pages' own rule instead: an unknown path gets
 *    the nearest `404.html` up its folders, with 404. Each family without a fallback gets a copy
 *    of its not-found page as `404.html` in its folder;
 *  - it reads only the first 100 `_headers` rules, and applies every rule that matches a path (a
 *    header set by two rules is sent twice, unless the later one removes it first with
 *    `! Name`), by the path the browser asked for, not the file it sends;
 *  - it sends a page `/work/` and redirects `/work` and `/work/index.html` there with 308. The
 *    site's address of a page has no trailing slash (its canonical link, npm start), so
 *    `_redirects` rewrites `/work` to the folder (200) and sends `/work/` and `/work/index.html`
 *    to `/work` with 301, as npm start does;
 *  - it applies `_redirects` before it looks for a file, so a family's fallback rule
 *    (`/portfolio/info5/*`) would also take that family's own pages: these get rules of their
 *    own, and Pages checks rules without `*` first;
 *  - it would serve the build's internal files (`_routes.json`, which Pages also reads as the
 *    routing file of Pages Functions, `_csp.*`, `_forms/`) and the `.br`/`.gz` copies (Pages
 *    compresses by itself): they are left out.
 *
 * Pages cannot send an unknown path's not-found page with `Cache-Control: no-cache`: it sends
 * every 404 with `no-store`, whatever `_headers` says.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { COMMON_HEADERS, IMMUTABLE } from "../content/headers.ts";
import { pageFileOf, type RouteManifest } from "../content/redirects.ts";
import { isInternalPath } from "../serve/paths.ts";

/** What Pages reads of the two files (wrangler 3.114's limits, the same as Cloudflare's docs). */
export const PAGES_LIMITS = {
  headerRules: 100,
  headerLineLength: 2_000,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
};

export interface PagesRedirect {
  from: string;
  to: string;
  status: 200 | 301;
}

export interface PagesHeaderRule {
  path: string;
  /** Headers a rule before this one set, removed first (`! Name`). */
  unset?: string[];
  headers: Record<string, string>;
}

type Family = RouteManifest["families"][number];

const bare = (prefix: string) => prefix.replace(/\/+$/, "");

/** Every route and alias: the addresses of pages. */
const addressesOf = (manifest: RouteManifest) => [
  ...manifest.routes,
  ...Object.keys(manifest.aliases),
];

/**
 * The family whose rule answers an unknown path, as npm start picks it: the longest prefix the
 * path extends (a family's own folder, "/portfolio/info5/", is no member of it).
 */
function familyOf(path: string, manifest: RouteManifest): Family | undefined {
  return manifest.families
    .filter((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** The HTML file a family answers its unknown ids with (a fallback's page, or its 404 page). */
function familyPage(family: Family): string {
  if (family.fallback) return pageFileOf(family.fallback);
  if (!family.notFoundPage) throw new Error(`route family ${family.prefix} has no 404 page`);
  return family.notFoundPage;
}

/** The families whose folder is no page: their "/prefix/" needs a rule of its own. */
function familyFolders(manifest: RouteManifest): Family[] {
  const addresses = new Set(addressesOf(manifest));
  return manifest.families.filter((f) => bare(f.prefix) && !addresses.has(bare(f.prefix)));
}

/** What Pages cannot express with these rules: a family inside a family with a fallback. */
function checkFamilies(manifest: RouteManifest) {
  for (const family of manifest.families) {
    const outer = familyOf(family.prefix, manifest);
    if (outer?.fallback)
      throw new Error(
        `Cloudflare Pages: route family ${family.prefix} lies inside ${outer.prefix}, whose unknown ids show ${outer.fallback}; its rewrite would take ${family.prefix}'s paths too`,
      );
  }
}

/**
 * `_redirects` for Pages. First the rules without `*` (Pages checks them first, whatever their
 * place): every page at its address without a trailing slash (a rewrite to its folder), its
 * other spellings sent there with 301; each family's own folder rewritten to the same path
 * without its slash, where no file is, so that Pages answers it with the 404.html above the
 * folder, as npm start does. Then, for each family with a fallback, longest prefix first: an
 * unknown id with a trailing slash sent to the id without it (301), and every unknown id
 * rewritten to the fallback's page.
 */
export function pagesRedirects(manifest: RouteManifest): PagesRedirect[] {
  checkFamilies(manifest);
  const rules: PagesRedirect[] = [{ from: "/index.html", to: "/", status: 301 }];
  for (const address of addressesOf(manifest)) {
    if (address === "/") continue;
    rules.push(
      { from: `${address}/index.html`, to: address, status: 301 },
      { from: `${address}/`, to: address, status: 301 },
      { from: address, to: `${address}/`, status: 200 },
    );
  }
  for (const family of familyFolders(manifest))
    rules.push({ from: family.prefix, to: bare(family.prefix), status: 200 });
  const withFallback = manifest.families
    .filter((f) => f.fallback)
    .sort((a, b) => b.prefix.length - a.prefix.length);
  for (const family of withFallback)
    rules.push(
      { from: `${family.prefix}*/`, to: `${family.prefix}:splat`, status: 301 },
      { from: `${family.prefix}*`, to: `${family.fallback}/`, status: 200 },
    );
  const dynamic = rules.filter((r) => r.from.includes("*")).length;
  if (
    rules.length - dynamic > PAGES_LIMITS.staticRedirects ||
    dynamic > PAGES_LIMITS.dynamicRedirects
  )
    throw new Error(
      `Cloudflare Pages reads ${PAGES_LIMITS.staticRedirects} static and ${PAGES_LIMITS.dynamicRedirects} dynamic _redirects rules; this site needs ${rules.length - dynamic} and ${dynamic}`,
    );
  return rules;
}

/**
 * `_headers` for Pages, each rule overriding the ones before it for the paths it matches:
 * everything gets the common headers, `no-cache` and the 404 page's policy (an unknown path
 * gets that page); the hashed files a year's immutable caching; each family's paths its page's
 * policy; a family's own folder the policy of the page it gets; each page's address its own
 * policy. `policies` maps each HTML file ("/work/index.html") to its header policy.
 */
export function pagesHeaderRules(
  manifest: RouteManifest,
  policies: Record<string, string>,
): PagesHeaderRule[] {
  checkFamilies(manifest);
  const policy = (file: string) => {
    const csp = policies[file];
    if (!csp) throw new Error(`no Content-Security-Policy for ${file} in _csp.json`);
    return { "Content-Security-Policy": csp };
  };
  const csp = ["Content-Security-Policy"];
  const rules: PagesHeaderRule[] = [
    {
      path: "/*",
      headers: {
        ...COMMON_HEADERS,
        "Cache-Control": "no-cache",
        ...policy(manifest.notFoundPage),
      },
    },
  ];
  for (const path of ["/assets/*", "/_img/*"])
    rules.push({ path, unset: ["Cache-Control"], headers: { "Cache-Control": IMMUTABLE } });
  const shortestFirst = [...manifest.families].sort((a, b) => a.prefix.length - b.prefix.length);
  for (const family of shortestFirst)
    rules.push({ path: `${family.prefix}*`, unset: csp, headers: policy(familyPage(family)) });
  for (const family of familyFolders(manifest)) {
    const outer = familyOf(family.prefix, manifest);
    const file = outer ? familyPage(outer) : manifest.notFoundPage;
    if (file !== familyPage(family))
      rules.push({ path: family.prefix, unset: csp, headers: policy(file) });
  }
  for (const address of addressesOf(manifest))
    rules.push({ path: address, unset: csp, headers: policy(pageFileOf(address)) });

  if (rules.length > PAGES_LIMITS.headerRules)
    throw new Error(
      `Cloudflare Pages reads the first ${PAGES_LIMITS.headerRules} _headers rules; this site needs ${rules.length}`,
    );
  return rules;
}

export function formatPagesHeaders(rules: PagesHeaderRule[]): string {
  const text = rules
    .map((rule) =>
      [
        rule.path,
        ...(rule.unset ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    )
    .join("\n\n");
  const long = text.split("\n").find((line) => line.length > PAGES_LIMITS.headerLineLength);
  if (long)
    throw new Error(
      `Cloudflare Pages ignores _headers lines over ${PAGES_LIMITS.headerLineLength} characters: ${long.slice(0, 80)}…`,
    );
  return `# Generated by npm run build:cloudflare from dist/. Do not edit.\n${text}\n`;
}

export function formatPagesRedirects(rules: PagesRedirect[]): string {
  const width = Math.max(...rules.map((r) => r.from.length));
  const toWidth = Math.max(...rules.map((r) => r.to.length));
  return (
    "# Generated by npm run build:cloudflare from dist/. Do not edit.\n" +
    rules.map((r) => `${r.from.padEnd(width)}  ${r.to.padEnd(toWidth)}  ${r.status}`).join("\n") +
    "\n"
  );
}

export interface PagesSite {
  headerRules: number;
  redirects: number;
  /** The family folders' 404.html copies ("/portfolio/404.html"). */
  notFoundCopies: string[];
}

/** Copies the files of `from` that `keep` lets through to `to`, or hard-links them when it can. */
function copyTree(from: string, to: string, keep: (path: string) => boolean, link: boolean) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const source = join(entry.parentPath, entry.name);
    const path = "/" + relative(from, source).split("\\").join("/");
    if (!keep(path) || entry.isDirectory()) continue;
    const target = join(to, path);
    mkdirSync(dirname(target), { recursive: true });
    if (link)
      try {
        linkSync(source, target);
        continue;
      } catch (error) {
        // Another disk: copy this file and the rest.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        link = false;
      }
    copyFileSync(source, target);
  }
}

/**
 * Writes the Pages site for the build in `dist` to `out` (emptied first): dist/ without the
 * build's internal files and precompressed copies, each family's 404.html, `_headers` and
 * `_redirects` for Pages. `link`: hard-link dist/'s files rather than copy them (the host
 * tests' throwaway copy, on the same disk); the files written here are new either way.
 */
export function writePagesSite(dist: string, out: string, { link = false } = {}): PagesSite {
  const manifest = JSON.parse(readFileSync(join(dist, "_routes.json"), "utf8")) as RouteManifest;
  const policies = JSON.parse(readFileSync(join(dist, "_csp.json"), "utf8")) as Record<
    string,
    string
  >;
  const headerRules = pagesHeaderRules(manifest, policies);
  const redirects = pagesRedirects(manifest);
  rmSync(out, { recursive: true, force: true });
  // Any path with a dot-named folder in it is internal too (isInternalPath sees a leading dot).
  const keep = (path: string) => !isInternalPath(path) && !path.includes("/.");
  copyTree(dist, out, keep, link);
  const notFoundCopies: string[] = [];
  for (const family of manifest.families) {
    if (family.fallback || !family.notFoundPage) continue;
    const copy = `${family.prefix}404.html`;
    if (existsSync(join(out, copy)))
      throw new Error(`Cloudflare Pages: ${copy} is already a file of the build`);
    mkdirSync(dirname(join(out, copy)), { recursive: true });
    copyFileSync(join(dist, family.notFoundPage), join(out, copy));
    notFoundCopies.push(copy);
  }
  writeFileSync(join(out, "_headers"), formatPagesHeaders(headerRules));
  writeFileSync(join(out, "_redirects"), formatPagesRedirects(redirects));
  return { headerRules: headerRules.length, redirects: redirects.length, notFoundCopies };
}
