/**
 * `npm start`: builds when the sources changed since the last build, then serves dist/ on
 * PORT (default 4173): static files through sirv with gzip and long-lived caching for hashed
 * assets; page paths through the route manifest (aliases, route families, real 404s); and,
 * when the site uses local form endpoints, a small collector that appends submissions to a file.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { resolvePath } from "../src/content/routes.ts";
import { headersFor, parseHeadersFile } from "../src/content/headers.ts";
import type { RouteManifest } from "./build.ts";
import { inputsFingerprint } from "./fingerprint.ts";
import { handleFormSubmission, FORM_PATH_PREFIX } from "./forms-collector.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(root, process.env.BUILD_OUT_DIR || "dist");
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || "0.0.0.0";

function ensureBuilt() {
  const stamp = join(dist, ".build-stamp");
  const fresh = existsSync(stamp) && readFileSync(stamp, "utf8") === inputsFingerprint(root);
  if (fresh && !process.argv.includes("--rebuild")) return;
  if (process.argv.includes("--no-build")) {
    if (!existsSync(join(dist, "_routes.json")))
      throw new Error("dist/ is missing; run npm run build.");
    return;
  }
  console.log(
    existsSync(stamp)
      ? "Sources changed since the last build; rebuilding…"
      : "No build yet; building…",
  );
  const run = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/build.ts")], {
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
    setHeaders(res, pathname) {
      const hashed = /^\/(assets|_img)\//.test(pathname);
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

export function createSiteServer(options: { dist: string; formsDir?: string }) {
  const html = (file: string) => readFileSync(join(options.dist, file), "utf8");
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

  function sendHtml(res: ServerResponse, status: number, file: string, method: string) {
    const { policies } = current();
    const body = html(file);
    const key = file.startsWith("/") ? file : `/${file}`;
    if (!res.hasHeader("Content-Security-Policy") && policies[key])
      res.setHeader("Content-Security-Policy", policies[key]);
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(method === "HEAD" ? undefined : body);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://localhost");
    const { manifest, rules, assets } = current();
    for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) {
      if (name !== "Cache-Control") res.setHeader(name, value);
    }
    if (url.pathname.startsWith(FORM_PATH_PREFIX)) {
      void handleFormSubmission(
        req,
        res,
        url.pathname,
        options.formsDir ?? join(root, "forms-data"),
      );
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end();
      return;
    }
    const isFile = /\.[A-Za-z0-9]+$/.test(url.pathname) || url.pathname.startsWith("/_data/");
    if (isFile) {
      assets(req, res, () => sendHtml(res, 404, manifest.notFoundPage, method));
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendHtml(res, 400, manifest.notFoundPage, method);
    }
    const resolution = resolvePath(path, {
      routes: manifest.routes,
      aliases: manifest.aliases,
      families: manifest.families,
    });
    if (resolution.kind === "page") {
      const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
      const own =
        normalized in manifest.aliases || manifest.routes.includes(normalized)
          ? normalized
          : resolution.route;
      sendHtml(res, 200, own === "/" ? "index.html" : `${own.slice(1)}/index.html`, method);
      return;
    }
    const family = manifest.families
      .filter((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    sendHtml(res, 404, family?.notFoundPage ?? manifest.notFoundPage, method);
  }

  return createServer((req, res) => compress(req as never, res as never, () => handle(req, res)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureBuilt();
  createSiteServer({ dist, formsDir: process.env.FORMS_DATA_DIR }).listen(port, host, () => {
    console.log(`Serving dist/ at http://localhost:${port}`);
  });
}
