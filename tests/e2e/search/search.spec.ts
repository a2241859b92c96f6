import type { Page } from "@playwright/test";
import { anyIslandAwake, expect, test } from "../support/fixtures.ts";
import { APP_MODULES, holdRequests, isLive } from "../support/network.ts";

/** A long case study whose blocks are all in place: a safe page to start from. */
const START = "/portfolio/info3/one-bonsai";

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Records every sessionStorage write: Our Work reads the search's hand-over and then removes
 * it, so the values are gone by the time the test could look.
 */
async function recordSessionWrites(page: Page) {
  await page.addInitScript(() => {
    // Kept in session storage itself: the writes happen on the page search navigates away from.
    const LOG = "e2e:sessionWrites";
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage && (key === "activeTab" || key === "activeFilter")) {
        const writes = JSON.parse(this.getItem(LOG) ?? "[]") as [string, string][];
        setItem.call(this, LOG, JSON.stringify([...writes, [key, value]]));
      }
      return setItem.call(this, key, value);
    };
  });
  return () =>
    page.evaluate(
      () => JSON.parse(sessionStorage.getItem("e2e:sessionWrites") ?? "[]") as [string, string][],
    );
}

/** Search opened as a visitor opens it: as soon as the page shows, whether or not it woke. */
async function openSearch(page: Page) {
  await page.goto(START, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Search website" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the website" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("the search overlay", () => {
  test("is loaded only when opened: a page that never searches fetches neither code nor index", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(START);
    // The page has loaded, gone idle (the loader then adds its speculation rules) and the
    // network has gone quiet: had the page meant to fetch search's code or index without being
    // asked, it would have by now.
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => /search/i.test(path))).toEqual([]);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Search website" }).click();
    await expect(page.getByRole("dialog", { name: "Search the website" })).toBeVisible();
    await expect.poll(() => requests.filter((path) => path === "/_search.json")).toHaveLength(1);
    expect(requests.some((path) => /^\/assets\/search-overlay-.*\.js$/.test(path))).toBe(true);
  });

  test("pressed before anything has woken, opens once the code has come, exactly once", async ({
    page,
  }) => {
    // Counts the overlay's openings, from before the page's first script.
    await page.addInitScript(() => {
      const w = window as unknown as { searchOpened: number };
      w.searchOpened = 0;
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).matches("dialog[open]") && record.oldValue === null)
            w.searchOpened++;
      }).observe(document, { subtree: true, attributeFilter: ["open"], attributeOldValue: true });
    });
    const held = await holdRequests(page, APP_MODULES);
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Search website" });
    await button.click();
    expect(await page.evaluate(anyIslandAwake)).toBe(false);
    expect(await button.evaluate(isLive)).toBe(false);
    await expect.poll(() => held.paths.some((path) => /\/island-runtime-/.test(path))).toBe(true);
    held.release();
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
    await expect(page.locator('[data-island="search"]')).toHaveAttribute("data-awake", "");
    expect(
      await page.evaluate(() => (window as unknown as { searchOpened: number }).searchOpened),
    ).toBe(1);
    // Closed, it opens again on the next press (the held press did not leave it toggled).
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { searchOpened: number }).searchOpened),
    ).toBe(2);
  });

  test("opens as a modal dialog with the focus in its field and the empty-state texts", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    expect(await dialog.evaluate((el) => el.matches("dialog:modal"))).toBe(true);
    const field = dialog.getByRole("combobox");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("placeholder", "Search everything on our website...");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByText("Start typing to search our website")).toBeVisible();
    await expect(dialog.getByText("Find pages, projects, about us, and more")).toBeVisible();
    await expect(dialog.getByText("Press Esc to close")).toBeVisible();
    // One letter is not a search yet.
    await field.fill("p");
    await expect(dialog.getByText("Start typing to search our website")).toBeVisible();
    await expect(dialog.getByRole("option")).toHaveCount(0);
    // The page behind is inert: its controls cannot take the focus.
    const focusStaysInside = await page.evaluate(() => {
      document.querySelector<HTMLElement>('header button[title="Search website"]')?.focus();
      document.querySelector<HTMLElement>("footer a")?.focus();
      return Boolean(document.activeElement?.closest("dialog"));
    });
    expect(focusStaysInside).toBe(true);
  });

  test("says so when nothing matches", async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("zzqxj");
    await expect(dialog.getByText('No results found for "zzqxj"')).toBeVisible();
    await expect(dialog.getByText("Try different keywords or check spelling")).toBeVisible();
    await expect(dialog.getByRole("option")).toHaveCount(0);
  });

  test("opens again on a press that comes straight after it closed, before its close event", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    await expect(dialog.getByRole("combobox")).toBeFocused();
    // A fast visitor's Escape then Enter: input runs before the dialog's close event, a task the
    // browser queues as it closes. The press must find search closed, and open it.
    const shown = await page.evaluate(async () => {
      const dialog = document.querySelector("dialog[open]") as HTMLDialogElement;
      let closeEvent = false;
      const closed = new Promise<void>((resolve) =>
        dialog.addEventListener("close", () => resolve(void (closeEvent = true)), { once: true }),
      );
      dialog.close();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const pressedBeforeCloseEvent = !closeEvent;
      const pressed = document.activeElement?.getAttribute("aria-label");
      (document.activeElement as HTMLElement).click();
      // The close event has come and gone, and React has rendered whatever it caused.
      await closed;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return { pressedBeforeCloseEvent, pressed, openAfter: dialog.open };
    });
    expect(shown).toEqual({
      pressedBeforeCloseEvent: true,
      pressed: "Search website",
      openAfter: true,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
  });

  test("closes on Escape, returns the focus to the button and forgets the query", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("pik");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const button = page.getByRole("button", { name: "Search website" });
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog.getByRole("combobox")).toHaveValue("");
    await expect(dialog.getByRole("option")).toHaveCount(0);
    await expect(dialog.getByText("Start typing to search our website")).toBeVisible();
    // The close button closes it too.
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("lists typed results, clamps descriptions to 2 lines and keeps the list within 60vh", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("identity");
    const options = dialog.getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(5);
    await expect(options.filter({ hasText: "PIK" })).toContainText("Project");
    await expect(options.filter({ hasText: "Branding & Identity" })).toContainText(
      "Service filter",
    );
    const list = dialog.getByRole("listbox");
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${0.6 * 800}px`);
    const clamp = await options
      .first()
      .locator(".description")
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("2");
  });

  test("a project result goes to its page and closes search", async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("PIK");
    const option = dialog.getByRole("option", { name: /PIK/ });
    await expect(option).toHaveCount(1);
    await expect(option).toContainText("Project");
    await option.click();
    await expect(page).toHaveURL("/portfolio/pik");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "PIK" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("arrow keys move the active option and Enter chooses it", async ({ page }) => {
    const dialog = await openSearch(page);
    const field = dialog.getByRole("combobox");
    await field.fill("social");
    const options = dialog.getByRole("option");
    await expect(options.first()).toContainText("Social & Environment");
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).not.toHaveAttribute("aria-activedescendant", /.+/);

    const expectActive = async (index: number) => {
      const option = options.nth(index);
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute(
        "aria-activedescendant",
        (await option.getAttribute("id"))!,
      );
      await expect(dialog.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    };
    await field.press("ArrowDown");
    await expectActive(0);
    await field.press("ArrowDown");
    await expectActive(1);
    await field.press("ArrowUp");
    await expectActive(0);
    await field.press("ArrowUp");
    await expectActive(count - 1);
    await field.press("ArrowDown");
    await expectActive(0);
    await expect(field).toBeFocused();
    await field.press("Enter");
    await expect(page).toHaveURL("/work?industry=social");
    await expect(dialog).toBeHidden();
  });

  test("a filter result for food stores the tab and filter and opens Our Work filtered", async ({
    page,
  }) => {
    const sessionWrites = await recordSessionWrites(page);
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("food");
    const first = dialog.getByRole("option").first();
    await expect(first).toContainText("Food & Hospitality");
    await expect(first).toContainText("Industry filter");
    await first.click();
    await expect(page).toHaveURL("/work?industry=food");
    await expect(dialog).toBeHidden();
    expect(await sessionWrites()).toEqual([
      ["activeTab", "industry"],
      ["activeFilter", "food"],
    ]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an alias finds its industry at the top: cafe → Food & Hospitality", async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("cafe");
    await expect(dialog.getByRole("option").first()).toContainText("Food & Hospitality");
    await expect(dialog.getByRole("option", { name: /AM:PM Café/ })).toBeVisible();
  });

  test("a service filter stores the displayService tab", async ({ page }) => {
    const sessionWrites = await recordSessionWrites(page);
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill("packaging");
    await dialog.getByRole("option", { name: /Print\/Packaging Design/ }).click();
    await expect(page).toHaveURL("/work?filter=print");
    expect(await sessionWrites()).toEqual([
      ["activeTab", "displayService"],
      ["activeFilter", "print"],
    ]);
  });

  test("choosing a result from far down the page opens the new page at its top", async ({
    page,
  }) => {
    await page.goto("/work", { waitUntil: "domcontentloaded" });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Search website" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await dialog.getByRole("combobox").fill("finance");
    await dialog.getByRole("option").first().click();
    await expect(page).toHaveURL("/work?industry=finance");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
