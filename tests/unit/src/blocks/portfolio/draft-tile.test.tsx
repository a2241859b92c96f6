/**
 * Our Work's tile of a draft case study, as `npm run dev` and the editor's Preview draw the
 * listing: it wears a Draft badge, in words, inside its link; live tiles wear none, and the
 * published listing has neither the draft's tile nor any badge. The fixture site with its draft
 * Delta (tests/unit/support/draft-site.ts), resolved and rendered as the server does.
 */
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { publishedModel } from "../../../../../scripts/content/drafts.ts";
import type { SiteModel } from "../../../../../scripts/content/model.ts";
import { resolvePage } from "../../../../../scripts/content/resolve.ts";
import { definitions } from "../../../../../src/render/definitions.ts";
import { PageRenderer } from "../../../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../../../src/render/registry.ts";
import { validateDraftSite } from "../../../support/draft-site.ts";
import { servers } from "../../../support/fixture-site.ts";

const model = validateDraftSite().model!;

/** Our Work (/work) of `site`, rendered, as a DOM without its <style> elements. */
async function work(site: SiteModel) {
  const page = resolvePage(site, "/work", () => undefined, definitions);
  await preloadBlocks(page.doc.blocks.map((block) => block.type));
  const html = renderToString(
    <MemoryRouter initialEntries={["/work"]}>
      <PageRenderer page={page} />
    </MemoryRouter>,
  );
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  for (const style of document.querySelectorAll("style")) style.remove();
  return { page, document };
}

describe("a draft case study's tile in Our Work", () => {
  it("wears a Draft badge, in words, inside its link; the live tiles wear none", async () => {
    const { document } = await work(model);
    const tiles = [...document.querySelectorAll<HTMLAnchorElement>("a[data-tile]")];
    expect(tiles.map((tile) => tile.dataset.tile)).toContain("delta");
    for (const tile of tiles) {
      const badges = [...tile.querySelectorAll(".draft-badge")].map((b) => b.textContent);
      expect(badges, tile.dataset.tile).toEqual(tile.dataset.tile === "delta" ? ["Draft"] : []);
    }
    // Part of the link's text (what a screen reader names it by), not hidden from it.
    const delta = document.querySelector('a[data-tile="delta"]')!;
    expect(delta.getAttribute("href")).toBe("/portfolio/delta");
    expect(delta.querySelector(".draft-badge")!.closest("[aria-hidden]")).toBeNull();
    expect(delta.textContent).toContain("Draft");
  });

  it("is not in the published listing, and no tile there wears a badge", async () => {
    const { page, document } = await work(publishedModel(model, servers));
    expect(document.querySelector('a[data-tile="delta"]')).toBeNull();
    expect(document.querySelectorAll("a[data-tile]").length).toBeGreaterThan(0);
    expect(document.querySelectorAll(".draft-badge")).toHaveLength(0);
    // The tiles' data says nothing of drafts either.
    expect(page.tiles!.filter((tile) => "draft" in tile)).toEqual([]);
  });
});
