/**
 * The web fonts as the build cuts them (scripts/content/fonts.ts, src/site/theme.tsx): each face
 * keeps only the weights the styles use, and the body face's second file, the Latin-1 letters no
 * page shows, is fetched only when a visitor types one.
 */
import type { Page } from "@playwright/test";
import { SAMPLE_ROUTES } from "../../../scripts/audit/sample-routes.ts";
import { expect, test } from "../support/fixtures.ts";

/** Each family's declared weight range and the weights its text is set in on this page. */
function weightsInUse(): { family: string; declared: string[]; used: number[] }[] {
  const declared = new Map<string, string[]>();
  for (const face of document.fonts) {
    const family = face.family.replace(/^"|"$/g, "");
    declared.set(family, [...(declared.get(family) ?? []), face.weight]);
  }
  const used = new Map<string, Set<number>>();
  for (const element of document.body.querySelectorAll("*")) {
    const text = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
    );
    if (!text && !element.matches("input, textarea, button, select")) continue;
    const style = getComputedStyle(element);
    const family = style.fontFamily.split(",")[0]!.trim().replace(/^"|"$/g, "");
    if (!declared.has(family)) continue;
    used.set(family, (used.get(family) ?? new Set()).add(Number(style.fontWeight)));
  }
  return [...used].map(([family, weights]) => ({
    family,
    declared: declared.get(family)!,
    used: [...weights].sort(),
  }));
}

/** The body face's Latin-1 file: the face of the body family that names a unicode-range. */
async function latin1Face(page: Page) {
  return page.evaluate(() => {
    const face = [...document.fonts].find(
      (f) => f.family.includes("Inter") && f.unicodeRange !== "U+0-10FFFF",
    );
    return face && { range: face.unicodeRange, status: face.status };
  });
}

test.describe("the web fonts", () => {
  for (const route of SAMPLE_ROUTES) {
    test(`${route}: every weight its text uses is one its face has`, async ({ page }) => {
      await page.goto(route);
      const families = await page.evaluate(weightsInUse);
      expect(families.map((f) => f.family).sort()).toEqual([
        "Bricolage Grotesque",
        "Inter Variable",
      ]);
      for (const { family, declared, used } of families) {
        for (const weight of used) {
          // Within every face of the family: each sets some of the characters.
          const inside = declared.every((range) => {
            const [min, max = min] = range.split(" ").map(Number);
            return weight >= min! && weight <= max!;
          });
          expect(inside, `${family} at ${weight}: declared ${declared.join(", ")}`).toBe(true);
        }
      }
    });
  }

  test("the body face's Latin-1 file is not fetched for the page, only once a visitor types one of its letters", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    await page.evaluate(() => document.fonts.ready);
    const face = await latin1Face(page);
    expect(face, "a second face for the body family with a unicode-range").toBeDefined();
    expect(face!.status).toBe("unloaded");
    const fetched = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/inter-[\w-]+\.woff2$/.test(entry.name)).length,
      );
    expect(await fetched()).toBe(1);
    // A letter inside the face's range (its first code point), typed into the name field.
    const letter = String.fromCodePoint(parseInt(/^U\+([0-9A-F]+)/i.exec(face!.range)![1]!, 16));
    await page.getByRole("textbox", { name: /name/i }).first().pressSequentially(`Jo${letter}`);
    await expect.poll(async () => (await latin1Face(page))!.status).toBe("loaded");
    expect(await fetched()).toBe(2);
  });
});

// The display face has one weight, bold, and is a static font (src/site/theme.tsx): its 400–800
// weight axis made it 25.6 KB, and Lighthouse's phone LCP waited on it on most pages.
test("the display face is one bold weight in one small file", async ({ page }) => {
  await page.goto("/");
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Bricolage Grotesque")
      .map((face) => face.weight),
  );
  expect(faces).toEqual(["700"]);
  const href = await page
    .locator('link[rel="preload"][as="font"][href*="bricolage"]')
    .getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.ok()).toBe(true);
  expect((await file.body()).byteLength).toBeLessThan(16 * 1024);
});

// The display face is preloaded at every width (src/site/theme.tsx): every page's first screen
// has a heading in it. Chromium asks for a preloaded font at "High" priority and for a font the
// stylesheet alone needs at "VeryHigh" (what its protocol reports as the request's priority).
for (const width of [375, 768, 1280]) {
  test(`at ${width} px the display face is asked for by the preload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const asked: string[] = [];
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url.includes("bricolage")) asked.push(event.request.initialPriority);
    });
    await page.goto("/");
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked).toEqual(["High"]);
  });
}

// The body face is Inter at every width, a phone's too (issue 56): the brand's type, on the
// first visit, with its metric-matched fallback while it loads.
for (const width of [375, 768, 1280]) {
  test(`at ${width} px the body text is set in Inter, then its fallbacks`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/inter-[\w-]+\.woff2$/.test(new URL(request.url()).pathname))
        asked.push(request.url());
    });
    await page.goto("/about-us", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const stack = await page
      .locator("main p")
      .first()
      .evaluate((el) =>
        getComputedStyle(el)
          .fontFamily.split(",")
          .map((f) => f.trim()),
      );
    expect(stack.slice(0, 3)).toEqual([
      '"Inter Variable"',
      '"Inter Variable Fallback: Arial"',
      '"Inter Variable Fallback: Roboto"',
    ]);
    expect(asked).toHaveLength(1);
  });
}
