/**
 * Defaults are written once, in the schemas, and a document receives them when it is loaded
 * (src/core/schema/defaults.ts, applied by the build's validator): the components read them as
 * given.
 */
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../../../../scripts/content/load.ts";
import { createValidators } from "../../../../../scripts/content/validators.ts";
import { applyDefaults } from "../../../../../src/core/schema/defaults.ts";
import { documentSchemaKey } from "../../../../../src/core/schema/schema-keys.ts";
import { root } from "../../../support/fixture-site.ts";

const schemas = loadSchemas(root);
const pageSchema = { schema: schemas[documentSchemaKey.page]!, from: documentSchemaKey.page };

const page = (blocks: unknown[]) => ({
  $schema: "../schema/page.schema.json",
  schemaVersion: 1,
  route: "/defaults",
  title: "Defaults, filled in",
  description: "A page whose blocks leave out what their schemas default.",
  blocks,
});

describe("the schemas' defaults", () => {
  it("fill in what a block leaves out, and keep what it says", () => {
    const doc = page([
      { type: "palette", colors: [{ name: "Ink", hex: "#111111" }] },
      { type: "palette", title: "Brand colours", showMeanings: false, colors: [] },
    ]);
    applyDefaults(doc, pageSchema, schemas);
    expect(doc.blocks[0]).toMatchObject({
      title: "Colour Palette",
      showMeanings: true,
      uppercaseNames: false,
    });
    expect(doc.blocks[1]).toMatchObject({ title: "Brand colours", showMeanings: false });
  });

  it("reach into lists and into the kind a discriminator names", () => {
    const picture = { kind: "image", image: { src: "/media/x.png", alt: "X" } };
    const doc = page([
      { type: "media-grid", columns: 2, items: [picture, { ...picture, span: true }] },
    ]);
    applyDefaults(doc, pageSchema, schemas);
    const items = (doc.blocks[0] as { items: { span: boolean }[] }).items;
    expect(items.map((item) => item.span)).toEqual([false, true]);
  });

  it("leave a block of no known type as it is", () => {
    const doc = page([{ type: "pallete", colors: [] }]);
    applyDefaults(doc, pageSchema, schemas);
    expect(doc.blocks[0]).toEqual({ type: "pallete", colors: [] });
  });

  it("are given to a valid document by the build's validator, and not to an invalid one", () => {
    const validators = createValidators(schemas);
    const primary = { name: "Inter", role: "Body" };
    const valid = page([{ type: "typography", primary }]);
    const invalid = page([{ type: "typography", primary, extra: 1 }]);
    expect(validators.check("page", valid).ok).toBe(true);
    expect(validators.check("page", invalid).ok).toBe(false);
    expect(valid.blocks[0]).toMatchObject({ title: "Typography" });
    expect(invalid.blocks[0]).not.toHaveProperty("title");
  });

  it("give the site its language and its forms their time limit", () => {
    const site = { forms: { contactEndpoint: "/a", newsletterEndpoint: "/b" } };
    applyDefaults(
      site,
      { schema: schemas[documentSchemaKey.site]!, from: documentSchemaKey.site },
      schemas,
    );
    expect(site).toMatchObject({ lang: "en", forms: { timeoutMs: 15000 } });
  });
});
