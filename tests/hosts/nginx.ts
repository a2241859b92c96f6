/**
 * Real nginx for the host tests: scripts/deploy/nginx.conf with only its paths, its port and its
 * snippet include substituted (and, for the collector, the include of
 * scripts/deploy/nginx-collector.conf uncommented and pointed at the collector's port), inside
 * a minimal main config whose prefix, pid, logs and temp folders are all in a temp folder.
 * `nginx -t` runs first; stop() ends the master process this started.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

/**
 * How long a host's start may take before it counts as hung: a guard, not an expectation (a
 * start takes a second or two alone; wrangler took over 30 s and npm start over 20 s on a machine
 * with two busy loops beside the suite, 2026-12-07).
 */
export const HANG_AFTER_MS = 180_000;

export const NGINX_MISSING =
  "nginx is not installed: the hosts stage runs the site in real nginx. Install it with " +
  "`sudo apt-get install nginx-light` (Debian/Ubuntu; .ci/run does this on CI), or set NGINX " +
  "to an nginx binary.";

/** The nginx binary: $NGINX, else nginx on PATH or in /usr/sbin. */
export function findNginx(): string | undefined {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : undefined;
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"]) {
    if (dir && existsSync(join(dir, "nginx"))) return join(dir, "nginx");
  }
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Replaces `from` in `text`, failing when it is not there `count` times. */
function substitute(text: string, from: string, to: string, count: number, file: string) {
  const found = text.split(from).length - 1;
  if (found !== count)
    throw new Error(`${file}: expected ${count} × ${JSON.stringify(from)}, found ${found}`);
  return text.split(from).join(to);
}

export interface NginxOptions {
  root: string;
  dist: string;
  port: number;
  /** The collector's port: includes scripts/deploy/nginx-collector.conf, proxying to it. */
  collectorPort?: number;
}

export interface RunningNginx {
  url: string;
  confDir: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The site's server block as this test runs it, and the collector block when asked. */
export function siteConfig(options: NginxOptions, dir: string): string {
  const deploy = join(options.root, "scripts/deploy");
  const file = "scripts/deploy/nginx.conf";
  let conf = readFileSync(join(deploy, "nginx.conf"), "utf8");
  const count = (text: string) => conf.split(text).length - 1;
  conf = substitute(conf, "/srv/site", options.dist, Math.max(2, count("/srv/site")), file);
  conf = substitute(conf, "listen 80;", `listen 127.0.0.1:${options.port};`, 1, file);
  const snippet = "/etc/nginx/snippets/site-headers.conf";
  conf = substitute(
    conf,
    snippet,
    join(deploy, "site-headers.conf"),
    Math.max(1, count(snippet)),
    file,
  );
  if (options.collectorPort !== undefined) {
    const collectorFile = "scripts/deploy/nginx-collector.conf";
    const collector = substitute(
      readFileSync(join(deploy, "nginx-collector.conf"), "utf8"),
      "127.0.0.1:4173",
      `127.0.0.1:${options.collectorPort}`,
      1,
      collectorFile,
    );
    writeFileSync(join(dir, "nginx-collector.conf"), collector);
    conf = substitute(
      conf,
      "# include /etc/nginx/snippets/nginx-collector.conf;",
      `include ${join(dir, "nginx-collector.conf")};`,
      1,
      file,
    );
  }
  return conf;
}

function mainConfig(dir: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => {
      mkdirSync(join(dir, "temp", name), { recursive: true });
      return `  ${name}_temp_path ${join(dir, "temp", name)};`;
    })
    .join("\n");
  // As root, nginx's workers would run as nobody, who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  const mime = existsSync("/etc/nginx/mime.types") ? "  include /etc/nginx/mime.types;\n" : "";
  return `${user}daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
${mime}  default_type application/octet-stream;
  access_log off;
${temp}
  include ${join(dir, "site.conf")};
}
`;
}

/** Checks the config with `nginx -t`, then starts nginx and waits until it answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), "hosts-nginx-"));
  writeFileSync(join(dir, "site.conf"), siteConfig(options, dir));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
  const args = ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  const check = spawnSync(nginx, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0)
    throw new Error(
      `nginx -t failed for scripts/deploy/nginx.conf:\n${check.stderr}${check.stdout}`,
    );
  const child = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const errorLog = () => {
    const file = join(dir, "error.log");
    return (existsSync(file) ? readFileSync(file, "utf8") : "") + stderr;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Up once it answers, however long a busy machine takes to start it; the deadline only guards
  // against a start that hangs (HANG_AFTER_MS, far past any start seen).
  const deadline = Date.now() + HANG_AFTER_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx exited at start:\n${log}`);
    }
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        const log = errorLog();
        await stop();
        throw new Error(`nginx did not answer on ${url}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, confDir: dir, errorLog, stop };
}
