/**
 * Cross-site posts are refused: a browser names the page's origin in `Origin` (and says
 * `Sec-Fetch-Site: cross-site`) when another site posts a form or a fetch here. A request
 * without them (curl, a server-side client) is not a visitor's browser and is accepted.
 */
import type { IncomingMessage } from "node:http";

export function isCrossSite(req: IncomingMessage): boolean {
  if (req.headers["sec-fetch-site"]?.toLowerCase() === "cross-site") return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return true;
    host = url.host;
  } catch {
    // "null" (a sandboxed frame, a file, some redirects) or garbage: not this site.
    return true;
  }
  // Behind a proxy the public host may arrive as X-Forwarded-Host; a cross-site form or
  // fetch cannot set that header.
  const forwarded = req.headers["x-forwarded-host"];
  const ours =
    (typeof forwarded === "string" ? forwarded.split(",")[0]!.trim() : undefined) ??
    req.headers.host;
  return host.toLowerCase() !== (ours ?? "").toLowerCase();
}
