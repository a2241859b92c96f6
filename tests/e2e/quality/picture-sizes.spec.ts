/**
 * A picture's `sizes` says how wide the page shows it, so that a phone fetches the file that fits
 * its screen and no larger (src/core/design/tokens.ts `columnWidth`, scripts/content/media.ts).
 */
import { SAMPLE_ROUTES } from "../../../scripts/audit/sample-routes.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * Each shown picture of `main`: its width on screen and the width its `sizes` declares (its AVIF
 * source's, which the browser picks from; the `<img>`'s own where it has no source), read from
 * a copy whose `srcset` names its file by its real width: the copy's natural width is then the
 * declared width.
 */
function shownAndDeclared(): Promise<{ src: string; shown: number; declared: number }[]> {
  const sizesOf = (img: HTMLImageElement) =>
    img.closest("picture")?.querySelector("source")?.sizes || img.sizes;
  const pictures = [...document.querySelectorAll<HTMLImageElement>("main img")].filter(
    (img) => sizesOf(img) && img.getBoundingClientRect().width > 0,
  );
  return Promise.all(
    pictures.map(async (img) => {
      const file = new Image();
      file.src = img.src;
      await file.decode();
      const copy = new Image();
      copy.sizes = sizesOf(img);
      copy.srcset = `${img.src} ${file.naturalWidth}w`;
      await copy.decode();
      return {
        src: img.src.split("/").pop()!,
        shown: img.getBoundingClientRect().width,
        declared: copy.naturalWidth,
      };
    }),
  );
}

test.describe("pictures on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("each declares at least its shown width, and one as wide as the column declares the column", async ({
    page,
  }) => {
    const column = 375 - 2 * 20; // the window less two 1.25rem gutters
    let spanning = 0;
    for (const route of SAMPLE_ROUTES) {
      await page.goto(route);
      for (const { src, shown, declared } of await page.evaluate(shownAndDeclared)) {
        expect(declared, `${route} ${src}: shown ${shown} px`).toBeGreaterThanOrEqual(
          Math.floor(shown),
        );
        if (Math.abs(shown - column) >= 1) continue;
        spanning++;
        expect(declared, `${route} ${src} spans the column`).toBeCloseTo(column, 0);
      }
    }
    expect(spanning, "pictures as wide as the column on the sample pages").toBeGreaterThan(5);
  });
});

test.describe("on a 360 px phone at 2 device pixels per CSS pixel", () => {
  test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });

  test("a picture as wide as the column is fetched 640 px wide, not 800", async ({ page }) => {
    await page.goto("/services");
    // The first service's art (the page's own art is a drawing: one file for every screen).
    const hero = page.locator("main li img").first();
    await expect(hero).toBeVisible();
    // The column, 320 CSS px, at 2 device pixels: 640 is enough, and the browser takes it.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-640\.avif$/);
  });
});

/**
 * The head preloads the main picture with the srcset and sizes of its AVIF source, so the
 * preload and the picture agree on one file: a preload declaring another width (100vw for a
 * picture drawn at 40vw) would fetch a second file before the picture asks for its own.
 */
for (const [width, height] of [
  [375, 800],
  [1440, 900],
] as const) {
  test(`the main picture is preloaded and fetched once, the file the picture shows, at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const route of ["/portfolio/tarini", "/portfolio/pik"]) {
      const fetched: string[] = [];
      const listen = (request: import("@playwright/test").Request) => {
        if (request.resourceType() === "image" && request.url().includes("/_img/"))
          fetched.push(request.url().split("/").pop()!);
      };
      page.on("request", listen);
      await page.goto(route);
      const hero = page.locator('main img[fetchpriority="high"]');
      await expect(hero).toHaveCount(1);
      await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(
        1,
      );
      const shown = await hero.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.currentSrc.split("/").pop()!;
      });
      expect(shown, route).toMatch(/\.avif$/);
      const stem = shown.replace(/-\d+\.avif$/, "");
      expect(
        fetched.filter((file) => file.startsWith(stem)),
        `${route}: files of the main picture fetched`,
      ).toEqual([shown]);
      page.off("request", listen);
    }
    await context.close();
  });
}

/**
 * /services' art is a drawing (scripts/content/vector.ts): one file for every screen, preloaded by
 * its address, sent precompressed, and drawn at the shape its width and height give.
 */
for (const [width, height] of [
  [375, 800],
  [1440, 900],
] as const) {
  test(`a drawing as the main picture is preloaded, fetched once and drawn at its shape, at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const fetched: import("@playwright/test").Response[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".svg") && response.url().includes("/media/services/"))
        fetched.push(response);
    });
    await page.goto("/services");
    const hero = page.locator('main img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    const src = await hero.getAttribute("src");
    expect(src).toMatch(/^\/media\/services\/[\w-]+\.svg$/);
    await expect(hero).not.toHaveAttribute("srcset");
    // React writes the preload of a picture without a srcset itself, where the app starts.
    await expect(page.locator(`link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1);
    const drawn = await hero.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const box = img.getBoundingClientRect();
      return {
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
        ratio: box.width / box.height,
        natural: img.naturalWidth,
      };
    });
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.natural).toBeGreaterThan(0);
    expect(drawn.ratio).toBeCloseTo(drawn.width / drawn.height, 1);
    expect(fetched.map((response) => new URL(response.url()).pathname)).toEqual([src]);
    const headers = await fetched[0]!.allHeaders();
    expect(headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    await context.close();
  });
}
