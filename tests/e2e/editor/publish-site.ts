/**
 * For the editor's publish specs: the editor on a scratch git copy of the fixture site
 * (editor-site.ts), on a port the OS picks, with an author in its git config and a real bare
 * repository as its remote "origin"; what the remote holds; and the steps the specs share.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect } from "../support/fixtures.ts";
import {
  freePort,
  openDocument,
  root,
  startEditorSite,
  warmEditor,
  type EditorSite,
} from "./editor-site.ts";

export interface PublishSite extends EditorSite {
  bare: string;
  /** The copy's branch (git's default name for a new repository). */
  branch: string;
  /** git in the bare remote. */
  remote: (...args: string[]) => string;
  /** The remote branch's commit subjects, newest first (the copy's branch unless named). */
  remoteLog: (ref?: string) => string[];
  /** The files its last commit changed. */
  remoteFiles: (ref?: string) => string[];
}

export async function startPublishSite(browser: Browser): Promise<PublishSite> {
  const site = await startEditorSite(await freePort());
  const bare = `${site.dir}-remote.git`;
  const branch = site.git("branch", "--show-current").trim();
  spawnSync("git", ["init", "-q", "--bare", bare]);
  site.git("config", "user.name", "Dana Designer");
  site.git("config", "user.email", "dana@example.com");
  site.git("remote", "add", "origin", bare);
  site.git("push", "-q", "-u", "origin", branch);
  const remote = (...args: string[]) => {
    const run = spawnSync("git", ["--git-dir", bare, ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
    return run.stdout;
  };
  await warmEditor(browser, site);
  return {
    ...site,
    bare,
    branch,
    remote,
    remoteLog: (ref = branch) => remote("log", "--format=%s", ref).trim().split("\n"),
    remoteFiles: (ref = branch) =>
      remote("show", "--name-only", "--format=", ref).split("\n").filter(Boolean),
    stop: () => {
      site.stop();
      rmSync(bare, { recursive: true, force: true });
    },
  };
}

/**
 * How long a test waits for Publish's outcome: it validates every page, commits and pushes to
 * the bare remote, under 5 s alone and past it on two cores busy with other browsers (a
 * fresh-clone run, 2026-11-28).
 */
export const PUBLISH_MS = 30_000;

/** AUTHORING.md's picture `name` (with EDITOR_SCREENSHOTS=1), the window or its top `height` px. */
export async function shot(page: Page, name: string, height?: number) {
  if (process.env.EDITOR_SCREENSHOTS)
    await page.screenshot({
      path: join(root, "docs/editor", `${name}.png`),
      ...(height && { clip: { x: 0, y: 0, width: 1440, height } }),
    });
}

export async function openPage(page: Page, site: EditorSite, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDocument(page, site, `portfolio/${name}`, 60_000);
}

/** Save…, then Save in its dialog, and the editor says it saved. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save…" }).click();
  await page
    .getByRole("dialog", { name: /Save/ })
    .getByRole("button", { name: "Save", exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible();
}

/** Renames the first colour of the page's palette (its third block), in the form, and saves. */
export async function editAndSave(page: Page, site: EditorSite, name: string, colour: string) {
  await openPage(page, site, name);
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^\d+\s*Palette/ })
    .click();
  await page.locator('[id="field:/blocks/2/colors/0/name"]').fill(colour);
  await save(page);
}

/** From now on, records every step the Changes panel shows while publishing, with its bar. */
export async function recordPublishSteps(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const step = document.querySelector(".publish-progress:has(progress) [role=status]");
      if (step?.textContent && seen.at(-1) !== step.textContent) seen.push(step.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The steps recorded since recordPublishSteps, in order. */
export const publishSteps = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: string[] }).seen);
