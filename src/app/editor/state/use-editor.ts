/**
 * The editor's state (editor-state.ts) and its talks with the editor's server: open a document
 * (from the list, or the address bar's ?file=), validate it as the author types with the build's
 * own validator, show the diff, save, and notice a file that changed on disk meanwhile (409).
 * Everything the editor shows is `state`; the author changes it with `dispatch`, and the server
 * through the three requests below.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from "react";
import type {
  DiffRequest,
  DiffResponse,
  OpenedDocument,
  SaveRequest,
  SaveResponse,
  ValidateResponse,
} from "../../../core/editor/editor-api.ts";
import { ApiError, call } from "../editor-client.ts";
import {
  editorReducer,
  initialState,
  isDirty,
  type EditAction,
  type EditorState,
  type SessionAction,
  type Task,
} from "./editor-state.ts";

const VALIDATE_AFTER_MS = 250;

const messageOf = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : String(caught);

const failure = (task: Task, caught: unknown): SessionAction => ({
  kind: "failed",
  task,
  message: messageOf(caught),
  conflict: caught instanceof ApiError && caught.status === 409,
});

export interface EditorSession {
  state: EditorState;
  dispatch: Dispatch<EditAction>;
  /** The file being read, until it is open or failed to open: the editor says so meanwhile. */
  opening: string | null;
  /** Opens a file; with keepSelection (reading the open one again), the selection stays. */
  open: (file: string, options?: { keepSelection?: boolean }) => Promise<void>;
  /** Asks for the diff of the document against the file, and shows it to confirm. */
  review: () => Promise<void>;
  /** Writes the document; true when it was written. */
  save: (allowErrors: boolean) => Promise<boolean>;
}

export function useEditor(): EditorSession {
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const { opened, doc } = state;
  const dirty = isDirty(state);
  const validation = useRef(0);
  const [opening, setOpening] = useState<string | null>(null);

  const open = useCallback(async (file: string, options?: { keepSelection?: boolean }) => {
    dispatch({ kind: "started", task: "open" });
    setOpening(file);
    try {
      const document = await call<OpenedDocument>(`/document?file=${encodeURIComponent(file)}`);
      dispatch({ kind: "loaded", document, keepSelection: options?.keepSelection ?? false });
      const url = new URL(location.href);
      url.searchParams.set("file", file);
      history.replaceState(null, "", url);
    } catch (caught) {
      dispatch({ kind: "failed", task: "open", message: messageOf(caught) });
    } finally {
      setOpening((now) => (now === file ? null : now));
    }
  }, []);

  useEffect(() => {
    if (!opened || doc === undefined) return;
    const id = ++validation.current;
    const timer = setTimeout(() => {
      call<ValidateResponse>("/validate", { file: opened.file, data: doc }).then(
        (answer) =>
          id === validation.current &&
          dispatch({ kind: "validated", diagnostics: answer.diagnostics }),
        (caught) =>
          id === validation.current &&
          dispatch({ kind: "failed", task: "validate", message: String(caught) }),
      );
    }, VALIDATE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opened, doc]);

  const review = useCallback(async () => {
    if (!opened) return;
    dispatch({ kind: "started", task: "review" });
    try {
      const body: DiffRequest = { file: opened.file, hash: opened.hash, data: doc };
      dispatch({ kind: "reviewed", diff: await call<DiffResponse>("/diff", body) });
    } catch (caught) {
      dispatch(failure("review", caught));
    }
  }, [opened, doc]);

  const save = useCallback(
    async (allowErrors: boolean) => {
      if (!opened) return false;
      dispatch({ kind: "started", task: "save" });
      try {
        const body: SaveRequest = { file: opened.file, hash: opened.hash, data: doc, allowErrors };
        const saved = await call<SaveResponse>("/save", body);
        dispatch({ kind: "saved", data: doc, hash: saved.hash, diagnostics: saved.diagnostics });
        return true;
      } catch (caught) {
        dispatch(failure("save", caught));
        return false;
      }
    },
    [opened, doc],
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return { state, dispatch, opening, open, review, save };
}
