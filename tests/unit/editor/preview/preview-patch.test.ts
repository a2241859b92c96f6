/**
 * What the editor sends its Preview after a change (src/app/editor/preview/preview-patch.ts): the
 * blocks that changed, the order when it changed, the properties that changed, each block named by
 * its identity; and the Preview's copy brought up to date with it, every other block the same
 * object.
 */
import { describe, expect, it } from "vitest";
import {
  applyChange,
  changeSince,
  documentOf,
  held,
  type Held,
} from "../../../../src/app/editor/preview/preview-patch.ts";
import { moveAt, setAt } from "../../../../src/app/editor/state/pointer.ts";

const doc = {
  route: "/portfolio/big",
  title: "Big",
  blocks: [
    { type: "text", title: "One" },
    { type: "text", title: "Two" },
    { type: "palette", colors: [] },
  ],
};
const ids = ["a", "b", "c"];
const page = held(doc, ids)!;
/** The change from `doc` to `next`, whose blocks are named `nextIds`. */
const change = (next: unknown, nextIds: string[] = ids) => changeSince(page, held(next, nextIds)!)!;

describe("the change a edit sends to the Preview", () => {
  it("is the one block a keystroke changed, by its identity", () => {
    const typed = change(setAt(doc, "/blocks/1/title", "Two!"));
    expect(typed).toEqual({ blocks: [["b", { type: "text", title: "Two!" }]], props: [] });
  });
  it("is the new order alone after a move or a delete: no block is sent again", () => {
    const moved = change(moveAt(doc, "/blocks", 0, 1), ["b", "a", "c"]);
    expect(moved).toEqual({ order: ["b", "a", "c"], blocks: [], props: [] });
    const deleted = change(setAt(doc, "/blocks/1", undefined), ["a", "c"]);
    expect(deleted).toEqual({ order: ["a", "c"], blocks: [], props: [] });
  });
  it("is the order and the new block after an insert", () => {
    const added = { type: "text", title: "New" };
    const next = { ...doc, blocks: [doc.blocks[0], added, ...doc.blocks.slice(1)] };
    expect(change(next, ["a", "n", "b", "c"])).toEqual({
      order: ["a", "n", "b", "c"],
      blocks: [["n", added]],
      props: [],
    });
  });
  it("is the page's properties that changed, a removed one as absent", () => {
    const untitled = setAt(doc, "/title", undefined);
    expect(change(setAt(doc, "/title", "Bigger"))).toEqual({
      blocks: [],
      props: [["title", "Bigger"]],
    });
    expect(change(untitled)).toEqual({ blocks: [], props: [["title", undefined]] });
  });
  it("is nothing for the same document (the selection alone changed)", () => {
    expect(change(doc)).toEqual({ blocks: [], props: [] });
  });
  it("is the whole document when nothing was sent before", () => {
    expect(changeSince(undefined, page)).toBeUndefined();
    expect(held({ title: "Site settings" }, [])).toBeUndefined();
  });
});

describe("the Preview's copy after a change", () => {
  // As the Preview holds it: its own copy (postMessage delivers a deep copy).
  const copy = (): Held => held(structuredClone(doc), ids)!;
  const after = (next: unknown, nextIds: string[] = ids) => {
    const before = copy();
    const now = applyChange(before, change(next, nextIds), (block) => ({
      ...(block as object),
      prepared: true,
    }));
    return { before, now, blocks: documentOf(now).blocks as object[] };
  };

  it("has the changed block, prepared, and every other block the same object", () => {
    const { before, now, blocks } = after(setAt(doc, "/blocks/1/title", "Two!"));
    expect(blocks[1]).toEqual({ type: "text", title: "Two!", prepared: true });
    expect(blocks[0]).toBe(before.blocks.get("a"));
    expect(blocks[2]).toBe(before.blocks.get("c"));
    expect(now.props).toBe(before.props);
  });
  it("keeps every block a delete or a move left, the same objects in the new order", () => {
    const deleted = after(setAt(doc, "/blocks/1", undefined), ["a", "c"]);
    expect(deleted.blocks).toEqual([
      deleted.before.blocks.get("a"),
      deleted.before.blocks.get("c"),
    ]);
    expect(deleted.blocks[1]).toBe(deleted.before.blocks.get("c"));
    expect([...deleted.now.blocks.keys()]).toEqual(["a", "c"]);
    const moved = after(moveAt(doc, "/blocks", 2, 0), ["c", "a", "b"]);
    expect(moved.blocks[0]).toBe(moved.before.blocks.get("c"));
  });
  it("is the document the editor has, properties and all", () => {
    const next = setAt(setAt(doc, "/title", "Bigger"), "/blocks/0/title", "One!");
    const { now } = after(next);
    const { blocks, ...props } = documentOf(now) as typeof doc;
    expect(props).toEqual({ route: "/portfolio/big", title: "Bigger" });
    expect(blocks.map((block) => block.title)).toEqual(["One!", "Two", undefined]);
  });
});
