import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { blockOf, readDocument } from "../support/documents.ts";
import { anyIslandAwake, expect, holdIslands, test } from "../support/fixtures.ts";
import { chips, expectedRoutes, projects, taxonomy, tileRoutes, tiles } from "./work-page.ts";

const workDocument = readDocument<PageDocument>("pages/work.json");

test.describe("Our Work", () => {
  test("prerenders the intro, the toggle, the chips and every listed case study as a tile", async ({
    request,
  }) => {
    const { document } = new JSDOM(await (await request.get("/work")).text()).window;
    const hero = blockOf(workDocument, "page-hero");
    const portfolio = blockOf(workDocument, "portfolio");
    expect([...document.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual([hero.title]);
    const buttons = [...document.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).toContain(portfolio.modes.service.label);
    expect(buttons).toContain(portfolio.modes.industry.label);
    const hrefs = [...document.querySelectorAll("a[data-tile]")].map((a) => a.getAttribute("href"));
    expect(hrefs.sort()).toEqual(projects.map((p) => p.route).sort());
    expect(projects.length).toBeGreaterThan(20);
  });

  test("its code waits for a press unless a filter arrives with the page", async ({ page }) => {
    const runtime: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/island-runtime-[\w-]+\.js$/.test(request.url())) runtime.push(request.url());
    });
    const listing = page.locator('[data-island="block"]');
    // As linked: the prerendered listing is exact, nothing runs until the visitor presses.
    await page.goto("/work");
    await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]'));
    await expect(listing).not.toHaveAttribute("data-awake");
    expect(runtime).toEqual([]);
    // A filter in the URL: it wakes by itself, so the chips say what the first frame shows.
    await page.goto("/work?industry=food");
    await expect(listing).toHaveAttribute("data-awake", "");
    await expect(chips(page, "Industries").and(page.locator("[aria-pressed=true]"))).toHaveCount(1);
    // Handed over by the site search in session storage: the same.
    await page.evaluate(() => {
      sessionStorage.setItem("activeTab", "industry");
      sessionStorage.setItem("activeFilter", "food");
    });
    await page.goto("/work");
    await expect(listing).toHaveAttribute("data-awake", "");
    await expect(page).toHaveURL(/\/work\?industry=food$/);
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

  test("a chip pressed before the filter's code has loaded is held, then applied once", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    // Not "load": the held island code may delay that event.
    await page.goto("/work", { waitUntil: "domcontentloaded" });
    const entries = await page.evaluate(() => history.length);
    const chip = chips(page, "Services").filter({ hasText: "Print/Packaging Design" });
    await chip.click();
    // Held: nothing has changed yet, and nothing can, with the code held back.
    expect(await page.evaluate(anyIslandAwake)).toBe(false);
    await expect(page).toHaveURL("/work");
    release();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL("/work?filter=print");
    await expect(tiles(page)).toHaveCount(expectedRoutes("service", "print").length);
    // Replayed once: a second press would have cleared the chip again, and added an entry.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test("every industry chip shows exactly its projects", async ({ page }) => {
    await page.goto("/work");
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

  test("applies ?filter= (with aliases) and ?industry=", async ({ page }) => {
    await page.goto("/work?filter=socialmedia");
    await expect(chips(page, "Services").filter({ hasText: "Social Media" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(tiles(page)).toHaveCount(expectedRoutes("service", "social").length);

    await page.goto("/work?industry=finance");
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
    const tile = page.getByRole("link", {
      name: /^The Global Address Services .+ Industry Real Estate$/,
    });
    await expect(tile).toHaveAttribute("href", "/portfolio/protfolio/brand-name");
    await tile.click();
    await expect(page).toHaveURL("/portfolio/protfolio/brand-name");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
