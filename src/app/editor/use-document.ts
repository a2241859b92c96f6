/**
 * The open document's life: open (from the list or the address bar's ?file=), edit through the
 * history, validate as the author types with the build's own validator (on the endpoint), show
 * the diff, save, and notice a file that changed on disk meanwhile (409).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type {
  DiffRequest,
  DiffResponse,
  OpenedDocument,
  SaveRequest,
  SaveResponse,
  ValidateResponse,
} from "../../core/editor-api.ts";
import type { Diagnostic } from "../../core/diagnostics.ts";
import { ApiError, call } from "./api.ts";
import { emptyHistory, historyReducer } from "./history.ts";

const VALIDATE_AFTER_MS = 250;

export function useDocument() {
  const [opened, setOpened] = useState<OpenedDocument | null>(null);
  const [history, dispatch] = useReducer(historyReducer, emptyHistory);
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [pending, setPending] = useState<DiffResponse | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const dirty = history.present !== history.saved;
  const validation = useRef(0);

  const open = useCallback(async (file: string) => {
    setError("");
    try {
      const doc = await call<OpenedDocument>(`/document?file=${encodeURIComponent(file)}`);
      setOpened(doc);
      dispatch({ kind: "load", data: doc.data });
      setDiagnostics([]);
      const url = new URL(location.href);
      url.searchParams.set("file", file);
      history_.replaceState(null, "", url);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    }
  }, []);

  useEffect(() => {
    if (!opened || history.present === undefined) return;
    const id = ++validation.current;
    const timer = setTimeout(() => {
      call<ValidateResponse>("/validate", { file: opened.file, data: history.present }).then(
        (answer) => id === validation.current && setDiagnostics(answer.diagnostics),
        (caught) => id === validation.current && setError(String(caught)),
      );
    }, VALIDATE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opened, history.present]);

  const review = useCallback(async () => {
    if (!opened) return;
    setError("");
    try {
      const body: DiffRequest = { file: opened.file, hash: opened.hash, data: history.present };
      setPending(await call<DiffResponse>("/diff", body));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) setConflict(true);
      else setError(caught instanceof ApiError ? caught.message : String(caught));
    }
  }, [opened, history.present]);

  const save = useCallback(
    async (allowErrors: boolean) => {
      if (!opened) return false;
      setBusy(true);
      try {
        const data = history.present;
        const body: SaveRequest = { file: opened.file, hash: opened.hash, data, allowErrors };
        const saved = await call<SaveResponse>("/save", body);
        setOpened({ ...opened, hash: saved.hash, text: saved.text, data });
        dispatch({ kind: "saved", data });
        setDiagnostics(saved.diagnostics);
        setPending(null);
        return true;
      } catch (caught) {
        setPending(null);
        if (caught instanceof ApiError && caught.status === 409) setConflict(true);
        else setError(caught instanceof ApiError ? caught.message : String(caught));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [opened, history.present],
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    opened,
    history,
    dispatch,
    dirty,
    diagnostics,
    pending,
    setPending,
    conflict,
    setConflict,
    busy,
    error,
    setError,
    open,
    review,
    save,
  };
}

const history_ = globalThis.history;
