/**
 * The editor by keyboard (issue 43): choosing a block focuses its form, whose first field is one
 * Tab further, on every page; F6, Shift+F6 and the skip links go between the panels (from inside
 * the Preview too); a block's tools are one tab stop walked with the arrow keys; Alt+↑/↓ moves the
 * chosen block and focus follows it; the Keyboard help lists every shortcut, axe clean.
 */
import type { Page } from "@playwright/test";
import { SHORTCUTS } from "../../../src/app/editor/shortcuts.ts";
import { axe } from "../support/axe.ts";
import { expect } from "../support/fixtures.ts";
import { editorSiteForSpec, openDocument, test } from "./editor-site.ts";

const site = editorSiteForSpec();

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

const open = (page: Page, file: string) => openDocument(page, site, file);
const outline = (page: Page) => page.getByRole("navigation", { name: "Blocks" });
/** What has focus: its id, accessible name (aria-label or text) and role-ish tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      id: el?.id ?? "",
      name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(),
      tag: el?.tagName.toLowerCase() ?? "",
    };
  });

const PAGES = ["home", "work", "portfolio/alpha", "portfolio/beta", "portfolio/gamma"];

test("choosing a block by keyboard focuses its form; its first field is the next Tab, on every page", async ({
  page,
}) => {
  for (const file of PAGES) {
    await open(page, file);
    const rows = outline(page).locator("ol > li > .row");
    const count = await rows.count();
    expect(count, `${file} has blocks`).toBeGreaterThan(0);
    for (let index = -1; index < count; index++) {
      const row =
        index < 0 ? outline(page).getByRole("button", { name: "Page settings" }) : rows.nth(index);
      await row.focus();
      await page.keyboard.press("Enter");
      const heading = page.locator("#form-title");
      await expect(heading).toBeFocused();
      await expect(heading).toHaveText(
        index < 0
          ? "Page settings"
          : `Block ${index + 1} · ${await row.locator(".title").textContent()}`,
      );
      // The form's first control, in document order.
      const first = await page
        .locator(".form")
        .locator("input, select, textarea, button")
        .first()
        .getAttribute("id");
      let presses = 0;
      while ((await focused(page)).id !== first && presses < 3) {
        await page.keyboard.press("Tab");
        presses++;
      }
      expect((await focused(page)).id, `${file}, block ${index + 1}: first field`).toBe(first);
      expect(first).toMatch(index < 0 ? /^field:\/[a-z]/ : new RegExp(`^field:/blocks/${index}/`));
      expect(presses, `${file}, block ${index + 1}: Tabs from the heading`).toBe(1);
    }
  }
});

test("F6 and Shift+F6 cycle blocks, form and Preview, from the Preview too; skip links lead there", async ({
  page,
}) => {
  await open(page, "portfolio/alpha");
  const side = page.getByRole("button", { name: "Page settings" });
  const form = page.locator("#form-title");
  const preview = page.getByRole("region", { name: "Preview" });
  for (const target of [side, form, preview, side]) {
    await page.keyboard.press("F6");
    await expect(target).toBeFocused();
  }
  for (const target of [preview, form, side]) {
    await page.keyboard.press("Shift+F6");
    await expect(target).toBeFocused();
  }
  // Chosen, a block's row is where the side panel is reached.
  await outline(page)
    .getByRole("button", { name: /^3\s*Palette/ })
    .click();
  await expect(form).toBeFocused();
  await page.keyboard.press("Shift+F6");
  await expect(outline(page).getByRole("button", { name: /^3\s*Palette/ })).toBeFocused();
  // Inside the Preview's page, F6 still leaves for the next panel.
  const inside = page.frameLocator('iframe[title="Preview"]').getByRole("link").first();
  await inside.focus();
  await expect(inside).toBeFocused();
  await page.keyboard.press("F6");
  await expect(outline(page).getByRole("button", { name: /^3\s*Palette/ })).toBeFocused();
  // The skip links come first, hidden until focused.
  await open(page, "portfolio/alpha");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to blocks or pages" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the form" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form).toBeFocused();
  await page.getByRole("link", { name: "Skip to the Preview" }).focus();
  await page.keyboard.press("Enter");
  await expect(preview).toBeFocused();
});

test("a block's tools are one tab stop walked with arrows; Alt+↑/↓ moves the chosen block, focus follows", async ({
  page,
}) => {
  await open(page, "portfolio/alpha");
  const name = (index: number, title: string) => `block ${index} (${title})`;
  await outline(page)
    .getByRole("button", { name: /^1\s*Banner/ })
    .focus();
  // Block 1 cannot move up: its tools' tab stop is the first that works.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Move ${name(1, "Banner")} down` })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(outline(page).getByRole("button", { name: /^2\s*Text/ })).toBeFocused();
  await page.keyboard.press("Tab");
  const tools = page.getByRole("toolbar", { name: `Tools of ${name(2, "Text")}` });
  await expect(tools.getByRole("button", { name: `Move ${name(2, "Text")} up` })).toBeFocused();
  for (const [key, label] of [
    ["ArrowRight", `Move ${name(2, "Text")} down`],
    ["ArrowRight", `Duplicate ${name(2, "Text")}`],
    ["End", `Delete ${name(2, "Text")}`],
    ["ArrowRight", `Move ${name(2, "Text")} up`],
    ["ArrowLeft", `Delete ${name(2, "Text")}`],
    ["Home", `Move ${name(2, "Text")} up`],
    ["ArrowRight", `Move ${name(2, "Text")} down`],
  ] as const) {
    await page.keyboard.press(key);
    await expect(tools.getByRole("button", { name: label })).toBeFocused();
  }
  // One tab stop: Tab leaves the tools for the next block's row.
  await page.keyboard.press("Tab");
  await expect(outline(page).getByRole("button", { name: /^3\s*Palette/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(tools.getByRole("button", { name: `Move ${name(2, "Text")} down` })).toBeFocused();
  // Pressed, the block moves and focus stays with it.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Move ${name(3, "Text")} down` })).toBeFocused();
  await expect(outline(page).getByRole("button", { name: /^3\s*Text/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByRole("button", { name: `Move ${name(2, "Text")} down` })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Moved Text to position 2.");
  // From the form too: Alt+↓ moves the chosen block.
  await outline(page)
    .getByRole("button", { name: /^2\s*Text/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#form-title")).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.locator("#form-title")).toHaveText("Block 3 · Text");
  await expect(outline(page).getByRole("button", { name: /^2\s*Palette/ })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Preview"]').locator("article[data-route] > *").nth(2),
  ).toContainText("Alpha");
  // In a text field, Alt+arrows are the field's own.
  await page.locator('[id="field:/blocks/2/title"]').focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.locator("#form-title")).toHaveText("Block 3 · Text");
  // Deleted by keyboard, focus stays on the tools of the block in its place.
  await page.getByRole("button", { name: `Delete ${name(3, "Text")}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Delete ${name(3, "Prev next")}` })).toBeFocused();
  await expect(outline(page).locator("ol > li")).toHaveCount(3);
});

test("the Keyboard help lists every shortcut; the editor with it open is axe clean", async ({
  page,
}) => {
  await open(page, "portfolio/alpha");
  await page.getByRole("button", { name: "Keyboard" }).focus();
  await page.keyboard.press("Enter");
  const help = page.getByRole("dialog", { name: "Keyboard" });
  await expect(help).toBeVisible();
  const rows = help.getByRole("row");
  await expect(rows).toHaveCount(SHORTCUTS.length + 1);
  for (const [i, shortcut] of SHORTCUTS.entries()) {
    const row = rows.nth(i + 1);
    await expect(row.getByRole("cell").nth(1)).toHaveText(shortcut.does);
    for (const key of shortcut.keys)
      await expect(row.getByText(key, { exact: true })).toBeVisible();
  }
  const results = await axe(page).exclude('iframe[title="Preview"]').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard" })).toBeFocused();
});
