/**
 * The host contract's client against a real Node server (the kind in front of wrangler's workerd,
 * and `npm start`) when the client's thread was stalled past the server's keep-alive time, as a
 * starved process is on a busy machine: it sends on connections the server has closed meanwhile.
 */
import { Worker } from "node:worker_threads";
import { afterEach, beforeEach, expect, test } from "vitest";
import { askAsABrowserWould } from "../../hosts/check.ts";

/**
 * The server, on a thread of its own: it keeps an idle connection 3 s (Node's default is 5 s) and
 * says so in its Keep-Alive header, and counts the connections it has closed into `closed`.
 * `?refuse` closes the connection without answering.
 */
const SERVER = `
const { createServer } = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const closed = new Int32Array(workerData);
const server = createServer((request, response) => {
  if (request.url.endsWith("?refuse")) return request.socket.destroy();
  response.end("ok");
});
server.on("connection", (socket) =>
  socket.on("close", () => { Atomics.add(closed, 0, 1); Atomics.notify(closed, 0); }));
server.keepAliveTimeout = 3000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

let worker: Worker;
let closed: Int32Array;
let url: URL;

beforeEach(async () => {
  const shared = new SharedArrayBuffer(4);
  closed = new Int32Array(shared);
  worker = new Worker(SERVER, { eval: true, workerData: shared });
  const port = await new Promise<number>((done) => worker.once("message", done));
  url = new URL(`http://127.0.0.1:${port}/`);
});
afterEach(() => worker.terminate());

const read = (requests: Promise<Response>[]) =>
  Promise.allSettled(requests.map(async (r) => (await r).text()));
const outcomes = (results: PromiseSettledResult<string>[]) =>
  results.map((r) => (r.status === "fulfilled" ? r.value : String(r.reason?.cause?.code)));

/**
 * Six connections kept alive, then this thread blocked until the server has closed all six: the
 * closes are not read meanwhile, so the client still holds them as idle and reuses them.
 */
async function sixClosedUnseen() {
  await read(Array.from({ length: 6 }, () => fetch(url)));
  while (Atomics.load(closed, 0) < 6) Atomics.wait(closed, 0, Atomics.load(closed, 0), 10_000);
}

test("the premise: plain fetch fails on those connections", { timeout: 20_000 }, async () => {
  await sixClosedUnseen();
  const results = outcomes(await read(Array.from({ length: 6 }, () => fetch(url))));
  expect(
    results.filter((r) => r === "UND_ERR_SOCKET" || r === "ECONNRESET").length,
  ).toBeGreaterThan(0);
});

test("the contract's client sends each such request again, once", { timeout: 20_000 }, async () => {
  await sixClosedUnseen();
  const results = outcomes(
    await read(Array.from({ length: 6 }, () => askAsABrowserWould(url, {}))),
  );
  expect(results).toEqual(Array(6).fill("ok"));
});

test("a host that closes the new connection too fails the request", async () => {
  await expect(askAsABrowserWould(new URL("?refuse", url), {})).rejects.toThrow("fetch failed");
});
