/**
 * For the editor's publish specs: the spec's editor on its scratch git copy of the fixture site
 * (editor-site.ts), with an author in its git config and a real bare repository as its remote
 * "origin"; what the remote holds; and the steps the specs share.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect } from "../support/fixtures.ts";
import { openDocument, root, type EditorSite } from "./editor-site.ts";

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

/**
 * The spec's editor (editorSiteForSpec) given an author in its git config and a real bare
 * repository as its remote "origin"; stop() removes the remote (the editor's next reset drops
 * the config and the remote's name).
 */
export function publishSiteOn(site: EditorSite): PublishSite {
  const bare = `${site.dir}-remote.git`;
  rmSync(bare, { recursive: true, force: true });
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
  return {
    ...site,
    bare,
    branch,
    remote,
    remoteLog: (ref = branch) => remote("log", "--format=%s", ref).trim().split("\n"),
    remoteFiles: (ref = branch) =>
      remote("show", "--name-only", "--format=", ref).split("\n").filter(Boolean),
    stop: () => rmSync(bare, { recursive: true, force: true }),
  };
}

/**
 * How long a test waits for the editor's git side to answer: Changes and History each read the
 * repository with several git calls, and Publish validates every page, commits and pushes to the
 * bare remote. Each is well under 5 s alone and past it on two cores busy with other browsers
 * (Publish in a fresh-clone run, 2026-11-28; the Changes list with two busy loops beside the
 * suite, 2026-12-07). A test waits this long only on the panel's own status line.
 */
export const GIT_MS = 30_000;

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

/**
 * Opens Changes with its button and waits until the panel has read what changed: its status
 * line "Looking for changes…" is gone, and a list, the line that nothing changed or an error
 * stands in its place.
 */
export async function openChanges(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Changes…" }).click();
  return changesRead(page);
}

/** The Changes panel, once open (by mouse or keyboard) and done looking for changes. */
export async function changesRead(page: Page): Promise<Locator> {
  const changes = page.getByRole("dialog", { name: "Changes since the last commit" });
  await expect(changes).toBeVisible();
  await expect(changes.getByText("Looking for changes…")).toHaveCount(0, { timeout: GIT_MS });
  return changes;
}

/** The History panel of `file` (its name), once open and done reading the page's history. */
export async function historyRead(page: Page, file: string): Promise<Locator> {
  const history = page.getByRole("dialog", { name: `History of ${file}` });
  await expect(history).toBeVisible();
  await expect(history.getByText("Reading the history…")).toHaveCount(0, { timeout: GIT_MS });
  return history;
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
