import { JSDOM } from "jsdom";
import { SAMPLE_ROUTES, expect, isHydrated, test, waitForHydration } from "./fixtures.ts";
import { framesDrawn } from "./frames.ts";

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

  test("navigates client-side to the next case study and updates the title", async ({ page }) => {
    await page.goto("/portfolio/info3/one-bonsai");
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/portfolio/info5/Oddbolle");
    await expect(page.getByRole("heading", { level: 1, name: "Oddbolle" })).toBeVisible();
    await expect(page).toHaveTitle(/Oddbolle/);
    expect(requests).toContain("/_data/portfolio/info5/Oddbolle.json");
    expect(
      requests.filter((path) => path.endsWith(".html") || path === "/portfolio/info5/Oddbolle"),
    ).toEqual([]);
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
    await waitForHydration(page);
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
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
  });

  test("an unknown path gets the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("client-side navigation to an unknown id shows “Project not found”", async ({ page }) => {
    await page.goto("/portfolio/ds/drunken-scholar");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/portfolio/ds/other");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
  });
});

test.describe("the server", () => {
  test("compresses responses and caches hashed assets for a year", async ({ request, page }) => {
    const html = await request.get("/portfolio/pik", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers()["cache-control"]).toBe("no-cache");
    await page.goto("/portfolio/pik");
    // The app's module, which the tiny entry script loads after the first paint.
    const listed = await page.locator("script#route-modules").textContent();
    const { app } = JSON.parse(listed!) as { app: string };
    expect(app).toMatch(/^\/assets\/hydrate-[\w-]+\.js$/);
    const asset = await request.get(app, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

/** Holds back the banner image's response until the returned function is called. */
async function holdHeroImage(page: import("@playwright/test").Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/banner-\w+-\d+\.avif$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("loading the app", () => {
  test("the page ships one tiny script; the app's modules and data start only once its content and hero image are on screen", async ({
    page,
    request,
  }) => {
    const { document } = new JSDOM(await (await request.get("/portfolio/pik")).text()).window;
    expect(document.querySelectorAll("script[src]")).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // A phone's CPU, as Lighthouse's mobile runs have it: the first paint can then be the bare
    // background, well before the words and the hero are seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/portfolio/pik");
    await waitForHydration(page);
    const timing = await page.evaluate(async () => {
      const contentful = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      const largest = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const heroImage = document.querySelector('img[fetchpriority="high"]');
      const heroPaint = largest.find(
        (entry) => (entry as PerformanceEntry & { element: Element | null }).element === heroImage,
      );
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const hero = resources.find((r) => /banner-[\w]+-\d+\.avif$/.test(r.name))!;
      const modules = resources.filter(
        (r) => /\/assets\/.+\.js$/.test(r.name) && !r.name.includes("entry-client"),
      );
      // What the build listed for this route: the app, the modules of the blocks that need it
      // and the route's data.
      const listed = JSON.parse(document.getElementById("route-modules")!.textContent!) as {
        app: string;
        modules: string[];
        data: string;
      };
      const fetched = new Set(modules.map((r) => new URL(r.name).pathname));
      const data = resources.filter((r) => new URL(r.name).pathname === listed.data);
      const app = modules.find((r) => new URL(r.name).pathname === listed.app)!;
      return {
        dataFetches: data.length,
        dataStart: data[0]?.startTime ?? NaN,
        appEnd: app.responseEnd,
        contentful,
        heroPainted: heroPaint?.startTime,
        heroEnd: hero.responseEnd,
        firstModule: Math.min(...modules.map((r) => r.startTime)),
        listed: [listed.app, ...listed.modules],
        notFetched: [listed.app, ...listed.modules].filter((path) => !fetched.has(path)),
      };
    });
    // Every module the page lists was loaded (the app and React at least), none before the
    // words and the hero were painted: they do not share the connection with the largest paint.
    expect(timing.listed.length).toBeGreaterThanOrEqual(2);
    expect(timing.notFetched).toEqual([]);
    expect(timing.heroPainted, "the hero is the page's largest paint").toBeDefined();
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.contentful);
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.heroPainted!);
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.heroEnd);
    // The data likewise, once (the app's fetch reuses the entry's preload), and alongside the
    // modules rather than after them.
    expect(timing.dataFetches).toBe(1);
    expect(timing.dataStart).toBeGreaterThanOrEqual(timing.contentful);
    expect(timing.dataStart).toBeGreaterThanOrEqual(timing.heroPainted!);
    expect(timing.dataStart).toBeLessThan(timing.appEnd);
  });

  test("a key press starts the app at once, without waiting for a slow hero image", async ({
    page,
  }) => {
    const releaseHero = await holdHeroImage(page);
    await page.goto("/portfolio/pik", { waitUntil: "domcontentloaded" });
    // The page has painted and drawn thirty frames more (half a second or longer) with its hero
    // still on the way: by now nothing but the key press below would start the app.
    await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
    await framesDrawn(page, 30);
    expect(await page.evaluate(isHydrated)).toBe(false);
    const appRequested = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((r) => r.name.includes("/assets/hydrate-")),
      );
    expect(await appRequested()).toBe(false);
    await page.keyboard.press("Shift");
    await page.waitForFunction(isHydrated, undefined, { timeout: 2000 });
    releaseHero();
  });

  test("a click on the search button before the app is ready opens search once it is", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const releaseHero = await holdHeroImage(page);
    await page.goto("/portfolio/pik", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(isHydrated)).toBe(false);
    await page.getByRole("button", { name: "Search website" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the website" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeFocused();
    releaseHero();
  });

  test("without a key press the app still starts within 3 s when the hero image stalls", async ({
    page,
  }) => {
    const releaseHero = await holdHeroImage(page);
    const start = Date.now();
    await page.goto("/portfolio/pik", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(isHydrated, undefined, { timeout: 5000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2500);
    releaseHero();
  });

  // A module runs in one task with all the code it imports that has not run yet: React DOM run
  // first, on its own, keeps the app's start from being one long task on a slow phone.
  test("runs React DOM on its own before the app's module is added to the page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const order: string[] = [];
      Object.assign(window, {
        startOrder: order,
        // React DOM's modules (react-dom, react-dom/client) call the DevTools hook's checkDCE
        // as they start to run.
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: true,
          checkDCE: () => order.includes("react-dom") || order.push("react-dom"),
        },
      });
      const app = () =>
        JSON.parse(document.getElementById("route-modules")?.textContent ?? "{}").app;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLScriptElement &&
              node.src &&
              new URL(node.src).pathname === app()
            )
              order.push("the app's module");
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener("app:ready", () => order.push("live"));
    });
    await page.goto("/about-us");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { startOrder: string[] }).startOrder))
      .toEqual(["react-dom", "the app's module", "live"]);
  });

  // Moving or adding a stylesheet makes the browser restyle and lay out the whole page: two
  // such passes right after first paint were most of the home page's blocking time on a phone.
  test("hydrating leaves the prerendered styles alone: no style element moved or added, no rule inserted", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { styleChanges: string[] }).styleChanges = changes;
      const name = (node: Node) =>
        `<style ${(node as Element).getAttribute?.("data-emotion") ?? ""}>`.slice(0, 40);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node.nodeName === "STYLE") changes.push(`removed ${name(node)}`);
          for (const node of record.addedNodes)
            if (node.nodeName === "STYLE" && document.readyState !== "loading")
              changes.push(`added ${name(node)}`);
        }
      }).observe(document, { childList: true, subtree: true });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule, index) {
        changes.push(`inserted ${rule.slice(0, 60)}`);
        return insertRule.call(this, rule, index);
      };
      document.addEventListener("app:ready", () =>
        document.documentElement.setAttribute("data-test-ready", ""),
      );
    });
    const checks = [
      // Lighthouse's phone: where the blocking time counts.
      ...SAMPLE_ROUTES.map((route) => ({ route, width: 412, height: 823 })),
      // On wide screens the about page's story becomes the scroll-driven ring once hydrated: a
      // new layout below the fold, with rules of its own, so that page is left out there.
      ...SAMPLE_ROUTES.filter((route) => route !== "/about-us").map((route) => ({
        route,
        width: 1440,
        height: 900,
      })),
    ];
    for (const { route, width, height } of checks) {
      await page.setViewportSize({ width, height });
      await page.goto(route);
      await page.locator("html[data-test-ready]").waitFor({ state: "attached" });
      // The footer and any block below the fold hydrate a little later.
      await page.waitForLoadState("networkidle");
      const changes = await page.evaluate(
        () => (window as unknown as { styleChanges: string[] }).styleChanges,
      );
      expect(changes, `${route} at ${width} px`).toEqual([]);
    }
  });
});
