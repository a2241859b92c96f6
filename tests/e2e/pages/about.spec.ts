import type { Page } from "@playwright/test";
import { expect, islandOf, requestedScripts, test, waitForIsland } from "../support/fixtures.ts";
import { framesDrawn, leftEdge, leftEdgeOverFrames, pausedInPlace } from "../support/frames.ts";

const STEP_HEIGHT = 1000;

/** Scrolls so the story section's top is `progress` pixels above the top of the window. */
async function scrollStoryTo(page: Page, progress: number) {
  await page.evaluate((p) => {
    const story = document.getElementById("how-we-started")!;
    window.scrollTo(0, story.getBoundingClientRect().top + window.scrollY + p);
  }, progress);
}

const ringText = (page: Page) => page.locator("#how-we-started .ring textPath");
const ringOpacity = (page: Page) =>
  page.locator("#how-we-started .ring").evaluate((ring) => Number(getComputedStyle(ring).opacity));

test.describe("the About page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has the hero, story, founder, value cards, counters and value chips in that order", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const headings = await page
      .locator("article")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    const order = [
      "How we started",
      "Tara Venkatesh",
      "What we stand for",
      "Nine years in numbers",
      "Why Choose Us?",
    ].map((title) => headings.indexOf(title));
    expect(
      order.every((at) => at >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("We are Saffron Studio");
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    expect(await top("#we-are")).toBeLessThan(await top("#how-we-started"));
  });

  test("fades the hero circles in after the page has loaded, ending fully visible", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await expect(page.locator("#we-are")).toHaveAttribute("data-enter", "");
    const circles = page.locator("#we-are .circle");
    await expect(circles).toHaveCount(6);
    await expect
      .poll(() => circles.evaluateAll((all) => all.map((c) => getComputedStyle(c).opacity)))
      .toEqual(["1", "1", "1", "1", "1", "1"]);
  });

  test("follows the scroll through the story: one step per 1000 px, the ring turning, then fading out", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await expect(page.locator("#how-we-started")).toHaveAttribute("data-variant", "scroll");
    await scrollStoryTo(page, 100);
    await expect(ringText(page)).toContainText("HOW WE STARTED •");
    await expect(page.locator("#how-we-started article[data-active] h3")).toHaveText(
      "The beginning",
    );

    await scrollStoryTo(page, STEP_HEIGHT + 50);
    await expect(ringText(page)).toContainText("OUR APPROACH •");

    await scrollStoryTo(page, 2 * STEP_HEIGHT);
    await expect(ringText(page)).toContainText("OUR MISSION •");
    await expect(page.locator("#how-we-started article[data-active] h3")).toHaveText("Our mission");
    await expect(page.locator("#how-we-started article[data-active]")).toBeInViewport();
    expect(await ringOpacity(page)).toBe(1);
    const turned = await page
      .locator("#how-we-started .ring svg")
      .evaluate((svg) => getComputedStyle(svg).transform);
    expect(turned).not.toBe("none");

    // Fully faded at step height × steps + 400.
    await scrollStoryTo(page, 3 * STEP_HEIGHT + 450);
    await expect.poll(() => ringOpacity(page)).toBe(0);
  });

  test("rests its ring clear of the text and inside the screen, from the tablet's 768 px up", async ({
    page,
  }) => {
    await page.goto("/about-us");
    for (const [index, width] of [768, 900, 1024, 1280].entries()) {
      await page.setViewportSize({ width, height: 800 });
      // Inside the second step, where the ring has come to rest; a new position each time, so
      // the story draws a frame for this width.
      await scrollStoryTo(page, STEP_HEIGHT + 50 * (index + 1));
      const overlap = () =>
        page.locator("#how-we-started .pin").evaluate((pin) => {
          const ring = pin.querySelector(".ring")!.getBoundingClientRect();
          const panel = pin.querySelector(".panel")!.getBoundingClientRect();
          return [Math.max(0, ring.right - panel.left), Math.max(0, -ring.left)].map(Math.round);
        });
      await expect
        .poll(overlap, `under the text, past the left edge at ${width} px`)
        .toEqual([0, 0]);
    }
  });

  test("pins the value cards while they stack", async ({ page }) => {
    await page.goto("/about-us");
    const cards = page.locator("#what-we-stand-for li");
    await expect(cards).toHaveCount(4);
    await cards.first().scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const list = document.querySelector("#what-we-stand-for ol")!;
      window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY);
    });
    const pinnedAt = (await cards.first().boundingBox())!.y;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.6));
    await expect.poll(async () => (await cards.first().boundingBox())!.y).toBeCloseTo(pinnedAt, 0);
    // The second card has slid up over the first.
    const second = (await cards.nth(1).boundingBox())!.y;
    expect(second - pinnedAt).toBeLessThan(40);
  });

  test("shows the counters and turns a circle black on hover", async ({ page }) => {
    await page.goto("/about-us");
    const stats = page.getByRole("region", { name: "Nine years in numbers" });
    await stats.scrollIntoViewIfNeeded();
    for (const [value, label] of [
      ["40+", "CLIENTS"],
      ["55+", "PROJECTS"],
      ["200+", "CUP OF COFFEE"],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(
        stats.locator(".value", { hasText: new RegExp(`^${value.replace("+", "\\+")}$`) }),
      ).toBeVisible();
    }
    const circle = stats.locator(".circle").first();
    await circle.hover();
    await expect
      .poll(() => circle.evaluate((c) => getComputedStyle(c).backgroundColor))
      .toBe("rgb(20, 18, 16)");
  });

  test("fills a value chip with its colour on hover", async ({ page }) => {
    await page.goto("/about-us");
    const chip = page.getByText("Strategy before style", { exact: true });
    await chip.scrollIntoViewIfNeeded();
    const fill = () => chip.evaluate((li) => getComputedStyle(li, "::before").transform);
    expect(await fill()).not.toBe("none");
    await chip.hover();
    await expect.poll(fill).toBe("none");
  });

  test("moves the text belt until its pause button stops it", async ({ page }) => {
    await page.goto("/about-us");
    const word = page.locator("#what-we-do li").first();
    await page.mouse.move(1, 1);
    const a = await leftEdge(word);
    await expect.poll(() => leftEdge(word)).toBeLessThan(a - 5);
    await page.getByRole("button", { name: "Pause belt" }).click();
    await expect(page.getByRole("button", { name: "Play belt" })).toBeVisible();
    await pausedInPlace(word);
    const [c, d] = await leftEdgeOverFrames(page, word);
    expect(d).toBe(c);
  });

  test("is readable without JavaScript: every story step, visible circles", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/about-us");
    for (const step of ["The beginning", "Our approach", "Our mission"])
      await expect(
        page.locator("#how-we-started").getByRole("heading", { name: step }),
      ).toBeVisible();
    const opacities = await page
      .locator("#we-are .circle")
      .evaluateAll((all) => all.map((c) => getComputedStyle(c).opacity));
    expect(opacities).toEqual(["1", "1", "1", "1", "1", "1"]);
    await context.close();
  });
});

