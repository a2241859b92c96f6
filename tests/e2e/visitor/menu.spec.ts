/**
 * The phone menu as a visitor meets it: tapped as soon as the page shows, or while the page's
 * code is still on its way. Nothing here waits for the app before acting.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { ALL_MODULES, APP_MODULES, holdRequests, isLive } from "./network.ts";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const toggle = (page: Page) => page.getByRole("button", { name: "menu" });
const panel = (page: Page) => page.locator("#site-menu");
const menuLinks = (page: Page) =>
  panel(page).getByRole("navigation", { name: "Main" }).getByRole("link");
const FIVE = ["Home", "About Us", "Our Work", "Services", "Contact Us"];

test.describe("a tap on MENU before the app is ready", () => {
  test("at domcontentloaded opens the menu, which stays open once the app is live", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await toggle(page).tap();
    await expect(panel(page)).toBeVisible();
    await expect(menuLinks(page)).toHaveText(FIVE);
    // The app takes over the open menu rather than closing it.
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(panel(page)).toBeVisible();
    await toggle(page).tap();
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("while none of the page's scripts has arrived opens it at once, and again closes it", async ({
    page,
  }) => {
    const scripts = await holdRequests(page, ALL_MODULES);
    // The page's own script is held too, and the document waits for it before its
    // domcontentloaded: act as soon as the response has come in and the toggle shows.
    await page.goto("/about-us", { waitUntil: "commit" });
    await toggle(page).tap();
    await expect(panel(page)).toBeVisible();
    await expect(menuLinks(page)).toHaveText(FIVE);
    expect(scripts.paths.length).toBeGreaterThan(0);
    await toggle(page).tap();
    await expect(panel(page)).toBeHidden();
    await toggle(page).tap();
    await expect(panel(page)).toBeVisible();
    scripts.release();
    // The page's script then waits for its first paint (up to 3 s) before it loads the app.
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true", { timeout: 20_000 });
    await expect(panel(page)).toBeVisible();
  });

  // The cause of the lost tap: the early tap was held and replayed when the page's shell went
  // live, but the menu's own code comes later; React drops a click on a part it cannot hydrate.
  test("is not lost when the menu's own code arrives after the rest of the app", async ({
    page,
  }) => {
    const app = await holdRequests(page, APP_MODULES);
    const menuCode = await holdRequests(page, /\/assets\/mobile-menu-[\w-]+\.js$/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await toggle(page).tap();
    app.release();
    // This test is about hydration: the header is live, the menu's part is not yet.
    await expect
      .poll(() => page.getByRole("banner").getByRole("link").first().evaluate(isLive))
      .toBe(true);
    await expect.poll(() => menuCode.paths.length).toBe(1);
    expect(await toggle(page).evaluate(isLive)).toBe(false);
    menuCode.release();
    await expect.poll(() => toggle(page).evaluate(isLive)).toBe(true);
    await expect(panel(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  });
});
