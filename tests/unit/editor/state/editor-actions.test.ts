/**
 * Each action of the editor's reducer (src/app/editor/state/editor-state.ts) on its own: what it
 * changes in the document, the selection, the panel, the dialog and the session.
 */
import { describe, expect, it } from "vitest";
import { canUndo, isDirty, selectedBlock } from "../../../../src/app/editor/state/editor-state.ts";
import { getAt } from "../../../../src/app/editor/state/pointer.ts";
import {
  diff,
  load,
  opened,
  problem,
  run,
  select,
  set,
  start,
  titles,
  undo,
} from "./editor-state-fixture.ts";

describe("each action", () => {
  it("set writes the value at the pointer and stamps the change", () => {
    const state = run(start(), select(1), set("/blocks/1/title", "New", 42));
    expect(titles(state)).toEqual(["One", "New", "palette"]);
    expect(state.selected).toBe(1);
    expect(state.changedAt).toBe(42);
    expect(isDirty(state)).toBe(true);
  });

  it("move: a block moved is selected; a list inside a block moves with the selection kept", () => {
    const moved = run(start(), select(0), { kind: "move", pointer: "/blocks", from: 2, to: 0 });
    expect(titles(moved)).toEqual(["palette", "One", "Two"]);
    expect(moved.selected).toBe(0);
    expect(moved.changedAt).toBeUndefined();
    const inner = run(start(), select(2), {
      kind: "move",
      pointer: "/blocks/2/colors",
      from: 0,
      to: 1,
    });
    expect(inner.selected).toBe(2);
    expect(getAt(inner.doc, "/blocks/2/colors")).toEqual([{ hex: "#FFFFFF" }, { hex: "#000000" }]);
    const nowhere = run(start(), { kind: "move", pointer: "/blocks", from: 0, to: 3 });
    expect(nowhere.history.past).toHaveLength(0);
  });

  it("insert: a block added is selected; an item added inside one keeps the selection", () => {
    const value = { type: "cta" };
    const added = run(start(), select(0), {
      kind: "insert",
      pointer: "/blocks",
      index: 1,
      value,
    });
    expect(added.selected).toBe(1);
    expect(selectedBlock(added)).toBe(value);
    const inner = run(start(), select(2), {
      kind: "insert",
      pointer: "/blocks/2/colors",
      index: 2,
      value: { hex: "#123456" },
    });
    expect(inner.selected).toBe(2);
    expect(getAt(inner.doc, "/blocks/2/colors/2")).toEqual({ hex: "#123456" });
  });

  it("remove: a block deleted selects the one in its place; a field removed keeps it", () => {
    const removed = run(start(), select(2), { kind: "remove", pointer: "/blocks/0" });
    expect(titles(removed)).toEqual(["Two", "palette"]);
    expect(removed.selected).toBe(0);
    expect(run(removed, undo).selected).toBe(2);
    const field = run(start(), select(1), { kind: "remove", pointer: "/blocks/1/title" });
    expect(field.selected).toBe(1);
    expect(selectedBlock(field)).toEqual({ type: "text" });
  });

  it("select and show change the view only, and the same choice again changes nothing", () => {
    const state = run(start(), select(1));
    expect(state.selected).toBe(1);
    expect(run(state, select(1))).toBe(state);
    const pages = run(state, { kind: "show", panel: "pages" });
    expect(pages.panel).toBe("pages");
    expect(pages.doc).toBe(state.doc);
    expect(canUndo(pages)).toBe(false);
    expect(run(pages, { kind: "show", panel: "pages" })).toBe(pages);
  });

  it("open-dialog and close-dialog: closing closes only the dialog of that kind", () => {
    const media = run(start(), {
      kind: "open-dialog",
      dialog: { kind: "media", pointer: "/blocks/0/image/src" },
    });
    expect(media.dialog).toEqual({ kind: "media", pointer: "/blocks/0/image/src" });
    expect(run(media, { kind: "close-dialog", dialog: "add-block" })).toBe(media);
    expect(run(media, { kind: "close-dialog", dialog: "media" }).dialog).toBeNull();
    const adding = run(start(), { kind: "open-dialog", dialog: { kind: "add-block" } });
    expect(adding.dialog).toEqual({ kind: "add-block" });
    // Undo and redo change the document, not the dialog the author is in.
    expect(run(adding, set("/title", "B"), undo).dialog).toEqual({ kind: "add-block" });
  });

  it("started: opening or reviewing clears the error; saving is busy", () => {
    const failed = run(start(), { kind: "failed", task: "validate", message: "down" });
    expect(failed.error).toBe("down");
    expect(run(failed, { kind: "started", task: "open" }).error).toBe("");
    expect(run(failed, { kind: "started", task: "review" }).error).toBe("");
    const saving = run(failed, { kind: "started", task: "save" });
    expect(saving.busy).toBe(true);
    expect(saving.error).toBe("down");
  });

  it("loaded: a new history and the page's settings; read again, the place is kept", () => {
    const before = run(
      start(),
      select(2),
      set("/title", "B"),
      { kind: "show", panel: "pages" },
      { kind: "open-dialog", dialog: { kind: "new-case-study" } },
      {
        kind: "validated",
        diagnostics: [{ ...problem, code: "json-syntax" }],
      },
    );
    const other = run(before, load({ title: "Other", blocks: [{ type: "text" }] }));
    expect(other.opened).toEqual({ file: "pages/a.json", hash: "h1" });
    expect(other.selected).toBe(-1);
    expect(other.panel).toBe("blocks");
    expect(other.dialog).toBeNull();
    expect(other.diagnostics).toEqual([]);
    expect(canUndo(other)).toBe(false);
    expect(isDirty(other)).toBe(false);
    const again = run(before, {
      kind: "loaded",
      document: opened({ title: "Theirs", blocks: [{ type: "a" }, { type: "b" }] }),
      keepSelection: true,
    });
    expect(again.selected).toBe(1);
    expect(again.panel).toBe("pages");
    expect(canUndo(again)).toBe(false);
  });

  it("validated: the build's problems replace the last ones", () => {
    const state = run(start(), { kind: "validated", diagnostics: [problem] });
    expect(state.diagnostics).toEqual([problem]);
    expect(run(state, { kind: "validated", diagnostics: [] }).diagnostics).toEqual([]);
  });

  it("reviewed opens the diff to confirm; saved closes it, clean, with the new hash", () => {
    const edited = run(start(), set("/title", "B", 0));
    const reviewing = run(edited, { kind: "reviewed", diff }, { kind: "started", task: "save" });
    expect(reviewing.dialog).toEqual({ kind: "save", diff });
    const saved = run(reviewing, {
      kind: "saved",
      data: edited.doc,
      hash: "h2",
      diagnostics: [],
    });
    expect(saved.dialog).toBeNull();
    expect(saved.busy).toBe(false);
    expect(saved.opened?.hash).toBe("h2");
    expect(isDirty(saved)).toBe(false);
    // Typing on in the same field after a save is a step of its own, undone back to the save.
    const typed = run(saved, set("/title", "BC", 100));
    expect(typed.history.past).toHaveLength(2);
    expect(run(typed, undo).doc).toBe(saved.doc);
  });

  it("failed: a conflict shows its dialog; another failure says why and closes the diff", () => {
    const reviewing = run(
      start(),
      set("/title", "B"),
      { kind: "reviewed", diff },
      { kind: "started", task: "save" },
    );
    const conflict = run(reviewing, {
      kind: "failed",
      task: "save",
      message: "409",
      conflict: true,
    });
    expect(conflict.dialog).toEqual({ kind: "conflict" });
    expect(conflict.busy).toBe(false);
    expect(conflict.error).toBe("");
    const refused = run(reviewing, { kind: "failed", task: "save", message: "Not saved." });
    expect(refused.dialog).toBeNull();
    expect(refused.error).toBe("Not saved.");
    const validating = run(reviewing, { kind: "failed", task: "validate", message: "down" });
    expect(validating.dialog).toEqual({ kind: "save", diff });
    expect(validating.busy).toBe(true);
  });
});
