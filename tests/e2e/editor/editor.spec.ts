/**
 * The visual editor (`npm run edit`, /__edit) as a designer uses it, with no JSON typed by hand:
 * a new case study made, filled, reordered, checked, saved; then built and served like the rest.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { Page } from "@playwright/test";
import { axe } from "../support/axe.ts";
import { expect } from "../support/fixtures.ts";
import {
  buildCopy,
  editorSiteForSpec,
  freePort,
  openDocument,
  serveCopy,
  test,
  whileBusy,
} from "./editor-site.ts";

const site = editorSiteForSpec();

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

const changedFiles = () =>
  site
    .git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort();

test("a new case study, made and filled without typing JSON, builds and joins the chain", async ({
  page,
}) => {
  await page.goto(site.url);
  // New case study: name and address.
  await page.getByRole("button", { name: "New case study" }).click();
  const create = page.getByRole("dialog", { name: "New case study" });
  await create.getByLabel("Client or project name").fill("Test Brand");
  await expect(create.getByLabel("Address")).toHaveValue("test-brand");
  // The page is read only once we let it: meanwhile the editor says it is opening it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/document\?file=/, async (route) => {
    await held;
    await route.fallback();
  });
  await create.getByRole("button", { name: "Create case study" }).click();
  // Made (as long as the dialog says it is busy making it), then being opened.
  await expect(create.locator('form[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  const bar = page.locator(".bar .file");
  await expect(bar).toHaveText(/^Opening .*pages\/portfolio\/test-brand\.json…$/);
  await expect(bar).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: /^Opening / })).toBeVisible();
  release();
  await whileBusy(page);
  await expect(bar).toHaveText(`${site.rel}/pages/portfolio/test-brand.json`);
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByRole("heading", { name: "Test Brand" }).first()).toBeVisible();
  // It starts as a draft (tests/e2e/editor/drafts.spec.ts); made live, the build publishes it.
  await page.getByRole("button", { name: "Make live" }).click();

  // The banner: pick a picture from the project's media and describe it.
  const outline = page.getByRole("navigation", { name: "Blocks" });
  await outline.getByRole("button", { name: /^1\s*Banner/ }).click();
  await page.getByRole("button", { name: "Choose…" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  // The project's pictures are there to pick; this one is new, uploaded into the page's folder.
  await picker.getByLabel("Filter").fill("fx/banner");
  await expect(picker.getByRole("button", { name: "Use /media/fx/banner.png" })).toBeVisible();
  await picker.getByLabel("Upload a picture").setInputFiles({
    name: "Store Front.png",
    mimeType: "image/png",
    buffer: readFileSync(join(site.dir, "public/media/fx/banner.png")),
  });
  await expect(picker).toBeHidden();
  await expect(page.getByLabel("File")).toHaveValue("/media/test-brand/store-front.png");
  await page.getByLabel("Alt text").fill("Test Brand's storefront at dusk");
  await expect(preview.locator('img[alt="Test Brand\'s storefront at dusk"]')).toBeVisible();

  // A palette after the text block, with three colours.
  await outline.getByRole("button", { name: /^2\s*Text/ }).click();
  await page.getByRole("button", { name: "Add block" }).click();
  await page
    .getByRole("dialog", { name: "Add a block" })
    .getByRole("button", { name: /^Palette/ })
    .click();
  await expect(outline.getByRole("button", { name: /^3\s*Palette/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const form = page.getByRole("region", { name: /Block 3 · Palette/ });
  await form.getByRole("button", { name: "Add swatch" }).click();
  const names = ["Harbour", "Sand", "Ember"];
  for (const [i, name] of names.entries()) {
    await form.locator(`[id="field:/blocks/2/colors/${i}/name"]`).fill(name);
  }
  await form.locator('[id="field:/blocks/2/colors/2/hex"]').fill("#C0451F");
  for (const name of names) await expect(preview.getByText(name, { exact: true })).toBeVisible();

  // A colour that is not one: the build's own message, at the field.
  const hex = form.locator('[id="field:/blocks/2/colors/1/hex"]');
  await hex.fill("#12345");
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  const problems = page.locator('[id="field:/blocks/2/colors/1/hex-problems"]');
  await expect(problems).toContainText("#12345");
  await hex.fill("#D9C7A1");
  await expect(hex).not.toHaveAttribute("aria-invalid", "true");
  await expect(problems).toHaveCount(0);

  // Reorder: the palette above the text.
  await outline.getByRole("button", { name: "Move block 3 (Palette) up" }).click();
  await expect(outline.getByRole("button", { name: /^2\s*Palette/ })).toBeVisible();
  const order = await preview
    .locator("article[data-route] > *")
    .evaluateAll((blocks) => blocks.map((b) => (b.textContent ?? "").slice(0, 200)));
  expect(order.findIndex((t) => t.includes("Harbour"))).toBe(1);

  // Save: the diff first, then the file.
  await page.getByRole("button", { name: "Save…" }).click();
  const save = page.getByRole("dialog", { name: /Save .*pages\/portfolio\/test-brand.json/ });
  await expect(save.getByLabel(/Changes to/)).toContainText('+          "name": "Ember",');
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Saved ${site.rel}/pages/portfolio/test-brand.json.` }),
  ).toBeVisible();

  // Only the new page, its pictures and its two neighbours changed.
  const doc = JSON.parse(readFileSync(join(site.dir, "pages/portfolio/test-brand.json"), "utf8"));
  expect(doc.blocks.map((b: { type: string }) => b.type)).toEqual([
    "banner",
    "palette",
    "text",
    "prev-next",
  ]);
  expect(doc.blocks[1].colors.map((c: { hex: string }) => c.hex)).toEqual([
    doc.blocks[1].colors[0].hex,
    "#D9C7A1",
    "#C0451F",
  ]);
  const prevNext = doc.blocks[3] as { previous: string; next: string };
  const files = changedFiles();
  const neighbours = files.filter((f) => f.startsWith("pages/") && !f.endsWith("test-brand.json"));
  expect(files).toEqual(
    [
      ...neighbours,
      "pages/portfolio/test-brand.json",
      "public/media/test-brand/banner.png",
      "public/media/test-brand/logo.png",
      "public/media/test-brand/store-front.png",
    ].sort(),
  );
  // The two neighbours, and nothing else of theirs: one line each now names the new page.
  expect(neighbours).toHaveLength(2);
  for (const neighbour of neighbours) {
    expect(site.git("diff", "--numstat", "--", neighbour).trim()).toBe(`1\t1\t${neighbour}`);
    expect(readFileSync(join(site.dir, neighbour), "utf8")).toContain('"/portfolio/test-brand"');
  }

  // The build passes and serves the page with that content, in the chain.
  const build = buildCopy(site);
  expect(build.status, build.output.slice(-2000)).toBe(0);
  const served = await freePort();
  const server = await serveCopy(site, served);
  try {
    const html = await (await fetch(`http://127.0.0.1:${served}/portfolio/test-brand`)).text();
    const dom = new JSDOM(html).window.document;
    const banner = dom.querySelector('img[alt="Test Brand\'s storefront at dusk"]');
    // Encoded by the build like every other picture: a WebP from the uploaded PNG.
    expect(banner?.getAttribute("src")).toMatch(/store-front.*\.webp$/);
    expect([...dom.querySelectorAll("main *")].some((el) => el.textContent === "Ember")).toBe(true);
    const before = await (await fetch(`http://127.0.0.1:${served}${prevNext.previous}`)).text();
    const links = [...new JSDOM(before).window.document.querySelectorAll("main a")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toContain("/portfolio/test-brand");
  } finally {
    server.kill();
  }
});

test("editing one field of a case study changes that one line of its file", async ({ page }) => {
  await page.goto(`${site.url}?file=${site.rel}/pages/portfolio/beta.json`);
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^1\s*Banner/ })
    .click();
  await page.getByLabel("Alt text").fill("Beta banner, retouched");
  await page.getByRole("button", { name: "Save…" }).click();
  await page
    .getByRole("dialog", { name: /Save/ })
    .getByRole("button", { name: "Save", exact: true })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: `Saved ${site.rel}/pages/portfolio/beta.json.` }),
  ).toBeVisible();
  expect(site.git("diff", "--numstat", "--", "pages/portfolio/beta.json").trim()).toBe(
    "1\t1\tpages/portfolio/beta.json",
  );
  expect(site.git("diff", "-U0", "--", "pages/portfolio/beta.json")).toContain(
    '+        "alt": "Beta banner, retouched"',
  );
});

/**
 * The preview of a page opened fresh. After the saves and the build above, the dev server may
 * recompile the preview's modules first (the CI host took over 5 s): waited for as warmEditor does.
 */
