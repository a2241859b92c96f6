/**
 * Saves change only what changed (scripts/editor/json-edit.ts). The case study is a copy of a real
 * one (pages/portfolio/pik.json) with its palette written as one-line colours, as an author may:
 * a save by `JSON.stringify` and Prettier would expand them, so every test that compares lines
 * fails for that naive save. Also: the traps named in the editor's issue (a compact array losing
 * its last element, moves), blank lines, the canonical fallback, and a seeded fuzz of edits.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { check, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { editJson, rebuildJson } from "../../../../scripts/editor/json-edit.ts";
import { fileDiff } from "../../../../scripts/editor/file-diff.ts";

const file = fileURLToPath(new URL("../../../fixtures/editor/case-study.json", import.meta.url));
const original = readFileSync(file, "utf8");

interface Colour {
  name: string;
  hex: string;
}
interface Block {
  type: string;
  [key: string]: unknown;
}
interface CaseStudy {
  blocks: Block[];
  [key: string]: unknown;
}

const data = (): CaseStudy => JSON.parse(original);
const palette = (doc: CaseStudy) => doc.blocks.find((block) => block.type === "palette")!;
const colours = (doc: CaseStudy) => palette(doc).colors as Colour[];

/** Lines added and removed by the change, headers aside. */
function changed(before: string, after: string) {
  const lines = fileDiff("x.json", before, after).split("\n");
  return {
    added: lines.filter((l) => l.startsWith("+") && !l.startsWith("+++")).map((l) => l.slice(1)),
    removed: lines.filter((l) => l.startsWith("-") && !l.startsWith("---")).map((l) => l.slice(1)),
  };
}

async function clean(text: string) {
  return check(text, { ...(await resolveConfig(file)), parser: "json" });
}

/** The 0-based first and last line of the value at `path` in `text`. */
function lines(text: string, path: (string | number)[]): [number, number] {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  const line = (offset: number) => text.slice(0, offset).split("\n").length - 1;
  return [line(node.offset), line(node.offset + node.length)];
}

/** A one-line object as Prettier prints it. */
const oneLine = (value: object) =>
  `{ ${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(", ")} }`;

