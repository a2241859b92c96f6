/**
 * The editor's interactions beyond the main flow: the preview selects blocks and changes width,
 * undo and redo by keyboard, the guard on leaving, saving with errors, a file changed on disk,
 * and the keyboard alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures.ts";
import { editorSiteForSpec, expectOpened, openDocument, test } from "./editor-site.ts";

const site = editorSiteForSpec();

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

const open = (page: Page, name: string) => openDocument(page, site, `portfolio/${name}`);

test("a click in the preview selects the block; the widths are the presets", async ({ page }) => {
  await open(page, "alpha");
  const preview = page.frameLocator('iframe[title="Preview"]');
  await preview.getByText("Moss", { exact: true }).click();
  const outline = page.getByRole("navigation", { name: "Blocks" });
  await expect(outline.getByRole("button", { name: /^3\s*Palette/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Block 3 · Palette" })).toBeVisible();
  await expect(preview.locator("[data-editor-selected]")).toContainText("Moss");
  const frame = page.locator('iframe[title="Preview"]');
  for (const [name, width] of [
    ["Phone", 375],
    ["Tablet", 768],
    ["Desktop", 1280],
  ] as const) {
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(frame).toHaveAttribute("width", String(width));
    await expect
      .poll(() => frame.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth))
      .toBe(width);
  }
});

test("undo and redo cover typing and moves, by keyboard and buttons; leaving asks first", async ({
  page,
}) => {
  await open(page, "alpha");
  const outline = page.getByRole("navigation", { name: "Blocks" });
  await outline.getByRole("button", { name: /^2\s*Text/ }).click();
  const title = page.locator('[id="field:/blocks/1/title"]');
  await title.fill("Alpha, again");
  await outline.getByRole("button", { name: "Move block 2 (Text) down" }).click();
  await expect(outline.getByRole("button", { name: /^3\s*Text/ })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+z");
  // Back in place, and still the selected block, its form open.
  await expect(outline.getByRole("button", { name: /^2\s*Text/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(title).toHaveValue("Alpha, again");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(title).toHaveValue("Alpha");
  await expect(page.locator(".bar .file")).not.toContainText("unsaved");
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(title).toHaveValue("Alpha, again");
  await expect(page.locator(".bar .file")).toContainText("unsaved changes");
  // Leaving with unsaved changes asks; dismissing keeps the page and its edit.
  let asked = false;
  page.once("dialog", (dialog) => {
    asked = dialog.type() === "beforeunload";
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe(true);
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue("Alpha, again");
});

test("saving with errors needs a confirmation that the build will fail", async ({ page }) => {
  await open(page, "gamma");
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^1\s*Banner/ })
    .click();
  const file = page.getByLabel("File");
  await file.fill("/media/fx/missing.png");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  // The list of problems at the top jumps to the field, from another block too.
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^2\s*Text/ })
    .click();
  await page
    .getByRole("region", { name: /errors?,/ })
    .getByRole("button", { name: /missing\.png/ })
    .click();
  await expect(page.getByLabel("File")).toBeFocused();
  await page.getByRole("button", { name: "Save…" }).click();
  const dialog = page.getByRole("dialog", { name: /Save/ });
  await expect(dialog.getByRole("alert")).toContainText("the build will fail until it is fixed");
  await expect(dialog.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  // The server reports a broken document to every open page; the editor lists it itself, so the
  // report comes to its console, not as Vite's overlay over the editor.
  const reported = page.waitForEvent("console", (message) => message.text().includes("gamma.json"));
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved .*gamma\.json/ })).toBeVisible();
  expect(readFileSync(join(site.dir, "pages/portfolio/gamma.json"), "utf8")).toContain(
    "/media/fx/missing.png",
  );
  // The server has read the broken file, and still serves the editor and the Preview: another
  // page opens and is drawn while this one is broken.
  await reported;
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
  await expect(page.getByRole("region", { name: /errors?,/ })).toBeVisible();
  await open(page, "beta");
  // Put back, so the site is valid again for the tests after this one.
  site.git("checkout", "--", "pages/portfolio/gamma.json");
});

test("a file changed on disk since it was opened is not saved over", async ({ page }) => {
  await open(page, "beta");
  const path = join(site.dir, "pages/portfolio/beta.json");
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^2\s*Text/ })
    .click();
  await page.locator('[id="field:/blocks/1/title"]').fill("Mine");
  const theirs = readFileSync(path, "utf8").replace('"title": "Beta"', '"title": "Theirs"');
  writeFileSync(path, theirs);
  await page.getByRole("button", { name: "Save…" }).click();
  const conflict = page.getByRole("dialog", { name: /changed on disk/ });
  await expect(conflict).toBeVisible();
  expect(readFileSync(path, "utf8")).toBe(theirs);
  await conflict.getByRole("button", { name: "Reload the file" }).click();
  await expect(page.locator('[id="field:/blocks/1/title"]')).toHaveValue("Theirs");
});

/** Presses Tab (Shift+Tab backwards) until the focused element's text or label matches. */
async function tabTo(page: Page, name: RegExp, backwards = false) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      return `${el?.getAttribute("aria-label") ?? ""} ${label?.textContent ?? ""} ${el?.textContent ?? ""}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test("the keyboard alone opens a page, adds a block, edits it and saves", async ({ page }) => {
  await page.goto(site.url);
  await tabTo(page, /Find a page/);
  await page.keyboard.type("alpha");
  await tabTo(page, /^Alpha/);
  await page.keyboard.press("Enter");
  await expect(page.locator(".bar .file")).toContainText("alpha.json");
  await tabTo(page, /^Add block$/);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Add a block" });
  await expect(menu).toBeVisible();
  await tabTo(page, /^Text ?The/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /· Text$/ })).toBeVisible();
  await tabTo(page, /^Title/);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Typed with keys");
  await tabTo(page, /^Save…$/, true);
  await page.keyboard.press("Enter");
  const save = page.getByRole("dialog", { name: /Save/ });
  await expect(save.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await tabTo(page, /^Save$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /Saved .*alpha\.json/ })).toBeVisible();
  expect(readFileSync(join(site.dir, "pages/portfolio/alpha.json"), "utf8")).toContain(
    '"title": "Typed with keys"',
  );
});

test("blocks move by drag and drop too; a low-contrast swatch is warned at its field", async ({
  page,
}) => {
  await open(page, "alpha");
  const outline = page.getByRole("navigation", { name: "Blocks" });
  const rows = outline.locator("li");
  await rows.nth(2).dragTo(rows.nth(0));
  await expect(outline.getByRole("button", { name: /^1\s*Palette/ })).toBeVisible();
  await expect(outline.getByRole("button", { name: /^2\s*Banner/ })).toBeVisible();
  await outline.getByRole("button", { name: /^1\s*Palette/ }).click();
  const hex = page.locator('[id="field:/blocks/0/colors/0/hex"]');
  await hex.fill("#B5643C");
  const problems = page.locator('[id="field:/blocks/0/colors/0/hex-problems"]');
  await expect(problems).toContainText("Warning");
  await expect(problems).toContainText("hard to read");
  await expect(hex).not.toHaveAttribute("aria-invalid", "true");
});

test("the keyboard alone makes a case study and picks its banner; long typing keeps its field", async ({
  page,
}) => {
  await page.goto(site.url);
  await tabTo(page, /^New case study$/);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Client or project name")).toBeFocused();
  await page.keyboard.type("Keys Co");
  await tabTo(page, /^Create case study$/);
  await page.keyboard.press("Enter");
  await expectOpened(page, site, "portfolio/keys-co");
  await tabTo(page, /^1\s*Banner/);
  await page.keyboard.press("Enter");
  await tabTo(page, /^Choose…$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Choose a picture" })).toBeVisible();
  await tabTo(page, /^Filter/);
  await page.keyboard.type("fx/banner");
  // The list arrives from the editor's server; Tab walks it once it is there.
  await expect(page.getByRole("button", { name: "Use /media/fx/banner.png" })).toBeVisible();
  await tabTo(page, /Use \/media\/fx\/banner\.png/);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("File")).toHaveValue("/media/fx/banner.png");
  await tabTo(page, /^Alt text/);
  const long =
    "A long description of the banner, typed key by key past the length of one line of the form";
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(long);
  await expect(page.getByLabel("Alt text")).toBeFocused();
  await expect(page.getByLabel("Alt text")).toHaveValue(long);
});
