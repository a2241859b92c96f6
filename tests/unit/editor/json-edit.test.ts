/**
 * Saves change only what changed (build/editor/json-edit.ts): the traps named in the editor's
 * issue, a real case study's layout, and a seeded fuzz of random edits.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { editJson } from "../../../build/editor/json-edit.ts";
import { fileDiff } from "../../../build/editor/file-diff.ts";
import { root } from "../content/fixture-site.ts";

const file = join(root, "tests/fixtures/editor/case-study.json");
const original = readFileSync(file, "utf8");
const data = () => JSON.parse(original);

/** Lines added and removed by the change, headers aside. */
function changed(before: string, after: string) {
  const lines = fileDiff("x.json", before, after).split("\n");
  return {
    added: lines.filter((l) => l.startsWith("+") && !l.startsWith("+++")),
    removed: lines.filter((l) => l.startsWith("-") && !l.startsWith("---")),
  };
}

async function clean(text: string) {
  return check(text, { ...((await resolveConfig(file)) ?? {}), parser: "json" });
}

describe("editJson", () => {
  it("an edited field is one changed line of a real case study", async () => {
    const next = data();
    next.blocks[0].image.alt = "A new description of the banner";
    const text = await editJson(original, next, file);
    const diff = changed(original, text);
    expect(diff.added).toEqual(['+        "alt": "A new description of the banner"']);
    expect(diff.removed).toHaveLength(1);
    expect(await clean(text)).toBe(true);
  });

  it("a moved block moves its own lines and touches no other", async () => {
    const next = data();
    [next.blocks[1], next.blocks[2]] = [next.blocks[2], next.blocks[1]];
    const text = await editJson(original, next, file);
    expect(JSON.parse(text)).toEqual(next);
    const diff = changed(original, text);
    const moved = JSON.stringify(data().blocks[1], null, 2).split("\n").length;
    expect(diff.added.length).toBeLessThanOrEqual(moved + 1);
    expect(diff.removed.length).toBeLessThanOrEqual(moved + 1);
    expect(text.split("\n").slice(0, 20)).toEqual(original.split("\n").slice(0, 20));
  });

  it("removes the last element of a one-line array without corrupting it", async () => {
    const before = '{\n  "a": [1, 2, 3],\n  "b": true\n}\n';
    const text = await editJson(before, { a: [1, 2], b: true }, file);
    expect(text).toBe('{\n  "a": [1, 2],\n  "b": true\n}\n');
    expect(await editJson(before, { a: [], b: true }, file)).toBe(
      '{\n  "a": [],\n  "b": true\n}\n',
    );
    expect(await editJson('{ "a": [] }\n', { a: [7] }, file)).toBe('{ "a": [7] }\n');
  });

  it("keeps one-line objects on one line, next to an edit and when adding one", async () => {
    const before =
      '{\n  "colors": [\n    { "name": "Ink", "hex": "#111111" },\n    { "name": "Paper", "hex": "#F4F1EA" }\n  ],\n  "title": "Palette"\n}\n';
    const next = JSON.parse(before);
    next.colors[1].hex = "#FFFFFF";
    next.colors.push({ name: "Ember", hex: "#C0451F" });
    const text = await editJson(before, next, file);
    expect(text).toBe(
      '{\n  "colors": [\n    { "name": "Ink", "hex": "#111111" },\n    { "name": "Paper", "hex": "#FFFFFF" },\n    { "name": "Ember", "hex": "#C0451F" }\n  ],\n  "title": "Palette"\n}\n',
    );
    expect(changed(before, text).removed).toHaveLength(1);
  });

  it("adds keys at the end, deletes keys, turns a value into an object", async () => {
    const before = '{\n  "a": 1,\n  "b": "x",\n  "c": [1]\n}\n';
    const text = await editJson(before, { a: { deep: true }, c: [1], d: "new" }, file);
    expect(JSON.parse(text)).toEqual({ a: { deep: true }, c: [1], d: "new" });
    expect(text).toBe('{\n  "a": {\n    "deep": true\n  },\n  "c": [1],\n  "d": "new"\n}\n');
  });

  it("falls back to canonical formatting when the old text cannot be read", async () => {
    const text = await editJson("{ not json", { a: [1, { b: 2 }] }, file);
    expect(JSON.parse(text)).toEqual({ a: [1, { b: 2 }] });
    expect(await clean(text)).toBe(true);
  });

  it("survives 150 random edits: the file always reads back as intended, Prettier-clean", async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    let text = original;
    let current = data();
    for (let i = 0; i < 150; i++) {
      const next = structuredClone(current);
      const blocks = next.blocks as Record<string, unknown>[];
      const op = pick(["set", "delete", "move", "insert", "remove"]);
      const block = pick(blocks);
      if (op === "set") block[pick(["title", "caption", "note"])] = `value ${i}`;
      if (op === "delete") delete block[pick(Object.keys(block).filter((k) => k !== "type"))];
      if (op === "move" && blocks.length > 1)
        blocks.splice(0, 0, ...blocks.splice(Math.floor(random() * blocks.length), 1));
      if (op === "insert")
        blocks.splice(Math.floor(random() * blocks.length), 0, {
          type: "text",
          paragraphs: [`p ${i}`],
        });
      if (op === "remove" && blocks.length > 2)
        blocks.splice(Math.floor(random() * blocks.length), 1);
      const after = await editJson(text, next, file);
      expect(JSON.parse(after)).toEqual(next);
      expect(await clean(after)).toBe(true);
      text = after;
      current = next;
    }
  });
});

describe("fileDiff", () => {
  it("looks like git's, and is empty when nothing changed", () => {
    const diff = fileDiff("pages/a.json", "a\nb\nc\n", "a\nB\nc\n");
    expect(diff.split("\n").slice(0, 3)).toEqual([
      "--- a/pages/a.json",
      "+++ b/pages/a.json",
      "@@ -1,3 +1,3 @@",
    ]);
    expect(diff).toContain("-b\n+B");
    expect(fileDiff("pages/a.json", "same", "same")).toBe("");
  });
});
