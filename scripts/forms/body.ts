/**
 * Reads a request body with a byte limit that holds whatever the framing: the bytes are
 * counted as they stream (Content-Length, chunked or neither), and reading stops at the
 * limit. Nothing beyond the limit is kept in memory. Slow clients are bounded by the server's
 * `requestTimeout` (scripts/serve/site-server.ts), which answers 408 and closes the connection.
 *
 * Past the limit (or with a declared length over it), what the client goes on sending is read
 * and dropped until it pauses, for at most LINGER_MS, before the answer goes. A connection
 * closed with bytes still unread is reset by the kernel, and a client still sending (a browser
 * uploading, a chunked stream) can lose the 413 to that reset: nginx's "lingering close" does
 * the same.
 */
import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 64 * 1024;
/** After the limit: the answer goes once the client has sent nothing for this long… */
export const QUIET_MS = 200;
/** …or this long after the limit was passed, whichever comes first. */
export const LINGER_MS = 2_000;

export type BodyResult =
  | { kind: "ok"; body: Buffer }
  | { kind: "too-large" }
  /** The client went away or the connection timed out before the body was complete. */
  | { kind: "aborted" };

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let over: { quiet: NodeJS.Timeout; cap: NodeJS.Timeout } | undefined;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      if (over) {
        clearTimeout(over.quiet);
        clearTimeout(over.cap);
        // Stop reading: the socket stays paused until the answer is sent and it is closed.
        req.pause();
      }
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      chunks.length = 0;
      resolve(result);
    };
    const tooLarge = () => finish({ kind: "too-large" });
    const pastTheLimit = () => {
      chunks.length = 0;
      over = { quiet: setTimeout(tooLarge, QUIET_MS), cap: setTimeout(tooLarge, LINGER_MS) };
    };
    const onData = (chunk: Buffer) => {
      if (over) {
        over.quiet.refresh();
        return;
      }
      size += chunk.length;
      if (size > limit) pastTheLimit();
      else chunks.push(chunk);
    };
    const onEnd = () => (over ? tooLarge() : finish({ kind: "ok", body: Buffer.concat(chunks) }));
    // Gone while its extra bytes were being dropped: no one is left to answer.
    const onClose = () => finish({ kind: "aborted" });
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("close", onClose);
    req.on("error", onClose);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) pastTheLimit();
  });
}
