/**
 * Parts laid out only when they come near the window (`content-visibility: auto`,
 * src/ui/laid-out-when-near.ts), on a phone, at the first paint, before the app.
 */
import { SAMPLE_ROUTES } from "../../build/sample-routes.ts";
import { expect, test } from "./fixtures.ts";

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
