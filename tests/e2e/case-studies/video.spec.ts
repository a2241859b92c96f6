import { expect, test } from "../support/fixtures.ts";
import { framesDrawn } from "../support/frames.ts";

const PAGE = "/portfolio/info3/one-bonsai";
const video = (page: import("@playwright/test").Page) =>
  page.locator('video[aria-label^="One Bonsai brand film"]');

test.describe("case-study video blocks", () => {
  test("are muted, looping and inline, play only while half visible, and pause on request", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    const clip = video(page);
    await expect(clip).toHaveAttribute("loop", "");
    await expect(clip).toHaveAttribute("playsinline", "");
    await expect(clip).toHaveJSProperty("muted", true);
    // Off screen: not playing.
    expect(await clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await clip.scrollIntoViewIfNeeded();
    await expect
      .poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);

    // Scrolled away again: paused.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // The visible control pauses it for good.
    await clip.scrollIntoViewIfNeeded();
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    const toggle = page.getByRole("button", { name: /^Pause video: One Bonsai brand film/ });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(
      page.getByRole("button", { name: /^Play video: One Bonsai brand film/ }),
    ).toBeVisible();
    const time = await clip.evaluate((v: HTMLVideoElement) => v.currentTime);
    // Sixty frames drawn (a second or more) in which a playing clip would have advanced.
    await framesDrawn(page);
    await expect(clip).toHaveJSProperty("paused", true);
    await expect(clip).toHaveJSProperty("currentTime", time);
  });

  test("use the phone file below 768 px and the desktop file above, switching on resize", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PAGE);
    const clip = video(page);
    await clip.scrollIntoViewIfNeeded();
    await expect(clip).toHaveAttribute("src", "/media/one-bonsai/reel-mobile.mp4");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(clip).toHaveAttribute("src", "/media/one-bonsai/reel.mp4");
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(clip).toHaveAttribute("src", "/media/one-bonsai/reel-mobile.mp4");
  });

  test("show nothing until the clip can play", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/media/one-bonsai/reel.mp4", async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    await video(page).scrollIntoViewIfNeeded();
    const frame = video(page).locator("..");
    await expect(frame).toHaveAttribute("data-state", "loading");
    await expect(video(page)).toHaveCSS("opacity", "0");
    release();
    await expect(frame).toHaveAttribute("data-state", "ready");
    await expect(video(page)).toHaveCSS("opacity", "1");
  });

  test("download the clip only when the visitor comes within a screen of it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const clips: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".mp4")) clips.push(new URL(request.url()).pathname);
    });
    await page.goto(PAGE);
    const clip = video(page);
    await expect(clip).toHaveJSProperty("readyState", 0);
    expect(await clip.getAttribute("src")).toBeNull();
    expect(clips).toEqual([]);

    await clip.scrollIntoViewIfNeeded();
    await expect(clip).toHaveAttribute("src", "/media/one-bonsai/reel.mp4");
    await expect.poll(() => clips).toContain("/media/one-bonsai/reel.mp4");
  });

  test("fetch their poster only when the visitor comes near, sized and in a modern format, and show it while the clip loads", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The clip itself is held, so the poster is what the box shows.
    await page.route("**/media/one-bonsai/reel*.mp4", () => undefined);
    const posters: string[] = [];
    page.on("request", (request) => {
      if (/reel-poster/.test(request.url())) posters.push(new URL(request.url()).pathname);
    });
    await page.goto(PAGE);
    await page.waitForLoadState("load");
    const clip = video(page);
    const poster = clip.locator("xpath=..").locator("img");
    await expect(poster).toHaveAttribute("loading", "lazy");
    await expect(poster).toHaveAttribute("alt", "");
    expect(await clip.getAttribute("poster")).toBeNull();
    // A screenful of the page has loaded, and the poster far below it has not been asked for.
    expect(posters).toEqual([]);

    await clip.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(posters.length).toBeGreaterThan(0);
    for (const path of posters) expect(path).toMatch(/^\/_img\/.+\.(avif|webp)$/);
    // The poster fills the clip's box, under the clip.
    const [posterBox, clipBox] = [await poster.boundingBox(), await clip.boundingBox()];
    expect(posterBox!.width).toBeCloseTo(clipBox!.width, 0);
    expect(posterBox!.height).toBeCloseTo(clipBox!.height, 0);
    await expect(poster).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`hold the clip's shape from the first paint at ${width} px, so nothing below moves when it loads`, async ({
      page,
    }) => {
      // The clip and its poster are held: the box must have its final shape before either arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/media/one-bonsai/reel*", async (route) => {
        await held;
        await route.continue();
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE, { waitUntil: "domcontentloaded" });
      const clip = video(page);
      const box = async () => {
        const { width: w, height: h } = (await clip.boundingBox())!;
        return h / w;
      };
      const before = await box();
      await clip.scrollIntoViewIfNeeded();
      release();
      // The app has set the file for this width and the browser has read its size.
      await expect
        .poll(() => clip.evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      const file = await clip.evaluate((v: HTMLVideoElement) => v.videoHeight / v.videoWidth);
      expect(before).toBeCloseTo(file, 2);
      expect(await box()).toBeCloseTo(file, 2);
    });
  }

  test.describe("that cannot load", () => {
    test.use({ allowedConsole: /Failed to load resource/ });

    test("say “Video content could not be loaded”", async ({ page }) => {
      await page.route("**/media/one-bonsai/reel.mp4", (route) =>
        route.fulfill({ status: 404, body: "" }),
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(PAGE);
      await video(page).scrollIntoViewIfNeeded();
      await expect(page.getByText("Video content could not be loaded")).toBeVisible();
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("do not play by themselves", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(PAGE);
      const clip = video(page);
      await clip.scrollIntoViewIfNeeded();
      await expect(
        page.getByRole("button", { name: /^Play video: One Bonsai brand film/ }),
      ).toBeVisible();
      const time = await clip.evaluate((v: HTMLVideoElement) => v.currentTime);
      // The label above is the app's decision not to play; sixty frames drawn (a second or
      // more) in which a clip that played anyway would have advanced.
      await framesDrawn(page);
      await expect(clip).toHaveJSProperty("paused", true);
      await expect(clip).toHaveJSProperty("currentTime", time);
    });
  });
});

