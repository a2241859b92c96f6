import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, holdApp, test, waitForHydration } from "./fixtures.ts";

/** What the documents say, read independently of the site's own derivation. */
interface Project {
  route: string;
  services: string[];
  industry?: string;
}
interface Category {
  id: string;
  label: string;
  aliases?: string[];
}
const pagesDir = join(process.cwd(), "pages");
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const taxonomy = readJson<{ services: Category[]; industries: Category[] }>(
  join(pagesDir, "taxonomy.json"),
);
const projects: Project[] = readdirSync(join(pagesDir, "portfolio"))
  .map((file) =>
    readJson<{ route: string; project?: Project & { listed?: boolean } }>(
      join(pagesDir, "portfolio", file),
    ),
  )
  .filter((doc) => doc.project && doc.project.listed !== false)
  .map((doc) => ({
    route: doc.route,
    services: doc.project!.services,
    industry: doc.project!.industry,
  }));

function expectedRoutes(mode: "service" | "industry", id: string): string[] {
  return projects
    .filter((p) => (mode === "service" ? p.services.includes(id) : p.industry === id))
    .map((p) => p.route)
    .sort();
}

const tiles = (page: Page) => page.locator("ul a[data-tile]");
const chips = (page: Page, name: "Services" | "Industries") =>
  page.getByRole("group", { name, exact: true }).getByRole("button");

async function tileRoutes(page: Page): Promise<string[]> {
  return (
    await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).sort();
}

