/**
 * Reads a request body with a byte limit that holds whatever the framing: the bytes are
 * counted as they stream (Content-Length, chunked or neither), and reading stops at the
 * limit. Nothing beyond the limit is kept in memory. Slow clients are bounded by the server's
 * `requestTimeout` (scripts/serve/site-server.ts), which answers 408 and closes the connection.
 */
import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult =
  | { kind: "ok"; body: Buffer }
  | { kind: "too-large" }
  /** The client went away or the connection timed out before the body was complete. */
  | { kind: "aborted" };

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      resolve({ kind: "too-large" });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      chunks.length = 0;
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading: the socket is paused until the answer is sent and the connection closed.
        req.pause();
        finish({ kind: "too-large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks, size);
      finish({ kind: "ok", body });
    };
    const onClose = () => finish({ kind: "aborted" });
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("close", onClose);
    req.on("error", onClose);
  });
}
