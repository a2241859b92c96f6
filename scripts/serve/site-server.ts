/**
 * The site's server (`npm start`, scripts/cli/serve.ts): serves a build the way a real host would: hashed assets through sirv (precompressed
 * .br/.gz, long-lived caching), pages through the route manifest (aliases, route families,
 * real 404s, one canonical address: any other form redirects with 301), HTML with a strong
 * ETag and 304s, the build's internal files never, and when the site uses local form
 * endpoints the collector (scripts/forms/collector.ts). Headers must arrive within 10 s and
 * the whole request within 30 s (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS), else 408.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { resolvePath } from "../../src/core/routes.ts";
import { headersFor, parseHeadersFile } from "../content/headers.ts";
import type { RouteManifest } from "../content/redirects.ts";
import { inputsFingerprint } from "../prerender/fingerprint.ts";
import { handleFormSubmission, FORM_PATH_PREFIX } from "../forms/collector.ts";
import { sendHtmlFile } from "./html-file.ts";
import { canonicalPath, extensionOf, isInternalPath, splitTarget } from "./paths.ts";
import { DATA_PREFIX } from "../content/paths.ts";

/** The project: collected forms default to its forms-data/. */
const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Builds when the sources changed since the last build (`--rebuild`: always; `--no-build`:
 * never, serving what dist/ holds).
 */
export function ensureBuilt(root: string, dist: string, args: string[]) {
  const stamp = join(dist, ".build-stamp");
  const fresh = existsSync(stamp) && readFileSync(stamp, "utf8") === inputsFingerprint(root);
  if (fresh && !args.includes("--rebuild")) return;
  if (args.includes("--no-build")) {
    if (!existsSync(join(dist, "_routes.json")))
      throw new Error("dist/ is missing; run npm run build.");
    return;
  }
  console.log(
    existsSync(stamp)
      ? "Sources changed since the last build; rebuilding…"
      : "No build yet; building…",
  );
  const run = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/cli/build.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** What the server reads from a build: routes, headers, policies and the static files. */
function loadBuild(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, "_routes.json"), "utf8")) as RouteManifest;
  // The same headers a static host gets from dist/_headers; pages served for other paths
  // (route-family fallbacks, not-found pages) get the policy of the file actually sent.
  const rules = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  const policies = JSON.parse(readFileSync(join(dist, "_csp.json"), "utf8")) as Record<
    string,
    string
  >;
  const assets = sirv(dist, {
    dev: false,
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      const hashed = pathname.startsWith("/assets/") || pathname.startsWith("/_img/");
      res.setHeader(
        "Cache-Control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });
  return { manifest, rules, policies, assets };
}

/** When the build last finished: the stamp is the last file it writes. */
function buildTime(dist: string): number {
  try {
    return statSync(join(dist, ".build-stamp")).mtimeMs;
  } catch {
    return 0;
  }
}

export interface SiteServerOptions {
  dist: string;
  formsDir?: string;
  /** Time for a request's headers to arrive (default 10 s, HEADERS_TIMEOUT_MS). */
  headersTimeoutMs?: number;
  /** Time for a whole request, body included (default 30 s, REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Where the collector reports failures (default console.error). */
  log?: (line: string) => void;
}

const envMs = (name: string) =>
  Number(process.env[name]) > 0 ? Number(process.env[name]) : undefined;

export function createSiteServer(options: SiteServerOptions) {
  // A rebuild under a running server (npm run build in another terminal) replaces the hashed
  // assets and the pages' style hashes: follow it rather than serve stale headers and file lists.
  let loadedAt = buildTime(options.dist);
  let build = loadBuild(options.dist);
  // While a build runs the stamp is gone (the build starts by emptying dist/): keep what we have.
  const current = () => {
    const stamp = buildTime(options.dist);
    if (stamp && stamp !== loadedAt) {
      try {
        build = loadBuild(options.dist);
        loadedAt = stamp;
      } catch {
        // A build that failed half-way: the next request tries again.
      }
    }
    return build;
  };
  const compress = compression();
  const collector = {
    dist: options.dist,
    formsDir: options.formsDir ?? join(root, "forms-data"),
    policies: () => current().policies,
    log: options.log,
  };

  function sendPage(req: IncomingMessage, res: ServerResponse, status: number, file: string) {
    const key = file.startsWith("/") ? file : `/${file}`;
    sendHtmlFile(req, res, {
      file: join(options.dist, key),
      status,
      csp: current().policies[key],
    });
  }

  function redirect(res: ServerResponse, location: string) {
    res.statusCode = 301;
    res.setHeader("Location", location);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.end();
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const [raw, query] = splitTarget(req.url ?? "/");
    const { manifest, rules, assets } = current();
    const notFound = () => sendPage(req, res, 404, manifest.notFoundPage);
    if (!raw.startsWith("/") || raw.includes("\\")) {
      res.statusCode = 400;
      return res.end();
    }
    for (const [name, value] of Object.entries(headersFor(rules, raw))) {
      if (name !== "Cache-Control") res.setHeader(name, value);
    }
    if (raw.startsWith(FORM_PATH_PREFIX)) {
      void handleFormSubmission(req, res, { path: raw, query }, collector);
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end();
      return;
    }
    let path: string;
    try {
      path = canonicalPath(decodeURIComponent(raw));
    } catch {
      return sendPage(req, res, 400, manifest.notFoundPage);
    }
    // The build's own files, however the path is spelled.
    if (isInternalPath(path)) return notFound();
    const canonicalRaw = canonicalPath(raw);
    if (extensionOf(path) !== "" || path.startsWith(DATA_PREFIX)) {
      if (canonicalRaw === raw) return assets(req, res, notFound);
      // "//assets/x.js", "/a/../b.css": one address per file.
      const file = join(options.dist, path);
      return existsSync(file) && statSync(file).isFile()
        ? redirect(res, encodeURI(path) + query)
        : notFound();
    }
    const resolution = resolvePath(path, {
      routes: manifest.routes,
      aliases: manifest.aliases,
      families: manifest.families,
    });
    if (resolution.kind === "page") {
      const own = path in manifest.aliases || manifest.routes.includes(path) ? path : undefined;
      // A route or alias has one address; a family fallback keeps the one it was asked by.
      const address = own ? encodeURI(own) : canonicalRaw;
      if (raw !== address) return redirect(res, address + query);
      const file = own ?? resolution.route;
      sendPage(req, res, 200, file === "/" ? "index.html" : `${file.slice(1)}/index.html`);
      return;
    }
    const family = manifest.families
      .filter((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    sendPage(req, res, 404, family?.notFoundPage ?? manifest.notFoundPage);
  }

  const headersTimeout = options.headersTimeoutMs ?? envMs("HEADERS_TIMEOUT_MS") ?? 10_000;
  const requestTimeout = Math.max(
    headersTimeout,
    options.requestTimeoutMs ?? envMs("REQUEST_TIMEOUT_MS") ?? 30_000,
  );
  return createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node checks those limits; never more than a quarter of the shorter one late.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, headersTimeout / 4)),
    },
    (req, res) => compress(req as never, res as never, () => handle(req, res)),
  );
}
