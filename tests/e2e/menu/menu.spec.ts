import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { axe, WCAG_TAGS } from "../support/axe.ts";
import { START } from "../support/chrome-page.ts";

/** Whether the menu's popover is open, as the browser has it (no script is needed for it). */
const popoverOpen = (panel: Locator) => panel.evaluate((el) => el.matches(":popover-open"));

test.describe("the mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the five links and a search box that takes focus about 100 ms later", async ({
    page,
  }) => {
    await page.goto(START, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("button", { name: "Search website" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "menu" });
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeHidden();
    expect(await popoverOpen(panel)).toBe(false);

    // Measure from the click to the focus of the search box, in the page's own clock.
    await page.evaluate(() => {
      const w = window as unknown as { menuTimes: { click?: number; focus?: number } };
      w.menuTimes = {};
      document.addEventListener("click", () => (w.menuTimes.click ??= performance.now()), {
        capture: true,
      });
      document.addEventListener("focusin", (event) => {
        if ((event.target as HTMLElement).getAttribute("placeholder") === "Search...")
          w.menuTimes.focus ??= performance.now();
      });
    });
    await toggle.click();
    await expect(panel).toBeVisible();
    expect(await popoverOpen(panel)).toBe(true);
    const links = panel.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(["Home", "About Us", "Our Work", "Services", "Contact Us"]);
    const box = panel.getByPlaceholder("Search...");
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    const times = await page.evaluate(
      () => (window as unknown as { menuTimes: { click: number; focus: number } }).menuTimes,
    );
    expect(times.focus - times.click).toBeGreaterThanOrEqual(90);
    expect(times.focus - times.click).toBeLessThan(1000);
    // Once the menu's code is live, it reports the state the browser opened.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("marks the current page's link, and a chosen link opens its page", async ({ page }) => {
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "menu" });
    const menuLink = (name: string) =>
      page.locator("#site-menu").getByRole("link", { name, exact: true, includeHidden: true });
    await toggle.click();
    await menuLink("Our Work").click();
    await expect(page).toHaveURL("/work");
    // The new page opens with its menu closed and its own link marked by the server (its menu
    // has not woken: nothing in it was touched).
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.locator('[data-island="menu"]')).not.toHaveAttribute("data-awake");
    await expect(menuLink("Our Work")).toHaveAttribute("aria-current", "page");
    await expect(page.locator("#site-menu").locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("closes on Escape and gives the focus back to the toggle", async ({ page }) => {
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "menu" });
    await toggle.click();
    await expect(page.getByPlaceholder("Search...")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("searches inline, with results at most 24rem tall, and a result closes the menu", async ({
    page,
  }) => {
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "menu" });
    await toggle.click();
    const box = page.getByPlaceholder("Search...");
    await expect(box).toBeFocused();
    await box.fill("property");
    const listbox = page.locator("#site-menu").getByRole("listbox");
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Real Estate");
    await expect(first).toContainText("Industry filter");
    expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    // Whether the menu was still open as this page was left (a page kept for Back shows so).
    await page.evaluate(() =>
      addEventListener("pagehide", () =>
        sessionStorage.setItem(
          "menuOpenWhenLeft",
          String(document.getElementById("site-menu")!.matches(":popover-open")),
        ),
      ),
    );
    await box.press("Enter");
    await expect(page).toHaveURL("/work?industry=estate");
    expect(await page.evaluate(() => sessionStorage.getItem("menuOpenWhenLeft"))).toBe("false");
    await expect(page.locator("#site-menu")).toBeHidden();
  });

  test("a result leaves the page without a cross-document view transition", async ({ page }) => {
    // Chrome capturing the page while the menu left the top layer could reveal the new page
    // first, then abort the fade with an error no script on the new page can catch (2 to 3
    // times in 30 while pages opted in; src/site/theme.tsx). The old page records its fade.
    await page.addInitScript(() =>
      addEventListener("pageswap", (event) => {
        const transition = (event as Event & { viewTransition?: ViewTransition | null })
          .viewTransition;
        sessionStorage.setItem("fadeOnLeaving", transition ? "started" : "none");
        transition?.ready.catch((error: Error) =>
          sessionStorage.setItem("fadeOnLeaving", error.name),
        );
      }),
    );
    await page.goto(START, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "menu" }).click();
    const box = page.getByPlaceholder("Search...");
    await expect(box).toBeFocused();
    await box.fill("property");
    await expect(page.locator("#site-menu").getByRole("option").first()).toContainText(
      "Real Estate",
    );
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL("/work?industry=estate");
    // None: a page that opted in would start one ("started").
    expect(await page.evaluate(() => sessionStorage.getItem("fadeOnLeaving"))).toBe("none");
  });
});

test.describe("accessibility of the open chrome", () => {
  const describe = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

  test("the open mobile menu with results passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(START, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "menu" }).click();
    await page.getByPlaceholder("Search...").fill("wellness");
    await expect(page.locator("#site-menu").getByRole("option").first()).toBeVisible();
    await page.getByPlaceholder("Search...").press("ArrowDown");
    const header = await axe(page).include("header").withTags(WCAG_TAGS).analyze();
    expect(describe(header.violations)).toEqual([]);
  });

  test("the search overlay with results, and the newsletter error, pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("button").click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email address.");
    const footer = await axe(page).include("footer").withTags(WCAG_TAGS).analyze();
    expect(describe(footer.violations)).toEqual([]);

    await page.getByRole("button", { name: "Search website" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await dialog.getByRole("combobox").fill("identity");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await dialog.getByRole("combobox").press("ArrowDown");
    const overlay = await axe(page).include("dialog").withTags(WCAG_TAGS).analyze();
    expect(describe(overlay.violations)).toEqual([]);
  });
});
