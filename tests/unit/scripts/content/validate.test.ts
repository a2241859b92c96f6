import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../../scripts/content/diagnostics.ts";
import { linkProblem } from "../../../../scripts/content/reference-checks.ts";
import {
  actualFor,
  expectedFor,
  invalidFixtureNames,
  validateFixture,
} from "../../support/fixture-site.ts";

describe("the fixture site", () => {
  it("is valid and yields a site model", () => {
    const result = validateFixture();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.model?.routeTable.routes).toEqual([
      "/",
      "/portfolio/alpha",
      "/portfolio/beta",
      "/portfolio/info5/Gamma",
      "/work",
    ]);
    expect(result.model?.routeTable.aliases).toEqual({ "/portfolio/b": "/portfolio/beta" });
  });
});

describe("each invalid fixture", () => {
  const names = invalidFixtureNames();

  it("covers every error kind the pipeline promises", () => {
    for (const kind of [
      "misspelt-block-type",
      "missing-required-property",
      "wrong-type",
      "unknown-property",
      "json-syntax",
      "prev-next-target",
      "duplicate-route",
      "missing-asset",
      "javascript-link",
    ]) {
      expect(names).toContain(kind);
    }
  });

  for (const name of names) {
    it(`${name} fails with exactly its expected messages and positions`, () => {
      const expected = expectedFor(name);
      expect(expected.length).toBeGreaterThan(0);
      expect(actualFor(name)).toEqual(expected);
      // A fixture with only warnings still builds; one with an error does not.
      const hasError = expected.some((line) => / error /.test(line));
      expect(validateFixture(name).model === undefined).toBe(hasError);
    });
  }
});

describe("the fixtures", () => {
  it("cover at least 15 kinds of problem, each with a stable code", () => {
    const codes = new Set(
      invalidFixtureNames().flatMap((name) => validateFixture(name).diagnostics.map((d) => d.code)),
    );
    expect(codes.size).toBeGreaterThanOrEqual(15);
  });

  it("report five different mistakes in one document in one pass", () => {
    const lines = actualFor("five-mistakes").filter((line) => line.includes("five-mistakes"));
    expect(lines).toHaveLength(5);
    expect(new Set(validateFixture("five-mistakes").diagnostics.map((d) => d.code))).toEqual(
      new Set([
        "missing-asset",
        "wrong-type",
        "unknown-property",
        "unknown-block-type",
        "unknown-route",
      ]),
    );
  });
});

describe("messages", () => {
  it("report every problem of every document in one pass", () => {
    const result = validateFixture(undefined, [
      {
        file: "tests/fixtures/invalid/extra-a.json",
        text: '{ "$schema": "../../../schema/page.schema.json", "schemaVersion": 1, "route": "/x", "title": "X", "description": "x", "blocks": [{ "type": "pallete" }] }',
      },
      {
        file: "tests/fixtures/invalid/extra-b.json",
        text: '{ "$schema": "../../../schema/page.schema.json", "schemaVersion": 1, "route": "/y", "title": "Y", "description": "y", "blocks": [{ "type": "text", "title": 5, "paragraphs": ["a"] }] }',
      },
    ]);
    const lines = result.diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([
      'tests/fixtures/invalid/extra-a.json:1:140 error Unknown block type "pallete". Did you mean "palette"? (at /blocks/0/type)',
      'tests/fixtures/invalid/extra-b.json:1:157 error "title" should be text in double quotes, but it is a number (5). (at /blocks/0/title)',
    ]);
  });

  it("name one problem once when a property is misspelt", () => {
    const lines = actualFor("unknown-property");
    expect(lines.filter((line) => line.includes("alpha.json"))).toHaveLength(1);
  });

  it("say which schema to use when a document has no $schema", () => {
    const result = validateFixture(undefined, [
      { file: "tests/fixtures/invalid/no-schema.json", text: '{ "route": "/z" }' },
    ]);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'tests/fixtures/invalid/no-schema.json:1:1 error This document does not say which schema it follows. Start it with "$schema": "../../../schema/page.schema.json".',
    ]);
  });
});

describe("link schemes", () => {
  it.each([
    "/work",
    "/work?filter=graphic",
    "#top",
    "https://example.com/x",
    "mailto:hello@example.com",
    "tel:+918040001234",
  ])("allow %s", (href) => {
    expect(linkProblem(href)).toBeUndefined();
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "http://example.com",
    "//evil.example",
    "vbscript:x",
    "work",
    " /work",
    "https:",
  ])("reject %s", (href) => {
    expect(linkProblem(href)).toBeTypeOf("string");
  });
});
