/**
 * "Restore this version" (History) is an ordinary edit in the editor's reducer
 * (src/app/editor/state/editor-state.ts): one undoable step, unsaved until saved, the selection
 * kept within the blocks the restored version has.
 */
import { expect, it } from "vitest";
import { canUndo, isDirty } from "../../../../src/app/editor/state/editor-state.ts";
import { page, redo, run, select, start, titles, undo } from "./editor-state-fixture.ts";

it("replaces the document in one step that undo takes back and redo brings again", () => {
  const older = { ...page(), blocks: page().blocks.slice(0, 2) };
  const restored = run(start(), select(2), { kind: "restore", doc: older });
  expect(titles(restored)).toEqual(["One", "Two"]);
  expect(restored.selected).toBe(1);
  expect(isDirty(restored)).toBe(true);
  expect(canUndo(restored)).toBe(true);
  const undone = run(restored, undo);
  expect(titles(undone)).toEqual(["One", "Two", "palette"]);
  expect(undone.selected).toBe(2);
  expect(isDirty(undone)).toBe(false);
  expect(titles(run(undone, redo))).toEqual(["One", "Two"]);
});
