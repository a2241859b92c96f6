/**
 * For the editor's end-to-end tests: a copy of the fixture site in its own git repository (so
 * `git status` shows what a save changed), `npm run edit` started on it, and the build and the
 * production server run on the copy afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { expect, test as base } from "../support/fixtures.ts";
import { saysReady } from "../support/server-process.ts";

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
  /**
   * Puts the copy back as it was made (files, branches, remotes, git's config, the build
   * output) and waits until the editor's server has read the documents again: its search index
   * is the one it served when it started.
   */
  reset: () => Promise<void>;
  stop: () => void;
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
  const fixture = git("rev-parse", "HEAD").trim();
  const branch = git("branch", "--show-current").trim();
  const config = readFileSync(join(dir, ".git/config"), "utf8");
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
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Up once it says where the editor is (the line it prints once it listens), however long a
  // busy machine takes; a server that could not start (its port taken by another one, say)
  // fails here, with what it said: the other server would answer in its place, with another site.
  const url = `http://localhost:${port}/__edit`;
  await saysReady(server, `Editor: ${url}`, { debug: Boolean(process.env.EDITOR_SPEC_DEBUG) });
  expect((await fetch(url)).status, `${url} answers`).toBe(200);
  const index = () => fetch(`http://localhost:${port}/_search.json`).then((r) => r.text());
  const made = await index();
  return {
    dir,
    rel: relative(root, dir),
    out,
    url,
    server,
    env,
    git,
    reset: async () => {
      git("checkout", "-q", "-f", branch);
      git("reset", "-q", "--hard", fixture);
      git("clean", "-qfdx");
      for (const remote of git("remote").split("\n").filter(Boolean))
        git("remote", "remove", remote);
      for (const other of git("for-each-ref", "--format=%(refname:short)", "refs/heads/")
        .split("\n")
        .filter((name) => name && name !== branch))
        git("branch", "-qD", other);
      writeFileSync(join(dir, ".git/config"), config);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out);
      await expect
        .poll(index, { message: "the editor's server has read the fixture again", timeout: 60_000 })
        .toBe(made);
    },
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
 * The editor's specs share one editor per Playwright worker (the `editor` project runs them on
 * one worker, one spec file after another): started on a port the OS picks, on a scratch copy
 * of the fixture site, its first compilation waited out, and stopped when the worker ends.
 * Starting one cost each spec 20-60 s on a busy machine.
 */
export const test = base.extend<object, { editorSite: EditorSite }>({
  editorSite: [
    async ({ browser }, use) => {
      const site = await startEditorSite(await freePort());
      await warmEditor(browser, site);
      await use(site);
      site.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

/**
 * The spec file's editor: the worker's, with its copy put back as made before the file's tests
 * (then `ready` runs on it: a remote to add, say). The object returned stands for it.
 */
export function editorSiteForSpec(ready?: (site: EditorSite) => void): EditorSite {
  let started: EditorSite | undefined;
  test.beforeAll(async ({ editorSite }) => {
    test.setTimeout(120_000);
    await editorSite.reset();
    ready?.(editorSite);
    started = editorSite;
  });
  return standIn(() => started);
}

/**
 * An editor of the spec file's own, for a spec that writes pages before the editor starts (the
 * timing spec's big pages): written after, the server's check of them and the editor's reload
 * that follows ran while a test typed, and its keystroke's CPU time doubled (2026-12-07).
 * Started before the file's tests, its first compilation waited out, stopped after them.
 */
export function ownEditorSiteForSpec(prepare: (site: EditorSite) => void): EditorSite {
  let started: EditorSite | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    started = await startEditorSite(await freePort());
    prepare(started);
    await warmEditor(browser, started);
  });
  test.afterAll(() => started?.stop());
  return standIn(() => started);
}

/** Stands for the site a beforeAll starts, once it has. */
function standIn(current: () => EditorSite | undefined): EditorSite {
  return new Proxy({} as EditorSite, {
    get: (_, key) => {
      const site = current();
      if (!site) throw new Error("The spec read its editor site before beforeAll started it.");
      return site[key as keyof EditorSite];
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
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await saysReady(server, `Serving dist/ at http://localhost:${port}`);
  return server;
}

/**
 * Waits until the editor has `file` (its path under pages/, without .json) open. After New case
 * study the server writes the page and its neighbours' links, then the editor opens it: well
 * under 5 s alone, over 5 s on two cores with four test workers and other runs beside them (both
 * creation tests failed that way once, 2026-11-28).
 */
/**
 * Waits as long as the editor says it is working (aria-busy: a case study being made, a page
 * being read), on a busy machine as long as that takes; then what it shows can be checked at once.
 */
export async function whileBusy(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
}

export async function expectOpened(page: Page, site: EditorSite, file: string) {
  await expect(page.locator(".bar .file")).toContainText(`${site.rel}/pages/${file}.json`, {
    timeout: 30_000,
  });
}
