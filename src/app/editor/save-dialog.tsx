/**
 * Before anything is written, the author sees the file's diff, as git will show it; a page with
 * errors is saved only after saying plainly that the build will fail until they are fixed.
 */
import { DiffView } from "./git/diff-view.tsx";
import type { DiffResponse } from "../../core/editor/editor-api.ts";
import { isError } from "../../core/diagnostics/diagnostics.ts";
import { Modal } from "../../ui/modal.tsx";

interface Props {
  file: string;
  pending: DiffResponse | null;
  busy: boolean;
  onConfirm: (allowErrors: boolean) => void;
  onClose: () => void;
}

export function SaveDialog({ file, pending, busy, onConfirm, onClose }: Props) {
  const errors = pending?.diagnostics.filter(isError) ?? [];
  const lines = pending?.diff ? pending.diff.replace(/\n$/, "").split("\n") : [];
  return (
    <Modal
      open={pending !== null}
      onClose={onClose}
      labelledBy="save-title"
      className="editor-dialog wide"
    >
      <h2 id="save-title">Save {file}?</h2>
      {lines.length === 0 ? (
        <p>Nothing has changed since the file was opened.</p>
      ) : (
        <>
          <p>These are the changes to the file, as git will show them:</p>
          <DiffView file={file} lines={lines} />
        </>
      )}
      {errors.length ? (
        <div role="alert" className="error">
          <strong>
            This page has {errors.length} {errors.length === 1 ? "error" : "errors"}: the build will
            fail until {errors.length === 1 ? "it is" : "they are"} fixed.
          </strong>
          <ul>
            {errors.map((d, i) => (
              <li key={i}>
                {d.message} <code>{d.code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="actions">
        <button type="button" onClick={onClose}>
          Keep editing
        </button>
        {lines.length ? (
          <button
            type="button"
            className={errors.length ? "danger" : "primary"}
            disabled={busy}
            onClick={() => onConfirm(errors.length > 0)}
          >
            {busy ? "Saving…" : errors.length ? "Save anyway" : "Save"}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}

export function ConflictDialog({
  file,
  open,
  onReload,
  onClose,
}: {
  file: string;
  open: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="conflict-title" className="editor-dialog">
      <h2 id="conflict-title">{file} changed on disk</h2>
      <p>
        Someone or something (git, another editor) changed this file after you opened it, so it was
        not saved over. Reload it to see their changes; your unsaved edits here will be lost.
      </p>
      <div className="actions">
        <button type="button" onClick={onClose}>
          Keep editing
        </button>
        <button type="button" className="primary" onClick={onReload}>
          Reload the file
        </button>
      </div>
    </Modal>
  );
}
