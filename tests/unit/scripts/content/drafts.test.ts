import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { formatDiagnostic } from "../../../../scripts/content/diagnostics.ts";
import { draftOnlyAssets, publishedModel, skipDrafts } from "../../../../scripts/content/drafts.ts";
import { isDraft } from "../../../../src/core/drafts.ts";
import { clientSiteData, resolvePage } from "../../../../scripts/content/resolve.ts";
import { buildSearchIndex } from "../../../../scripts/content/search-index.ts";
import { sitemapXml } from "../../../../scripts/content/seo.ts";
import { isError } from "../../../../src/core/diagnostics/diagnostics.ts";
import { resolvePath } from "../../../../src/core/routes.ts";
import type { PrevNextBlock } from "../../../../src/generated/schema.ts";
import { definitions } from "../../../../src/render/definitions.ts";
import { DELTA, HOME, draftSiteFiles, validateDraftSite } from "../../support/draft-site.ts";
import { servers } from "../../support/fixture-site.ts";

const result = validateDraftSite();
const model = result.model!;
const published = publishedModel(model, servers);
const DRAFT = "/portfolio/delta";

const bar = (m: typeof model, route: string) =>
  m.byRoute.get(route)!.doc.blocks.find((b): b is PrevNextBlock => b.type === "prev-next")!;

describe("isDraft, the one test for a draft everywhere", () => {
  it("is true for the flag set to true and nothing else", () => {
    expect(isDraft({ draft: true })).toBe(true);
    for (const doc of [{ draft: false }, { draft: "true" }, { draft: 1 }, {}, null, undefined])
      expect(isDraft(doc), JSON.stringify(doc)).toBe(false);
  });
});

describe("a draft in the middle of the Previous/Next chain", () => {
  it("is valid and in the model development shows, with its tile and its place in the chain", () => {
    expect(result.diagnostics.filter(isError).map(formatDiagnostic)).toEqual([]);
    expect(isDraft(model.byRoute.get(DRAFT)?.doc)).toBe(true);
    expect(model.routeTable.routes).toContain(DRAFT);
    expect(model.tiles.map((t) => t.route)).toContain(DRAFT);
    expect(bar(model, "/portfolio/alpha").next).toBe(DRAFT);
  });

  it("has no route, alias or page data in the published model", () => {
    expect(published.routeTable.routes).toEqual([
      "/",
      "/portfolio/alpha",
      "/portfolio/beta",
      "/portfolio/info5/Gamma",
      "/work",
    ]);
    expect(published.routeTable.aliases).toEqual({ "/portfolio/b": "/portfolio/beta" });
    expect(resolvePath("/portfolio/d", published.routeTable).kind).toBe("not-found");
    expect(published.byRoute.has(DRAFT)).toBe(false);
    expect(published.pages.map((p) => p.file)).not.toContain(DELTA);
    expect(() => resolvePage(published, DRAFT, () => undefined, definitions)).toThrow();
    // The pages' own route table (the header's search, the links) does not know it either.
    expect(clientSiteData(published).routeTable.routes).not.toContain(DRAFT);
  });

  it("is in neither the sitemap nor the search index", () => {
    const locs = (xml: string) =>
      [...new JSDOM(xml, { contentType: "text/xml" }).window.document.querySelectorAll("loc")].map(
        (loc) => new URL(loc.textContent!).pathname,
      );
    expect(locs(sitemapXml(published.site, published.routeTable.routes))).toEqual([
      "/",
      "/portfolio/alpha",
      "/portfolio/beta",
      "/portfolio/info5/Gamma",
      "/work",
    ]);
    const paths = (m: typeof model) => buildSearchIndex(m, definitions).map((e) => e.path);
    expect(paths(model)).toContain(DRAFT);
    expect(paths(published).filter((p) => p.includes("delta"))).toEqual([]);
  });

  it("has no tile in Our Work, so the filters' counts leave it out too", () => {
    expect(published.tiles.map((t) => t.route)).toEqual([
      "/portfolio/alpha",
      "/portfolio/beta",
      "/portfolio/info5/Gamma",
    ]);
    const work = resolvePage(published, "/work", () => undefined, definitions);
    expect(work.tiles?.map((t) => t.route)).not.toContain(DRAFT);
    // Delta was the only case study in "others".
    expect(published.tiles.filter((t) => t.industry === "others")).toEqual([]);
  });

  it("is skipped by its neighbours' Previous and Next, and the model it came from is unchanged", () => {
    expect(bar(published, "/portfolio/alpha")).toMatchObject({
      previous: "/portfolio/info5/Gamma",
      next: "/portfolio/beta",
    });
    expect(bar(published, "/portfolio/beta")).toMatchObject({
      previous: "/portfolio/alpha",
      next: "/portfolio/info5/Gamma",
    });
    expect(bar(model, "/portfolio/alpha").next).toBe(DRAFT);
    expect(bar(model, "/portfolio/beta").previous).toBe(DRAFT);
  });

  it("finds the chain through the block types' hooks: without them, the links stay as written", () => {
    const unlinked = publishedModel(model);
    expect(unlinked.byRoute.has(DRAFT)).toBe(false);
    expect(bar(unlinked, "/portfolio/alpha").next).toBe(DRAFT);
  });

  it("leaves its own pictures out of the build, and none that a live page shares", () => {
    expect(draftOnlyAssets(model)).toEqual(["/media/fx/drawing.svg"]);
  });

  it("follows drafts in a row, and gives up on drafts in a loop", () => {
    expect(skipDrafts("/portfolio/d", "next", model, servers)).toBe("/portfolio/beta");
    expect(skipDrafts("/portfolio/beta", "next", model, servers)).toBe("/portfolio/beta");
    const looped = validateDraftSite({
      delta: (text) => text.replace('"next": "/portfolio/beta"', '"next": "/portfolio/delta"'),
    }).model!;
    expect(skipDrafts(DRAFT, "next", looped, servers)).toBeUndefined();
  });
});

