/**
 * The editor's pure parts: pointers, and what it reads from the schemas (its state and history:
 * editor-state.test.ts).
 */
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../../scripts/content/load.ts";
import { getAt, moveAt, setAt } from "../../../src/app/editor/state/pointer.ts";
import {
  deref,
  initialValue,
  kindOfField,
  summaryOf,
  unhandledKeywords,
  variantOf,
  type Schemas,
} from "../../../src/app/editor/form/schema-tools.ts";
import { root } from "../support/fixture-site.ts";

const schemas = loadSchemas(root) as Schemas;
const palette = {
  schema: schemas["src/blocks/palette/schema.json"]!,
  from: "src/blocks/palette/schema.json",
};

describe("pointers", () => {
  const doc = { blocks: [{ type: "a", "x/y": 1 }, { type: "b" }] };
  it("reads, writes and removes by pointer without touching the original", () => {
    expect(getAt(doc, "/blocks/0/x~1y")).toBe(1);
    const changed = setAt(doc, "/blocks/1/title", "Hi") as typeof doc;
    expect(getAt(changed, "/blocks/1/title")).toBe("Hi");
    expect(getAt(doc, "/blocks/1/title")).toBeUndefined();
    expect(changed.blocks[0]).toBe(doc.blocks[0]);
    expect(getAt(setAt(doc, "/blocks/0", undefined), "/blocks")).toEqual([{ type: "b" }]);
    expect(getAt(setAt(doc, "/blocks/0/type", undefined), "/blocks/0")).toEqual({ "x/y": 1 });
  });
  it("moves an element", () => {
    expect(getAt(moveAt(doc, "/blocks", 0, 1), "/blocks/0")).toEqual({ type: "b" });
    expect(moveAt(doc, "/blocks", 0, 5)).toBe(doc);
  });
});

describe("schemas as forms", () => {
  it("handles every keyword the site's document and block schemas use", () => {
    expect(unhandledKeywords(schemas)).toEqual([]);
  });
  it("names a keyword it does not handle, with where it is", () => {
    const extra = { ...schemas, "x.json": { properties: { a: { type: "string", if: {} } } } };
    expect(unhandledKeywords(extra)).toEqual(['x.json#/properties/a: "if"']);
  });
  it("follows $ref to the shared definitions, keeping the referring schema's own words", () => {
    const colors = deref(
      { schema: palette.schema.properties!.colors!, from: palette.from },
      schemas,
    );
    const hex = deref(
      { schema: colors.schema.items!.properties!.hex!, from: colors.from },
      schemas,
    );
    expect(hex.from).toBe("schema/defs.schema.json");
    expect(kindOfField(hex.schema)).toBe("hex");
    expect(hex.schema.description).toBe("The colour as #rrggbb.");
  });
  it("starts new values from the schema's first example, or the required skeleton", () => {
    expect(initialValue(palette, schemas)).toEqual(palette.schema.examples![0]);
    expect(
      initialValue(
        {
          schema: { type: "object", required: ["a"], properties: { a: { type: "string" } } },
          from: "x",
        },
        schemas,
      ),
    ).toEqual({ a: "" });
  });
  it("picks a oneOf option by its discriminator", () => {
    const grid = schemas["src/blocks/media-grid/schema.json"]!;
    const items = {
      schema: grid.properties!.items!.items!,
      from: "src/blocks/media-grid/schema.json",
    };
    expect(variantOf(items, { kind: "video" }, schemas)?.schema.title).toBe("MediaVideo");
    expect(variantOf(items, { kind: "image" }, schemas)?.schema.title).toBe("MediaImage");
  });
  it("summarises a block by its title or first words", () => {
    expect(summaryOf({ type: "text", title: "Our story" })).toBe("Our story");
    expect(summaryOf({ type: "x", body: "a ".repeat(50) })).toHaveLength(58);
  });
});
