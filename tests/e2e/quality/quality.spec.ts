import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { axe, layOutWhole, WCAG_TAGS } from "../support/axe.ts";
import type { Page } from "@playwright/test";
import { SAMPLE_ROUTES, sitemapRoutes as routes, expect, test } from "../support/fixtures.ts";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { documentsIn, readDocument } from "../support/documents.ts";
import { templateRoutes } from "../support/templates.ts";

/**
 * Loads every lazy picture now, then reads what the browser chose from each srcset: how many
 * pictures are shown and which are over twice as wide as shown. An island adds pictures once it
 * wakes (a strip's copies), so each check makes those eager too.
 */
async function picturesShown(page: Page) {
  await page.waitForFunction(
    () => {
      for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
        img.loading = "eager";
      return [...document.images].every((img) => img.complete);
    },
    undefined,
    { timeout: 20_000 },
  );
  return page.evaluate(() => {
    const shown = [...document.images].filter(
      (img) =>
        img.currentSrc.includes("/_img/") &&
        img.complete &&
        img.naturalWidth > 0 &&
        img.clientWidth > 0,
    );
    return {
      count: shown.length,
      oversized: shown
        .filter((img) => img.naturalWidth > 2 * img.clientWidth * window.devicePixelRatio)
        .map(
          (img) =>
            `${img.currentSrc.split("/").pop()} is ${img.naturalWidth} px, shown at ${img.clientWidth} px`,
        ),
    };
  });
}