test.describe("banners", () => {
  test("zoom to 105% over 700 ms on hover on the home-decor, fashion and jewellery pages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of [
      "/portfolio/tarini",
      "/portfolio/tarinis",
      "/portfolio/info5/Oddbolle",
      "/portfolio/movaw",
      "/portfolio/movas",
    ]) {
      await page.goto(path);
      const image = page.locator("article figure img").first();
      await expect(image).toHaveCSS("transition-duration", "0.7s");
      await image.hover();
      await expect(image).toHaveCSS("transform", "matrix(1.05, 0, 0, 1.05, 0, 0)");
    }
  });

  test("stay still on other pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/portfolio/pik");
    const image = page.locator("article figure img").first();
    await image.hover();
    expect(await image.evaluate((img) => img.matches(":hover"))).toBe(true);
    // Sixty frames drawn (a second or more): longer than the 700 ms a zoom takes elsewhere.
    await framesDrawn(page);
    expect(await image.evaluate((img) => img.getAnimations().length)).toBe(0);
    await expect(image).toHaveCSS("transform", "none");
  });

  test("become a fixed-height strip on phones where the document says so", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/portfolio/pik");
    const compact = page.locator("article figure img").first();
    expect((await compact.boundingBox())!.height).toBe(256);
    await page.goto("/portfolio/tarini");
    const full = page.locator("article figure img").first();
    expect(Math.round((await full.boundingBox())!.height)).toBe(Math.round(375 / 2));
  });
});