describe("npm run validate with a draft", () => {
  it("warns, at the link, where a live page links to the draft, and says how to fix it", () => {
    const warnings = result.diagnostics.filter((d) => d.code === "links-to-draft");
    // Where the link's value starts in the home page's text.
    const text = draftSiteFiles().find((f) => f.file === HOME)!.text;
    const at = text.indexOf('"/portfolio/d"');
    const line = text.slice(0, at).split("\n").length;
    const column = at - text.lastIndexOf("\n", at - 1);
    expect([line, column]).toEqual([8, 119]);
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${HOME}:${line}:${column} warning The link /portfolio/d goes to ${DELTA}, which is a draft: the built site leaves it out, so this link would go nowhere. Make ${DELTA} live (remove "draft": true), or link to a live page until it is. (at /blocks/0/button/href)`,
    ]);
    expect(warnings.every((d) => !isError(d))).toBe(true);
  });

  it("says nothing of a Previous/Next the build can skip past, and warns where it cannot", () => {
    const looped = validateDraftSite({
      delta: (text) => text.replace('"next": "/portfolio/beta"', '"next": "/portfolio/delta"'),
    });
    const chain = looped.diagnostics.filter((d) => d.code === "links-to-draft" && d.file !== HOME);
    expect(chain.map((d) => `${d.file} ${d.pointer}`)).toEqual([
      `${model.byRoute.get("/portfolio/alpha")!.file} /blocks/3/next`,
    ]);
    expect(chain[0]!.message).toMatch(
      /^Next \/portfolio\/delta goes to .*delta\.json, which is a draft/,
    );
  });

  it("warns where the site's settings send an address to the draft", () => {
    const fallback = validateDraftSite({
      site: (text) =>
        text.replace('"fallback": "/portfolio/info5/Gamma"', '"fallback": "/portfolio/d"'),
    });
    const warnings = fallback.diagnostics.filter((d) => d.file.endsWith("pages/site.json"));
    expect(warnings.map((d) => [d.code, d.pointer])).toEqual([
      ["links-to-draft", "/routeFamilies/1/fallback"],
    ]);
    expect(warnings[0]!.message).toContain(
      `The link /portfolio/d goes to ${DELTA}, which is a draft: the built site leaves it out, so this link would go nowhere.`,
    );
  });

  it("says nothing once the page is live", () => {
    const live = validateDraftSite({ delta: (text) => text.replace('  "draft": true,\n', "") });
    expect(live.diagnostics.filter((d) => d.code === "links-to-draft")).toEqual([]);
    expect(publishedModel(live.model!).routeTable.routes).toContain(DRAFT);
  });
});