describe("editJson", () => {
  it("leaves the text as it is when nothing changed", async () => {
    expect(await editJson(original, data(), file)).toBe(original);
  });

  it("an edited field of a real case study is one changed line", async () => {
    const next = data();
    (next.blocks[0]!.image as { alt: string }).alt = "A new description of the banner";
    const text = await editJson(original, next, file);
    expect(changed(original, text)).toEqual({
      added: ['        "alt": "A new description of the banner"'],
      removed: [
        '        "alt": "PIK banner: round pouch tin seen from above with the tall wordmark on deep teal"',
      ],
    });
    expect(JSON.parse(text)).toEqual(next);
    expect(await clean(text)).toBe(true);
  });

  it("removes the last element of a one-line array without corrupting it", async () => {
    const before = '{\n  "a": [1, 2, 3],\n  "link": { "label": "Go", "href": "/go" }\n}\n';
    const next = { a: [1, 2], link: { label: "Go", href: "/go" } };
    const text = await editJson(before, next, file);
    expect(text).toBe('{\n  "a": [1, 2],\n  "link": { "label": "Go", "href": "/go" }\n}\n');
    expect(JSON.parse(text)).toEqual(next);
    expect(changed(before, text)).toEqual({
      added: ['  "a": [1, 2],'],
      removed: ['  "a": [1, 2, 3],'],
    });
  });

  it("removes an only element, empties arrays and objects, fills an empty array", async () => {
    const before =
      '{\n  "one": [7],\n  "list": ["x", "y"],\n  "box": { "x": 1, "y": 2 },\n  "none": [],\n  "keep": { "k": "v" }\n}\n';
    const next = { one: [], list: [], box: {}, none: ["new"], keep: { k: "v" } };
    const text = await editJson(before, next, file);
    expect(text).toBe(
      '{\n  "one": [],\n  "list": [],\n  "box": {},\n  "none": ["new"],\n  "keep": { "k": "v" }\n}\n',
    );
    expect(changed(before, text).removed).toHaveLength(4);
  });

  it("a swapped pair of blocks moves their lines and touches no other", async () => {
    const next = data();
    [next.blocks[1], next.blocks[2]] = [next.blocks[2]!, next.blocks[1]!];
    const text = await editJson(original, next, file);
    expect(JSON.parse(text)).toEqual(next);
    // The file with the two blocks' lines exchanged (both end in "},": neither is the last).
    const all = original.split("\n");
    const [start1, end1] = lines(original, ["blocks", 1]);
    const [start2, end2] = lines(original, ["blocks", 2]);
    expect(end1 + 1).toBe(start2);
    const block1 = all.slice(start1, end1 + 1);
    const block2 = all.slice(start2, end2 + 1);
    expect(text).toBe(
      [...all.slice(0, start1), ...block2, ...block1, ...all.slice(end2 + 1)].join("\n"),
    );
    const diff = changed(original, text);
    for (const line of [...diff.added, ...diff.removed])
      expect([...block1, ...block2]).toContain(line);
  });

  it("keeps one-line objects on one line: an edit inside, an edit next to, a new one", async () => {
    const next = data();
    colours(next)[1]!.hex = "#FFFFFF";
    palette(next).title = "Colours";
    colours(next).splice(2, 0, { name: "Ember", hex: "#C0451F" });
    const text = await editJson(original, next, file);
    expect(changed(original, text)).toEqual({
      added: [
        '      "title": "Colours",',
        '        { "name": "Frost White", "hex": "#FFFFFF" },',
        '        { "name": "Ember", "hex": "#C0451F" },',
      ],
      removed: [
        '      "title": "Colour Palette",',
        '        { "name": "Frost White", "hex": "#F4FBFA" },',
      ],
    });
    // Within the configured printWidth of 100 (Prettier's default, 80, would break this one).
    colours(next)[0]!.name = "Ice Mint, the colour of the lid and of the flavour it names";
    const wide = await editJson(text, next, file);
    expect(wide).toContain(`        ${oneLine(colours(next)[0]!)},\n`);
    expect(await clean(wide)).toBe(true);
  });

  it("a new or copied block adds its lines and removes none", async () => {
    const next = data();
    next.blocks.splice(4, 0, structuredClone(palette(next)));
    next.blocks.splice(1, 0, { type: "text", paragraphs: ["A new paragraph."] });
    const text = await editJson(original, next, file);
    expect(JSON.parse(text)).toEqual(next);
    const diff = changed(original, text);
    expect(diff.removed).toEqual([]);
    // The copy keeps its one-line colours; the new block is written one key per line.
    expect(diff.added.filter((line) => line.includes('"hex"'))).toHaveLength(5);
    expect(diff.added).toContain('      "paragraphs": ["A new paragraph."]');
  });

  it("adds a key after the key it follows, deletes a key, turns a value into an object", async () => {
    const before =
      '{\n  "a": 1,\n  "b": "x",\n  "c": [1],\n  "link": { "label": "Go", "href": "/go" }\n}\n';
    const next = { a: { deep: true }, c: [1], link: { label: "Go", href: "/go" }, d: "new" };
    const text = await editJson(before, next, file);
    expect(JSON.parse(text)).toEqual(next);
    expect(Object.keys(JSON.parse(text))).toEqual(["a", "c", "link", "d"]);
    // A new object follows its nearest sibling object: here a one-line one.
    expect(text).toBe(
      '{\n  "a": { "deep": true },\n  "c": [1],\n  "link": { "label": "Go", "href": "/go" },\n  "d": "new"\n}\n',
    );
    const more = await editJson(text, { ...next, more: { label: "More", href: "/more" } }, file);
    expect(more).toContain('  "d": "new",\n  "more": { "label": "More", "href": "/more" }\n}\n');
    // In the case study's banner, next to its image written one key per line.
    const doc = data();
    doc.blocks[0]!.compactOnMobile = { below: 600, crop: "centre" };
    expect(changed(original, await editJson(original, doc, file))).toEqual({
      added: [
        '      "compactOnMobile": {',
        '        "below": 600,',
        '        "crop": "centre"',
        "      }",
      ],
      removed: ['      "compactOnMobile": true'],
    });
  });

  it("keeps the file's key order: a key cleared and typed again stays in place", async () => {
    const next = data();
    const cleared = { ...next.blocks[1]! };
    delete cleared.title;
    next.blocks[1] = { ...cleared, title: "PIK, tobacco-free" };
    expect(Object.keys(next.blocks[1]!)).toEqual(["type", "paragraphs", "services", "title"]);
    const saved = await editJson(original, next, file);
    expect(changed(original, saved)).toEqual({
      added: ['      "title": "PIK, tobacco-free",'],
      removed: ['      "title": "PIK",'],
    });
  });

  it("keeps blank lines with the entries they follow", async () => {
    const before =
      '{\n  "blocks": [\n    { "n": 1, "x": 1 },\n\n    { "n": 2, "x": 1 },\n\n    { "n": 3, "x": 1 }\n  ]\n}\n';
    const [one, two, three] = JSON.parse(before).blocks;
    const moved = await editJson(before, { blocks: [three, one, { ...two, x: 2 }] }, file);
    expect(moved).toBe(
      '{\n  "blocks": [\n    { "n": 3, "x": 1 },\n\n    { "n": 1, "x": 1 },\n\n    { "n": 2, "x": 2 }\n  ]\n}\n',
    );
    const added = await editJson(before, { blocks: [one, two, three, { n: 4, x: 1 }] }, file);
    expect(added).toContain('{ "n": 3, "x": 1 },\n\n    { "n": 4, "x": 1 }\n  ]');
  });

  it("writes Prettier-clean text with the file's trailing newline (and byte order mark)", async () => {
    const next = data();
    next.title = "PIK";
    const text = await editJson(original, next, file);
    expect(await clean(text)).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
    const noNewline = await editJson('{\n  "a": 1\n}', { a: 2 }, file);
    expect(noNewline).toBe('{\n  "a": 2\n}\n');
    const bom = await editJson(
      '\uFEFF{\n  "a": { "b": 1 },\n  "c": 1\n}\n',
      { a: { b: 1 }, c: 2 },
      file,
    );
    expect(bom).toBe('\uFEFF{\n  "a": { "b": 1 },\n  "c": 2\n}\n');
  });

  it("falls back to canonical formatting when the old text is not plain JSON", async () => {
    const next = { a: [1, { b: 2 }], c: { d: "e" } };
    const canonical =
      '{\n  "a": [\n    1,\n    {\n      "b": 2\n    }\n  ],\n  "c": {\n    "d": "e"\n  }\n}\n';
    expect(() => rebuildJson("{ not json", next)).toThrow();
    expect(await editJson("{ not json", next, file)).toBe(canonical);
    // jsonc-parser reads comments and trailing commas; the rebuild does not take them.
    expect(await editJson('{ "c": { "d": "e" }, // note\n "a": [1],\n}\n', next, file)).toBe(
      canonical,
    );
    expect(await clean(canonical)).toBe(true);
  });

  it("survives 200 random edits: it reads back as intended, Prettier-clean, colours on one line", async () => {
    let seed = 20261124;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const below = (n: number) => Math.floor(random() * n);
    const pick = <T>(list: T[]) => list[below(list.length)]!;
    let text = original;
    let current = data();
    for (let i = 0; i < 200; i++) {
      const next = structuredClone(current);
      const blocks = next.blocks;
      const block = pick(blocks);
      const strings = Object.keys(block).filter(
        (k) => k !== "type" && typeof block[k] === "string",
      );
      const list = colours(next);
      const op = pick(["set", "add", "delete", "insert", "remove", "move", "colour"]);
      if (op === "set" && strings.length) block[pick(strings)] = `value ${i}`;
      if (op === "add") block[pick(["caption", "note", "eyebrow"])] = `added ${i}`;
      if (op === "delete") {
        const keys = Object.keys(block).filter((k) => k !== "type" && k !== "colors");
        if (keys.length) delete block[pick(keys)];
      }
      if (op === "insert")
        blocks.splice(below(blocks.length + 1), 0, { type: "text", paragraphs: [`p ${i}`] });
      if (op === "remove" && blocks.length > 2 && block.type !== "palette")
        blocks.splice(blocks.indexOf(block), 1);
      if (op === "move")
        blocks.splice(below(blocks.length), 0, ...blocks.splice(below(blocks.length), 1));
      if (op === "colour") {
        const action = pick(["hex", "add", "remove", "move"]);
        if (action === "hex") pick(list).hex = `#${String(i).padStart(6, "0")}`;
        if (action === "add")
          list.splice(below(list.length + 1), 0, { name: `C${i}`, hex: "#ABCDEF" });
        if (action === "remove" && list.length > 1) list.splice(below(list.length), 1);
        if (action === "move")
          list.splice(below(list.length), 0, ...list.splice(below(list.length), 1));
      }
      const after = await editJson(text, next, file);
      expect(JSON.parse(after)).toEqual(next);
      // The rebuild itself is right: the canonical fallback was not needed.
      expect(JSON.parse(rebuildJson(text, next))).toEqual(next);
      expect(await clean(after)).toBe(true);
      for (const colour of colours(next)) expect(after).toContain(oneLine(colour));
      if (op === "set" && strings.length && after !== text) {
        const diff = changed(text, after);
        expect([diff.added.length, diff.removed.length]).toEqual([1, 1]);
      }
      text = after;
      current = next;
    }
  });
});

describe("fileDiff", () => {
  it("looks like git's, and is empty when nothing changed", () => {
    const diff = fileDiff("pages/a.json", "a\nb\nc\n", "a\nB\nc\n");
    expect(diff).toBe("--- a/pages/a.json\n+++ b/pages/a.json\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n");
    expect(fileDiff("pages/a.json", "a\n", "b\n")).toBe(
      "--- a/pages/a.json\n+++ b/pages/a.json\n@@ -1 +1 @@\n-a\n+b\n",
    );
    const long = ["1", "2", "3", "4", "5", "6", "7", "8", "9", ""].join("\n");
    expect(fileDiff("pages/a.json", long, long.replace("8", "eight"))).toContain(
      "@@ -5,5 +5,5 @@\n 5\n 6\n 7\n-8\n+eight\n 9\n",
    );
    expect(fileDiff("pages/a.json", "same", "same")).toBe("");
  });
});
