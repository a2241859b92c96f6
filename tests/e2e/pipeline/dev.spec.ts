/**
 * The authoring loop in `npm run dev`: a page follows its document as it is saved, and an invalid
 * document shows Vite's error overlay with the file, line and column until it is fixed.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "../support/fixtures.ts";
import { saysReady } from "../support/server-process.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const port = 5317 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let server: ChildProcess;
let dir: string;
let alphaFile: string;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  // As deep as the fixture site, so the copies' "$schema" paths still resolve.
  dir = mkdtempSync(join(root, "tests/.tmp/dev-"));
  cpSync(join(root, "tests/fixtures/site"), dir, { recursive: true });
  alphaFile = join(dir, "pages/portfolio/alpha.json");
  // `npm run dev` is `vite`: start it the same way, on a copy of the fixture site.
  server = spawn(
    process.execPath,
    [
      join(root, "node_modules/vite/bin/vite.js"),
      "--port",
      String(port),
      "--strictPort",
      "--host",
      "127.0.0.1",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        CONTENT_PAGES_DIR: join(dir, "pages"),
        CONTENT_PUBLIC_DIR: join(dir, "public"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // Up once Vite says where it listens (its "Local:" line), however long a busy machine takes;
  // then its first answer, which loads the site's documents.
  await saysReady(server, `http://127.0.0.1:${port}/`, {
    debug: Boolean(process.env.DEV_SPEC_DEBUG),
  });
  expect((await fetch(`http://127.0.0.1:${port}/_search.json`)).ok, "the dev server answers").toBe(
    true,
  );
  // On a fresh clone the first visit waits while Vite bundles the dependencies (and may reload
  // once when it finds more): an author meets that once. The tests below are about what happens
  // next, so one visit first, waited out with time to spare.
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/portfolio/alpha`);
  await expect(page.getByRole("heading", { level: 1, name: "Alpha" })).toBeVisible({
    timeout: 60_000,
  });
  await page.waitForLoadState("networkidle");
  await page.close();
});

test.afterAll(async () => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test.describe("npm run dev", () => {
  test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

  test("serves the footer's social icons as the build writes them, and no other", async ({
    request,
  }) => {
    const site = JSON.parse(readFileSync(join(dir, "pages/site.json"), "utf8")) as {
      social: { network: string }[];
    };
    expect(site.social.length).toBeGreaterThan(0);
    for (const { network } of site.social) {
      const response = await request.get(`http://127.0.0.1:${port}/_icons/${network}.svg`);
      expect(response.status(), network).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/svg+xml");
      expect(await response.text()).toContain(`data-network="${network}"`);
    }
    expect((await request.get(`http://127.0.0.1:${port}/_icons/myspace.svg`)).status()).toBe(404);
  });

  test("updates a page in place when its document is saved", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/portfolio/alpha`);
    await expect(page.getByRole("heading", { level: 1, name: "Alpha" })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    if (process.env.DEV_SPEC_DEBUG) page.on("console", (m) => console.log("browser:", m.text()));
    writeFileSync(
      alphaFile,
      readFileSync(alphaFile, "utf8").replaceAll('"title": "Alpha",', '"title": "Alpha, revised",'),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Alpha, revised" })).toBeVisible({
      timeout: 30_000,
    });
    // Updated in place: the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("shows the error overlay with the file, line and column of a broken document", async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${port}/portfolio/alpha`);
    const h1 = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const whole = readFileSync(alphaFile, "utf8");
    const text = whole.replace(
      '"services": "Branding | Packaging"',
      '"services": "Branding | Packaging",',
    );
    writeFileSync(alphaFile, text);
    const line =
      text.split("\n").findIndex((l) => l.includes('"services": "Branding | Packaging",')) + 1;
    const overlay = page.locator("vite-error-overlay");
    await expect(overlay).toBeAttached({ timeout: 30_000 });
    await expect(overlay.locator(".file")).toContainText(`portfolio/alpha.json:${line}:`);
    await expect(overlay.locator(".message")).toContainText("Remove this trailing comma");

    // Fixed: the overlay goes, and the page follows the document again.
    writeFileSync(alphaFile, whole.replaceAll(`"title": "${h1}",`, `"title": "${h1}, fixed",`));
    await expect(overlay).not.toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${h1}, fixed`);
  });
});