test.describe("the About page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows the story as three cards that stay pinned while they stack, with no script of its own until the screen is wide", async ({
    page,
  }) => {
    const scripts = requestedScripts(page);
    await page.goto("/about-us");
    const cards = page.locator("#how-we-started ol").filter({ visible: true }).locator("> li");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText("The beginning");
    await expect(cards.first()).toHaveCSS("position", "sticky");
    await page.evaluate(() => {
      const list = [...document.querySelectorAll("#how-we-started ol")].find((ol) =>
        ol.checkVisibility(),
      )!;
      window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 100);
    });
    const pinned = (await cards.first().boundingBox())!.y;
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(async () => (await cards.first().boundingBox())!.y).toBeCloseTo(pinned, 0);
    // Past the story, the value cards wake (they move here): the story, passed first, has not.
    const valueCard = page.locator("#what-we-stand-for li").first();
    await valueCard.scrollIntoViewIfNeeded();
    await waitForIsland(valueCard);
    await expect(islandOf(page.locator("#how-we-started"))).not.toHaveAttribute("data-awake");
    expect(scripts.filter((path) => path.includes("/story-"))).toEqual([]);
    // Turned sideways into a tablet's width, it wakes once back in view, and follows the scroll.
    await page.setViewportSize({ width: 1024, height: 700 });
    await scrollStoryTo(page, 0);
    await waitForIsland(page.locator("#how-we-started"));
    await expect(page.locator("#how-we-started")).toHaveAttribute("data-variant", "scroll");
  });

  // At 375 px the one label on two lines ("Cup of coffee") made its row taller, and the
  // single-line labels beside it sat 10 px lower than its first line; at 320 px "Projects",
  // wider than its column, widened that column and its circle.
  test("draws the counters' circles the same size, each inside its column, labels in line", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const stats = page.getByRole("region", { name: "Nine years in numbers" });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      await stats.scrollIntoViewIfNeeded();
      const sizes = await stats.locator("li").evaluateAll((items) =>
        items.map((li) => ({
          column: li.getBoundingClientRect().width,
          circle: li.querySelector(".circle")!.getBoundingClientRect().width,
          label: li.querySelector(".label")!.getBoundingClientRect().top,
        })),
      );
      expect(sizes).toHaveLength(3);
      for (const { column, circle } of sizes) expect(circle).toBeLessThanOrEqual(column + 0.5);
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      expect(spread(sizes.map((s) => s.circle)), `circles at ${width} px`).toBeLessThan(1);
      expect(spread(sizes.map((s) => s.label)), `labels at ${width} px`).toBeLessThan(1);
    }
  });
});

