import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { measureAll, type Plan } from "../../../../scripts/audit/measure.ts";
import { formatCopyTable, formatTable } from "../../../../scripts/audit/report.ts";
import type { FormFactor, Sample } from "../../../../scripts/audit/lighthouse-run.ts";
import {
  copyOf,
  isCopy,
  withoutScripts,
  writeScriptFreeCopies,
} from "../../../../scripts/audit/script-free.ts";

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Work</title>
<link rel="modulepreload" href="/assets/islands-loader-x.js">
<link rel="preload" as="font" href="/assets/face.woff2" crossorigin>
<style>h1{color:red}</style>
<script type="module" src="/assets/islands-loader-x.js"></script>
<script type="speculationrules">{"prerender":[]}</script></head>
<body><main><h1>Our work</h1><p>${"Brands with a point of view. ".repeat(30)}</p><div data-island="portfolio"><button>All</button></div>
<script>window.x = 1</script></main></body></html>`;

describe("a page's script-free copy", () => {
  let dist: string;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  it("is the page without its scripts and module preloads, and nothing else taken out", () => {
    const copy = new JSDOM(withoutScripts(PAGE)).window.document;
    const page = new JSDOM(PAGE).window.document;
    expect(copy.querySelectorAll("script")).toHaveLength(0);
    expect(copy.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // The words, the styles, the font preload and the island's served markup stay.
    expect(copy.querySelector("h1")?.textContent).toBe("Our work");
    expect(copy.querySelector("style")?.textContent).toBe("h1{color:red}");
    expect(copy.querySelector('link[rel="preload"]')?.getAttribute("href")).toBe(
      "/assets/face.woff2",
    );
    expect(copy.querySelector("[data-island] button")?.textContent).toBe("All");
    expect(copy.body.textContent?.trim()).toBe(
      page.body.textContent?.replace("window.x = 1", "").trim(),
    );
  });

  it("is written beside the static page for each route, precompressed, and removed after", async () => {
    dist = mkdtempSync(join(tmpdir(), "copies-"));
    mkdirSync(join(dist, "work"));
    writeFileSync(join(dist, "index.html"), PAGE.replace("Our work", "Home"));
    writeFileSync(join(dist, "work/index.html"), PAGE);
    const remove = await writeScriptFreeCopies(dist, ["/", "/work"]);
    expect(copyOf("/")).toBe("/_audit/copy/home.html");
    expect(isCopy(copyOf("/work"))).toBe(true);
    expect(isCopy("/work")).toBe(false);
    const home = new JSDOM(readFileSync(join(dist, copyOf("/")), "utf8")).window.document;
    expect(home.querySelector("h1")?.textContent).toBe("Home");
    expect(home.querySelectorAll("script")).toHaveLength(0);
    expect(existsSync(join(dist, `${copyOf("/work")}.br`))).toBe(true);
    remove();
    expect(existsSync(join(dist, "_audit/copy"))).toBe(false);
    expect(existsSync(join(dist, "work/index.html"))).toBe(true);
  });
});

describe("the audit's page ÷ copy figures", () => {
  const STATIC = "/_audit/static.html";
  const LCP: Record<string, number> = {
    "/a-long-page-name": 1300,
    [copyOf("/a-long-page-name")]: 1200,
    [STATIC]: 900,
  };
  const TBT: Record<string, number> = {
    "/a-long-page-name": 180,
    [copyOf("/a-long-page-name")]: 80,
    [STATIC]: 10,
  };

  it("measures each copy right after its page, on mobile only, and reports page ÷ and − copy", async () => {
    const calls: string[] = [];
    const runOne = (page: string, formFactor: FormFactor, allCategories: boolean) => {
      calls.push(`${formFactor} ${page}`);
      const sample: Sample = {
        page,
        formFactor,
        performance: 95,
        accessibility: 100,
        "best-practices": 100,
        seo: 100,
        lcpMs: LCP[page]!,
        cls: 0,
        tbtMs: TBT[page]!,
        failedAudits: [],
        failedItems: [],
        cpuShare: 0.5,
        allCategories,
      };
      return Promise.resolve(sample);
    };
    const plan: Plan = {
      pages: [STATIC, "/a-long-page-name", copyOf("/a-long-page-name")],
      formFactors: ["mobile", "desktop"],
      runs: { mobile: 2, desktop: 1 },
      staticPage: STATIC,
      mobileOnly: [copyOf("/a-long-page-name")],
    };
    const results = await measureAll(plan, runOne, () => {});
    expect(calls.slice(0, 5)).toEqual([
      `mobile ${STATIC}`,
      "mobile /a-long-page-name",
      `mobile ${copyOf("/a-long-page-name")}`,
      `desktop ${STATIC}`,
      "desktop /a-long-page-name",
    ]);
    expect(calls.filter((c) => c === `desktop ${copyOf("/a-long-page-name")}`)).toEqual([]);
    const table = formatCopyTable(results).split("\n");
    const row = table.find((line) => line.startsWith("/a-long-page-name "))!.split(/\s{2,}/);
    expect(row).toEqual([
      "/a-long-page-name",
      "1.30 / 1.20 s",
      "1.08×",
      "+100 ms",
      "180 / 80 ms",
      "+100 ms",
      "2.25×",
    ]);
    // The copies are not rows of the main table, nor in the site's median (the page's 2 runs).
    const main = formatTable(results, STATIC);
    expect(main).not.toContain("/_audit/copy");
    // Nor do their longer paths widen its page column.
    expect(main.split("\n")[1]).toMatch(/^page {21}runs/);
    expect(main).toMatch(/^site median \(all runs\)\s+2\s/m);
  });
});
