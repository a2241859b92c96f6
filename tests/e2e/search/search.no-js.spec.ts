/**
 * With JavaScript off, at a phone's width and a desktop's (the "no-js phone" and "no-js desktop"
 * projects): the page knows scripts are off, and leaves out the search, which cannot work
 * without them.
 */
import { expect, test } from "../support/fixtures.ts";

test("scripts are really off", async ({ page }) => {
  await page.goto("/");
  // What the page sees: its CSS leaves out what needs scripts on this evidence.
  expect(await page.evaluate(() => matchMedia("(scripting: none)").matches)).toBe(true);
  await expect(page.getByRole("button", { name: "Search website" })).toBeHidden();
});
