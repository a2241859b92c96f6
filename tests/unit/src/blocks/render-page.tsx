/**
 * Renders a fixture page document the way the server does (PageRenderer inside a router) and
 * returns it as a DOM to query. The document is checked against the page schema first, so a
 * fixture that falls behind the schema fails here, not silently.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { expect } from "vitest";
import { loadSchemas } from "../../../../scripts/content/load.ts";
import { createValidators } from "../../../../scripts/content/validators.ts";
import type { PageDocument } from "../../../../src/generated/schema.ts";
import { PageRenderer } from "../../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../../src/render/registry.ts";
import { root } from "../../support/fixture-site.ts";

export interface RenderedPage {
  doc: PageDocument;
  document: Document;
  /** The text of every <style> element: the CSS the page ships with its HTML. */
  css: string;
}

/** Reads tests/fixtures/render/<name>.json, validates it, renders it at its route. */
export async function renderFixturePage(name: string): Promise<RenderedPage> {
  const file = join(root, "tests/fixtures/render", `${name}.json`);
  const doc = JSON.parse(readFileSync(file, "utf8")) as PageDocument;
  // As the build loads it: checked against the page schema, then given the schema's defaults.
  const validators = createValidators(loadSchemas(root));
  const { ok } = validators.check("page", doc);
  expect(ok, `${file}: ${JSON.stringify(validators.page.errors)}`).toBe(true);
  await preloadBlocks(doc.blocks.map((block) => block.type));
  const html = renderToString(
    <MemoryRouter initialEntries={[doc.route]}>
      <PageRenderer page={{ route: doc.route, doc, images: {} }} />
    </MemoryRouter>,
  );
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const styles = [...document.querySelectorAll("style")];
  const css = styles.map((style) => style.textContent).join("\n");
  // Rendered without the build's style cache, emotion puts each <style> where its element is,
  // inside a button as well: out of the DOM, the text read is what a visitor reads.
  for (const style of styles) style.remove();
  return { doc, document, css };
}

/** The page's first block of this type (failing when the fixture has none). */
export function blockOf<T>(page: RenderedPage, type: string): T {
  const block = page.doc.blocks.find((b) => b.type === type);
  expect(block, `the fixture has a ${type} block`).toBeDefined();
  return block as T;
}

/** The rendered element of a block, by the id the document gives it. */
export function sectionOf(page: RenderedPage, id: string | undefined): Element {
  const element = id ? page.document.getElementById(id) : null;
  expect(element, `no element with id ${id}`).not.toBeNull();
  return element!;
}

/** The trimmed text of every element matching the selector. */
export function texts(scope: ParentNode, selector: string): string[] {
  return [...scope.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? "");
}