async function openAlpha(page: Page) {
  await openDocument(page, site, "portfolio/alpha", 60_000);
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByRole("heading", { name: "Alpha" }).first()).toBeVisible();
  return preview;
}

test("the editor has no accessibility violations, open on a page", async ({ page }) => {
  await openAlpha(page);
  const results = await axe(page).exclude('iframe[title="Preview"]').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
});

test("the editor and its Preview run React's production build, as the site does", async ({
  page,
}) => {
  const preview = await openAlpha(page);
  // A development build's fibers carry debugging fields (_debugOwner, _debugStack): React's
  // checks and StrictMode's double renders cost a keystroke on a 200-block page two thirds of
  // its CPU (editor.timing.spec.ts).
  const debugFields = (root: string) =>
    `(() => {
      const node = document.querySelector(${JSON.stringify(root)});
      const key = node && Object.keys(node).find((k) => k.startsWith("__reactFiber$"));
      if (!key) return "no React fiber";
      return "_debugOwner" in node[key] ? "development" : "production";
    })()`;
  expect(await page.evaluate(debugFields("header.bar h1"))).toBe("production");
  await expect(preview.getByRole("heading", { name: "Alpha" }).first()).toBeVisible();
  const frame = page.frame({ url: /preview/ }) ?? page.frames().find((f) => f !== page.mainFrame());
  expect(await frame!.evaluate(debugFields("article[data-route] h1, article[data-route] h2"))).toBe(
    "production",
  );
});

test("a preview that reloads (as Vite reloads pages when it bundles a new dependency) draws the page again", async ({
  page,
}) => {
  const preview = await openAlpha(page);
  const frame = page.frame({ url: /\/__edit\/preview/ });
  expect(frame, "the preview frame").not.toBeNull();
  await frame!.goto(frame!.url());
  await expect(preview.getByRole("heading", { name: "Alpha" }).first()).toBeVisible();
  await expect(preview.getByText("Waiting for the editor…")).toHaveCount(0);
});

test("a block whose code cannot be loaded is said in the preview, not left waiting", async ({
  page,
}) => {
  await page.route(/\/src\/blocks\/.*\.tsx/, (route) => route.abort());
  await page.goto(`${site.url}?file=${site.rel}/pages/portfolio/alpha.json`);
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole("alert")).toContainText(
    "The preview could not load a block’s code",
    { timeout: 60_000 },
  );
});