test.describe("every route", () => {
  test("sends the security headers and a strict Content-Security-Policy, and its HTML has no style attributes", async ({
    request,
  }) => {
    const list = await routes(request);
    expect(list.length).toBeGreaterThanOrEqual(34);
    for (const route of list) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy"], route).toMatch(
        // Two hashes: the page's inline script (src/app/capture.ts) and the speculation rules
        // its loader adds (src/core/speculation.ts).
        /^default-src 'none'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; style-src 'self'( 'sha256-[^']+')+;/,
      );
      expect(headers["content-security-policy"], route).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const { document } = new JSDOM(await response.text()).window;
      // No inline style attributes and one inline script, the one the policy allows by its hash:
      // it names the loader, and requests it. The only inline data is the structured data for
      // search engines (islands carry their own props).
      expect(document.querySelectorAll("[style]"), route).toHaveLength(0);
      const inline = [...document.querySelectorAll("script:not([src])")].filter(
        (script) => script.getAttribute("type") !== "application/ld+json",
      );
      expect(inline, route).toHaveLength(1);
      expect(inline[0]!.textContent, route).toContain("/assets/islands-loader-");
      const hash = createHash("sha256").update(inline[0]!.textContent!).digest("base64");
      expect(headers["content-security-policy"], route).toContain(`'sha256-${hash}'`);
    }
  });

  // Each width in four parts of the route list, so a busy machine runs them side by side and no
  // one test holds a worker for minutes. One visit per route and width serves three checks: the
  // policy, axe, and the size of every picture (a second sweep cost 45 s of the run). axe runs
  // on every route at a phone's width, where most visitors are, and at 1440 px on one route per
  // template (every block type drawn at least once: support/templates.ts); the policy and the
  // pictures on every route at both.
  const PARTS = 4;
  const EVERY_ROUTE_WIDTH = 375;
  const sampled = templateRoutes();
  test("the template sample draws every block type and variant the site draws, on live routes", async ({
    request,
  }) => {
    const live = await routes(request);
    expect(sampled.filter((route) => !live.includes(route))).toEqual([]);
    const all = documentsIn("pages")
      .concat(documentsIn("pages/portfolio"))
      .map((path) => readDocument<PageDocument>(path))
      .filter((doc) => "route" in doc && Array.isArray(doc.blocks));
    const types = (docs: PageDocument[]) =>
      new Set(
        docs.flatMap((doc) =>
          doc.blocks.map((b) => `${b.type}:${"variant" in b ? b.variant : ""}`),
        ),
      );
    const inSample = all.filter((doc) => sampled.includes(doc.route));
    expect([...types(inSample)].sort()).toEqual([...types(all)].sort());
    expect(inSample.length).toBeLessThan(all.length / 2);
  });
  for (const width of [EVERY_ROUTE_WIDTH, 1440])
    for (let part = 0; part < PARTS; part++)
      test(`loads under its policy with no violations, passes axe (WCAG 2.x A/AA${width === EVERY_ROUTE_WIDTH ? "" : ", one route per template"}) and sends no picture over twice the width it is shown at, at ${width} px, part ${part + 1} of ${PARTS}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
          document.addEventListener("securitypolicyviolation", (event) => {
            (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
              `${event.violatedDirective} ${event.blockedURI}`,
            );
          });
        });
        const problems: string[] = [];
        const all = await routes(request);
        const mine = all.filter((_, index) => index % PARTS === part);
        expect(mine.length).toBeGreaterThan(0);
        let measured = 0;
        let audited = 0;
        for (const route of mine) {
          await page.goto(route);
          // Once idle, the loader adds its speculation rules: an inline script the policy
          // must allow (a violation is recorded below if it does not).
          await page
            .locator('script[type="speculationrules"]')
            .waitFor({ state: "attached", timeout: 10_000 });
          const violations = await page.evaluate(
            () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
          );
          problems.push(...violations.map((v) => `${route}: CSP ${v}`));
          if (width === EVERY_ROUTE_WIDTH || sampled.includes(route)) {
            await layOutWhole(page);
            const found = await axe(page).withTags(WCAG_TAGS).analyze();
            audited++;
            problems.push(
              ...found.violations.map(
                (v) => `${route}: axe ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
              ),
            );
          }
          const pictures = await picturesShown(page);
          measured += pictures.count;
          problems.push(...pictures.oversized.map((o) => `${route}: ${o}`));
        }
        expect(problems).toEqual([]);
        expect(audited).toBe(
          width === EVERY_ROUTE_WIDTH
            ? mine.length
            : mine.filter((r) => sampled.includes(r)).length,
        );
        // Enough pictures were measured for the size check to mean something (327 per width, 51 to
        // 136 per part, on 2026-11-25).
        expect(measured).toBeGreaterThan(40);
      });

  // WCAG 1.4.10 (Reflow): content fits a 320 px window without scrolling sideways. The served
  // HTML decides the layout (an island adds no width), so the pages are read without script.
  // 768 px is the narrowest two-column layout, where a hero title beside its art is the
  // largest for its column.
  for (const width of [320, 360, 768])
    test(`fits a ${width} px window: nothing wider than it, the page title inside its column, the header's parts apart`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 700 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      const list = await routes(request);
      for (const route of list) {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const found = await page.evaluate(() => {
          const out: string[] = [];
          const wide = document.documentElement.scrollWidth;
          if (wide > innerWidth) out.push(`the page is ${wide} px wide`);
          const h1 = document.querySelector("main h1");
          if (h1) {
            const column = h1.parentElement!.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(h1);
            const right = Math.max(...[...text.getClientRects()].map((r) => r.right));
            if (right > column.right + 0.5)
              out.push(
                `the title ends at ${Math.round(right)} px, its column at ${Math.round(column.right)}`,
              );
          }
          const logo = document.querySelector("header a[href='/']")!.getBoundingClientRect();
          const shown = [...document.querySelectorAll("header button, header summary")]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0);
          if (shown.some((r) => r.left < logo.right - 0.5))
            out.push(`the home link (to ${Math.round(logo.right)} px) runs under a header button`);
          return out;
        });
        problems.push(...found.map((p) => `${route}: ${p}`));
      }
      expect(list.length).toBeGreaterThanOrEqual(34);
      expect(problems).toEqual([]);
      await context.close();
    });

  test("starts with a skip link that moves focus to the main content", async ({ page }) => {
    await page.goto("/portfolio/pik");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("images", () => {
  test("above the fold, the banner loads eagerly with high priority and is preloaded; below, images are lazy", async ({
    page,
  }) => {
    await page.goto("/portfolio/pik");
    const images = page.locator("main img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.last()).toHaveAttribute("loading", "lazy");
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(
      1,
    );
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
  });

  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    test(`pictures in the first screen load at once, pictures two screens down wait, at ${width} px`, async ({
      browser,
    }) => {
      // The served HTML decides: the browser's preload scanner sees loading="lazy" before any
      // script runs, and a lazy picture in view waits for layout before it is even requested.
      const context = await browser.newContext({
        viewport: { width, height },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      let checked = 0;
      for (const route of [...SAMPLE_ROUTES, "/portfolio/pik"]) {
        await page.goto(route);
        const images = await page.locator("main img").evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            return {
              src: (node as HTMLImageElement).src.replace(/.*\//, ""),
              top: box.top,
              shown: box.width > 0 && box.height > 0,
              lazy: node.getAttribute("loading") === "lazy",
            };
          }),
        );
        for (const image of images) {
          // Starts in the upper nine tenths of the first screen.
          if (image.shown && image.top < height * 0.9 && image.lazy)
            problems.push(`${route}: ${image.src} is in the first screen but lazy`);
          if (image.top > height * 2 && !image.lazy)
            problems.push(`${route}: ${image.src} is two screens down but not lazy`);
          checked++;
        }
      }
      // Enough pictures were looked at for the check to mean something (the strips on / ship
      // one copy of their pictures in the HTML; the app adds the others).
      expect(checked).toBeGreaterThan(80);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
