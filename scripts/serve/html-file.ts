/**
 * Sends a built HTML file the way a real host does: a strong ETag per representation and
 * Last-Modified, 304 for a matching If-None-Match (or If-Modified-Since), and the build's
 * precompressed .br or .gz file when the client accepts it (scripts/prerender/precompress.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

type Encoding = "br" | "gzip";

interface Known {
  mtimeMs: number;
  size: number;
  hash: string;
  variants: Partial<Record<Encoding, string>>;
}

const known = new Map<string, Known>();

function describe(file: string): Known {
  const stats = statSync(file);
  const cached = known.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
  const hash = createHash("sha256").update(readFileSync(file)).digest("base64url").slice(0, 27);
  const variants: Known["variants"] = {};
  if (existsSync(`${file}.br`)) variants.br = `${file}.br`;
  if (existsSync(`${file}.gz`)) variants.gzip = `${file}.gz`;
  const entry = { mtimeMs: stats.mtimeMs, size: stats.size, hash, variants };
  known.set(file, entry);
  return entry;
}

/** The encodings an Accept-Encoding header allows (q > 0), lower case. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.split(";");
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    const token = name!.trim().toLowerCase();
    if (token) out.add(token);
  }
  return out;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

export function sendHtmlFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: { file: string; status: number; csp?: string },
) {
  const info = describe(options.file);
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  const encoding: Encoding | undefined =
    info.variants.br && accepted.has("br")
      ? "br"
      : info.variants.gzip && (accepted.has("gzip") || accepted.has("x-gzip"))
        ? "gzip"
        : undefined;
  const etag = `"${info.hash}${encoding ? `-${encoding}` : ""}"`;
  if (options.csp && !res.hasHeader("Content-Security-Policy"))
    res.setHeader("Content-Security-Policy", options.csp);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (options.status === 200) {
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", new Date(info.mtimeMs).toUTCString());
    const ifNoneMatch = req.headers["if-none-match"];
    const ifModifiedSince = Date.parse(req.headers["if-modified-since"] ?? "");
    const fresh = ifNoneMatch
      ? matches(ifNoneMatch, etag)
      : Math.floor(info.mtimeMs / 1000) * 1000 <= ifModifiedSince;
    if (fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const body = readFileSync(encoding ? info.variants[encoding]! : options.file);
  res.statusCode = options.status;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
