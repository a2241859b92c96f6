/**
 * What the editor sends its Preview after a change (src/app/editor/preview-patch.ts): the blocks
 * that changed alone when nothing else did, the whole document otherwise; and the Preview's
 * document with those blocks put in, every other block the same object.
 */
import { describe, expect, it } from "vitest";
import { changedBlocks, patchBlocks } from "../../../src/app/editor/preview-patch.ts";
import { moveAt, setAt } from "../../../src/app/editor/pointer.ts";

const doc = {
  route: "/portfolio/big",
  title: "Big",
  blocks: [
    { type: "text", title: "One" },
    { type: "text", title: "Two" },
    { type: "palette", colors: [] },
  ],
};

describe("the blocks a change sends to the Preview", () => {
  it("is the one block a keystroke changed", () => {
    const typed = setAt(doc, "/blocks/1/title", "Two!") as typeof doc;
    expect(changedBlocks(doc, typed)).toEqual([[1, { type: "text", title: "Two!" }]]);
  });
  it("is the two blocks a move swapped", () => {
    const moved = moveAt(doc, "/blocks", 0, 1) as typeof doc;
    expect(changedBlocks(doc, moved)?.map(([index]) => index)).toEqual([0, 1]);
  });
  it("is none for the same document (the selection alone changed)", () => {
    expect(changedBlocks(doc, doc)).toEqual([]);
  });
  it("is the whole document when blocks come or go, or the page's own settings change", () => {
    expect(changedBlocks(doc, setAt(doc, "/blocks/1", undefined))).toBeUndefined();
    expect(changedBlocks(doc, setAt(doc, "/title", "Bigger"))).toBeUndefined();
    expect(changedBlocks(doc, { ...doc, description: "New" })).toBeUndefined();
    expect(changedBlocks(undefined, doc)).toBeUndefined();
  });
});

describe("the Preview's document after a patch", () => {
  it("has the changed blocks, prepared, and every other block as it was", () => {
    const next = patchBlocks(doc, [[1, { type: "text", title: "Two!" }]], (block) => ({
      ...(block as object),
      prepared: true,
    }));
    expect(next.blocks[1]).toEqual({ type: "text", title: "Two!", prepared: true });
    expect(next.blocks[0]).toBe(doc.blocks[0]);
    expect(next.blocks[2]).toBe(doc.blocks[2]);
    expect(next.title).toBe(doc.title);
    expect(doc.blocks[1]).toEqual({ type: "text", title: "Two" });
  });
  it("is the same document when nothing changed", () => {
    expect(patchBlocks(doc, [])).toBe(doc);
  });
});
