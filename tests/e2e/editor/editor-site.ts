/**
 * For the editor's end-to-end tests: a copy of the fixture site in its own git repository (so
 * `git status` shows what a save changed), `npm run edit` started on it, and the build and the
 * production server run on the copy afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

export const root = fileURLToPath(new URL("../../../", import.meta.url));

export interface EditorSite {
  dir: string;
  /** The copy's folder from the project root: how the editor names its files. */
  rel: string;
  out: string;
  url: string;
  server: ChildProcess;
  env: Record<string, string>;
  git: (...args: string[]) => string;
  stop: () => void;
}

async function answers(url: string, timeout: number) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0; // not up yet
        }
      },
      { message: `${url} answers`, timeout },
    )
    .toBe(200);
}

/**
 * A port nobody listens on, from the OS: for a spec that must not meet another run's editor on a
 * fixed port (several people's runs share this machine).
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "localhost", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startEditorSite(port: number): Promise<EditorSite> {
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`Port ${port} is taken: a server left from another run answers there.`);
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  // As deep as the fixture site, so the documents' "$schema" paths still resolve.
  const dir = mkdtempSync(join(root, "tests/.tmp/edit-"));
  const out = mkdtempSync(join(root, "tests/.tmp/edit-out-"));
  const cache = mkdtempSync(join(root, "tests/.tmp/edit-cache-"));
  cpSync(join(root, "tests/fixtures/site"), dir, { recursive: true });
  const git = (...args: string[]) => {
    const run = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
    return run.stdout;
  };
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "fixture");
  const env = {
    CONTENT_PAGES_DIR: join(dir, "pages"),
    CONTENT_PUBLIC_DIR: join(dir, "public"),
    BUILD_OUT_DIR: out,
  };
  // `npm run edit` is `tsx scripts/cli/edit.ts`: started the same way, without opening a browser.
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/cli/edit.ts"], {
    cwd: root,
    // A dependency cache of its own: on a fresh clone, servers started side by side (this, the
    // dev spec's) would otherwise write one cache at once and reload each other's pages.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      CI: "1",
      EDIT_CACHE_DIR: cache,
    },
    stdio: ["ignore", process.env.EDITOR_SPEC_DEBUG ? "inherit" : "ignore", "pipe"],
  });
  let errors = "";
  server.stderr!.on("data", (chunk: Buffer) => {
    errors += chunk;
    if (process.env.EDITOR_SPEC_DEBUG) process.stderr.write(chunk);
  });
  // A server that could not start (its port taken by another one, say) must fail here, with
  // what it said: the other server would answer in its place, with another site.
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) =>
      reject(new Error(`npm run edit on port ${port} exited (${code}): ${errors.trim()}`)),
    ),
  );
  exited.catch(() => {}); // read below, and again by the race
  const url = `http://localhost:${port}/__edit`;
  await Promise.race([answers(url, 30_000), exited]);
  return {
    dir,
    rel: relative(root, dir),
    out,
    url,
    server,
    env,
    git,
    stop: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the editor once and waits for its preview, however long the dev server takes to compile
 * the modules on a busy machine (about 20 s on two cores shared with other tests): the tests
 * then time the editor an author sees, not its first compilation.
 */
export async function warmEditor(browser: Browser, site: EditorSite): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${site.url}?file=${site.rel}/pages/portfolio/alpha.json`);
    await expect(
      page.frameLocator('iframe[title="Preview"]').locator("article[data-route]"),
    ).toBeVisible({ timeout: 90_000 });
  } finally {
    await page.close();
  }
}

/**
 * The spec file's editor: started on a port the OS picks before the file's tests (`prepare` runs
 * on the copy first: a big page to write, say), its first compilation waited out, and stopped
 * after them. The object returned stands for the started site.
 */
export function editorSiteForSpec(prepare?: (site: EditorSite) => void): EditorSite {
  let started: EditorSite | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    started = await startEditorSite(await freePort());
    prepare?.(started);
    await warmEditor(browser, started);
  });
  test.afterAll(() => started?.stop());
  return new Proxy({} as EditorSite, {
    get: (_, key) => {
      if (!started) throw new Error("The spec read its editor site before beforeAll started it.");
      return started[key as keyof EditorSite];
    },
  });
}

/** Opens a page document (its path under pages/, without .json) and waits for its Preview. */
export async function openDocument(page: Page, site: EditorSite, file: string, timeout?: number) {
  await page.goto(`${site.url}?file=${site.rel}/pages/${file}.json`);
  await expect(
    page.frameLocator('iframe[title="Preview"]').locator("article[data-route]"),
  ).toBeVisible({ timeout });
}

/** `npm run build` on the copy; its output, then `npm start`'s server on it. */
export function buildCopy(site: EditorSite): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/cli/build.ts"], {
    cwd: root,
    env: { ...process.env, ...site.env, CI: "1", BUILD_PRECOMPRESS: "off" },
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

export async function serveCopy(site: EditorSite, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/cli/serve.ts", "--no-build"],
    {
      cwd: root,
      env: { ...process.env, ...site.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: "ignore",
    },
  );
  await answers(`http://127.0.0.1:${port}/`, 30_000);
  return server;
}

/**
 * Waits until the editor has `file` (its path under pages/, without .json) open. After New case
 * study the server writes the page and its neighbours' links, then the editor opens it: well
 * under 5 s alone, over 5 s on two cores with four test workers and other runs beside them (both
 * creation tests failed that way once, 2026-11-28).
 */
export async function expectOpened(page: Page, site: EditorSite, file: string) {
  await expect(page.locator(".bar .file")).toContainText(`${site.rel}/pages/${file}.json`, {
    timeout: 30_000,
  });
}
