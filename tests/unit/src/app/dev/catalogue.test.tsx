import { join } from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { assetChecker, loadSchemas } from "../../../../../scripts/content/load.ts";
import { createValidators } from "../../../../../scripts/content/validators.ts";
import { Catalogue, catalogueEntries } from "../../../../../src/app/dev/catalogue.tsx";
import { preloadBlocks, registry } from "../../../../../src/render/registry.ts";
import { root, validateFixture } from "../../../support/fixture-site.ts";

const schemas = loadSchemas(root);
const entries = catalogueEntries(schemas as never);

describe("the block catalogue", () => {
  it("has an entry for every block type in the registry", () => {
    expect(entries.map((e) => e.type)).toEqual(Object.keys(registry).sort());
  });

  for (const entry of entries) {
    it(`${entry.type}: its schema has an example that is valid and whose files exist`, () => {
      expect(entry.example, `add "examples" to src/blocks/${entry.type}/schema.json`).toBeDefined();
      const validate = createValidators(schemas).page;
      const ok = validate({
        $schema: "x",
        schemaVersion: 1,
        route: "/x",
        title: "x",
        description: "x",
        blocks: [entry.example],
      });
      expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
      expect(ok).toBe(true);
      const exists = assetChecker(join(root, "public"));
      const assets = JSON.stringify(entry.example).match(/"\/media\/[^"]+"/g) ?? [];
      for (const asset of assets) expect(exists(JSON.parse(asset)), asset).toBe("ok");
    });

    it(`${entry.type}: every property has a description in the table`, () => {
      expect(entry.properties.filter((p) => !p.description).map((p) => p.name)).toEqual([]);
    });
  }

  it("renders every block type with its JSON and property table, without console errors", async () => {
    const error = vi.spyOn(console, "error");
    await preloadBlocks(entries.map((e) => e.type));
    const html = renderToString(
      <MemoryRouter>
        <Catalogue entries={entries} tiles={validateFixture().model!.tiles} />
      </MemoryRouter>,
    );
    const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
    const codes = [...document.querySelectorAll("code")].map((code) => code.textContent);
    for (const entry of entries) {
      expect(document.querySelector(`[data-catalogue-preview="${entry.type}"]`)).not.toBeNull();
      expect(codes).toContain(entry.type);
    }
    expect(document.body.textContent).not.toContain("No example:");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
