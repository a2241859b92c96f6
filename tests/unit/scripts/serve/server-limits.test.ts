/**
 * npm start's server against a hostile client (issue 17, items 1 and 2): bodies limited
 * whatever the framing, slow requests cut off, and path handling in linear time.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { normalizePath } from "../../../../src/core/routes.ts";
import { rawRequest, request, startServer, type Running } from "../../support/server-harness.ts";

let running: Running | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const MB = 1024 * 1024;

describe("body limits", () => {
  it("answers a 200 MB chunked post with 413 after 64 KB, without buffering it", async () => {
    running = await startServer();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const response = await rawRequest(
      running.port,
      async (socket) => {
        socket.write(
          "POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
            "Transfer-Encoding: chunked\r\n\r\n",
        );
        while (sent < 200 * MB && !socket.destroyed) {
          const ok = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk);
          socket.write("\r\n");
          sent += chunk.length;
          if (!ok)
            await new Promise<void>((done) => {
              socket.once("drain", done);
              socket.once("close", done);
            });
        }
        if (!socket.destroyed) socket.end("0\r\n\r\n");
      },
      { timeoutMs: 60_000 },
    );
    const after = process.memoryUsage().rss;
    console.log(
      `200 MB chunked post: HTTP ${response.status}, ${(sent / MB).toFixed(1)} MB written before the server stopped reading, resident memory ${(before / MB).toFixed(0)} MB → ${(after / MB).toFixed(0)} MB (${((after - before) / MB).toFixed(1)} MB more)`,
    );
    expect(response.status).toBe(413);
    expect(response.ended).not.toBe("open");
    expect(after - before).toBeLessThan(64 * MB);
    expect(existsSync(join(running.formsDir, "submissions.jsonl"))).toBe(false);
  }, 90_000);

  it("answers a declared Content-Length over 64 KB with 413 before reading it", async () => {
    running = await startServer();
    const response = await rawRequest(running.port, (socket) =>
      socket.write(
        "POST /api/forms/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          `Content-Length: ${100 * MB}\r\n\r\n{"email":`,
      ),
    );
    expect(response.status).toBe(413);
    expect(response.ended).not.toBe("open");
  });
});

describe("slow clients", () => {
  it("answers 408 (or closes) when the headers stall", async () => {
    running = await startServer({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const response = await rawRequest(
      running.port,
      (socket) => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"),
      { timeoutMs: 4_000 },
    );
    expect(response.ended).not.toBe("open");
    if (response.status) expect(response.status).toBe(408);
    expect(response.ms).toBeLessThan(3_000);
  });

  it("answers 408 (or closes) when the body stalls, and stores nothing", async () => {
    running = await startServer({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const response = await rawRequest(
      running.port,
      (socket) =>
        socket.write(
          "POST /api/forms/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
            'Content-Length: 1000\r\n\r\n{"email":"a@b.co"',
        ),
      { timeoutMs: 4_000 },
    );
    expect(response.ended).not.toBe("open");
    if (response.status) expect(response.status).toBe(408);
    expect(response.ms).toBeLessThan(3_000);
    expect(existsSync(join(running.formsDir, "submissions.jsonl"))).toBe(false);
  });

  it("takes its limits from HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, 10 s and 30 s by default", async () => {
    running = await startServer();
    expect(running.server.headersTimeout).toBe(10_000);
    expect(running.server.requestTimeout).toBe(30_000);
    await running.close();
    process.env.HEADERS_TIMEOUT_MS = "2000";
    process.env.REQUEST_TIMEOUT_MS = "5000";
    try {
      running = await startServer();
      expect(running.server.headersTimeout).toBe(2_000);
      expect(running.server.requestTimeout).toBe(5_000);
    } finally {
      delete process.env.HEADERS_TIMEOUT_MS;
      delete process.env.REQUEST_TIMEOUT_MS;
    }
  });
});

/** Median time of `runs` calls, in ms. */
/**
 * Medians of two timings taken in turns (a, b, a, b…), so both meet the same load on a shared
 * machine: one taken after the other can fall on either side of a busy spell.
 */
async function medians(
  runs: number,
  a: () => Promise<unknown> | unknown,
  b: () => Promise<unknown> | unknown,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  const time = async (fn: () => Promise<unknown> | unknown, into: number[]) => {
    const started = performance.now();
    await fn();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < runs; i++) {
    await time(a, times[0]);
    await time(b, times[1]);
  }
  const middle = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(runs / 2)]!;
  return [middle(times[0]), middle(times[1])];
}

describe("path handling in linear time", () => {
  // "/a" + 15,000 slashes + "x/": a regular expression such as /\/+$/ retries from every slash.
  const slashes = "/a" + "/".repeat(15_000) + "x/";
  const plain = "/a" + "b".repeat(15_000) + "x/";

  it("normalizePath costs no more on 15,000 slashes than on a plain path of the same length", async () => {
    expect(slashes.length).toBe(plain.length);
    expect(normalizePath(slashes)).toBe(slashes.slice(0, -1));
    const [slow, fast] = await medians(
      7,
      () => normalizePath(slashes),
      () => normalizePath(plain),
    );
    console.log(`normalizePath: 15,000 slashes ${slow.toFixed(3)} ms, plain ${fast.toFixed(3)} ms`);
    expect(slow).toBeLessThan(fast * 5 + 2);
  });

  it("the server answers a 15,000-slash path as fast as a plain one", async () => {
    running = await startServer();
    const get = (path: string) =>
      rawRequest(running!.port, (socket) => socket.write(request("GET", path)));
    const first = await get(slashes);
    expect([301, 404]).toContain(first.status);
    const [slow, fast] = await medians(
      7,
      () => get(slashes),
      () => get(plain),
    );
    console.log(
      `GET 15,000 slashes: ${slow.toFixed(1)} ms, plain path of the same length: ${fast.toFixed(1)} ms`,
    );
    expect(slow).toBeLessThan(fast * 3 + 20);
  });
});
