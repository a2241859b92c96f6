import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../../scripts/content/diagnostics.ts";
import { isError } from "../../../../src/core/diagnostics/diagnostics.ts";
import { loadAndValidate } from "../../../../scripts/content/load.ts";
import { scaffoldCaseStudy, ScaffoldError } from "../../../../scripts/content/new-case-study.ts";
import { root, servers, sitePages, sitePublic } from "../../support/fixture-site.ts";

let dir: string;
let pagesDir: string;
let publicDir: string;

beforeEach(() => {
  // As deep in the project as the fixture site, so its "$schema" paths still resolve.
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  dir = mkdtempSync(join(root, "tests/.tmp/scaffold-"));
  pagesDir = join(dir, "pages");
  publicDir = join(dir, "public");
  cpSync(sitePages, pagesDir, { recursive: true });
  cpSync(sitePublic, publicDir, { recursive: true });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (path: string) => readFileSync(path, "utf8");
/** A built HTML file as a DOM. */
const html = (path: string) => new JSDOM(read(path)).window.document;

describe("new:case-study", () => {
  it("writes a valid document and links it into the chain after the named case study", () => {
    const alphaBefore = read(join(pagesDir, "portfolio/alpha.json"));
    const betaBefore = read(join(pagesDir, "portfolio/beta.json"));
    const made = scaffoldCaseStudy({
      servers,
      slug: "acme",
      title: "Acme",
      after: "alpha",
      pagesDir,
      publicDir,
    });
    expect(made.route).toBe("/portfolio/acme");
    expect(made.draft).toBe(true);
    expect(existsSync(join(publicDir, "media/acme/banner.png"))).toBe(true);

    const result = loadAndValidate({ root, pagesDir, publicDir, servers });
    expect(result.diagnostics.filter(isError).map(formatDiagnostic)).toEqual([]);
    const acme = JSON.parse(read(join(pagesDir, "portfolio/acme.json")));
    // A draft until it is made live (scripts/content/drafts.ts).
    expect(acme.draft).toBe(true);
    expect(acme.blocks.at(-1)).toEqual({
      type: "prev-next",
      previous: "/portfolio/alpha",
      next: "/portfolio/beta",
    });

    // The neighbours change in exactly one value each; their formatting is kept.
    const alphaAfter = read(join(pagesDir, "portfolio/alpha.json"));
    const betaAfter = read(join(pagesDir, "portfolio/beta.json"));
    expect(alphaAfter).toBe(
      alphaBefore.replace('"next": "/portfolio/beta"', '"next": "/portfolio/acme"'),
    );
    expect(betaAfter).toBe(
      betaBefore.replace('"previous": "/portfolio/alpha"', '"previous": "/portfolio/acme"'),
    );
    expect(result.diagnostics.filter((d) => d.code === "chain-inconsistent")).toEqual([]);
  });

  it("writes no draft flag with live", () => {
    scaffoldCaseStudy({ servers, slug: "acme", title: "Acme", live: true, pagesDir, publicDir });
    expect(read(join(pagesDir, "portfolio/acme.json"))).not.toContain('"draft"');
  });

  it(
    "gives a live page that builds and appears in dist/, and a draft that appears nowhere",
    { timeout: 180_000 },
    () => {
      // Alpha → Acme (live) → Drafty (a draft, made by default) → Beta.
      scaffoldCaseStudy({
        servers,
        slug: "acme",
        title: "Acme",
        after: "alpha",
        live: true,
        pagesDir,
        publicDir,
      });
      scaffoldCaseStudy({
        servers,
        slug: "drafty",
        title: "Drafty",
        after: "acme",
        pagesDir,
        publicDir,
      });
      const out = join(dir, "dist");
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", join(root, "scripts/cli/build.ts")],
        {
          cwd: root,
          env: {
            ...process.env,
            CONTENT_PAGES_DIR: pagesDir,
            CONTENT_PUBLIC_DIR: publicDir,
            BUILD_OUT_DIR: out,
            BUILD_PRECOMPRESS: "off",
          },
          encoding: "utf8",
        },
      );
      expect(run.status, run.stdout + run.stderr).toBe(0);
      const page = html(join(out, "portfolio/acme/index.html"));
      expect([...page.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual(["Acme"]);
      expect(page.querySelector('a[href="/portfolio/alpha"]')).not.toBeNull();
      expect(page.querySelector('a[href="/portfolio/beta"]')).not.toBeNull();
      expect(
        html(join(out, "work/index.html")).querySelector('a[href="/portfolio/acme"]'),
      ).not.toBeNull();
      const search = JSON.parse(read(join(out, "_search.json"))) as {
        type: string;
        path: string;
      }[];
      expect(search).toContainEqual(
        expect.objectContaining({ type: "project", path: "/portfolio/acme" }),
      );
      const alpha = html(join(out, "portfolio/alpha/index.html"));
      expect(alpha.querySelector('a[data-dir="next"]')?.getAttribute("href")).toBe(
        "/portfolio/acme",
      );

      // The draft: no page, no data, no sitemap entry, no search entry, no tile, no pictures;
      // its neighbours' Next and Previous go past it.
      expect(run.stdout).toContain("1 draft left out");
      expect(existsSync(join(out, "portfolio/drafty"))).toBe(false);
      expect(existsSync(join(out, "media/drafty"))).toBe(false);
      expect(existsSync(join(out, "media/acme/banner.png"))).toBe(true);
      expect(readdirSync(join(out, "_data"), { recursive: true }).join("\n")).not.toMatch(/drafty/);
      const sitemap = new JSDOM(read(join(out, "sitemap.xml")), { contentType: "text/xml" });
      const locs = [...sitemap.window.document.querySelectorAll("loc")].map(
        (loc) => new URL(loc.textContent!).pathname,
      );
      expect(locs).toContain("/portfolio/acme");
      expect(locs).not.toContain("/portfolio/drafty");
      expect(search.filter((entry) => entry.path.includes("drafty"))).toEqual([]);
      expect(
        html(join(out, "work/index.html")).querySelector('a[href="/portfolio/drafty"]'),
      ).toBeNull();
      const acme = html(join(out, "portfolio/acme/index.html"));
      expect(acme.querySelector('a[data-dir="next"]')?.getAttribute("href")).toBe(
        "/portfolio/beta",
      );
      const beta = html(join(out, "portfolio/beta/index.html"));
      expect(beta.querySelector('a[data-dir="previous"]')?.getAttribute("href")).toBe(
        "/portfolio/acme",
      );
      // Nothing the build wrote names it (the route manifest, the pages' scripts and data).
      const named = spawnSync("grep", ["-rl", "drafty", out], { encoding: "utf8" }).stdout;
      expect(named).toBe("");
    },
  );

  it("refuses a slug that already exists", () => {
    expect(() =>
      scaffoldCaseStudy({ servers, slug: "alpha", title: "Again", pagesDir, publicDir }),
    ).toThrow(ScaffoldError);
    expect(() =>
      scaffoldCaseStudy({ servers, slug: "alpha", title: "Again", pagesDir, publicDir }),
    ).toThrow(
      /^A case study with the slug "alpha" already exists: tests\/\.tmp\/scaffold-\w+\/pages\/portfolio\/alpha\.json\. Choose another --slug\.$/,
    );
  });

  it("refuses a route that is already used, naming the document that uses it", () => {
    expect(() =>
      scaffoldCaseStudy({
        servers,
        slug: "b",
        title: "B",
        route: "/portfolio/b",
        pagesDir,
        publicDir,
      }),
    ).toThrow(
      /The route \/portfolio\/b is already used by .*beta\.json\. Choose another --slug or --route\./,
    );
  });

  it("refuses an unknown --after", () => {
    expect(() =>
      scaffoldCaseStudy({
        servers,
        slug: "acme",
        title: "Acme",
        after: "zeta",
        pagesDir,
        publicDir,
      }),
    ).toThrow("No case study in the chain matches --after zeta.");
  });
});
