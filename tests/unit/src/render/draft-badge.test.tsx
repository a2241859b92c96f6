import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../../../src/generated/schema.ts";
import { BLOCK_ROOTS } from "../../../../src/render/block-roots.ts";
import { PageRenderer } from "../../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../../src/render/registry.ts";
import { sitePages } from "../../support/fixture-site.ts";

/** The fixture's home page, as a draft or not, rendered as a DOM. */
async function home(draft: boolean) {
  const doc = JSON.parse(readFileSync(join(sitePages, "home.json"), "utf8")) as PageDocument;
  if (draft) doc.draft = true;
  await preloadBlocks(doc.blocks.map((b) => b.type));
  const html = renderToString(
    <MemoryRouter initialEntries={[doc.route]}>
      <PageRenderer page={{ route: doc.route, doc, images: {} }} />
    </MemoryRouter>,
  );
  return new JSDOM(`<main>${html}</main>`).window.document;
}

describe("a draft page (as npm run dev and the editor's Preview draw it)", () => {
  it("wears a Draft badge, outside its blocks", async () => {
    const badge = (await home(true)).querySelector("[data-draft-badge]");
    expect(badge?.textContent).toMatch(/^Draft/);
    // Not one of the blocks the editor's Preview counts and selects.
    expect(badge?.closest("article")).toBeNull();
    expect(badge?.matches(BLOCK_ROOTS)).toBe(false);
  });

  it("a live page wears none", async () => {
    expect((await home(false)).querySelector("[data-draft-badge]")).toBeNull();
  });
});