test.describe("the About page with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("moves nothing: no circle entrance, a still story, a still belt and unpinned cards", async ({
    page,
  }) => {
    // Every entrance or change of layout the app makes on these sections, from the first script.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { changes: string[] }).changes = changes;
      new MutationObserver((records) => {
        for (const r of records)
          changes.push(
            `${(r.target as Element).id} ${r.attributeName}=${(r.target as Element).getAttribute(r.attributeName!)}`,
          );
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-enter", "data-variant"],
      });
    });
    const scripts = requestedScripts(page);
    await page.goto("/about-us");
    await expect(page.locator("#how-we-started")).toHaveAttribute("data-variant", "static");
    // The hero and the belt decide what moves, so the visit is watched until each has woken (as
    // the visitor comes near): waking ends what this test observes of it, it is not a wait before
    // it acts. The story, the cards and the counters only move: with reduced motion they never
    // wake, and their served HTML is what stays.
    await waitForIsland(page.locator("#we-are"));
    await expect(page.locator("#we-are")).not.toHaveAttribute("data-enter", /.*/);
    await scrollStoryTo(page, 2 * STEP_HEIGHT);
    // Every step stays readable in the still layout.
    await expect(
      page.locator("#how-we-started").getByRole("heading", { name: "Our mission" }),
    ).toBeVisible();

    const word = page.locator("#what-we-do li").first();
    await word.scrollIntoViewIfNeeded();
    await waitForIsland(word);
    const [a, b] = await leftEdgeOverFrames(page, word);
    expect(b).toBe(a);
    await expect(page.getByRole("button", { name: "Pause belt" })).toBeHidden();

    const card = page.locator("#what-we-stand-for li").first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS("position", "static");
    const stats = page.getByRole("region", { name: "Nine years in numbers" });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator(".value").first()).toHaveText("40+");
    expect(
      await page.evaluate(() => [...document.querySelectorAll("video")].some((v) => !v.paused)),
    ).toBe(false);
    // The belt's sixty frames were drawn after those sections woke (and two more now, so their
    // effects have run): no island has started an entrance or changed a layout.
    await framesDrawn(page, 2);
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(
      [],
    );
    // By then each of the three had been near the window for frames: none woke, and neither
    // React nor their code was requested.
    for (const section of [page.locator("#how-we-started"), card, stats])
      await expect(islandOf(section)).not.toHaveAttribute("data-awake");
    expect(
      scripts.filter((path) => /\/(island-runtime|react|story|stats|stacked-cards)-/.test(path)),
    ).toEqual([]);
  });
});
