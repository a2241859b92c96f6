/**
 * History of the open page: its commits, newest first (through renames), each drawn in the
 * Preview as it was then by today's renderer. "Restore this version" puts that version in the
 * editor as an ordinary edit: undoable, then saved and published like any other.
 */
import { useEffect, useRef, useState } from "react";
import type {
  HistoryResponse,
  Revision,
  RevisionResponse,
} from "../../../core/editor/editor-git-api.ts";
import { GitDialog } from "./git-dialog.tsx";
import { ApiError, call } from "../editor-client.ts";
import { firstChanged } from "./change-view.tsx";
import { SnapshotFrame } from "../preview/snapshot-frame.tsx";
import { WidthPicker } from "../preview/width-picker.tsx";

interface Props {
  file: string;
  /** The page as it is in the editor: its first block that differs is shown and outlined. */
  current: unknown;
  onClose: () => void;
  onRestore: (doc: unknown, revision: Revision) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function HistoryPanel({ file, current, onClose, onRestore }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<RevisionResponse | null>(null);
  const shown = drawn?.revision.commit === chosen ? drawn : null;
  const [error, setError] = useState("");
  const [width, setWidth] = useState(1280);
  const fail = (caught: unknown) =>
    setError(caught instanceof ApiError ? caught.message : String(caught));

  useEffect(() => {
    let live = true;
    call<HistoryResponse>(`/history?file=${encodeURIComponent(file)}`).then((answer) => {
      if (!live) return;
      setRevisions(answer.revisions);
      // The newest, unless a version was chosen meanwhile: an answer that came late (the effect
      // runs twice in development) took the choice back to the newest under the designer's click.
      setChosen((chosen) => chosen ?? answer.revisions[0]?.commit ?? null);
    }, fail);
    return () => {
      live = false;
    };
  }, [file]);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    const query = `file=${encodeURIComponent(file)}&commit=${chosen}`;
    call<RevisionResponse>(`/revision?${query}`).then((answer) => live && setDrawn(answer), fail);
    return () => {
      live = false;
    };
  }, [file, chosen]);

  const route = (shown?.data as { route?: unknown } | undefined)?.route;
  return (
    <GitDialog
      titleId="history-title"
      title={`History of ${file.split("/").pop()}`}
      error={error}
      dialog={dialog}
      onClose={onClose}
    >
      {revisions === null ? (
        error ? null : (
          <p role="status">Reading the history…</p>
        )
      ) : revisions.length === 0 ? (
        <p className="empty">This page has not been committed yet: it has no history.</p>
      ) : (
        <div className="changes-layout">
          <ol className="change-list" aria-label="Versions, newest first">
            {revisions.map((r) => (
              <li key={r.commit}>
                <button
                  type="button"
                  aria-pressed={r.commit === chosen}
                  onClick={() => setChosen(r.commit)}
                >
                  <span className="name">{r.subject}</span>
                  <span className="path">
                    {when(r.date)} · {r.author} · {r.commit.slice(0, 7)}
                    {r.file !== file ? ` · as ${r.file.split("/").pop()}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <section className="change-view" aria-label="The page at this version">
            {shown ? (
              <>
                <div className="change-head">
                  {typeof route === "string" ? (
                    <WidthPicker width={width} onWidth={setWidth} />
                  ) : (
                    <p>This document is not a page: there is no preview.</p>
                  )}
                  <button
                    type="button"
                    className="primary"
                    onClick={() => {
                      onRestore(shown.data, shown.revision);
                      dialog.current?.close();
                    }}
                  >
                    Restore this version
                  </button>
                </div>
                {typeof route === "string" ? (
                  <div className="before-after single">
                    <SnapshotFrame
                      title={`The page at ${shown.revision.commit.slice(0, 7)}`}
                      route={route}
                      doc={shown.data}
                      width={width}
                      selected={firstChanged(current, shown.data)}
                    />
                  </div>
                ) : null}
              </>
            ) : (
              <p role="status">Drawing this version…</p>
            )}
          </section>
        </div>
      )}
    </GitDialog>
  );
}
