/**
 * Drafts in the visual editor (scripts/content/drafts.ts): New case study makes a draft, which the
 * production build leaves out (page, sitemap, search index, Our Work), shown with a Draft badge
 * in the list of pages, beside the file's name, in the Preview and on its Our Work tile in
 * development; Make live clears the flag, an ordinary edit saved like any other, which removes
 * that one line on disk. And the same by keyboard alone, for "Test Brand": the skip link, Tab,
 * Shift+Tab, Enter, Shift+F6 and Alt+↓.
 */
import { existsSync, readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { join } from "node:path";
import { axe } from "../support/axe.ts";
import { expect } from "../support/fixtures.ts";
import { pressUntil } from "../support/keys.ts";
import { buildCopy, editorSiteForSpec, expectOpened, test } from "./editor-site.ts";

const site = editorSiteForSpec();

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

test("a new case study is a draft with its badge until Make live, saved as one removed line", async ({
  page,
}) => {
  const file = join(site.dir, "pages/portfolio/draft-brand.json");
  await page.goto(site.url);
  await page.getByRole("button", { name: "New case study" }).click();
  const create = page.getByRole("dialog", { name: "New case study" });
  await expect(create).toContainText("It starts as a draft");
  await create.getByLabel("Client or project name").fill("Draft Brand");
  await create.getByRole("button", { name: "Create case study" }).click();
  await expectOpened(page, site, "portfolio/draft-brand");

  // A draft on disk, with its badge beside the file's name, in the Preview and in the list.
  const created = readFileSync(file, "utf8");
  expect(JSON.parse(created).draft).toBe(true);

  // The production build leaves it out: no page, no sitemap entry, no search entry, no tile.
  const build = buildCopy(site);
  expect(build.status, build.output.slice(-2000)).toBe(0);
  const built = (name: string) => join(site.out, name);
  expect(existsSync(built("portfolio/alpha/index.html"))).toBe(true);
  expect(existsSync(built("portfolio/draft-brand/index.html"))).toBe(false);
  const locs = new JSDOM(readFileSync(built("sitemap.xml"), "utf8"), {
    contentType: "text/xml",
  }).window.document.querySelectorAll("loc");
  const routes = [...locs].map((loc) => new URL(loc.textContent ?? "").pathname);
  expect(routes).toContain("/portfolio/alpha");
  expect(routes.filter((route) => route.includes("draft-brand"))).toEqual([]);
  const search = readFileSync(built("_search.json"), "utf8");
  expect(search).toContain("/portfolio/alpha");
  expect(search).not.toContain("draft-brand");
  const work = new JSDOM(readFileSync(built("work/index.html"), "utf8")).window.document;
  expect(work.querySelectorAll('main a[href="/portfolio/alpha"]').length).toBeGreaterThan(0);
  expect(work.querySelectorAll('a[href="/portfolio/draft-brand"]')).toHaveLength(0);
  const bar = page.locator("header.bar");
  await expect(bar.locator(".draft-badge")).toHaveText("Draft");
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByRole("heading", { name: "Draft Brand" }).first()).toBeVisible();
  await expect(preview.locator("[data-draft-badge]")).toContainText("Draft");
  await page.getByRole("button", { name: "← All pages" }).click();
  const pages = page.getByRole("navigation", { name: "Pages" });
  const row = pages.getByRole("button", { name: /^Draft Brand/ });
  await expect(row.locator(".draft-badge")).toHaveText("Draft");
  // A live page wears none.
  await expect(pages.getByRole("button", { name: /^Alpha/ }).locator(".draft-badge")).toHaveCount(
    0,
  );

  // npm run dev (this same server) draws it too, with its badge, and lists it in Our Work.
  const dev = await page.context().newPage();
  const devPage = `${site.url.replace(/\/__edit$/, "")}/portfolio/draft-brand`;
  await dev.goto(devPage);
  await expect(dev.getByRole("heading", { level: 1, name: "Draft Brand" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(dev.locator("[data-draft-badge]")).toContainText("Draft");
  await dev.goto(devPage.replace("/portfolio/draft-brand", "/work"));
  const tile = dev.locator('main a[href="/portfolio/draft-brand"]').first();
  await expect(tile).toBeVisible();
  // Its tile wears the badge too, in words; a live one none.
  await expect(tile.locator(".draft-badge")).toHaveText("Draft");
  await expect(tile.locator(".draft-badge")).toBeVisible();
  await expect(dev.locator('main a[href="/portfolio/alpha"] .draft-badge')).toHaveCount(0);

  // The badges and the button pass axe (the editor's, the Preview's page).
  const violations = async (builder: ReturnType<typeof axe>) =>
    (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`);
  expect(await violations(axe(page).exclude('iframe[title="Preview"]'))).toEqual([]);
  expect(await violations(axe(page).include('iframe[title="Preview"]'))).toEqual([]);

  // Make live: an edit like any other (unsaved until saved), the badges gone.
  await bar.getByRole("button", { name: "Make live" }).click();
  await expect(bar.locator(".draft-badge")).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Make live" })).toHaveCount(0);
  await expect(bar).toContainText("unsaved changes");
  await expect(preview.locator("[data-draft-badge]")).toHaveCount(0);
  expect(readFileSync(file, "utf8")).toBe(created);

  await page.getByRole("button", { name: "Save…" }).click();
  const save = page.getByRole("dialog", { name: /Save .*draft-brand\.json/ });
  await expect(save.getByLabel(/Changes to/)).toContainText('-  "draft": true,');
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Saved ${site.rel}/pages/portfolio/draft-brand.json.` }),
  ).toBeVisible();

  // On disk: the flag's line gone, every other byte as it was; the list's badge gone too.
  expect(readFileSync(file, "utf8")).toBe(created.replace('  "draft": true,\n', ""));
  await expect(row.locator(".draft-badge")).toHaveCount(0);
  await dev.goto(devPage);
  await expect(dev.getByRole("heading", { level: 1, name: "Draft Brand" })).toBeVisible();
  await expect(dev.locator("[data-draft-badge]")).toHaveCount(0);
});

test("a new case study by keyboard alone: created, a field filled, a block moved, made live, saved", async ({
  page,
}) => {
  const file = join(site.dir, "pages/portfolio/test-brand.json");
  await page.goto(site.url);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("button", { name: /^Alpha/ })).toBeVisible();

  // The skip link to the pages, then New case study; its dialog starts at the name.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to blocks or pages" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pages.getByRole("heading", { name: "Pages", exact: true })).toBeFocused();
  await pressUntil(page, "Tab", pages.getByRole("button", { name: "New case study" }), 3);
  await page.keyboard.press("Enter");
  const create = page.getByRole("dialog", { name: "New case study" });
  await expect(create.getByLabel("Client or project name")).toBeFocused();
  await page.keyboard.type("Test Brand");
  await expect(create.getByLabel("Address")).toHaveValue("test-brand");
  await page.keyboard.press("Enter");
  await expectOpened(page, site, "portfolio/test-brand");

  // Open, focus is in its blocks (not lost with the closed dialog): the Text block's title.
  const blocks = page.getByRole("navigation", { name: "Blocks" });
  await expect(blocks.getByRole("button", { name: "Page settings" })).toBeFocused();
  await pressUntil(page, "Tab", blocks.getByRole("button", { name: /^2\s*Text/ }), 3);
  await page.keyboard.press("Enter");
  await expect(page.locator("#form-title")).toBeFocused();
  await expect(page.locator("#form-title")).toHaveText("Block 2 · Text");
  await pressUntil(page, "Tab", page.locator('[id="field:/blocks/1/title"]'), 3);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Test Brand, by keyboard");
  await expect(
    page.frameLocator('iframe[title="Preview"]').getByText("Test Brand, by keyboard"),
  ).toBeVisible();

  // Back to its row (Shift+F6), and Alt+↓ moves it below the Previous/Next bar.
  await page.keyboard.press("Shift+F6");
  await expect(blocks.getByRole("button", { name: /^2\s*Text/ })).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.getByRole("status")).toHaveText("Moved Text to position 3.");
  await expect(blocks.getByRole("button", { name: /^3\s*Text/ })).toBeFocused();

  // Make live, in the bar behind the panels; then focus waits on Save…, the next step.
  const bar = page.locator("header.bar");
  await pressUntil(page, "Shift+Tab", bar.getByRole("button", { name: "Make live" }), 20);
  await page.keyboard.press("Enter");
  await expect(bar.locator(".draft-badge")).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Save…" })).toBeFocused();
  await page.keyboard.press("Enter");
  const save = page.getByRole("dialog", { name: /Save .*test-brand\.json/ });
  await expect(save.getByLabel(/Changes to/)).toContainText('-  "draft": true,');
  await pressUntil(page, "Tab", save.getByRole("button", { name: "Save", exact: true }), 5);
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Saved ${site.rel}/pages/portfolio/test-brand.json.` }),
  ).toBeVisible();

  // On disk: live (no draft flag), the title typed, the Text block third.
  const saved = readFileSync(file, "utf8");
  expect(saved).not.toContain('"draft"');
  const doc = JSON.parse(saved);
  expect(doc.draft).toBeUndefined();
  expect(doc.blocks.map((b: { type: string }) => b.type)).toEqual(["banner", "prev-next", "text"]);
  expect(doc.blocks[2].title).toBe("Test Brand, by keyboard");
});
