import { JSDOM } from "jsdom";
import { expect, test } from "../support/fixtures.ts";

test.describe("a case study rendered from its document", () => {
  test("shows the banner, title, services, palette, typography and video of one-bonsai", async ({
    page,
  }) => {
    const response = await page.goto("/portfolio/info3/one-bonsai");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      "One Bonsai — eco-resort identity and wayfinding | Saffron Studio",
    );
    await expect(page.getByRole("heading", { level: 1, name: "One Bonsai" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Services Provided:" })).toBeVisible();
    for (const meaning of ["Sustainability", "Health", "Sacredness", "Purity", "Elegance"]) {
      await expect(page.getByText(meaning, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Quattrocento" })).toBeVisible();
    const banner = page.locator("article img").first();
    await expect(banner).toHaveAttribute("fetchpriority", "high");
    await expect(banner).toHaveAttribute("width", /\d+/);
    await expect(page.locator("article source[type='image/avif']").first()).toHaveAttribute(
      "srcset",
      /\/_img\/.*\.avif \d+w/,
    );
    await expect(page.getByRole("button", { name: /video: One Bonsai brand film/ })).toBeVisible();
  });

  test("is in the prerendered HTML and readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/portfolio/info3/one-bonsai");
    await expect(page.getByRole("heading", { level: 1, name: "One Bonsai" })).toBeVisible();
    await expect(page.getByText("Moss Green")).toBeVisible();
    await context.close();
  });
});

test.describe("routes as data", () => {
  test("an alias shows its page with a canonical link to the route", async ({ page }) => {
    await page.goto("/portfolio/info4/info4");
    await expect(page.getByRole("heading", { level: 1, name: "Abiliti" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/portfolio\/info4\/abiliti$/,
    );
  });

  test("an unknown info5 id shows the family's first entry, Oddbolle", async ({ page }) => {
    const response = await page.goto("/portfolio/info5/anything");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Oddbolle" })).toBeVisible();
  });

  test("/work and /work/ serve the same page", async ({ request }) => {
    const [a, b] = await Promise.all([request.get("/work"), request.get("/work/")]);
    expect(a.status()).toBe(200);
    expect(b.status()).toBe(200);
    expect(await b.text()).toBe(await a.text());
  });
});

test.describe("not found", () => {
  test.use({ allowedConsole: /status of 404/ });

  test("an unknown ds id shows “Project not found” with HTTP 404", async ({ page }) => {
    const response = await page.goto("/portfolio/ds/other");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
  });

  test("an unknown path gets the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("the server", () => {
  test("compresses responses and caches hashed assets for a year", async ({ request }) => {
    const html = await request.get("/portfolio/pik", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers()["cache-control"]).toBe("no-cache");
    // The loader the page's inline script names, and the islands' runtime it imports (React
    // with it).
    const { document } = new JSDOM(await html.text()).window;
    const inline = document.querySelector("head > script:not([src]):not([type])")!.textContent!;
    const loader = inline.match(/\/assets\/islands-loader-[\w-]+\.js/)![0];
    const runtime = (await (await request.get(loader)).text()).match(
      /assets\/island-runtime-[\w-]+\.js/,
    );
    expect(runtime).not.toBeNull();
    for (const app of [loader, `/${runtime![0]}`]) {
      const asset = await request.get(app, { headers: { "Accept-Encoding": "gzip" } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()["content-encoding"]).toBe("gzip");
      expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });
});