test.describe("Our Work", () => {
  test("prerenders the intro, the toggle, the chips and every listed case study as a tile", async ({
    request,
  }) => {
    const html = await (await request.get("/work")).text();
    expect(html).toMatch(/<h1[^>]*>.*Design Chronicles.*<\/h1>/s);
    expect(html).toContain(">By Service</button>");
    expect(html).toContain(">By Industry</button>");
    const hrefs = [...html.matchAll(/<a[^>]*data-tile="[^"]+"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])![1],
    );
    expect(hrefs.sort()).toEqual(projects.map((p) => p.route).sort());
    expect(projects.length).toBeGreaterThan(20);
  });

  test("shows every tile without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/work?filter=photo");
    await expect(page.getByRole("heading", { level: 1, name: "Design Chronicles" })).toBeVisible();
    await expect(tiles(page)).toHaveCount(projects.length);
    await context.close();
  });

  test("every service chip shows exactly its projects, and the URL follows", async ({ page }) => {
    await page.goto("/work");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "By Service" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chips(page, "Services")).toHaveCount(taxonomy.services.length);
    for (const category of taxonomy.services) {
      const chip = chips(page, "Services").filter({ hasText: category.label });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(`/work?filter=${category.id}`);
      const expected = expectedRoutes("service", category.id);
      expect(expected.length, `projects for ${category.id}`).toBeGreaterThan(0);
      await expect(tiles(page)).toHaveCount(expected.length);
      expect(await tileRoutes(page)).toEqual(expected);
      await expect(page.getByRole("status")).toHaveText(
        `Showing ${expected.length} of ${projects.length} projects`,
      );
      await expect(chips(page, "Services").and(page.locator("[aria-pressed=true]"))).toHaveCount(1);
    }
  });

  test("every industry chip shows exactly its projects", async ({ page }) => {
    await page.goto("/work");
    await waitForHydration(page);
    await page.getByRole("button", { name: "By Industry" }).click();
    await expect(page.getByRole("button", { name: "By Industry" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chips(page, "Industries")).toHaveCount(taxonomy.industries.length);
    for (const category of taxonomy.industries) {
      const chip = chips(page, "Industries").filter({ hasText: category.label });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(`/work?industry=${category.id}`);
      const expected = expectedRoutes("industry", category.id);
      expect(expected.length, `projects for ${category.id}`).toBeGreaterThan(0);
      await expect(tiles(page)).toHaveCount(expected.length);
      expect(await tileRoutes(page)).toEqual(expected);
    }
  });

  test("every ?filter= and ?industry= link on the prerendered pages lands on a selected chip with projects", async ({
    page,
    request,
  }) => {
    // The route manifest is the build's own file, never served: read it from dist/.
    const manifest = JSON.parse(readFileSync("dist/_routes.json", "utf8")) as { routes: string[] };
    const links = new Set<string>();
    for (const route of manifest.routes) {
      const html = await (await request.get(route)).text();
      for (const match of html.matchAll(/href="(\/work\/?\?[^"]*)"/g)) {
        const href = match[1]!.replace(/&amp;/g, "&");
        if (/[?&](filter|industry)=/.test(href)) links.add(href);
      }
    }
    // The Services page alone links to five filters, one of them through the socialmedia alias.
    expect([...links]).toEqual(
      expect.arrayContaining(["/work?filter=graphic", "/work?filter=socialmedia"]),
    );
    for (const link of links) {
      await page.goto(link);
      await waitForHydration(page);
      const params = new URL(link, "http://x").searchParams;
      const mode = params.has("industry") ? "industry" : "service";
      const raw = params.get(mode === "industry" ? "industry" : "filter")!;
      const list = mode === "industry" ? taxonomy.industries : taxonomy.services;
      const category = list.find((c) => c.id === raw || c.aliases?.includes(raw));
      expect(category, `${link} names a category`).toBeDefined();
      const group = chips(page, mode === "industry" ? "Industries" : "Services");
      await expect(group.filter({ hasText: category!.label }), link).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(tiles(page)).toHaveCount(expectedRoutes(mode, category!.id).length);
      expect(await tiles(page).count(), link).toBeGreaterThan(0);
    }
  });

  test("applies ?filter= (with aliases) and ?industry= after hydration", async ({ page }) => {
    await page.goto("/work?filter=socialmedia");
    await waitForHydration(page);
    await expect(chips(page, "Services").filter({ hasText: "Social Media" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(tiles(page)).toHaveCount(expectedRoutes("service", "social").length);

    await page.goto("/work?industry=finance");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "By Industry" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chips(page, "Industries").filter({ hasText: "Finance" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await tileRoutes(page)).toEqual(expectedRoutes("industry", "finance"));
  });

  test("clicking the selected chip deselects it and shows every project again", async ({
    page,
  }) => {
    await page.goto("/work?filter=website");
    await waitForHydration(page);
    const chip = chips(page, "Services").filter({ hasText: "Website & SEO" });
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL("/work");
    await expect(tiles(page)).toHaveCount(projects.length);
  });

  test("switching mode clears the chip; back and forward restore the URL's chip", async ({
    page,
  }) => {
    await page.goto("/work");
    await waitForHydration(page);
    await chips(page, "Services").filter({ hasText: "Print/Packaging Design" }).click();
    await expect(page).toHaveURL("/work?filter=print");
    await page.getByRole("button", { name: "By Industry" }).click();
    await expect(page).toHaveURL("/work");
    await expect(chips(page, "Industries").and(page.locator("[aria-pressed=true]"))).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(projects.length);

    await page.goBack();
    await expect(page).toHaveURL("/work?filter=print");
    await expect(page.getByRole("button", { name: "By Service" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      chips(page, "Services").filter({ hasText: "Print/Packaging Design" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(tiles(page)).toHaveCount(expectedRoutes("service", "print").length);
    await page.goForward();
    await expect(page).toHaveURL("/work");
    await expect(tiles(page)).toHaveCount(projects.length);
  });

  test("takes the search's session-storage hand-off on arrival, then clears it", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.evaluate(() => {
      sessionStorage.setItem("activeTab", "industry");
      sessionStorage.setItem("activeFilter", "food");
    });
    await page.goto("/work");
    await waitForHydration(page);
    await expect(page).toHaveURL("/work?industry=food");
    await expect(
      chips(page, "Industries").filter({ hasText: "Food & Hospitality" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(tiles(page)).toHaveCount(expectedRoutes("industry", "food").length);
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem("activeTab"),
        sessionStorage.getItem("activeFilter"),
      ]),
    ).toEqual([null, null]);

    await page.evaluate(() => {
      sessionStorage.setItem("activeTab", "displayService");
      sessionStorage.setItem("activeFilter", "socialmedia");
    });
    await page.goto("/work");
    await waitForHydration(page);
    // The alias is written back as the category's own id.
    await expect(page).toHaveURL("/work?filter=social");
    await expect(chips(page, "Services").filter({ hasText: "Social Media" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("an unknown filter shows the empty result, and “Show all projects” clears it", async ({
    page,
  }) => {
    await page.goto("/work?industry=aerospace");
    await waitForHydration(page);
    await expect(page.getByText("No projects found matching the selected filter.")).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Show all projects" }).click();
    await expect(page).toHaveURL("/work");
    await expect(tiles(page)).toHaveCount(projects.length);
  });

  test("each tile links to its case study and names its title, services and industry", async ({
    page,
  }) => {
    await page.goto("/work");
    await waitForHydration(page);
    const tile = page.getByRole("link", {
      name: /^The Global Address Services .+ Industry Real Estate$/,
    });
    await expect(tile).toHaveAttribute("href", "/portfolio/protfolio/brand-name");
    await tile.click();
    await expect(page).toHaveURL("/portfolio/protfolio/brand-name");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("Our Work's filter in the first frame", () => {
  const visibleRoutes = async (page: Page) =>
    (
      await page
        .locator("ul a[data-tile]:visible")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    ).sort();

  test("?filter= shows only its tiles, its chip and its count before the app has loaded", async ({
    page,
  }) => {
    await holdApp(page);
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

  test("?industry= shows the industry chips and its tiles before the app has loaded", async ({
    page,
  }) => {
    await holdApp(page);
    await page.goto("/work?industry=FOOD", { waitUntil: "domcontentloaded" });
    expect(await visibleRoutes(page)).toEqual(expectedRoutes("industry", "food"));
    await expect(page.locator('[data-chips="industry"]')).toBeVisible();
    await expect(page.locator('[data-chips="service"]')).toBeHidden();
    const toggle = page.locator('[data-option="industry"]');
    expect(await toggle.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(232, 149, 28)",
    );
  });

  test("an unknown ?industry= shows the empty result before the app has loaded", async ({
    page,
  }) => {
    await holdApp(page);
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
    for (const [search, expected] of [
      ["?filter=content", expectedRoutes("service", "content")],
      ["?industry=food", expectedRoutes("industry", "food")],
    ] as const) {
      await page.goto(`/work${search}`);
      await waitForHydration(page);
      // Hydrated and showing the filter itself: the head script's mark is gone.
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
    await waitForHydration(page);
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
