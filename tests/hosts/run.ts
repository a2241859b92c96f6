/**
 * `npm run test:hosts` (the `hosts` stage of `npm test`, after the build): the host contract
 * (tests/hosts/contract.ts) against the built dist/ as `npm start` serves it, as real nginx
 * serves it with scripts/deploy/nginx.conf, and as Cloudflare Pages serves the site
 * `npm run build:cloudflare` writes (`wrangler pages dev`, tests/hosts/pages.ts); then the form
 * collector behind real nginx with scripts/deploy/nginx-collector.conf, and every page loaded in
 * Chromium through nginx with no Content-Security-Policy violation. Prints every failed case by
 * name and host, and for each host the cases it answers by an expectation of its own, with the
 * reason; exits 1 when any failed, or when nginx, wrangler or Chromium is missing.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadWithoutViolations, findChromium, CHROMIUM_MISSING } from "./browser-csp.ts";
import { runContract, type CaseResult } from "./check.ts";
import { hostCases, type Host, type HostCase } from "./contract.ts";
import { checkCollector } from "./collector.ts";
import { findNginx, freePort, HANG_AFTER_MS, NGINX_MISSING, startNginx } from "./nginx.ts";
import { findWrangler, startPages, WRANGLER_MISSING } from "./pages.ts";
import { saysReady } from "../e2e/support/server-process.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");

/** `npm start` on the build as it is (--no-build), on a free loopback port. */
async function startSite(formsDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cli/serve.ts", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", FORMS_DATA_DIR: formsDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  // Up once it says so, however long a busy machine takes (HANG_AFTER_MS guards a hung start).
  await saysReady(child, `Serving dist/ at http://localhost:${port}`, {
    hangAfterMs: HANG_AFTER_MS,
  }).catch(async (error: Error) => {
    await stop();
    throw new Error(`npm start did not start: ${error.message}`);
  });
  return { url: `http://127.0.0.1:${port}`, port, stop, output: () => output };
}

/** Prints the host's failed cases and its count; returns how many failed. */
function report(host: Host, results: CaseResult[]): number {
  const failed = results.filter((r) => r.problems.length > 0);
  for (const r of failed)
    console.log(`  ✗ ${host}: ${r.name} (${r.path})\n      ${r.problems.join("\n      ")}`);
  const own = new Map<string, number>();
  for (const r of results) if (r.why) own.set(r.why, (own.get(r.why) ?? 0) + 1);
  console.log(
    `${failed.length ? "✗" : "✓"} ${host}: ${results.length - failed.length} of ${results.length} cases kept the contract` +
      (own.size
        ? `, ${[...own.values()].reduce((a, b) => a + b)} of them by its own expectation:`
        : ""),
  );
  for (const [why, count] of own) console.log(`    ${count} × ${why}`);
  return failed.length;
}

/** The pages loaded in the browser: every route and alias, and the two not-found pages. */
function browserPaths(cases: HostCase[]): string[] {
  const paths = cases
    .filter((c) => c.name.startsWith("route ") || c.name.startsWith("alias "))
    .filter((c) => !c.redirect)
    .map((c) => c.path);
  return [...paths, "/no-such-page", "/portfolio/no-such-id"];
}

async function main() {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  if (!existsSync(join(dist, "_routes.json")) || !existsSync(join(dist, "_csp.nginx.conf"))) {
    console.error("dist/ is missing or incomplete: run npm run build first.");
    process.exit(1);
  }
  const missing = [
    findNginx() ? "" : NGINX_MISSING,
    findWrangler(root) ? "" : WRANGLER_MISSING,
    findChromium() ? "" : CHROMIUM_MISSING,
  ].filter(Boolean);
  if (missing.length) {
    console.error(missing.join("\n"));
    process.exit(1);
  }
  const cases = hostCases(dist);
  const formsDir = mkdtempSync(join(tmpdir(), "hosts-forms-"));
  const stops: (() => Promise<void>)[] = [];
  let failures = 0;
  try {
    // The three hosts start side by side (wrangler takes the longest, 2 to 4 s); each one that
    // started is stopped at the end, whichever failed to.
    const track = async <T extends { stop: () => Promise<void> }>(starting: Promise<T>) => {
      const host = await starting;
      stops.push(host.stop);
      return host;
    };
    const starting = [
      track(startSite(formsDir)),
      track(freePort().then((port) => startNginx({ root, dist, port }))),
      track(startPages({ root, dist })),
    ] as const;
    await Promise.allSettled(starting);
    const [site, nginx, pages] = await Promise.all(starting);
    const hosts: [Host, string][] = [
      ["npm start", site.url],
      ["nginx", nginx.url],
      ["Cloudflare Pages", pages.url],
    ];
    const results = await Promise.all(hosts.map(([host, url]) => runContract(host, url, cases)));
    hosts.forEach(([host], index) => (failures += report(host, results[index]!)));
    for (const refused of pages.refused) console.log(`  ✗ Cloudflare Pages: ${refused}`);
    // A request Pages did not answer at all: what wrangler and its workerd said meanwhile.
    const pagesResults = results[hosts.findIndex(([host]) => host === "Cloudflare Pages")]!;
    if (pagesResults.some((r) => r.problems.some((p) => p.startsWith("request failed"))))
      console.log(
        `  wrangler's last lines:\n    ${pages.output().trimEnd().split("\n").slice(-40).join("\n    ")}`,
      );
    failures += pages.refused.length;
    console.log(
      `  (Cloudflare Pages: wrangler pages dev on the site of npm run build:cloudflare: ${pages.site.headerRules} _headers rules, ${pages.site.redirects} _redirects rules, ${pages.site.notFoundCopies.length} family 404.html copies; ${elapsed()} s so far)`,
    );

    const proxy = await startNginx({
      root,
      dist,
      port: await freePort(),
      collectorPort: site.port,
    });
    stops.push(proxy.stop);
    const collector = await checkCollector(proxy.url, formsDir);
    for (const c of collector)
      if (c.problems.length)
        console.log(`  ✗ nginx + collector: ${c.name}\n      ${c.problems.join("\n      ")}`);
    const bad = collector.filter((c) => c.problems.length).length;
    console.log(
      `${bad ? "✗" : "✓"} nginx + collector: ${collector.length - bad} of ${collector.length} cases passed`,
    );
    failures += bad;

    const browserStarted = performance.now();
    const loaded = await loadWithoutViolations(nginx.url, browserPaths(cases));
    const violated = loaded.filter((p) => p.problems.length);
    for (const p of violated)
      console.log(`  ✗ nginx in Chromium: ${p.path}\n      ${p.problems.join("\n      ")}`);
    console.log(
      `${violated.length ? "✗" : "✓"} nginx in Chromium: ${loaded.length - violated.length} of ${loaded.length} pages loaded with no Content-Security-Policy violation (${((performance.now() - browserStarted) / 1000).toFixed(1)} s)`,
    );
    failures += violated.length;

    const log = proxy.errorLog() + nginx.errorLog();
    if (/\[(emerg|alert|crit)\]/.test(log)) {
      console.log(`✗ nginx logged errors:\n${log}`);
      failures++;
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(formsDir, { recursive: true, force: true });
  }
  if (failures) {
    console.error(`hosts: ${failures} failed (${elapsed()} s).`);
    process.exit(1);
  }
  console.log(`hosts: every host kept the contract (${elapsed()} s).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
