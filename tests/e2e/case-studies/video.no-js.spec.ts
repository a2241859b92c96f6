/**
 * With JavaScript off, at a phone's width and a desktop's (the "no-js phone" and "no-js desktop"
 * projects): a case study's clip shows its poster and no control that could not work.
 */
import { expect, test } from "../support/fixtures.ts";

test("a case study's clip shows its poster, and no play control that could not work", async ({
  page,
}) => {
  await page.goto("/portfolio/info3/one-bonsai");
  const clip = page.locator("video");
  const poster = clip.locator("xpath=..").locator("img");
  await poster.scrollIntoViewIfNeeded();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(poster).toBeVisible();
  // The clip has no file without scripts: the browser's own empty player does not cover the poster.
  await expect(clip).toHaveCSS("opacity", "0");
  await expect(page.getByRole("button", { name: /video:/ })).toBeHidden();
});
