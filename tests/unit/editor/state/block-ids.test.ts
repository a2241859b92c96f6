/**
 * Each block of the open page keeps its identity (src/app/editor/state/block-ids.ts) through the
 * reducer's edits: an edit inside it, a move, a delete or an insert of another block, undo and
 * redo. The outline's rows and the Preview's blocks are keyed by it, so a delete leaves every
 * other block mounted; keys by position changed for every block below it.
 */
import { describe, expect, it } from "vitest";
import { blockIds } from "../../../../src/app/editor/state/block-ids.ts";
import { blocksOf, type EditorState } from "../../../../src/app/editor/state/editor-state.ts";
import { redo, run, set, start, undo } from "./editor-state-fixture.ts";

const idsOf = (state: EditorState) => blockIds(blocksOf(state.doc)!);

describe("a block's identity", () => {
  it("is different for every block and the same while the block is", () => {
    const state = start();
    const ids = idsOf(state);
    expect(new Set(ids).size).toBe(3);
    expect(idsOf(state)).toEqual(ids);
  });

  it("stays with a block while it is edited, in a field or in one of its lists", () => {
    const state = start();
    const ids = idsOf(state);
    const typed = run(state, set("/blocks/1/title", "Two!"));
    expect(blocksOf(typed.doc)![1]).not.toBe(blocksOf(state.doc)![1]);
    expect(idsOf(typed)).toEqual(ids);
    const listed = run(
      typed,
      { kind: "insert", pointer: "/blocks/2/colors", index: 0, value: { hex: "#123456" } },
      { kind: "move", pointer: "/blocks/2/colors", from: 0, to: 2 },
      { kind: "remove", pointer: "/blocks/2/colors/1" },
    );
    expect(idsOf(listed)).toEqual(ids);
  });

  it("moves with its block, and the other blocks keep theirs when one is deleted", () => {
    const state = start();
    const [a, b, c] = idsOf(state);
    expect(idsOf(run(state, { kind: "move", pointer: "/blocks", from: 0, to: 2 }))).toEqual([
      b,
      c,
      a,
    ]);
    expect(idsOf(run(state, { kind: "remove", pointer: "/blocks/1" }))).toEqual([a, c]);
  });

  it("is new for an added block, a duplicate too", () => {
    const state = start();
    const before = idsOf(state);
    const copy = structuredClone(blocksOf(state.doc)![0]);
    const added = idsOf(run(state, { kind: "insert", pointer: "/blocks", index: 1, value: copy }));
    expect(added.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(added[1]).not.toBe(before[0]);
    expect([added[0], ...added.slice(2)]).toEqual(before);
  });

  it("comes back with its block on undo and redo", () => {
    const state = start();
    const ids = idsOf(state);
    const deleted = run(state, set("/blocks/0/title", "One!"), {
      kind: "remove",
      pointer: "/blocks/1",
    });
    expect(idsOf(run(deleted, undo))).toEqual(ids);
    expect(idsOf(run(deleted, undo, undo))).toEqual(ids);
    expect(idsOf(run(deleted, undo, undo, redo))).toEqual(ids);
    expect(idsOf(run(deleted, undo, undo, redo, redo))).toEqual([ids[0], ids[2]]);
  });

  it("is by place for a value that is no object, and for an object met twice", () => {
    const block = { type: "text" };
    const [first, again, broken] = blockIds([block, block, "text"]);
    expect(first).not.toBe(again);
    expect(new Set([first, again, broken]).size).toBe(3);
  });
});
