import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { TaxonomyDocument } from "../../../../../src/generated/schema.ts";
import { selectionFromSearch, type Selection } from "../../../../../src/blocks/portfolio/filter.ts";
import { firstFrameCss } from "../../../../../src/blocks/portfolio/first-frame.ts";
import { UNKNOWN_MARK, WORK_QUERY_ATTR } from "../../../../../src/blocks/portfolio/params.ts";
import { workQueryScript } from "../../../../../src/blocks/portfolio/query-script.ts";
import { root } from "../../../support/fixture-site.ts";
import { tile } from "./tile-fixture.ts";

const taxonomy = JSON.parse(
  readFileSync(join(root, "tests/fixtures/render/taxonomy.json"), "utf8"),
) as TaxonomyDocument;

/** The mark the head script should put for a selection: "service:content", "industry:?". */
function selectionMark(selection: Selection | undefined): string | undefined {
  if (!selection || (selection.id === null && selection.unknown === undefined)) return undefined;
  return `${selection.mode}:${selection.id ?? UNKNOWN_MARK}`;
}

/** Runs the head script against a query string; returns the mark it put on <html>. */
function markFor(search: string): string | undefined {
  const attributes = new Map<string, string>();
  runInNewContext(workQueryScript(taxonomy), {
    URLSearchParams,
    location: { search },
    document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
  });
  return attributes.get(WORK_QUERY_ATTR);
}

describe("the head script that marks Our Work's filter before the first paint", () => {
  const searches = [
    "",
    "?filter=content",
    "?filter=CONTENT",
    "?filter=%20photo%20",
    "?filter=socialmedia",
    "?filter=SocialMedia",
    "?filter=nope",
    "?filter=",
    "?filter=%20",
    "?industry=food",
    "?industry=Finance",
    "?industry=aerospace",
    "?industry=",
    "?industry=&filter=print",
    "?industry=tech&filter=print",
    "?industry=nope&filter=print",
    "?filter=__proto__",
    "?industry=constructor",
    "?other=1",
    "?filter=social&industry=social",
  ];
  for (const search of searches) {
    it(`marks ${JSON.stringify(search)} as selectionFromSearch selects it`, () => {
      expect(markFor(search)).toBe(selectionMark(selectionFromSearch(search, taxonomy)));
    });
  }

  it("marks the chosen category's canonical id", () => {
    expect(markFor("?filter=socialmedia")).toBe("service:social");
    expect(markFor("?industry=aerospace")).toBe("industry:?");
    expect(markFor("")).toBeUndefined();
  });
});

describe("the first-frame CSS", () => {
  const css = firstFrameCss({
    taxonomy,
    tiles: [tile("a", ["content", "photo"], "food"), tile("b", ["identity"], "tech")],
    countTemplate: 'Showing {shown} of {total} "projects"',
    pressed: {
      toggle: { background: "orange", color: "black" },
      chip: { background: "black", color: "white", count: "orange" },
    },
  });

  it("hides the tiles a known filter excludes and counts the rest", () => {
    expect(css).toContain(
      `html[${WORK_QUERY_ATTR}="service:content"] & li[data-match]:not([data-match~="service:content"]) { display: none; }`,
    );
    expect(css).toContain(
      `html[${WORK_QUERY_ATTR}="service:content"] & [data-count]::before { content: "Showing 1 of 2 \\"projects\\""; }`,
    );
  });

  it("shows the empty text for an unknown id and for a category without projects", () => {
    for (const mark of ["service:?", "industry:?", "industry:finance"]) {
      expect(css).toContain(`html[${WORK_QUERY_ATTR}="${mark}"] & [data-empty] { display: grid; }`);
      expect(css).toContain(`html[${WORK_QUERY_ATTR}="${mark}"] & [data-grid] { display: none; }`);
    }
  });

  it("shows the mode's chips with the chosen one pressed", () => {
    expect(css).toContain(
      `html[${WORK_QUERY_ATTR}^="industry:"] & [data-chips="service"] { display: none; }`,
    );
    expect(css).toContain(
      `html[${WORK_QUERY_ATTR}="industry:food"] & [data-chips="industry"] button[data-category="food"] { background: black; color: white; }`,
    );
  });
});
