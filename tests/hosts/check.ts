/**
 * How a host's answer to a case of the contract (tests/hosts/contract.ts) is checked: the first
 * answer (the expected redirect, or none), then on the page a browser would end on its status,
 * caching, encoding, which page it is, and its Content-Security-Policy header against the
 * page's <meta> policy.
 */
import { JSDOM } from "jsdom";
import { expectedAnswer, type Host, type HostCase } from "./contract.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A policy's directives, in order, with frame-ancestors (header-only) left out. */
function directives(policy: string) {
  return policy
    .split(";")
    .map((d) => d.trim().replace(/\s+/g, " "))
    .filter((d) => d && !d.startsWith("frame-ancestors"));
}

interface PageRead {
  canonical?: string;
  meta?: string;
}

/**
 * What the contract reads of an HTML page. The hosts send the same files, so most answers are
 * a body read before (a route's page at each spelling, on each host; the not-found pages): each
 * body is parsed once, and only its <head> unless the heading is asked for (a whole page took
 * 40 to 70 ms to parse, its head 14).
 */
const headsRead = new Map<string, PageRead>();
const headingsRead = new Map<string, string | undefined>();
function readHead(body: string): PageRead {
  let read = headsRead.get(body);
  if (!read) {
    const end = body.indexOf("</head>");
    const document = new JSDOM(end < 0 ? body : body.slice(0, end)).window.document;
    read = {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
      meta:
        document
          .querySelector('meta[http-equiv="Content-Security-Policy" i]')
          ?.getAttribute("content") ?? undefined,
    };
    headsRead.set(body, read);
  }
  return read;
}
function readHeading(body: string): string | undefined {
  if (!headingsRead.has(body))
    headingsRead.set(
      body,
      new JSDOM(body).window.document.querySelector("[data-not-found] h1")?.textContent?.trim(),
    );
  return headingsRead.get(body);
}

/**
 * A GET on a kept-alive connection that the host closed before it answered is sent again on a
 * new one, once, as a browser does. A host that sends nothing twice fails the case. A client
 * stalled for more than the server's keep-alive time (5 s for Node's server in front of
 * wrangler's workerd) finds its idle connections closed: under load, six requests at once
 * failed with "other side closed" (UND_ERR_SOCKET), whatever the host would have answered.
 */
export async function askAsABrowserWould(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "manual" });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") throw error;
    return await fetch(url, { ...init, redirect: "manual" });
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** What is wrong with `host`'s answer to one case, or [] when it keeps the contract. */
export async function checkCase(base: string, c: HostCase, host: Host): Promise<string[]> {
  const want = expectedAnswer(c, host);
  const problems: string[] = [];
  const ask = (url: URL) =>
    askAsABrowserWould(url, { headers: { "Accept-Encoding": "identity", ...c.headers } });
  const url = new URL(c.path, base);
  let response = await ask(url);
  // The first answer: the expected redirect, or none. Either way the rest is checked on the
  // page a browser would end on.
  if (isRedirect(response.status)) {
    const target = new URL(response.headers.get("location") ?? "", url);
    const to = target.origin === url.origin ? target.pathname + target.search : target.href;
    if (!want.redirect) problems.push(`redirected (${response.status} to ${to}), not answered`);
    else if (response.status !== want.redirect.status || to !== want.redirect.to)
      problems.push(
        `redirected with ${response.status} to ${to}, not ${want.redirect.status} to ${want.redirect.to}`,
      );
    await response.arrayBuffer();
    response = await ask(target);
    if (isRedirect(response.status))
      return [
        ...problems,
        `redirected again (${response.status} to ${response.headers.get("location")})`,
      ];
  } else if (want.redirect)
    problems.push(
      `answered ${response.status}, not ${want.redirect.status} to ${want.redirect.to}`,
    );

  const body = await response.text();
  if (response.status !== want.status)
    problems.push(`status ${response.status}, not ${want.status}`);
  const cache = response.headers.get("cache-control");
  const cacheWanted = want.cache === "immutable" ? IMMUTABLE : want.cache;
  if (cacheWanted && cache !== cacheWanted)
    problems.push(`Cache-Control ${JSON.stringify(cache)}, not "${cacheWanted}"`);
  const encoding = response.headers.get("content-encoding") ?? undefined;
  if (encoding !== want.encoding)
    problems.push(`Content-Encoding ${encoding ?? "none"}, not ${want.encoding ?? "none"}`);
  if (!want.page) return problems;

  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) return [...problems, `Content-Type ${type}, not HTML`];
  const read = readHead(body);
  if ("route" in want.page) {
    const route = read.canonical ? new URL(read.canonical).pathname : undefined;
    if (route !== want.page.route)
      problems.push(`the page of ${route ?? "no route"}, not ${want.page.route}`);
  } else {
    const heading = readHeading(body);
    if (heading !== want.page.notFound)
      problems.push(`the page headed ${JSON.stringify(heading)}, not "${want.page.notFound}"`);
  }
  const meta = read.meta;
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

/** An error with its causes (undici's "fetch failed" hides the socket's error in `cause`). */
function failure(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    parts.push(
      e instanceof Error
        ? `${e.message}${(e as { code?: string }).code ? ` (${(e as { code?: string }).code})` : ""}`
        : String(e),
    );
  return parts.join(": ");
}

export interface CaseResult {
  name: string;
  path: string;
  problems: string[];
  /** Why this host's expectation is not the case's own, when it is not. */
  why?: string;
}

/** Runs every case against `host` at `base` (a few at a time); each result names its case. */
export async function runContract(
  host: Host,
  base: string,
  cases: HostCase[],
): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index]!;
      let problems: string[];
      try {
        problems = await checkCase(base, c, host);
      } catch (error) {
        problems = [`request failed: ${failure(error)}`];
      }
      results[index] = { name: c.name, path: c.path, problems, why: c.differences?.[host]?.why };
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results;
}
