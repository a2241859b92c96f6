/**
 * The host contract, written once: what any server of dist/ must answer (npm start, nginx with
 * scripts/deploy/nginx.conf; tests/hosts/run.ts runs it against each). Each case is a request
 * and what its answer must be; a host that differs fails with the case's name.
 *
 * The cases come from the build itself (every route and alias in dist/_routes.json, the hashed
 * files on disk) plus the rules of docs/deploy.md: /work and /work/ alike, the
 * route families' fallbacks, case-sensitive ids, real 404s with the not-found pages, no
 * internal files, each page's Content-Security-Policy header equal to its <meta> policy,
 * immutable caching for hashed files, no-cache for HTML, gzip for a gzip client.
 * Redirects are followed (npm start sends /work/ to /work with a 301; nginx serves both).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";

/** Which page an HTML answer must be. */
export type PageIs =
  /** A route's page, named by its canonical link (an alias's page names its route). */
  | { route: string }
  /** A not-found page, named by its heading. */
  | { notFound: "Page not found" | "Project not found" };

export interface HostCase {
  name: string;
  path: string;
  headers?: Record<string, string>;
  status: number;
  page?: PageIs;
  /** "immutable": a year, immutable; "no-cache": revalidated on every use. */
  cache?: "immutable" | "no-cache";
  /** Content-Encoding the answer must have. */
  encoding?: "gzip";
}

const IMMUTABLE = "public, max-age=31536000, immutable";

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
  for (const route of manifest.routes) {
    page(`route ${route}`, route, route);
    if (route !== "/") page(`route ${route} with a trailing slash`, `${route}/`, route);
  }
  for (const [alias, route] of Object.entries(manifest.aliases)) {
    page(`alias ${alias}`, alias, route);
    page(`alias ${alias} with a trailing slash`, `${alias}/`, route);
  }

  const oddbolle = "/portfolio/info5/Oddbolle";
  const projectNotFound = { notFound: "Project not found" } as const;
  const pageNotFound = { notFound: "Page not found" } as const;
  const missing = (name: string, path: string, notFound: PageIs = pageNotFound) =>
    cases.push({ name, path, status: 404, page: notFound, cache: "no-cache" });
  page("info5 family: an unknown id shows Oddbolle", "/portfolio/info5/no-such-id", oddbolle);
  page("info5 family: an unknown id with a slash", "/portfolio/info5/no-such-id/", oddbolle);
  page("info5 family: ODDBOLLE (another case) falls back", "/portfolio/info5/ODDBOLLE", oddbolle);
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

/** A policy's directives, in order, with frame-ancestors (header-only) left out. */
function directives(policy: string) {
  return policy
    .split(";")
    .map((d) => d.trim().replace(/\s+/g, " "))
    .filter((d) => d && !d.startsWith("frame-ancestors"));
}

/** What is wrong with one answer, or [] when it keeps the contract. */
export async function checkCase(base: string, c: HostCase): Promise<string[]> {
  const response = await fetch(new URL(c.path, base), {
    headers: { "Accept-Encoding": "identity", ...c.headers },
    redirect: "follow",
  });
  const body = await response.text();
  const problems: string[] = [];
  if (response.status !== c.status) problems.push(`status ${response.status}, not ${c.status}`);
  const cache = response.headers.get("cache-control");
  if (c.cache === "immutable" && cache !== IMMUTABLE)
    problems.push(`Cache-Control ${JSON.stringify(cache)}, not "${IMMUTABLE}"`);
  if (c.cache === "no-cache" && cache !== "no-cache")
    problems.push(`Cache-Control ${JSON.stringify(cache)}, not "no-cache"`);
  const encoding = response.headers.get("content-encoding") ?? undefined;
  if (encoding !== c.encoding)
    problems.push(`Content-Encoding ${encoding ?? "none"}, not ${c.encoding ?? "none"}`);
  if (!c.page) return problems;

  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) return [...problems, `Content-Type ${type}, not HTML`];
  const document = new JSDOM(body).window.document;
  if ("route" in c.page) {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const route = canonical ? new URL(canonical).pathname : undefined;
    if (route !== c.page.route)
      problems.push(`the page of ${route ?? "no route"}, not ${c.page.route}`);
  } else {
    const heading = document.querySelector("[data-not-found] h1")?.textContent?.trim();
    if (heading !== c.page.notFound)
      problems.push(`the page headed ${JSON.stringify(heading)}, not "${c.page.notFound}"`);
  }
  const meta = document
    .querySelector('meta[http-equiv="Content-Security-Policy" i]')
    ?.getAttribute("content");
  const header = response.headers.get("content-security-policy");
  if (!meta) problems.push("no <meta> Content-Security-Policy");
  else if (!header) problems.push("no Content-Security-Policy header");
  else {
    if (directives(header).join("; ") !== directives(meta).join("; "))
      problems.push(
        `Content-Security-Policy header differs from the page's <meta>:\n      header ${header}\n      meta   ${meta}`,
      );
    if (!/frame-ancestors 'none'/.test(header))
      problems.push("Content-Security-Policy header without frame-ancestors 'none'");
  }
  return problems;
}

export interface CaseResult {
  name: string;
  path: string;
  problems: string[];
}

/** Runs every case against `base` (a few at a time); each result names its case. */
export async function runContract(base: string, cases: HostCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index]!;
      let problems: string[];
      try {
        problems = await checkCase(base, c);
      } catch (error) {
        problems = [`request failed: ${error instanceof Error ? error.message : String(error)}`];
      }
      results[index] = { name: c.name, path: c.path, problems };
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results;
}
