/**
 * Changes, Publish and History in the editor, as a designer uses them, on a scratch git copy of
 * the fixture site with a real bare repository as its remote: an edit seen before and after and
 * published with a message (the remote has exactly that commit and file); an older version of
 * another page restored from History and published; a refused push keeps the commit and says
 * so, and Push again sends it; publish and History by keyboard alone; Discard, by mouse and by
 * keyboard; a new case study made live and published as one commit; last, a repository set to
 * pull requests. EDITOR_SCREENSHOTS=1 writes AUTHORING.md's pictures (docs/editor/).
 */
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { axe } from "../support/axe.ts";
import { expect } from "../support/fixtures.ts";
import { pressUntil } from "../support/keys.ts";
import {
  GIT_MS,
  editAndSave,
  publishSteps,
  recordPublishSteps,
  changesRead,
  historyRead,
  openChanges,
  openPage,
  save,
  shot,
  publishSiteOn,
  type PublishSite,
} from "./publish-site.ts";
import { editorSiteForSpec, expectOpened, test } from "./editor-site.ts";

let site: PublishSite;
editorSiteForSpec((editor) => {
  site = publishSiteOn(editor);
});

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

test.afterAll(() => site?.stop());

test("an edit, seen before and after in Changes, is published with a message", async ({ page }) => {
  await editAndSave(page, site, "alpha", "Fern");
  const changes = await openChanges(page);
  const listed = changes.getByRole("list", { name: "Changed files" }).getByRole("button");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Changed");
  await expect(listed).toContainText("Alpha");
  // Before and after, drawn by the Preview at the same width, beside the diff.
  const before = page.frameLocator('iframe[title="Last commit: preview"]');
  const after = page.frameLocator('iframe[title="Now: preview"]');
  await expect(before.getByText("Moss", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(after.getByText("Fern", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(after.getByText("Moss", { exact: true })).toHaveCount(0);
  await changes.getByRole("button", { name: /^Phone/ }).click();
  for (const title of ["Last commit: preview", "Now: preview"])
    await expect(page.locator(`iframe[title="${title}"]`)).toHaveAttribute("width", "375");
  await changes.getByRole("button", { name: /^Desktop/ }).click();
  await expect(changes.getByLabel(/^Changes to /)).toContainText('+          "name": "Fern",');
  const message = changes.getByLabel("Message (what changed)");
  await expect(message).toHaveValue("Update Alpha");
  await shot(page, "changes");

  await message.fill("Rename Alpha's first colour to Fern");
  await recordPublishSteps(page);
  await changes.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(changes.getByRole("status").filter({ hasText: /^Published / })).toContainText(
    `pushed it to origin/${site.branch}`,
    { timeout: GIT_MS },
  );
  await expect(changes.getByText(/Nothing differs from the last commit/)).toBeVisible();
  await shot(page, "publish", 250);
  const seen = await publishSteps(page);
  expect(seen.length, seen.join(" / ")).toBeGreaterThan(0);
  expect(seen.every((step) => step.endsWith("…"))).toBe(true);
  // The remote has exactly that commit, with that one file, by the author in git's config.
  expect(site.remoteLog()).toEqual(["Rename Alpha's first colour to Fern", "fixture"]);
  expect(site.remoteFiles()).toEqual(["pages/portfolio/alpha.json"]);
  expect(site.remote("log", "-1", "--format=%an <%ae>", site.branch).trim()).toBe(
    "Dana Designer <dana@example.com>",
  );
  expect(site.git("status", "--porcelain").trim()).toBe("");
});

test("an older version of another page, restored from History, is published", async ({ page }) => {
  // Beta has a second version, committed and pushed.
  const file = join(site.dir, "pages/portfolio/beta.json");
  const original = JSON.parse(readFileSync(file, "utf8"));
  const second = structuredClone(original);
  second.blocks[1].paragraphs = ["Beta, in its second version."];
  writeFileSync(file, JSON.stringify(second, null, 2) + "\n");
  site.git("commit", "-qam", "Beta's second version");
  site.git("push", "-q");

  await openPage(page, site, "beta");
  await page.getByRole("button", { name: "History…" }).click();
  const history = await historyRead(page, "beta.json");
  const versions = history
    .getByRole("list", { name: "Versions, newest first" })
    .getByRole("button");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Beta's second version");
  await versions.nth(1).click();
  const old = page.frameLocator('iframe[title^="The page at "]');
  await expect(old.getByText("Beta sells socks.")).toBeVisible({ timeout: 30_000 });
  await shot(page, "history");
  await history.getByRole("button", { name: "Restore this version" }).click();
  await expect(history).toBeHidden();

  // An ordinary edit: shown, unsaved, undoable.
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByText("Beta sells socks.")).toBeVisible();
  await expect(page.locator(".bar .unsaved")).toBeVisible();
  await page.getByRole("button", { name: "Undo", exact: true }).first().click();
  await expect(preview.getByText("Beta, in its second version.")).toBeVisible();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(preview.getByText("Beta sells socks.")).toBeVisible();

  await save(page);
  const changes = await openChanges(page);
  await expect(changes.getByLabel("Message (what changed)")).toHaveValue("Update Beta");
  await changes.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(changes.getByRole("status").filter({ hasText: /^Published / })).toBeVisible({
    timeout: GIT_MS,
  });
  expect(site.remoteLog()[0]).toBe("Update Beta");
  expect(site.remoteFiles()).toEqual(["pages/portfolio/beta.json"]);
  expect(JSON.parse(site.remote("show", `${site.branch}:pages/portfolio/beta.json`))).toEqual(
    original,
  );
});

test("a push the remote refuses keeps the commit and says so; Push again sends it", async ({
  page,
}) => {
  const hook = join(site.bare, "hooks/pre-receive");
  writeFileSync(hook, "#!/bin/sh\necho 'Publishing is paused for the launch.' >&2\nexit 1\n");
  chmodSync(hook, 0o755);
  await editAndSave(page, site, "alpha", "Sage");
  const changes = await openChanges(page);
  const message = changes.getByLabel("Message (what changed)");
  await message.fill("Rename Fern to Sage");
  await message.press("Enter");
  const alert = changes.getByRole("alert");
  await expect(alert).toContainText("origin refused the commit", { timeout: GIT_MS });
  await expect(alert).toContainText("Publishing is paused for the launch.");
  await expect(alert).toContainText(/Your commit [0-9a-f]{7} is kept on .*nothing is lost/);
  await expect(changes.getByText(/Nothing differs from the last commit/)).toBeVisible();
  await shot(page, "publish-refused", 300);
  expect(site.git("log", "-1", "--format=%s").trim()).toBe("Rename Fern to Sage");
  expect(site.remoteLog()[0]).toBe("Update Beta");

  // By keyboard: focus waits on Push again (Publish, disabled while it ran, dropped it), and
  // the outcome takes it once sent.
  rmSync(hook);
  await expect(changes.getByRole("button", { name: "Push again" })).toBeFocused();
  await page.keyboard.press("Enter");
  const published = changes.getByRole("status").filter({ hasText: /^Published / });
  await expect(published).toBeVisible({ timeout: GIT_MS });
  await expect(published).toBeFocused();
  expect(site.remoteLog()[0]).toBe("Rename Fern to Sage");
});

test("the publish step by keyboard alone", async ({ page }) => {
  await editAndSave(page, site, "alpha", "Olive");
  // Saved: the dialog gave focus back to Save…, in the bar beside Changes….
  await expect(page.getByRole("button", { name: "Save…" })).toBeFocused();
  const changesButton = page.getByRole("button", { name: "Changes…" });
  await pressUntil(page, "Shift+Tab", changesButton, 10);
  await page.keyboard.press("Enter");
  const changes = await changesRead(page);
  const message = changes.getByLabel("Message (what changed)");
  await expect(message).toHaveValue("Update Alpha");
  await pressUntil(page, "Tab", message, 20);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Olive, by keyboard");
  await page.keyboard.press("Tab");
  await expect(changes.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  // The outcome takes focus (Publish, disabled while it ran, had dropped it).
  const published = changes.getByRole("status").filter({ hasText: /^Published / });
  await expect(published).toBeVisible({ timeout: GIT_MS });
  await expect(published).toBeFocused();
  expect(site.remoteLog()[0]).toBe("Olive, by keyboard");
  expect(site.remoteFiles()).toEqual(["pages/portfolio/alpha.json"]);
  // Escape closes the panel and gives focus back to where it was.
  await page.keyboard.press("Escape");
  await expect(changes).toBeHidden();
  await expect(changesButton).toBeFocused();
});

test("History by keyboard alone: an older version restored, then undone", async ({ page }) => {
  await openPage(page, site, "alpha");
  const history = page.getByRole("button", { name: "History…" });
  await pressUntil(page, "Tab", history, 15);
  await page.keyboard.press("Enter");
  const panel = await historyRead(page, "alpha.json");
  const versions = panel.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions.first()).toContainText("Olive, by keyboard");
  const oldest = versions.last();
  await pressUntil(page, "Tab", oldest, 10);
  await expect(oldest).toContainText("fixture");
  await page.keyboard.press("Enter");
  await expect(page.frameLocator('iframe[title^="The page at "]').getByText("Moss")).toBeVisible({
    timeout: 30_000,
  });
  const restore = panel.getByRole("button", { name: "Restore this version" });
  await pressUntil(page, "Tab", restore, 10);
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByText("Moss", { exact: true })).toBeVisible();
  await expect(page.locator(".bar .unsaved")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(preview.getByText("Olive", { exact: true })).toBeVisible();
  await expect(page.locator(".bar .unsaved")).toHaveCount(0);
});

test("Discard asks first, then puts the file back as it was in the last commit", async ({
  page,
}) => {
  await editAndSave(page, site, "alpha", "Basil");
  const changes = await openChanges(page);
  const discard = changes.getByRole("button", { name: "Discard…" });
  await discard.click();
  const confirm = page.getByRole("dialog", { name: "Discard the changes to alpha.json?" });
  await confirm.getByRole("button", { name: "Keep the changes" }).click();
  await expect(confirm).toBeHidden();
  await expect(discard).toBeFocused();
  expect(site.git("status", "--porcelain").trim()).toBe("M pages/portfolio/alpha.json");
  // Then by keyboard: the confirmation opens on the safe answer, Escape keeps the changes,
  // Tab reaches Discard, and focus lands on what the panel says after.
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Keep the changes" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(discard).toBeFocused();
  await page.keyboard.press("Enter");
  await pressUntil(page, "Tab", confirm.getByRole("button", { name: "Discard the changes" }), 1);
  await page.keyboard.press("Enter");
  await changesRead(page);
  const nothing = changes.getByText(/Nothing differs from the last commit/);
  await expect(nothing).toBeFocused();
  expect(site.git("status", "--porcelain").trim()).toBe("");
  // The open page is read again: as committed.
  await page.keyboard.press("Escape");
  await expect(page.locator('[id="field:/blocks/2/colors/0/name"]')).toHaveValue("Olive");
  await expect(
    page.frameLocator('iframe[title="Preview"]').getByText("Olive", { exact: true }),
  ).toBeVisible();
});

test("a new case study, made live, is published as one commit of its page, pictures and neighbours", async ({
  page,
}) => {
  await page.goto(site.url);
  await page.getByRole("button", { name: "New case study" }).click();
  const create = page.getByRole("dialog", { name: "New case study" });
  await create.getByLabel("Client or project name").fill("Test Brand");
  await create.getByRole("button", { name: "Create case study" }).click();
  await expectOpened(page, site, "portfolio/test-brand");
  // It starts as a draft (tests/e2e/editor/drafts.spec.ts); made live and saved, it is published.
  await page.getByRole("button", { name: "Make live" }).click();
  await save(page);
  const changes = await openChanges(page);
  const files = [
    "pages/portfolio/alpha.json",
    "pages/portfolio/gamma.json",
    "pages/portfolio/test-brand.json",
    "public/media/test-brand/banner.png",
    "public/media/test-brand/logo.png",
  ];
  await expect(changes.getByRole("list", { name: "Changed files" }).getByRole("button")).toHaveText(
    files.map(
      (file) =>
        new RegExp(
          `${file.startsWith("pages/portfolio/test") || file.startsWith("public") ? "New" : "Changed"}.*${file}$`,
        ),
    ),
  );
  await expect(changes.getByLabel("Message (what changed)")).toHaveValue(
    "Add case study Test Brand",
  );

  // Nothing in the panel breaks the editor's accessibility (the previews are the site's pages).
  const results = await axe(page).include(".editor-dialog.changes").exclude("iframe").analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);

  await changes.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(changes.getByRole("status").filter({ hasText: /^Published / })).toBeVisible({
    timeout: GIT_MS,
  });
  expect(site.remoteLog()[0]).toBe("Add case study Test Brand");
  expect(site.remoteFiles().sort()).toEqual(files);
  const published = JSON.parse(
    site.remote("show", `${site.branch}:pages/portfolio/test-brand.json`),
  );
  expect(published).toMatchObject({ route: "/portfolio/test-brand" });
  expect(published.draft).toBeUndefined();
});

test("in a repository set to pull requests, Publish sends one commit on content/<page>, the base untouched", async ({
  page,
}) => {
  // The repository asks for review: its package.json says so, committed and pushed as the base.
  const settings = { editor: { publish: "pull-request" } };
  writeFileSync(join(site.dir, "package.json"), JSON.stringify(settings, null, 2) + "\n");
  site.git("add", "package.json");
  site.git("commit", "-qm", "Publish through pull requests");
  site.git("push", "-q");
  const base = site.remote("rev-parse", site.branch).trim();

  await editAndSave(page, site, "alpha", "Juniper");
  const changes = await openChanges(page);
  await expect(changes.locator(".publish-where")).toHaveText(
    "Commits 1 file on origin/content/alpha for review (a pull request) as Dana Designer <dana@example.com>.",
  );
  await changes.getByLabel("Message (what changed)").fill("Juniper, for review");
  await changes.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(changes.getByRole("status").filter({ hasText: /^Published / })).toContainText(
    "on content/alpha and pushed it to origin/content/alpha",
    { timeout: GIT_MS },
  );

  // The remote: the branch is exactly one commit on the base, of that one file; the base as it was.
  expect(site.remote("rev-parse", site.branch).trim()).toBe(base);
  expect(site.remote("rev-parse", "content/alpha^").trim()).toBe(base);
  expect(site.remoteLog("content/alpha").slice(0, 2)).toEqual([
    "Juniper, for review",
    "Publish through pull requests",
  ]);
  expect(site.remoteFiles("content/alpha")).toEqual(["pages/portfolio/alpha.json"]);
  const sent = JSON.parse(site.remote("show", "content/alpha:pages/portfolio/alpha.json"));
  expect(sent.blocks[2].colors[0].name).toBe("Juniper");
  expect(site.git("branch", "--show-current").trim()).toBe("content/alpha");

  // Back to committing on the base branch, for any test after this one.
  site.git("switch", "-q", site.branch);
  site.git("rm", "-q", "package.json");
  site.git("commit", "-qm", "Publish by commit again");
  site.git("push", "-q");
});
