/**
 * The host contract, written once: what any server of dist/ must answer (npm start; nginx with
 * scripts/deploy/nginx.conf; Cloudflare Pages, as `wrangler pages dev` serves the site
 * scripts/deploy/cloudflare-pages.ts writes; tests/hosts/run.ts runs it against each). Each case
 * is a request and what its answer must be (tests/hosts/check.ts checks an answer); a host
 * that differs fails with the case's name.
 *
 * The cases come from the build itself (every route and alias in dist/_routes.json, the hashed
 * files on disk) plus the rules of docs/deploy.md: every page at its address, the
 * route families' fallbacks, case-sensitive ids, real 404s with the not-found pages, no
 * internal files, each page's Content-Security-Policy header equal to its <meta> policy,
 * immutable caching for hashed files, no-cache for HTML, gzip for a gzip client.
 *
 * Redirects are part of the answer: a page has one address (/work), and its other spellings
 * (/work/, /work/index.html) answer 301 to it; the contract checks that first answer, then the
 * rest on the redirect's target. A host that answers a case otherwise by design says so in the
 * case, with the reason (`differences`): an expectation of its own, checked like the others,
 * never a skip.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Host = "npm start" | "nginx" | "Cloudflare Pages";

/** Which page an HTML answer must be. */
export type PageIs =
  /** A route's page, named by its canonical link (an alias's page names its route). */
  | { route: string }
  /** A not-found page, named by its heading. */
  | { notFound: "Page not found" | "Project not found" };

/** A redirect to another path of the same site. */
export interface Redirect {
  status: 301 | 308;
  to: string;
}

export interface Answer {
  /** The host answers with this redirect first; the rest is checked on its target. */
  redirect?: Redirect;
  status: number;
  page?: PageIs;
  /** "immutable": a year, immutable; "no-cache": revalidated on every use; "no-store": never kept. */
  cache?: "immutable" | "no-cache" | "no-store";
  /** Content-Encoding the answer must have. */
  encoding?: "gzip";
}

/** How one host answers a case otherwise, and why. */
export interface Difference extends Partial<Omit<Answer, "redirect">> {
  why: string;
  /** null: the host answers the path itself, without the case's redirect. */
  redirect?: Redirect | null;
}

export interface HostCase extends Answer {
  name: string;
  path: string;
  headers?: Record<string, string>;
  differences?: Partial<Record<Host, Difference>>;
}

/** The answer `host` must give to `c`, and the reason when it is not the case's own. */
export function expectedAnswer(c: HostCase, host: Host): Answer & { why?: string } {
  const answer: Answer & { why?: string } = {
    redirect: c.redirect,
    status: c.status,
    page: c.page,
    cache: c.cache,
    encoding: c.encoding,
  };
  const difference = c.differences?.[host];
  if (!difference) return answer;
  const { redirect, ...rest } = difference;
  Object.assign(answer, rest);
  if (redirect !== undefined) answer.redirect = redirect ?? undefined;
  return answer;
}

/**
 * nginx answers a page's other spellings itself (try_files finds /work/index.html for /work/):
 * the same page, whose canonical link names /work.
 */
const NGINX_SPELLINGS: Difference = {
  redirect: null,
  why: "nginx serves a page's other spellings (/x/, /x/index.html) itself: try_files finds the file; the page's canonical link names /x",
};

/** Pages replaces the Cache-Control of every 404 answer. */
const PAGES_404: Difference = {
  cache: "no-store",
  why: "Cloudflare Pages sends every 404 with Cache-Control: no-store, whatever _headers says",
};

interface Manifest {
  routes: string[];
  aliases: Record<string, string>;
}

const firstFile = (dir: string, ends: string) => {
  const name = readdirSync(dir)
    .filter((f) => f.endsWith(ends))
    .sort()[0];
  if (!name) throw new Error(`the build has no ${dir}/*${ends}`);
  return name;
};

