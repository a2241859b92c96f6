/** What the editor state's tests share: a page, a frozen run of actions, action makers. */
import type { DiffResponse, OpenedDocument } from "../../../../src/core/editor/editor-api.ts";
import type { Diagnostic } from "../../../../src/core/diagnostics/diagnostics.ts";
import {
  editorReducer,
  initialState,
  type EditorAction,
  type EditorState,
} from "../../../../src/app/editor/state/editor-state.ts";

/** Frozen all the way down: a reducer that changes what it was given throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce((s, action) => editorReducer(deepFreeze(s), action), state);

export const page = () => ({
  title: "A",
  blocks: [
    { type: "banner", title: "One" },
    { type: "text", title: "Two" },
    { type: "palette", colors: [{ hex: "#000000" }, { hex: "#FFFFFF" }] },
  ],
});
export const opened = (data: unknown = page()): OpenedDocument => ({
  file: "pages/a.json",
  text: JSON.stringify(data),
  hash: "h1",
  data,
});
export const load = (data?: unknown): EditorAction => ({
  kind: "loaded",
  document: opened(data),
  keepSelection: false,
});
export const start = () => run(initialState, load());
export const titles = (state: EditorState) =>
  (state.doc as ReturnType<typeof page>).blocks.map((b) => ("title" in b ? b.title : b.type));
export const set = (pointer: string, value: unknown, at = 0): EditorAction => ({
  kind: "set",
  pointer,
  value,
  at,
});
export const select = (index: number): EditorAction => ({ kind: "select", index });
export const undo: EditorAction = { kind: "undo" };
export const redo: EditorAction = { kind: "redo" };
export const diff: DiffResponse = { diff: "+x", text: "x", diagnostics: [] };
export const problem: Diagnostic = {
  code: "title-length",
  file: "pages/a.json",
  pointer: "/title",
  message: "m",
  line: 1,
  column: 1,
  length: 1,
};
