/**
 * npm start serves dist/ like a real host (issue 17, item 6): one address per page (301 or
 * 404, never a duplicate 200), no internal build files (the same rule as the nginx config),
 * strong ETags with 304, and the build's precompressed files.
 */
import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "../../../../scripts/prerender/precompress.ts";
import { isInternalPath } from "../../../../scripts/serve/paths.ts";
import { rawRequest, request, startServer, type Running } from "../../support/server-harness.ts";

let running: Running;
beforeEach(async () => {
  running = await startServer({ prepare: (dist) => precompress(dist).then(() => {}) });
});
afterEach(() => running.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(running.port, (socket) => socket.write(request("GET", path, headers)));

describe("one address per page", () => {
  it.each([
    ["//nope", 404, undefined],
    ["//work", 301, "/work"],
    ["/work/", 301, "/work"],
    ["/work//", 301, "/work"],
    ["/work/?filter=photo", 301, "/work?filter=photo"],
    ["/./work", 301, "/work"],
    ["/x/../work", 301, "/work"],
    ["/index.html", 301, "/"],
    ["/work/index.html", 301, "/work"],
    ["/w%6Frk", 301, "/work"],
    ["//assets/app-1.js", 301, "/assets/app-1.js"],
    ["//evil.example/", 404, undefined],
    ["/%2F%2Fevil.example", 404, undefined],
  ])("%s answers %i", async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it("serves canonical paths, aliases and route-family pages with 200", async () => {
    for (const path of ["/", "/work", "/our-work", "/assets/app-1.js", "/_search.json"])
      expect((await get(path)).status, path).toBe(200);
    const missing = await get("/portfolio/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Project not found");
  });
});

describe("internal build files", () => {
  const internal = [
    "/_routes.json",
    "/_csp.json",
    "/_csp.nginx.conf",
    "/_headers",
    "/_redirects",
    "/.build-stamp",
    "/_forms/problem.html",
    "/_forms/thanks-contact.html",
    "/index.html.br",
    "/assets/app-1.js.gz",
  ];
  const spelled = ["/%5Froutes.json", "/assets/%2e%2e/_csp.json", "//_csp.json"];
  const published = [
    "/",
    "/work",
    "/_search.json",
    "/_data/work.json",
    "/_404/project-not-found.html",
    "/assets/app-1.js",
    "/_img/a.avif",
  ];

  it.each([...internal, ...spelled])("%s is not served", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("notFoundPage");
    expect(response.body).not.toContain("sha256-home");
  });

  it("scripts/deploy/nginx.conf answers the same paths with 404, and no others", () => {
    const conf = readFileSync("scripts/deploy/nginx.conf", "utf8");
    // Every `location ~ <regex> { return 404; }` of the config, as the regex nginx runs.
    const rules = [...conf.matchAll(/^\s*location\s+~\s+(\S+)\s*\{\s*return\s+404;\s*\}/gm)].map(
      (m) => new RegExp(m[1]!),
    );
    expect(rules.length).toBeGreaterThan(0);
    const nginx404 = (path: string) => rules.some((rule) => rule.test(path));
    for (const path of internal) {
      expect(nginx404(path), `nginx: ${path}`).toBe(true);
      expect(isInternalPath(path), `npm start: ${path}`).toBe(true);
    }
    for (const path of published) {
      expect(nginx404(path), `nginx: ${path}`).toBe(false);
      expect(isInternalPath(path), `npm start: ${path}`).toBe(false);
    }
  });
});

describe("HTML caching and compression", () => {
  it("sends a strong ETag and answers a matching If-None-Match with 304", async () => {
    const first = await get("/work");
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await get("/work", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const other = await get("/work", { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
    expect((await get("/", { "If-None-Match": etag })).status).toBe(200);
  });

  it("serves the precompressed .br and .gz files when the client accepts them", async () => {
    const original = readFileSync(`${running.dist}/work/index.html`, "utf8");
    const br = await rawRequest(running.port, (socket) =>
      socket.write(request("GET", "/work", { "Accept-Encoding": "gzip, deflate, br" })),
    );
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const file = readFileSync(`${running.dist}/work/index.html.br`);
    expect(Number(br.headers["content-length"])).toBe(file.length);
    expect(brotliDecompressSync(file).toString()).toBe(original);
    const gz = await get("/work", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(readFileSync(`${running.dist}/work/index.html.gz`)).toString()).toBe(
      original,
    );
    const plain = await get("/work", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(original);
    // Each representation has its own strong validator.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const asset = await get("/assets/app-1.js", { "Accept-Encoding": "br" });
    expect(asset.headers["content-encoding"]).toBe("br");
  });
});
