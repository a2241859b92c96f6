import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import {
  endlessAnimationsRunning,
  framesDrawn,
  leftEdge,
  leftEdgeOverFrames,
  pausedInPlace,
} from "../support/frames.ts";
import sharp from "sharp";

/** Waits until the element's left edge has moved more than 5 px to the left of where it is now. */
async function expectMovingLeft(target: Locator) {
  const start = await leftEdge(target);
  await expect.poll(() => leftEdge(target)).toBeLessThan(start - 5);
}

/** Moves the pointer off the page's content and focus off any control. */
async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("the home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("plays the desktop hero film muted, looped and inline at 1280 px, with a pause button", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Brands with a point of view" }),
    ).toBeVisible();
    const video = page.locator("#hero video");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("muted", "");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveAttribute("src", "/media/home/hero.mp4");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    await page.getByRole("button", { name: "Pause film" }).click();
    await expect(page.getByRole("button", { name: "Play film" })).toBeVisible();
    await expect(video).toHaveJSProperty("paused", true);
    // The poster is the served picture, loaded first.
    await expect(page.locator("#hero img").first()).toHaveAttribute("fetchpriority", "high");
  });

  test("has Who are we? with a Know More link that opens About Us at the top", async ({ page }) => {
    await page.goto("/");
    const know = page.getByRole("link", { name: "Know More" });
    await know.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await know.click();
    await expect(page).toHaveURL("/about-us");
    await expect(
      page.getByRole("heading", { level: 1, name: "We are Saffron Studio" }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("links the five What to Expect cards to Our Work, filtered by their service", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "What to Expect" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(5);
    const hrefs = await section
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/work?filter=graphic",
      "/work?filter=content",
      "/work?filter=website",
      "/work?filter=photo",
      "/work?filter=social",
    ]);
    await section.getByRole("link", { name: "See photography" }).click();
    await expect(page).toHaveURL("/work?filter=photo");
  });

  test("changes the Get in Touch label to “Lets Gooooooo!” on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Get in Touch with us" });
    await expect(link).toHaveAttribute("href", "/contact-us");
    const hoverLabel = link.getByText("Lets Gooooooo!");
    const restLabel = link.getByText("Get in Touch with us");
    await link.scrollIntoViewIfNeeded();
    await expect(restLabel).toBeVisible();
    await expect(hoverLabel).toBeHidden();
    await link.hover();
    await expect(hoverLabel).toBeVisible();
    await expect(restLabel).toBeHidden();
    await page.mouse.move(1, 1);
    await expect(hoverLabel).toBeHidden();
    await expect(restLabel).toBeVisible();
    await link.focus();
    await expect(hoverLabel).toBeVisible();
    // The accessible name stays the resting label.
    await expect(page.getByRole("link", { name: "Get in Touch with us" })).toBeFocused();
  });

  test("moves the logo strip and the testimonials until their pause buttons stop them", async ({
    page,
  }) => {
    await page.goto("/");
    const logos = page.locator("#clients img").first();
    // The strips themselves never stand still, so scroll and point at their (still) sections.
    await page.locator("#clients").scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expectMovingLeft(logos);
    await page.getByRole("button", { name: "Pause logos" }).click();
    await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
    await leaveAlone(page);
    await pausedInPlace(logos);
    const [c, d] = await leftEdgeOverFrames(page, logos);
    expect(d).toBe(c);

    const quotes = page.locator("#from-our-clients img").first();
    await page.locator("#from-our-clients").scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expectMovingLeft(quotes);
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await leaveAlone(page);
    await pausedInPlace(quotes);
    const [g, h] = await leftEdgeOverFrames(page, quotes);
    expect(h).toBe(g);
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await leaveAlone(page);
    await expectMovingLeft(quotes);
  });

  test("pauses the testimonials while the pointer is over them", async ({ page }) => {
    await page.goto("/");
    const quotes = page.locator("#from-our-clients img").first();
    await page.locator("#from-our-clients").scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expectMovingLeft(quotes);
    const strip = (await page.locator("#from-our-clients .viewport").boundingBox())!;
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await pausedInPlace(quotes);
    const [a, b] = await leftEdgeOverFrames(page, quotes);
    expect(b).toBe(a);
    await page.mouse.move(1, 1);
    await expectMovingLeft(quotes);
  });

  test("reads each logo and testimonial once: copies after the first are hidden from assistive technology", async ({
    page,
  }) => {
    await page.goto("/");
    // The HTML ships each strip once; its island clones the copies once it wakes, as the visitor
    // comes near it (its code loads after the first paint, so allow for that).
    await page.locator("#clients").scrollIntoViewIfNeeded();
    await expect(page.locator("#clients ul.copy")).toHaveCount(7, { timeout: 15_000 });
    await expect(page.locator("#clients ul.copy:not([aria-hidden='true']) img")).toHaveCount(10);
    await expect(page.getByRole("img", { name: "One Bonsai", exact: true })).toHaveCount(1);
    await page.locator("#from-our-clients").scrollIntoViewIfNeeded();
    await expect(page.locator("#from-our-clients ul.copy")).toHaveCount(3);
    await expect(
      page.getByRole("img", { name: /Meera Krishnan, Co-founder, One Bonsai/ }),
    ).toHaveCount(1);
  });
});

