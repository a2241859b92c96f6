import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const services = [
  { title: "Graphic Designing", filter: "graphic", chip: "Graphic Design" },
  {
    title: "Copywriting & Creative Writing",
    filter: "content",
    chip: "Copywriting & Content Writing",
  },
  { title: "Website Design & SEO", filter: "website", chip: "Website & SEO" },
  {
    title: "Photography & Videography",
    filter: "photo",
    chip: "Photography, Videography & Video Editing",
  },
  { title: "Social Media Management & Marketing", filter: "socialmedia", chip: "Social Media" },
];

const serviceItems = (page: Page) =>
  page.getByRole("list", { name: "What we do" }).locator(":scope > li");

test.describe("Services", () => {
  test("shows the hero and five services, each with title, subtitle, bullets and both buttons", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(
      page.getByRole("heading", { level: 1, name: "Lost in the Digital Wilderness..." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(serviceItems(page)).toHaveCount(5);
    for (const [i, service] of services.entries()) {
      const item = serviceItems(page).nth(i);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(service.title);
      expect(await item.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expect(item.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
        "href",
        "/contact-us",
      );
      await expect(item.getByRole("link", { name: "Our Projects" })).toHaveAttribute(
        "href",
        `/work?filter=${service.filter}`,
      );
      await expect(item.getByRole("img")).toHaveAttribute("alt", /.+/);
    }
  });

  test("is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services");
    for (const service of services)
      await expect(page.getByRole("heading", { name: service.title })).toBeVisible();
    await context.close();
  });

  for (const service of services) {
    test(`“Our Projects” of ${service.title} lands on a selected chip with projects`, async ({
      page,
    }) => {
      await page.goto("/services");
      await serviceItems(page)
        .filter({ hasText: service.title })
        .getByRole("link", { name: "Our Projects" })
        .click();
      await expect(page).toHaveURL(`/work?filter=${service.filter}`);
      const chip = page
        .getByRole("group", { name: "Services", exact: true })
        .getByRole("button")
        .filter({ hasText: service.chip });
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      expect(await page.locator("ul a[data-tile]").count()).toBeGreaterThan(0);
    });
  }

  test("“Contact Us” goes to the contact page", async ({ page }) => {
    await page.goto("/services");
    await serviceItems(page).first().getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(
      page.getByRole("heading", { level: 1, name: "We'd Love to Hear from you" }),
    ).toBeVisible();
  });
});

test.describe("Services layout", () => {
  async function boxes(page: Page, index: number) {
    const item = serviceItems(page).nth(index);
    const art = await item.getByRole("img").boundingBox();
    const title = await item.getByRole("heading", { level: 3 }).boundingBox();
    return { art: art!, title: title! };
  }

  for (const width of [375, 1024]) {
    test(`is a stacked card list at ${width} px: one service under the other`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      const first = (await serviceItems(page).nth(0).boundingBox())!;
      const second = (await serviceItems(page).nth(1).boundingBox())!;
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(Math.round(second.x)).toBe(Math.round(first.x));
      // Each card is a framed box of its own.
      expect(
        await serviceItems(page)
          .nth(0)
          .evaluate((li) => getComputedStyle(li).borderTopLeftRadius),
      ).not.toBe("0px");
      if (width === 375) {
        const { art, title } = await boxes(page, 0);
        expect(title.y).toBeGreaterThanOrEqual(art.y + art.height - 1);
      }
    });
  }

  test("alternates the artwork's side from row to row above 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/services");
    for (let i = 0; i < 5; i++) {
      const { art, title } = await boxes(page, i);
      if (i % 2 === 0)
        expect(art.x + art.width, `row ${i + 1}: artwork on the left`).toBeLessThanOrEqual(title.x);
      else
        expect(title.x + title.width, `row ${i + 1}: artwork on the right`).toBeLessThanOrEqual(
          art.x,
        );
    }
    expect(
      await serviceItems(page)
        .nth(0)
        .evaluate((li) => getComputedStyle(li).borderTopLeftRadius),
    ).toBe("0px");
  });
});
