/**
 * The editor's one reducer (src/app/editor/state/editor-state.ts): undo and redo bring back the
 * document together with the block that was selected, and the selection never points at a
 * block the document does not have. Each action on its own: editor-actions.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  initialState,
  isDirty,
  selectedBlock,
  type EditorAction,
} from "../../../../src/app/editor/state/editor-state.ts";
import { LIMIT, record, seal } from "../../../../src/app/editor/state/undo-history.ts";
import { page, redo, run, select, set, start, titles, undo } from "./editor-state-fixture.ts";

describe("undo and redo bring back the document with its selection", () => {
  it("undo after selecting another block and editing it restores both, step by step", () => {
    const edited = run(
      start(),
      select(0),
      set("/blocks/0/title", "One!", 0),
      select(1),
      set("/blocks/1/title", "Two!", 5000),
      select(2),
    );
    expect(titles(edited)).toEqual(["One!", "Two!", "palette"]);
    expect(edited.selected).toBe(2);

    const once = run(edited, undo);
    expect(titles(once)).toEqual(["One!", "Two", "palette"]);
    expect(once.selected).toBe(1);
    const twice = run(once, undo);
    expect(titles(twice)).toEqual(["One", "Two", "palette"]);
    expect(twice.selected).toBe(0);
    expect(twice.doc).toBe(twice.saved);
    expect(canUndo(twice)).toBe(false);
    expect(run(twice, undo)).toBe(twice);
  });

  it("redo goes forward again, to the selection the author left each step with", () => {
    const edited = run(
      start(),
      select(0),
      set("/blocks/0/title", "One!", 0),
      select(1),
      set("/blocks/1/title", "Two!", 5000),
      select(2),
    );
    const back = run(edited, undo, undo);
    const forward = run(back, redo);
    expect(titles(forward)).toEqual(["One!", "Two", "palette"]);
    expect(forward.selected).toBe(1);
    const again = run(forward, redo);
    expect(again.doc).toBe(edited.doc);
    expect(again.selected).toBe(2);
    expect(canRedo(again)).toBe(false);
    expect(run(again, redo)).toBe(again);
  });

  it("a move undone selects the block where it was, its edit intact (as the e2e test does)", () => {
    const moved = run(start(), select(1), set("/blocks/1/title", "Two!"), {
      kind: "move",
      pointer: "/blocks",
      from: 1,
      to: 2,
    });
    expect(titles(moved)).toEqual(["One", "palette", "Two!"]);
    expect(moved.selected).toBe(2);
    const undone = run(moved, undo);
    expect(titles(undone)).toEqual(["One", "Two!", "palette"]);
    expect(undone.selected).toBe(1);
    expect(isDirty(undone)).toBe(true);
    const back = run(undone, undo);
    expect(isDirty(back)).toBe(false);
    expect(run(back, redo, redo).doc).toBe(moved.doc);
  });

  it("merges typing in one field within a second into one step, not across fields", () => {
    const typed = run(
      start(),
      set("/title", "A1", 0),
      set("/title", "A12", 400),
      set("/title", "A123", 800),
      set("/other", "x", 900),
      set("/title", "A1234", 3000),
    );
    expect(typed.history.past).toHaveLength(3);
    expect(run(typed, undo, undo).doc).toMatchObject({ title: "A123" });
    expect(run(typed, undo, undo).doc).not.toHaveProperty("other");
    expect(typed.changedAt).toBe(3000);
  });

  it("a new change after undo drops the redo steps", () => {
    const state = run(start(), set("/title", "B", 0), undo, set("/title", "C", 5000));
    expect(canRedo(state)).toBe(false);
    expect(run(state, redo)).toBe(state);
    expect(state.doc).toMatchObject({ title: "C" });
  });

  it("selecting is no step of its own: undo skips over it to the last change", () => {
    const state = run(start(), set("/title", "B"), select(2), select(0));
    expect(state.history.past).toHaveLength(1);
    const undone = run(state, undo);
    expect(undone.doc).toMatchObject({ title: "A" });
    expect(undone.selected).toBe(-1);
  });
});

describe("the selection never points at a block that is not there", () => {
  it("deleting the selected last block selects the new last one; the only one, the page", () => {
    const last = run(start(), select(2), { kind: "remove", pointer: "/blocks/2" });
    expect(last.selected).toBe(1);
    const one = run(start(), { kind: "set", pointer: "/blocks", value: [{ type: "text" }], at: 0 });
    const none = run(one, select(0), { kind: "remove", pointer: "/blocks/0" });
    expect(none.selected).toBe(-1);
    expect(selectedBlock(none)).toBeUndefined();
  });

  it("a whole block list replaced by a shorter one, or the document by one without blocks", () => {
    const shorter = run(start(), select(2), set("/blocks", [{ type: "text" }]));
    expect(shorter.selected).toBe(0);
    const settings = run(start(), select(2), set("", { title: "Site" }));
    expect(settings.selected).toBe(-1);
  });

  it("a selection past the blocks (a stale click in the preview) is the last block", () => {
    expect(run(start(), select(9)).selected).toBe(2);
    expect(run(start(), select(-4)).selected).toBe(-1);
    expect(run(initialState, select(1)).selected).toBe(-1);
  });

  it("holds after any mix of changes, undos and redos", () => {
    // A small fixed pseudo-random walk (the same every run).
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 16807) % 2147483647), seed % n);
    let state = start();
    for (let i = 0; i < 400; i++) {
      const count = (state.doc as ReturnType<typeof page>).blocks.length;
      const actions: EditorAction[] = [
        select(next(count + 2) - 1),
        { kind: "remove", pointer: `/blocks/${next(Math.max(count, 1))}` },
        { kind: "insert", pointer: "/blocks", index: next(count + 1), value: { type: "text" } },
        { kind: "move", pointer: "/blocks", from: next(count || 1), to: next(count || 1) },
        set(`/blocks/${next(count || 1)}/title`, `t${i}`, i * 100),
        undo,
        redo,
      ];
      state = run(state, actions[next(actions.length)]!);
      const blocks = (state.doc as ReturnType<typeof page>).blocks;
      expect(state.selected).toBeGreaterThanOrEqual(-1);
      expect(state.selected).toBeLessThan(blocks.length);
      if (state.selected >= 0) expect(selectedBlock(state)).toBe(blocks[state.selected]);
    }
    expect(state.history.past.length).toBeGreaterThan(0);
  });
});

describe("history", () => {
  it("keeps the last LIMIT steps", () => {
    let history = record<number>({ past: [], future: [] }, -1);
    for (let i = 0; i < LIMIT + 10; i++) history = record(history, i);
    expect(history.past).toHaveLength(LIMIT);
    expect(history.past.at(-1)).toBe(LIMIT + 9);
  });

  it("seal ends a step: the next change in the same field is a step of its own", () => {
    const typing = record({ past: [], future: [] }, "a", { key: "/t", at: 0 });
    expect(record(typing, "ab", { key: "/t", at: 10 }).past).toEqual(["a"]);
    expect(record(seal(typing), "ab", { key: "/t", at: 10 }).past).toEqual(["a", "ab"]);
  });
});