test.describe("the home page on wide screens", () => {
  for (const width of [1280, 1920, 2560]) {
    test(`lines the hero's words and pause button up with the header's logo and last control at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto("/");
      const left = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().left);
      // How far the words reach (the text, not the heading's box).
      const textRight = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return range.getBoundingClientRect().right;
          });
      expect(Math.abs((await left("#hero h1")) - (await left("header a")))).toBeLessThan(1);
      const pause = page.getByRole("button", { name: "Pause film" });
      const search = page.getByRole("button", { name: "Search website" });
      const pauseRight = await pause.evaluate((el) => el.getBoundingClientRect().right);
      const searchRight = await search.evaluate((el) => el.getBoundingClientRect().right);
      expect(Math.abs(pauseRight - searchRight)).toBeLessThan(1);
      // Three lines, clear of the film's mark in the right half.
      expect(await textRight("#hero h1")).toBeLessThan(width * 0.55);
    });
  }
});

test.describe("the home page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("plays the phone file below 768 px", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("#hero video");
    await expect(video).toHaveAttribute("src", "/media/home/hero-phone.mp4");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });
});

test.describe("the home page with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("plays no film and moves no strip", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("#hero video");
    await expect(video).toHaveAttribute("src", "/media/home/hero.mp4");
    // The served page offers "Pause film"; the app turns it into "Play film" once it has decided,
    // under reduced motion, not to play: the state the checks below are about.
    await expect(page.getByRole("button", { name: "Play film" })).toBeVisible();
    const time = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    // Sixty frames drawn (a second or more) in which a playing film would have advanced.
    await framesDrawn(page);
    await expect(video).toHaveJSProperty("paused", true);
    await expect(video).toHaveJSProperty("currentTime", time);
    expect(
      await page.evaluate(() => [...document.querySelectorAll("video")].some((v) => !v.paused)),
    ).toBe(false);

    for (const id of ["#clients", "#from-our-clients"]) {
      const item = page.locator(`${id} img`).first();
      await page.locator(id).scrollIntoViewIfNeeded();
      await page.mouse.move(1, 1);
      const [c, d] = await leftEdgeOverFrames(page, item);
      expect(d).toBe(c);
      // One copy, every item in view; the others are not shown.
      await expect(page.locator(`${id} ul.copy[aria-hidden='true']`).first()).toBeHidden();
    }
    expect(await endlessAnimationsRunning(page)).toBe(0);
    await expect(page.getByRole("button", { name: "Pause logos" })).toBeHidden();
  });
});

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast of an element's text against what is drawn behind its words: the text is made
 * transparent, the box its lines cover is captured, and the brightest 2% of those pixels count
 * (a few specks of the film may be brighter, a whole letter over a bright shape may not).
 */
async function textContrast(page: Page, locator: Locator): Promise<number> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
  const clip = await locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  await locator.evaluate((el) => ((el as HTMLElement).style.color = "transparent"));
  const shot = await page.screenshot({ clip });
  await locator.evaluate((el) => ((el as HTMLElement).style.color = ""));
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const behind: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    behind.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  behind.sort((x, y) => x - y);
  const background = behind[Math.floor(behind.length * 0.98)]!;
  const text = luminance(r, g, b);
  return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
}

test.describe("the home page's hero words over the film", () => {
  // Reduced motion holds the film on one frame, the one every visitor sees first.
  test.use({ reducedMotion: "reduce" });

  for (const width of [375, 768, 1024, 1280, 1920]) {
    test(`read at ${width} px: the headline at 3:1 or more, the line above it at 4.5:1`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      // Everything the first screen shows has arrived (the film's first frame too); what a
      // visitor reads over it, whether the app has started or not.
      await page.waitForLoadState("networkidle");
      const headline = await textContrast(page, page.locator("#hero h1"));
      const eyebrow = await textContrast(page, page.locator("#hero p").first());
      expect(headline, "headline").toBeGreaterThanOrEqual(3);
      expect(eyebrow, "eyebrow").toBeGreaterThanOrEqual(4.5);
    });
  }
});
