import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSiteServer } from "../../../../scripts/serve/site-server.ts";

/** Writes a minimal build into `dist`: one page, its policy, one asset and the build stamp. */
function writeBuild(dist: string, { policy, asset, stampTime }: Record<string, string | number>) {
  mkdirSync(join(dist, "assets"), { recursive: true });
  const manifest = { routes: ["/"], aliases: {}, families: [], notFoundPage: "404.html" };
  writeFileSync(join(dist, "_routes.json"), JSON.stringify(manifest));
  writeFileSync(join(dist, "_headers"), `/\n  Content-Security-Policy: ${policy}\n`);
  writeFileSync(join(dist, "_csp.json"), JSON.stringify({ "/index.html": policy }));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(dist, "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(join(dist, "assets", String(asset)), "export {};");
  const stamp = join(dist, ".build-stamp");
  writeFileSync(stamp, String(stampTime));
  utimesSync(stamp, Number(stampTime), Number(stampTime));
}

describe("npm start's server", () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), "serve-"));
    writeBuild(dist, { policy: "default-src 'none'", asset: "app-1.js", stampTime: 1_000_000 });
    server = createSiteServer({ dist });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dist, { recursive: true, force: true });
  });

  it("follows a rebuild: new headers and new hashed files without a restart", async () => {
    const before = await fetch(`${base}/`);
    expect(before.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect((await fetch(`${base}/assets/app-1.js`)).status).toBe(200);
    expect((await fetch(`${base}/assets/app-2.js`)).status).toBe(404);

    writeBuild(dist, {
      policy: "default-src 'none'; style-src 'sha256-new'",
      asset: "app-2.js",
      stampTime: 2_000_000,
    });
    const after = await fetch(`${base}/`);
    expect(after.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'sha256-new'",
    );
    expect((await fetch(`${base}/assets/app-2.js`)).status).toBe(200);
  });

  it("keeps serving what it loaded while a build runs (dist/ emptied, no stamp yet)", async () => {
    for (const file of [".build-stamp", "_routes.json", "_headers", "_csp.json"])
      rmSync(join(dist, file));
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
  });
});
