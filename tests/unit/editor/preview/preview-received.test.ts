/**
 * The Preview's copy of the page (src/app/editor/preview/preview-received.ts): a whole page is
 * given the schemas' defaults once; after that a change gives them to the blocks it brings and to
 * the page's properties when they change, and never walks the blocks the Preview already has (a
 * delete filled in 200 blocks' defaults again); those stay the same objects, in the new order.
 */
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../../../scripts/content/load.ts";
import { receive, type Received } from "../../../../src/app/editor/preview/preview-received.ts";
import type {
  PatchPreview,
  ToPreview,
} from "../../../../src/app/editor/preview/preview-messages.ts";
import { documentSchemaKey } from "../../../../src/core/schema/schema-keys.ts";
import { root } from "../../support/fixture-site.ts";

const schemas = loadSchemas(root);
const pageAt = { schema: schemas[documentSchemaKey.page]!, from: documentSchemaKey.page };

const render: ToPreview = {
  kind: "render",
  route: "/p",
  doc: {
    route: "/p",
    title: "P",
    blocks: [
      { type: "text", title: "One", paragraphs: ["A."] },
      { type: "palette", colors: [] },
      { type: "text", title: "Three", paragraphs: ["C."] },
    ],
  },
  ids: ["a", "b", "c"],
  selected: -1,
  sentAt: 0,
};
const patch = (change: Partial<PatchPreview>): PatchPreview => ({
  kind: "patch",
  blocks: [],
  props: [],
  selected: -1,
  sentAt: 0,
  ...change,
});
const first = () => receive(null, structuredClone(render), pageAt, schemas)!;
const blockOf = (received: Received, id: string) =>
  received.page!.blocks.get(id) as Record<string, unknown>;

describe("the Preview's copy of the page", () => {
  it("fills a whole page's defaults in, and says every block type to load", () => {
    const received = first();
    expect(received.doc.blocks[0]).toMatchObject({ servicesLabel: "Services Provided:" });
    expect(received.doc.blocks[1]).toMatchObject({ title: "Colour Palette" });
    expect(received.types).toEqual(["text", "palette", "text"]);
    expect(received.ids).toEqual(["a", "b", "c"]);
  });

  it("fills in the defaults of a block a change brings, and of no other block", () => {
    const received = first();
    // A block the Preview has, without a default it was given: a walk over the page fills it again.
    delete blockOf(received, "c").servicesLabel;
    const added = { type: "palette", colors: [] };
    const next = receive(
      received,
      patch({ order: ["a", "n", "b", "c"], blocks: [["n", added]] }),
      pageAt,
      schemas,
    )!;
    expect(next.doc.blocks[1]).toMatchObject({ title: "Colour Palette" });
    expect(blockOf(next, "c").servicesLabel).toBeUndefined();
    expect(next.types).toEqual(["palette"]);
  });

  it("keeps every other block the same object after a delete, in the new order", () => {
    const received = first();
    const next = receive(received, patch({ order: ["a", "c"] }), pageAt, schemas)!;
    expect(next.doc.blocks).toEqual([blockOf(received, "a"), blockOf(received, "c")]);
    expect(next.doc.blocks[1]).toBe(blockOf(received, "c"));
    expect(next.ids).toEqual(["a", "c"]);
    expect(next.types).toEqual([]);
  });

  it("takes the page's changed properties, defaults filled in", () => {
    const received = first();
    const next = receive(
      received,
      patch({
        props: [
          ["title", "Q"],
          ["description", "New."],
        ],
      }),
      pageAt,
      schemas,
    )!;
    expect(next.doc).toMatchObject({ route: "/p", title: "Q", description: "New." });
    expect(next.doc.blocks[0]).toBe(blockOf(received, "a"));
  });

  it("has nothing to change before a whole page came", () => {
    expect(receive(null, patch({ order: ["a"] }), pageAt, schemas)).toBeUndefined();
  });
});
