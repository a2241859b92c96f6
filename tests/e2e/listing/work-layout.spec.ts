import type { Page } from "@playwright/test";
import { expect, holdIslands, test, waitForIsland } from "../support/fixtures.ts";
import { expectedRoutes, projects, tileRoutes, tiles } from "./work-page.ts";

test.describe("Our Work's filter in the first frame", () => {
  const visibleRoutes = async (page: Page) =>
    (
      await page
        .locator("ul a[data-tile]:visible")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    ).sort();

  test("?filter= shows only its tiles, its chip and its count before the island has woken", async ({
    page,
  }) => {
    await holdIslands(page);
    await page.goto("/work?filter=content", { waitUntil: "domcontentloaded" });
    const expected = expectedRoutes("service", "content");
    expect(expected).toHaveLength(12);
    expect(await visibleRoutes(page)).toEqual(expected);
    // The count the app will write, drawn by CSS over the prerendered one until then.
    expect(
      await page.getByRole("status").evaluate((el) => ({
        drawn: getComputedStyle(el, "::before").content,
        prerendered: getComputedStyle(el.firstElementChild!).display,
      })),
    ).toEqual({
      drawn: `"Showing ${expected.length} of ${projects.length} projects"`,
      prerendered: "none",
    });
    // The chip looks pressed (ink) and the other chips do not.
    const background = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((el) => getComputedStyle(el).backgroundColor);
    const group = page.locator('[data-chips="service"]');
    expect(await background(group.locator('[data-category="content"]'))).toBe("rgb(20, 18, 16)");
    expect(await background(group.locator('[data-category="identity"]'))).toBe("rgba(0, 0, 0, 0)");
  });

  test("?industry= shows the industry chips and its tiles before the island has woken", async ({
    page,
  }) => {
    await holdIslands(page);
    await page.goto("/work?industry=FOOD", { waitUntil: "domcontentloaded" });
    expect(await visibleRoutes(page)).toEqual(expectedRoutes("industry", "food"));
    await expect(page.locator('[data-chips="industry"]')).toBeVisible();
    await expect(page.locator('[data-chips="service"]')).toBeHidden();
    const toggle = page.locator('[data-option="industry"]');
    expect(await toggle.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(232, 149, 28)",
    );
  });

  test("an unknown ?industry= shows the empty result before the island has woken", async ({
    page,
  }) => {
    await holdIslands(page);
    await page.goto("/work?industry=aerospace", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("No projects found matching the selected filter.")).toBeVisible();
    expect(await visibleRoutes(page)).toEqual([]);
  });

  test("hydrating ?filter= and ?industry= moves nothing (no layout shift)", async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift with what moved, so a failure says which element it was.
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const nodes = (entry.sources ?? []).map((source) => {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            return el ? `${el.tagName.toLowerCase()}.${el.className}` : "?";
          });
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The web fonts in the cache first, as on any visit after the first: a face that swaps in
    // moves a chip's label by a pixel (first-visit-fonts.spec.ts holds that to 0.01), which is
    // not what this test is about.
    await page.goto("/work");
    await page.evaluate(() => document.fonts.ready);
    for (const [search, expected] of [
      ["?filter=content", expectedRoutes("service", "content")],
      ["?industry=food", expectedRoutes("industry", "food")],
    ] as const) {
      await page.goto(`/work${search}`);
      // About the island taking over from the first frame's CSS, so it waits for that.
      await waitForIsland(tiles(page).first());
      // Awake and showing the filter itself: the head script's mark is gone.
      await expect(page.locator("html")).not.toHaveAttribute("data-work-query");
      expect(await tileRoutes(page)).toEqual(expected);
      // Two more frames, so any shift from the switch has been recorded.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
        [],
      );
    }
  });
});

test.describe("Our Work's grid", () => {
  async function columns(page: Page): Promise<number> {
    const lefts = await tiles(page).evaluateAll((links) =>
      links.slice(0, 6).map((a) => Math.round(a.getBoundingClientRect().left)),
    );
    return new Set(lefts).size;
  }

  test("has 2 columns at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/work");
    expect(await columns(page)).toBe(2);
  });

  test("has 4 columns at 1440 px, and a tile shows its details on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/work");
    expect(await columns(page)).toBe(4);
    const first = tiles(page).first();
    const info = first.getByRole("heading");
    const inside = async () => {
      const [tileBox, infoBox] = [await first.boundingBox(), await info.boundingBox()];
      return (
        infoBox!.y + infoBox!.height <= tileBox!.y + tileBox!.height + 1 && infoBox!.y >= tileBox!.y
      );
    };
    // Hidden below the tile's edge until hovered.
    await page.mouse.move(0, 0);
    await expect.poll(inside).toBe(false);
    await first.hover();
    await expect.poll(inside).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(inside).toBe(false);
    await first.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect.poll(inside).toBe(true);
  });
});

test.describe("Our Work on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test("shows each tile's title, services and industry without hover", async ({ page }) => {
    await page.goto("/work");
    const first = tiles(page).first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByRole("heading")).toBeVisible();
    await expect(first.getByText(/^Industry /)).toBeInViewport();
    const [tileBox, mediaBox, infoBox] = [
      await first.boundingBox(),
      await first.locator("img").boundingBox(),
      await first.getByRole("heading").boundingBox(),
    ];
    expect(infoBox!.y).toBeGreaterThanOrEqual(mediaBox!.y + mediaBox!.height - 1);
    expect(infoBox!.y + infoBox!.height).toBeLessThanOrEqual(tileBox!.y + tileBox!.height + 1);
  });
});

test.describe("Our Work below the first screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });
  /** Whether the browser has laid out and drawn the element (false while it is skipped). */
  const laidOut = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test("tiles and the footer are laid out only when the visitor comes near them", async ({
    page,
  }) => {
    await page.goto("/work", { waitUntil: "domcontentloaded" });
    const far = tiles(page).nth(19).getByRole("heading");
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    await expect(tiles(page).first().getByRole("heading")).toBeVisible();
    expect(await laidOut(tiles(page).first().getByRole("heading"))).toBe(true);
    expect(await laidOut(far), "a tile four screens down, at first paint").toBe(false);
    expect(await laidOut(footerLink), "the footer, at first paint").toBe(false);
    await far.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(far)).toBe(true);
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(footerLink)).toBe(true);
  });

  test("Back from a case study is the browser's: Our Work again, with the tile the visitor chose in view", async ({
    page,
  }) => {
    await page.goto("/work");
    // The case study is a new document, and Back is the browser's own: the page from the
    // back/forward cache as it was left, or a new load that the browser scrolls by its own
    // number. Playwright's Chromium runs without that cache, so this sees the new load: the
    // loader lays the page out whole first (src/app/islands-loader.ts), or the stand-in heights
    // of the parts not drawn yet would put the window 1,700–2,200 px off, 2 to 3 times in 5.
    const tile = tiles(page).nth(19);
    await tile.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(2000);
    await tile.click();
    await expect(page).not.toHaveURL(/\/work$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => scrollY), "a new page opens at its top").toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/work$/);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe("back_forward");
    await expect(tiles(page)).toHaveCount(projects.length);
    await expect(tiles(page).nth(19)).toBeInViewport();
  });
});
