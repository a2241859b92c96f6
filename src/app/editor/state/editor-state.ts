/**
 * The editor's state in one place: the open document, the block selected in it, the side panel and
 * the dialog shown, and what the editor's server last said (problems, an error, the diff to
 * confirm). One pure reducer changes it. The undo history (undo-history.ts) records the document
 * together with the selection, so undo and redo bring back the block that was selected with the
 * content it had; the panel and the dialog are where the author is now, and stay as they are.
 */
import type { DiffResponse, OpenedDocument } from "../../../core/editor/editor-api.ts";
import type { Diagnostic } from "../../../core/diagnostics/diagnostics.ts";
import {
  emptyHistory,
  record,
  redo,
  seal,
  undo,
  type Change,
  type History,
} from "./undo-history.ts";
import { insertAt, moveAt, setAt } from "./pointer.ts";
import { carryId } from "./block-ids.ts";

/** What a step of the history holds: the document and its selected block. */
export interface Snapshot {
  doc: unknown;
  /** The block whose form is open, by index; -1 for the page's own settings. */
  selected: number;
}

/** The side panel: the open page's blocks, or every page (to open another). */
export type Panel = "blocks" | "pages";

export type Dialog =
  | { kind: "add-block" }
  /** The media picker, choosing the value of the field at `pointer`. */
  | { kind: "media"; pointer: string }
  /** The diff of the file, to confirm before it is written. */
  | { kind: "save"; diff: DiffResponse }
  /** The file changed on disk since it was opened. */
  | { kind: "conflict" }
  /** A new case study's name and address, to make its document. */
  | { kind: "new-case-study" }
  /** The list of keyboard shortcuts. */
  | { kind: "keyboard" };

export interface EditorState extends Snapshot {
  /** The file open, with its hash as read or last saved (sent back to detect edits on disk). */
  opened: { file: string; hash: string } | null;
  /** The document as on disk, opened or last saved: the document is dirty when it is not this. */
  saved: unknown;
  history: History<Snapshot>;
  /** When the field edit that made this document was typed (performance.now()), if one did. */
  changedAt?: number;
  panel: Panel;
  dialog: Dialog | null;
  /** The build's problems with the document, as the author types. */
  diagnostics: readonly Diagnostic[];
  error: string;
  /** A save is under way. */
  busy: boolean;
}

/** What the author does: the actions useEditor hands out. */
export type EditAction =
  | { kind: "set"; pointer: string; value: unknown; at: number }
  | { kind: "move"; pointer: string; from: number; to: number }
  | { kind: "insert"; pointer: string; index: number; value: unknown }
  | { kind: "remove"; pointer: string }
  /** The whole document replaced (an older version from History): one undoable step. */
  | { kind: "restore"; doc: unknown }
  | { kind: "undo" }
  | { kind: "redo" }
  | { kind: "select"; index: number }
  | { kind: "show"; panel: Panel }
  /** The save and conflict dialogs open with the server's answers, not by hand. */
  | { kind: "open-dialog"; dialog: Exclude<Dialog, { kind: "save" | "conflict" }> }
  /** Closes the dialog of this kind, if it is the one shown (a closing dialog says so late). */
  | { kind: "close-dialog"; dialog: Dialog["kind"] };

export type Task = "open" | "validate" | "review" | "save";

/** What the editor's server answered: dispatched by useEditor's requests alone. */
export type SessionAction =
  | { kind: "started"; task: Exclude<Task, "validate"> }
  /** `keepSelection`: the same file read again (after a conflict), the author's place kept. */
  | { kind: "loaded"; document: OpenedDocument; keepSelection: boolean }
  | { kind: "validated"; diagnostics: readonly Diagnostic[] }
  | { kind: "reviewed"; diff: DiffResponse }
  | { kind: "saved"; data: unknown; hash: string; diagnostics: readonly Diagnostic[] }
  | { kind: "failed"; task: Task; message: string; conflict?: boolean };

export type EditorAction = EditAction | SessionAction;

/** A field's new value, stamped now (typing in one field is merged by these stamps). */
export const setValue = (pointer: string, value: unknown): EditAction => ({
  kind: "set",
  pointer,
  value,
  at: performance.now(),
});

export const initialState: EditorState = {
  opened: null,
  doc: undefined,
  selected: -1,
  saved: undefined,
  history: emptyHistory,
  panel: "blocks",
  dialog: null,
  diagnostics: [],
  error: "",
  busy: false,
};

/** The page's blocks; pointers to them are BLOCKS/<index>. */
const BLOCKS = "/blocks";
const A_BLOCK = /^\/blocks\/(\d+)$/;
/** The block itself or anything in it. */
const IN_A_BLOCK = /^\/blocks\/(\d+)(?:\/|$)/;

/** The document's blocks, or undefined for a document without any (the site's settings). */
export function blocksOf(doc: unknown): readonly unknown[] | undefined {
  const blocks = (doc as { blocks?: unknown } | null | undefined)?.blocks;
  return Array.isArray(blocks) ? blocks : undefined;
}

