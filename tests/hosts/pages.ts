/**
 * Cloudflare Pages for the host tests: the Pages site (scripts/deploy/cloudflare-pages.ts, what
 * `npm run build:cloudflare` writes) in a temp folder, served by `wrangler pages dev` (Pages'
 * asset server in workerd, run locally: no account, no network). Everything wrangler writes
 * (its state, its logs, its settings) stays in the temp folder; its `Request.cf` object is a
 * stored placeholder, so it does not fetch one from workers.cloudflare.com. stop() ends the
 * process group this started (wrangler and its workerd).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePagesSite, type PagesSite } from "../../scripts/deploy/cloudflare-pages.ts";
import { freePort, HANG_AFTER_MS } from "./nginx.ts";

/** The newest date the workerd of wrangler 3.114 knows (it warns about a later one). */
const COMPATIBILITY_DATE = "2025-07-18";

export const WRANGLER_MISSING =
  "wrangler is not installed: the hosts stage serves the Cloudflare Pages site with " +
  "`wrangler pages dev` (a devDependency): run npm ci.";

export function findWrangler(root: string): string | undefined {
  const bin = join(root, "node_modules/wrangler/bin/wrangler.js");
  return existsSync(bin) ? bin : undefined;
}

export interface RunningPages {
  url: string;
  site: PagesSite;
  /** What wrangler refused or left out of the site's `_headers` and `_redirects`. */
  refused: string[];
  output: () => string;
  stop: () => Promise<void>;
}

/** wrangler's report of the rules it read: each rule read, none refused. */
function refusedRules(raw: string, site: PagesSite): string[] {
  // Its warnings keep their colours even with NO_COLOR.
  const output = raw.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
  const refused: string[] = [];
  for (const [file, kind, count] of [
    ["_redirects", "redirect", site.redirects],
    ["_headers", "header", site.headerRules],
  ] as const) {
    const parsed = Number(output.match(new RegExp(`Parsed (\\d+) valid ${kind} rules`))?.[1] ?? 0);
    if (parsed !== count) refused.push(`${file}: wrangler read ${parsed} of its ${count} rules`);
    const invalid = output.match(
      new RegExp(`Found \\d+ invalid ${kind} rules?:[\\s\\S]*?(?=\\n\\S|$)`),
    );
    if (invalid) refused.push(`${file}: ${invalid[0].trim()}`);
  }
  return refused;
}

export async function startPages(options: { root: string; dist: string }): Promise<RunningPages> {
  const wrangler = findWrangler(options.root);
  if (!wrangler) throw new Error(WRANGLER_MISSING);
  const dir = mkdtempSync(join(tmpdir(), "hosts-pages-"));
  const siteDir = join(dir, "site");
  const site = writePagesSite(options.dist, siteDir, { link: true });
  // Miniflare reads a `Request.cf` younger than 30 days from here (relative to its working
  // folder) instead of fetching one.
  mkdirSync(join(dir, "node_modules/.mf"), { recursive: true });
  writeFileSync(join(dir, "node_modules/.mf/cf.json"), "{}");
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const args = [
    wrangler,
    "pages",
    "dev",
    siteDir,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--compatibility-date",
    COMPATIBILITY_DATE,
    "--persist-to",
    join(dir, "state"),
  ];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      XDG_CONFIG_HOME: join(dir, "config"),
      WRANGLER_LOG_PATH: join(dir, "logs"),
      WRANGLER_REGISTRY_PATH: join(dir, "registry"),
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The process group: wrangler and the workerd it starts.
  const signalGroup = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  // wrangler stops its workerd and waits for it; the group is killed only if it does not,
  // or if wrangler went first and left it.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(timer);
    }
    signalGroup("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // Up once it answers, however long a busy machine takes to start it; the deadline only guards
  // against a start that hangs (HANG_AFTER_MS, far past any start seen).
  const deadline = Date.now() + HANG_AFTER_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev exited at start:\n${output}`);
    }
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`wrangler pages dev did not answer on ${url}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, site, refused: refusedRules(output, site), output: () => output, stop };
}
