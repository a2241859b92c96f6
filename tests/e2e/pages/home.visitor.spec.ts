/**
 * The home page as a visitor on a slow connection meets it: the film's button and the strips'
 * buttons are pressed before their behaviours' scripts have arrived. Each press is held and acted
 * on once the script has run, so none is lost.
 */
import { expect, holdIslands, test } from "../support/fixtures.ts";

test.use({ viewport: { width: 1280, height: 800 } });

test("a press on Pause film before the film's script has run pauses it once it has", async ({
  page,
}) => {
  const release = await holdIslands(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Pause film" }).click();
  const video = page.locator("#hero video");
  // Held: nothing has picked the film yet.
  expect(await video.getAttribute("src")).toBeNull();
  release();
  await expect(page.getByRole("button", { name: "Play film" })).toBeVisible();
  await expect(video).toHaveAttribute("src", "/media/home/hero.mp4");
  await expect(video).toHaveJSProperty("paused", true);
});

test("a press on Pause logos before the strip's script has run leaves it paused", async ({
  page,
}) => {
  const release = await holdIslands(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const pause = page.getByRole("button", { name: "Pause logos" });
  await pause.scrollIntoViewIfNeeded();
  await pause.click();
  release();
  await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
  const strip = page.locator("#clients [data-repeat]");
  await expect(strip).toHaveAttribute("data-cloned", "");
  await expect(strip).toHaveAttribute("data-state", "paused");
});
