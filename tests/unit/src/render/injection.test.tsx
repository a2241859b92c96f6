import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import {
  assetChecker,
  contentDirs,
  loadAndValidate,
  loadSchemas,
} from "../../../../scripts/content/load.ts";
import { createValidators } from "../../../../scripts/content/validators.ts";
import type { PageDocument } from "../../../../src/generated/schema.ts";
import { PageRenderer } from "../../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../../src/render/registry.ts";
import { root } from "../../support/fixture-site.ts";

const PAYLOAD = "<img src=x onerror=alert(1)>";
const site = loadAndValidate({ root, ...contentDirs(root, {}) });
const validatePage = createValidators(loadSchemas(root)).page;

/**
 * Sets every free-text string of a document to the payload: each string that the schema still
 * accepts with the payload in it (paths, links, colours and enums refuse it and are kept).
 */
function poison(doc: PageDocument): { doc: PageDocument; fields: number } {
  const copy = structuredClone(doc) as unknown as Record<string, unknown>;
  let fields = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const entries = Array.isArray(node)
      ? node.map((v, i) => [i, v] as const)
      : Object.entries(node);
    for (const [key, value] of entries) {
      if (
        typeof value === "string" &&
        !/^(\/|#|https:|mailto:|tel:)/.test(value) &&
        key !== "type" &&
        key !== "$schema"
      ) {
        (node as Record<string | number, unknown>)[key] = PAYLOAD;
        if (validatePage(copy)) fields++;
        else (node as Record<string | number, unknown>)[key] = value;
      } else visit(value);
    }
  };
  visit(copy);
  return { doc: copy as unknown as PageDocument, fields };
}

describe("content injection", () => {
  for (const page of site.model!.pages) {
    it(`${page.file}: every text field renders the payload as text`, async () => {
      const { doc, fields } = poison(page.doc);
      expect(fields).toBeGreaterThan(0);
      await preloadBlocks(doc.blocks.map((b) => b.type));
      const html = renderToString(
        <MemoryRouter initialEntries={[doc.route]}>
          <PageRenderer page={{ route: doc.route, doc, images: {}, tiles: site.model!.tiles }} />
        </MemoryRouter>,
      );
      const dom = new JSDOM(html).window.document;
      expect(dom.querySelectorAll("[onerror]")).toHaveLength(0);
      expect(dom.querySelectorAll('img[src="x"]')).toHaveLength(0);
      expect(dom.body.textContent).toContain(PAYLOAD);
    });
  }
});

describe("asset paths", () => {
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  const dir = mkdtempSync(join(root, "tests/.tmp/assets-"));
  const publicDir = join(dir, "public");
  mkdirSync(join(publicDir, "media"), { recursive: true });
  writeFileSync(join(publicDir, "media/ok.png"), "x");
  writeFileSync(join(dir, "secret.txt"), "x");
  symlinkSync(join(dir, "secret.txt"), join(publicDir, "media/escape.png"));
  const status = assetChecker(publicDir);

  it.each([
    ["/media/ok.png", "ok"],
    ["/media/missing.png", "missing"],
    ["/media/../../secret.txt", "unsafe"],
    ["/media/%2e%2e/secret.txt", "unsafe"],
    ["/media/%2E%2E/secret.txt", "unsafe"],
    ["/media\\..\\secret.txt", "unsafe"],
    ["/media/./ok.png", "unsafe"],
    ["media/ok.png", "unsafe"],
    ["//evil.example/x.png", "unsafe"],
    ["/media/escape.png", "outside"],
  ])("%s is %s", (path, expected) => {
    expect(status(path)).toBe(expected);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));
});
