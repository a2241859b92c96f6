/**
 * The Cloudflare Pages site's rules (scripts/deploy/cloudflare-pages.ts) for the fixture site and
 * for pages/: within what Pages reads, in the shape it accepts. The `hosts` stage of `npm test`
 * serves the real build with `wrangler pages dev` and runs the host contract against it; this is
 * what that cannot see: a site too large for Pages' limits, or with families it cannot express,
 * stops `npm run build:cloudflare` instead of losing rules.
 */
import { describe, expect, it } from "vitest";
import { contentDirs, loadAndValidate } from "../../../../scripts/content/load.ts";
import {
  pageFileOf,
  routeManifestOf,
  type RouteManifest,
} from "../../../../scripts/content/redirects.ts";
import {
  formatPagesHeaders,
  PAGES_LIMITS,
  pagesHeaderRules,
  pagesRedirects,
} from "../../../../scripts/deploy/cloudflare-pages.ts";
import { root, validateFixture } from "../../support/fixture-site.ts";

function manifestOf(site: "fixture" | "pages"): RouteManifest {
  const model =
    site === "fixture"
      ? validateFixture().model
      : loadAndValidate({ root, ...contentDirs(root, {}) }).model;
  if (!model) throw new Error(`the ${site} site does not validate`);
  return routeManifestOf(model.routeTable);
}

/** A policy for every HTML file the rules may name. */
function policiesOf(manifest: RouteManifest): Record<string, string> {
  const files = [
    ...manifest.routes.map(pageFileOf),
    ...Object.keys(manifest.aliases).map(pageFileOf),
    ...manifest.families.flatMap((f) => (f.notFoundPage ? [f.notFoundPage] : [])),
    manifest.notFoundPage,
  ];
  return Object.fromEntries(files.map((file) => [file, `default-src 'none'; x-file ${file}`]));
}

const isDynamic = (from: string) => from.includes("*") || from.includes(":");

describe("the Cloudflare Pages site", () => {
  for (const site of ["fixture", "pages"] as const)
    it(`has rules Pages accepts, within its limits, for the ${site} site`, () => {
      const manifest = manifestOf(site);
      const redirects = pagesRedirects(manifest);
      // Pages takes 200 and 3xx only, and counts a rule without `*` as static only before the
      // first dynamic one.
      expect(redirects.every((r) => r.status === 200 || r.status === 301)).toBe(true);
      const firstDynamic = redirects.findIndex((r) => isDynamic(r.from));
      expect(redirects.slice(firstDynamic).every((r) => isDynamic(r.from))).toBe(true);
      // Pages refuses a rewrite of a folder to an index file as a loop.
      expect(
        redirects.filter((r) => /\/\*?$/.test(r.from) && /\/index(\.html)?$/.test(r.to)),
      ).toEqual([]);
      expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
      const rules = pagesHeaderRules(manifest, policiesOf(manifest));
      expect(rules.length).toBeLessThanOrEqual(PAGES_LIMITS.headerRules);
      expect(new Set(rules.map((r) => r.path)).size).toBe(rules.length);
      // Every page's own rule, after the family rules it overrides.
      for (const address of [...manifest.routes, ...Object.keys(manifest.aliases)]) {
        const own = rules.findIndex((r) => r.path === address);
        expect(own, address).toBeGreaterThan(0);
        expect(rules[own]!.unset).toEqual(["Content-Security-Policy"]);
      }
    });

  it("stops rather than write more header rules than Pages reads", () => {
    const manifest = manifestOf("fixture");
    const many = {
      ...manifest,
      routes: [...manifest.routes, ...Array.from({ length: 100 }, (_, i) => `/page-${i}`)],
    };
    expect(() => pagesHeaderRules(many, policiesOf(many))).toThrow(/first 100 _headers rules/);
  });

  it("stops rather than write a line Pages ignores", () => {
    const rule = { path: "/x", headers: { "Content-Security-Policy": "x".repeat(2_000) } };
    expect(() => formatPagesHeaders([rule])).toThrow(/over 2000 characters/);
  });

  it("stops on a family inside a family whose unknown ids show a page", () => {
    const manifest: RouteManifest = {
      routes: ["/a/first"],
      aliases: {},
      families: [
        { prefix: "/a/", fallback: "/a/first", notFoundText: "Gone" },
        { prefix: "/a/b/", notFoundText: "Gone", notFoundPage: "/_404/gone.html" },
      ],
      notFoundPage: "/404.html",
    };
    expect(() => pagesRedirects(manifest)).toThrow(/lies inside \/a\//);
  });
});
