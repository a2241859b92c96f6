/**
 * Parts laid out only when they come near the window (`content-visibility: auto`,
 * src/ui/laid-out-when-near.ts), on a phone, at the first paint, before any island wakes.
 */
import { SAMPLE_ROUTES } from "../../../scripts/audit/sample-routes.ts";
import { BLOCK_ROOTS } from "../../../src/render/block-roots.ts";
import { expect, test } from "../support/fixtures.ts";

test.describe("parts laid out when near, on a phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test("hold no form field, and make no page wider than the phone", async ({ page }) => {
    let parts = 0;
    for (const route of SAMPLE_ROUTES) {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const found = await page.evaluate(() => {
        const skippable = [...document.querySelectorAll("body *")].filter(
          (el) => getComputedStyle(el).contentVisibility === "auto",
        );
        return {
          parts: skippable.length,
          // A form field inside one had the browser lay the part out at load all the same (its
          // form filling reads the fields): the footer, 72 elements, on every page.
          fields: skippable.flatMap((el) =>
            [...el.querySelectorAll("input, select, textarea")].map(
              (field) => `${el.tagName.toLowerCase()} > ${field.getAttribute("name")}`,
            ),
          ),
          // A stand-in is a height only: as a width too, a skipped part in a grid's auto
          // column widened the page, and a phone zoomed out to show it.
          width: { window: innerWidth, page: document.documentElement.scrollWidth },
        };
      });
      parts += found.parts;
      expect(found.fields, route).toEqual([]);
      expect(found.width, route).toEqual({ window: 375, page: 375 });
    }
    expect(parts, "parts laid out when near on the sample pages").toBeGreaterThan(10);
  });
});

/** In the page: each block's own element (`selector`), whether the browser has drawn its content. */
function blocksDrawn(selector: string) {
  return [...document.querySelectorAll(selector)].map((root) => {
    const { top } = root.getBoundingClientRect();
    const content = [...root.querySelectorAll("*")];
    return {
      top: Math.round(top),
      // Content inside a part the browser skips is not visible to this check; drawn, some is.
      drawn: content.some((el) => el.checkVisibility({ contentVisibilityAuto: true })),
      hasContent: content.length > 0,
    };
  });
}

test.describe("a page's blocks, on a phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test("are drawn at the first paint if they reach into the window, and not before they come near", async ({
    page,
  }) => {
    let skipped = 0;
    for (const route of SAMPLE_ROUTES) {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      const blocks = (await page.evaluate(blocksDrawn, BLOCK_ROOTS)).filter(
        (block) => block.hasContent,
      );
      expect(blocks.length, route).toBeGreaterThan(0);
      for (const [index, block] of blocks.entries())
        if (block.top < 800)
          expect(block.drawn, `${route}: block ${index} is in the window`).toBe(true);
      skipped += blocks.filter((block) => block.top > 2 * 800 && !block.drawn).length;
    }
    expect(
      skipped,
      "blocks far below the window, not yet laid out, on the sample pages",
    ).toBeGreaterThan(5);
  });

  test("let a keyboard's Tab reach a link far below: it is scrolled into the window and drawn", async ({
    page,
  }) => {
    // A phone with a keyboard, or a switch device: sequential focus walks into blocks that are
    // still stand-ins, and must find their links and show them, not an empty stand-in.
    await page.goto("/portfolio/ds/drunken-scholar", { waitUntil: "domcontentloaded" });
    const next = page.getByRole("link", { name: "Next", exact: true });
    expect(await next.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      false,
    );
    let presses = 0;
    while (!(await next.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press("Tab");
      expect(++presses, "Tab presses to reach Next").toBeLessThan(60);
    }
    await expect(next).toBeInViewport({ ratio: 1 });
    expect(await next.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      true,
    );
    // Its focus ring is drawn: the block's paint containment leaves room for it at the edge.
    expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  });
});
