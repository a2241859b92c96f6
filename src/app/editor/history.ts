/**
 * The open document and its history: every change is a new snapshot, so undo and redo cover field
 * edits and block moves alike. Keystrokes in one field within a second make one step, as in a
 * text editor. Pure; the editor keeps it in a useReducer.
 */
import { insertAt, moveAt, setAt } from "./pointer.ts";

export interface History {
  past: unknown[];
  present: unknown;
  future: unknown[];
  /** The field the last step changed and when, to merge typing into one step. */
  lastPointer?: string;
  lastAt?: number;
  /** The text on disk, as opened or last saved: `dirty` compares with it. */
  saved: unknown;
}

export type Action =
  | { kind: "load"; data: unknown }
  | { kind: "saved"; data: unknown }
  | { kind: "set"; pointer: string; value: unknown; at: number }
  | { kind: "move"; pointer: string; from: number; to: number }
  | { kind: "insert"; pointer: string; index: number; value: unknown }
  | { kind: "remove"; pointer: string }
  | { kind: "undo" }
  | { kind: "redo" };

const MERGE_MS = 1000;

/** A field's new value, stamped now (typing in one field is merged by these stamps). */
export const setValue = (pointer: string, value: unknown): Action => ({
  kind: "set",
  pointer,
  value,
  at: performance.now(),
});
const LIMIT = 200;

export const emptyHistory: History = { past: [], present: undefined, future: [], saved: undefined };

function step(history: History, present: unknown, pointer?: string, at?: number): History {
  if (present === history.present) return history;
  const past = [...history.past, history.present].slice(-LIMIT);
  return { ...history, past, present, future: [], lastPointer: pointer, lastAt: at };
}

export function historyReducer(history: History, action: Action): History {
  switch (action.kind) {
    case "load":
      return { past: [], present: action.data, future: [], saved: action.data };
    case "saved":
      return { ...history, saved: action.data, lastPointer: undefined };
    case "set": {
      const present = setAt(history.present, action.pointer, action.value);
      const merge =
        history.lastPointer === action.pointer &&
        history.lastAt !== undefined &&
        action.at - history.lastAt < MERGE_MS &&
        history.past.length > 0;
      if (merge) return { ...history, present, lastAt: action.at, future: [] };
      return step(history, present, action.pointer, action.at);
    }
    case "move":
      return step(history, moveAt(history.present, action.pointer, action.from, action.to));
    case "insert":
      return step(history, insertAt(history.present, action.pointer, action.index, action.value));
    case "remove":
      return step(history, setAt(history.present, action.pointer, undefined));
    case "undo": {
      const previous = history.past.at(-1);
      if (!history.past.length) return history;
      return {
        ...history,
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        lastPointer: undefined,
      };
    }
    case "redo": {
      if (!history.future.length) return history;
      const [next, ...future] = history.future;
      return {
        ...history,
        past: [...history.past, history.present],
        present: next,
        future,
        lastPointer: undefined,
      };
    }
  }
}
