/**
 * With JavaScript off, at a phone's width and a desktop's (the "no-js phone" and "no-js desktop"
 * projects): the header reaches the five main pages from every one of them, and the phone menu
 * opens and closes.
 */
import type { Page } from "@playwright/test";
import { site } from "../support/documents.ts";
import { expect, test } from "../support/fixtures.ts";

const MAIN = site.nav.map((link) => link.href);
const LABELS = site.nav.map((link) => link.label);

const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const toggle = (page: Page) => page.getByRole("button", { name: "menu" });
const panel = (page: Page) => page.locator("#site-menu");

for (const [index, route] of MAIN.entries()) {
  test(`from ${route} the header reaches the five main pages`, async ({ page }) => {
    const next = MAIN[(index + 1) % MAIN.length]!;
    await page.goto(route);
    if (isPhone(page)) {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeVisible();
      const links = panel(page).getByRole("navigation", { name: "Main" }).getByRole("link");
      await expect(links).toHaveText(LABELS);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(MAIN);
      // A search box cannot search without scripts: it is left out.
      await expect(panel(page).getByPlaceholder("Search...")).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await links.nth((index + 1) % MAIN.length).tap();
    } else {
      await expect(toggle(page)).toBeHidden();
      await expect(page.getByRole("button", { name: "Search website" })).toBeHidden();
      const links = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link");
      await expect(links).toHaveText(LABELS);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(MAIN);
      await links.nth((index + 1) % MAIN.length).click();
    }
    await expect(page).toHaveURL(next);
    if (isPhone(page)) await expect(panel(page)).toBeHidden();
  });
}