/** The contract's cases for the build in `dist`. */
export function hostCases(dist: string): HostCase[] {
  const manifest = JSON.parse(readFileSync(join(dist, "_routes.json"), "utf8")) as Manifest;
  const cases: HostCase[] = [];
  const page = (name: string, path: string, route: string) =>
    cases.push({ name, path, status: 200, page: { route }, cache: "no-cache" });
  /** Another spelling of a page: answered with a 301 to its address, then the page. */
  const spelling = (name: string, path: string, address: string, route: string) =>
    cases.push({
      name,
      path,
      redirect: { status: 301, to: address },
      status: 200,
      page: { route },
      cache: "no-cache",
      differences: { nginx: NGINX_SPELLINGS },
    });
  for (const route of manifest.routes) {
    page(`route ${route}`, route, route);
    if (route !== "/") spelling(`route ${route} with a trailing slash`, `${route}/`, route, route);
  }
  for (const [alias, route] of Object.entries(manifest.aliases)) {
    page(`alias ${alias}`, alias, route);
    spelling(`alias ${alias} with a trailing slash`, `${alias}/`, alias, route);
  }
  spelling("one address: /work/index.html", "/work/index.html", "/work", "/work");
  spelling("one address: /index.html", "/index.html", "/", "/");

  const oddbolle = "/portfolio/info5/Oddbolle";
  const projectNotFound = { notFound: "Project not found" } as const;
  const pageNotFound = { notFound: "Page not found" } as const;
  const missing = (name: string, path: string, notFound: PageIs = pageNotFound) =>
    cases.push({
      name,
      path,
      status: 404,
      page: notFound,
      cache: "no-cache",
      differences: { "Cloudflare Pages": PAGES_404 },
    });
  page("info5 family: an unknown id shows Oddbolle", "/portfolio/info5/no-such-id", oddbolle);
  spelling(
    "info5 family: an unknown id with a slash",
    "/portfolio/info5/no-such-id/",
    "/portfolio/info5/no-such-id",
    oddbolle,
  );
  page("info5 family: ODDBOLLE (another case) falls back", "/portfolio/info5/ODDBOLLE", oddbolle);
  page("info5 family: a deeper unknown path falls back", "/portfolio/info5/no/such/id", oddbolle);
  missing("info5 family: its own folder is no member", "/portfolio/info5/", projectNotFound);
  missing("info5 family: its folder without a slash", "/portfolio/info5", projectNotFound);
  missing("family /portfolio/: unknown id", "/portfolio/no-such-id", projectNotFound);
  missing("family /portfolio/: unknown id with a slash", "/portfolio/no-such-id/", projectNotFound);
  missing("family /portfolio/info4/: unknown id", "/portfolio/info4/no-such-id", projectNotFound);
  missing("family /portfolio/info3/: unknown id", "/portfolio/info3/nope", projectNotFound);
  missing("family /portfolio/ds/: unknown id", "/portfolio/ds/nope", projectNotFound);
  missing("case-sensitive ids: /portfolio/MOVA", "/portfolio/MOVA", projectNotFound);
  missing(
    "case-sensitive ids: /portfolio/raminiscence",
    "/portfolio/raminiscence",
    projectNotFound,
  );
  missing(
    "case-sensitive ids: /portfolio/info4/Abiliti",
    "/portfolio/info4/Abiliti",
    projectNotFound,
  );
  missing("case-sensitive paths: /Work", "/Work");
  missing("case-sensitive paths: /ABOUT-US", "/ABOUT-US");
  missing("unknown path", "/no-such-page");
  missing("unknown path with a slash", "/no-such-page/");
  missing("unknown path under a route", "/work/no-such-page");
  missing("a folder without a page: /portfolio", "/portfolio");
  missing("unknown file", "/no-such-file.html");
  missing("a folder without a page: /portfolio/", "/portfolio/");
  missing("a folder without a page: /portfolio/info3/", "/portfolio/info3/", projectNotFound);
  missing("a folder of hashed files: /assets/", "/assets/");
  missing("below a project: /portfolio/mova/more", "/portfolio/mova/more", projectNotFound);

  const asset = `/assets/${firstFile(join(dist, "assets"), ".js")}`;
  const island = `/assets/islands/${firstFile(join(dist, "assets/islands"), ".json")}`;
  const image = `/_img/${firstFile(join(dist, "_img"), ".webp")}`;
  const hashed = (name: string, path: string) =>
    cases.push({ name, path, status: 200, cache: "immutable" });
  hashed("hashed script", asset);
  hashed("hashed island props", island);
  hashed("hashed image", image);
  cases.push({ name: "unknown hashed file", path: "/assets/no-such-file-1a2b3c.js", status: 404 });

  cases.push(
    {
      name: "gzip client gets a gzip page",
      path: "/work",
      headers: { "Accept-Encoding": "gzip" },
      status: 200,
      page: { route: "/work" },
      cache: "no-cache",
      encoding: "gzip",
    },
    {
      name: "gzip client gets a gzip script",
      path: asset,
      headers: { "Accept-Encoding": "gzip" },
      status: 200,
      cache: "immutable",
      encoding: "gzip",
    },
  );

  for (const path of [
    "/_routes.json",
    "/_csp.json",
    "/_csp.nginx.conf",
    "/_headers",
    "/_redirects",
    "/_forms/problem.html",
    "/_forms/thanks-contact.html",
    "/.build-stamp",
    "/index.html.gz",
    "/index.html.br",
    "/work/index.html.gz",
    `${asset}.gz`,
    `${asset}.br`,
  ])
    missing(`internal file ${path}`, path);
  return cases;
}