/** A selection `doc` has: past its last block is its last block (none: the page's settings). */
function fit(selected: number, doc: unknown): number {
  const count = blocksOf(doc)?.length ?? 0;
  return Math.max(-1, Math.min(selected, count - 1));
}

/**
 * An edit at `pointer` inside block N (a field, an entry of one of its lists) made a new object of
 * that block, and left every other block the same object: the new one is the same block
 * (block-ids.ts), to the outline and the Preview.
 */
function sameBlock(before: unknown, after: unknown, pointer: string): unknown {
  const inside = IN_A_BLOCK.exec(pointer);
  const [was, now] = [blocksOf(before), blocksOf(after)];
  if (inside && was && now && was.length === now.length)
    carryId(was[Number(inside[1])], now[Number(inside[1])]);
  return after;
}

/**
 * The document changed to `doc`, with `selected` selected: one more step of the history (or the
 * same one, for typing on in a field). A change that changes nothing is no step.
 */
function edit(state: EditorState, doc: unknown, selected: number, change?: Change): EditorState {
  if (doc === state.doc) return state;
  const now: Snapshot = { doc: state.doc, selected: state.selected };
  return {
    ...state,
    doc,
    selected: fit(selected, doc),
    history: record(state.history, now, change),
    changedAt: change?.at,
  };
}

function travel(state: EditorState, direction: "undo" | "redo"): EditorState {
  const now: Snapshot = { doc: state.doc, selected: state.selected };
  const step = direction === "undo" ? undo(state.history, now) : redo(state.history, now);
  if (!step) return state;
  const [{ doc, selected }, history] = step;
  return { ...state, doc, selected, history, changedAt: undefined };
}

/**
 * The editor's one reducer. A block moved, added or deleted in the page's blocks becomes the
 * selection (deleted: the block that takes its place); any other change keeps the selection,
 * within the blocks there are.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.kind) {
    case "set": {
      const doc = sameBlock(
        state.doc,
        setAt(state.doc, action.pointer, action.value),
        action.pointer,
      );
      return edit(state, doc, state.selected, { key: action.pointer, at: action.at });
    }
    case "move": {
      const moved = moveAt(state.doc, action.pointer, action.from, action.to);
      const doc = sameBlock(state.doc, moved, action.pointer);
      return edit(state, doc, action.pointer === BLOCKS ? action.to : state.selected);
    }
    case "insert": {
      const inserted = insertAt(state.doc, action.pointer, action.index, action.value);
      const doc = sameBlock(state.doc, inserted, action.pointer);
      return edit(state, doc, action.pointer === BLOCKS ? action.index : state.selected);
    }
    case "remove": {
      const block = A_BLOCK.exec(action.pointer);
      const doc = sameBlock(state.doc, setAt(state.doc, action.pointer, undefined), action.pointer);
      return edit(state, doc, block ? Number(block[1]) : state.selected);
    }
    case "restore":
      return edit(state, action.doc, state.selected);
    case "undo":
    case "redo":
      return travel(state, action.kind);
    case "select": {
      const selected = fit(action.index, state.doc);
      return selected === state.selected ? state : { ...state, selected };
    }
    case "show":
      return action.panel === state.panel ? state : { ...state, panel: action.panel };
    case "open-dialog":
      return { ...state, dialog: action.dialog };
    case "close-dialog":
      return state.dialog?.kind === action.dialog ? { ...state, dialog: null } : state;
    case "started":
      return action.task === "save" ? { ...state, busy: true } : { ...state, error: "" };
    case "loaded": {
      const { file, hash, data } = action.document;
      const keep = action.keepSelection;
      return {
        ...state,
        opened: { file, hash },
        doc: data,
        saved: data,
        selected: keep ? fit(state.selected, data) : -1,
        history: emptyHistory,
        changedAt: undefined,
        panel: keep ? state.panel : "blocks",
        dialog: null,
        diagnostics: [],
      };
    }
    case "validated":
      return { ...state, diagnostics: action.diagnostics };
    case "reviewed":
      return { ...state, dialog: { kind: "save", diff: action.diff } };
    case "saved":
      return {
        ...state,
        opened: state.opened && { ...state.opened, hash: action.hash },
        saved: action.data,
        history: seal(state.history),
        dialog: state.dialog?.kind === "save" ? null : state.dialog,
        diagnostics: action.diagnostics,
        busy: false,
      };
    case "failed": {
      const busy = action.task === "save" ? false : state.busy;
      if (action.conflict) return { ...state, busy, dialog: { kind: "conflict" } };
      const dialog = action.task === "save" && state.dialog?.kind === "save" ? null : state.dialog;
      return { ...state, busy, dialog, error: action.message };
    }
  }
}

/** Unsaved changes: the document is not the one on disk. */
export const isDirty = (state: EditorState): boolean => state.doc !== state.saved;
export const canUndo = (state: EditorState): boolean => state.history.past.length > 0;
export const canRedo = (state: EditorState): boolean => state.history.future.length > 0;

/** The selected block, or undefined when the page's settings are. */
export function selectedBlock(state: EditorState): { type?: string } | undefined {
  if (state.selected < 0) return undefined;
  return blocksOf(state.doc)?.[state.selected] as { type?: string } | undefined;
}
