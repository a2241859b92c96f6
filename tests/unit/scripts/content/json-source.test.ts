import { describe, expect, it } from "vitest";
import { parseJsonSource } from "../../../../scripts/content/json-source.ts";

describe("parseJsonSource", () => {
  it("points a trailing comma at the comma, not the bracket after it", () => {
    const source = parseJsonSource('{\n  "a": [1, 2,\n  ]\n}');
    expect(source.syntaxErrors).toHaveLength(1);
    expect(source.syntaxErrors[0]).toMatchObject({ line: 2, column: 13 });
    expect(source.syntaxErrors[0]!.message).toMatch(/trailing comma/);
  });

  it("reports a missing comma where the next entry starts", () => {
    const source = parseJsonSource('{\n  "a": 1\n  "b": 2\n}');
    expect(source.syntaxErrors[0]).toMatchObject({
      line: 3,
      column: 3,
      message: 'A "," is expected between two entries.',
    });
  });

  it("locates values and keys by JSON pointer", () => {
    const source = parseJsonSource(
      '{\n  "blocks": [\n    { "type": "text", "columns": 4 }\n  ]\n}',
    );
    expect(source.locate("/blocks/0/columns")).toMatchObject({ line: 3, column: 34, length: 1 });
    expect(source.locate("/blocks/0/columns", "key")).toMatchObject({
      line: 3,
      column: 23,
      length: 9,
    });
    expect(source.locate("/blocks/0/missing")).toMatchObject({ line: 3, column: 5 });
  });

  it("keeps a lenient value of a broken document", () => {
    const source = parseJsonSource('{ "route": "/a", }');
    expect(source.value).toBeUndefined();
    expect(source.lenientValue).toEqual({ route: "/a" });
  });
});
