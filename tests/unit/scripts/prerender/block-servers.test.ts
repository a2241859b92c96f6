/**
 * The block types' Node-side hooks (src/core/blocks/block-server.ts) as the build uses them: the
 * head scripts go to the pages that hold their block type only, a block form's thank-you page takes
 * its words from the site's block. Nothing in scripts/ names the types.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeHeadScripts } from "../../../../scripts/prerender/head-scripts.ts";
import { formPageWords } from "../../../../scripts/prerender/form-pages.ts";
import type { SiteModel } from "../../../../scripts/content/model.ts";
import type { Block } from "../../../../src/generated/schema.ts";
import { servers, validateFixture } from "../../support/fixture-site.ts";

const model = validateFixture().model!;
const page = (route: string) => model.byRoute.get(route)!.doc;

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

describe("the blocks' head scripts", () => {
  it("are written once, hashed, and named in the head of the pages holding their block only", () => {
    dist = mkdtempSync(join(tmpdir(), "head-scripts-"));
    const tagsFor = writeHeadScripts(dist, servers, model);
    const onWork = tagsFor(page("/work").blocks);
    expect(onWork).toHaveLength(1);
    const src = /<script src="\/(assets\/portfolio-head-[0-9a-f]{10}\.js)"><\/script>/.exec(
      onWork[0]!,
    )?.[1];
    expect(src, onWork[0]).toBeDefined();
    expect(readFileSync(join(dist, src!), "utf8")).toContain("data-work-query");
    expect(tagsFor(page("/").blocks)).toEqual([]);
    // Twice the block on a page, one tag.
    const work = page("/work").blocks;
    expect(tagsFor([...work, ...work])).toEqual(onWork);
  });
});

describe("a block form's thank-you page", () => {
  const contact = (alt: string) =>
    ({ type: "contact-form", success: { image: { src: "/media/x.png", alt } } }) as Block;
  const withBlocks = (blocks: Block[]): SiteModel => ({
    ...model,
    pages: [...model.pages, { ...model.pages[0]!, doc: { ...model.pages[0]!.doc, blocks } }],
  });

  it("takes its words from the site's first block of the type", () => {
    const words = formPageWords(
      withBlocks([contact("Thanks a lot! We answer within a day."), contact("Second.")]),
      servers,
    );
    expect(words["thanks-contact"]).toEqual({
      title: "Thanks a lot!",
      heading: "Thanks a lot!",
      text: "We answer within a day.",
    });
    expect(Object.keys(words)).toEqual(["thanks-newsletter", "thanks-contact", "problem"]);
  });

  it("still says thank you when the site has no block of the type", () => {
    expect(formPageWords(model, servers)["thanks-contact"]).toEqual({
      title: "Thank you!",
      heading: "Thank you!",
      text: "",
    });
    expect(formPageWords(model, {})).not.toHaveProperty("thanks-contact");
  });
});
