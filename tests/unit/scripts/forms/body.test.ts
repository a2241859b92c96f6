import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LINGER_MS, QUIET_MS, readBody } from "../../../../scripts/forms/body.ts";

/** A request body the test writes into, with the headers the client sent. */
function requestOf(headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  return Object.assign(stream, { headers }) as unknown as IncomingMessage & PassThrough;
}

const settledAfter = async (result: Promise<unknown>) => {
  let done = false;
  void result.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return () => done;
};

describe("reading a request body", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the body whole when it is within the limit", async () => {
    const req = requestOf();
    const read = readBody(req, 10);
    req.end(Buffer.from("0123456789"));
    expect(await read).toEqual({ kind: "ok", body: Buffer.from("0123456789") });
  });

  it("past the limit, goes on reading and dropping what the client sends, and answers once it pauses", async () => {
    const req = requestOf();
    const read = readBody(req, 10);
    const done = await settledAfter(read);
    req.write(Buffer.alloc(11));
    // The client is still sending: every chunk is read (none waits in the socket), none kept.
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
      expect(done()).toBe(false);
      req.write(Buffer.alloc(64 * 1024));
      await vi.advanceTimersByTimeAsync(0);
      expect(req.readableLength).toBe(0);
    }
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(done()).toBe(true);
    expect(await read).toEqual({ kind: "too-large" });
    // Then it reads no more: the answer goes and the connection closes.
    expect(req.isPaused()).toBe(true);
  });

  it("answers at most LINGER_MS after the limit, however long the client goes on sending", async () => {
    const req = requestOf();
    const read = readBody(req, 10);
    const done = await settledAfter(read);
    req.write(Buffer.alloc(11));
    for (let t = 0; t < LINGER_MS - QUIET_MS; t += QUIET_MS / 2) {
      req.write(Buffer.alloc(1024));
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    expect(done()).toBe(false);
    req.write(Buffer.alloc(1024));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(done()).toBe(true);
    expect(await read).toEqual({ kind: "too-large" });
  });

  it("refuses a declared length over the limit without waiting for it, once the client pauses", async () => {
    const req = requestOf({ "content-length": String(100 * 1024 * 1024) });
    const read = readBody(req, 10);
    const done = await settledAfter(read);
    req.write(Buffer.from('{"email":'));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(done()).toBe(true);
    expect(await read).toEqual({ kind: "too-large" });
  });

  it("says the client went away when it closes before the body is complete", async () => {
    const req = requestOf();
    const read = readBody(req, 10);
    req.write(Buffer.from("01234"));
    req.destroy();
    expect(await read).toEqual({ kind: "aborted" });
  });
});
