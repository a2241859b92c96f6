/**
 * Changes: every page and picture that differs from the last commit (new, changed, deleted),
 * each opened as a before/after beside its diff, Discard for one file (after a confirmation),
 * and Publish for all of them. Read from the editor's server each time it opens and after each
 * publish or discard, so it shows what git shows (saying so while it reads, and publishing
 * nothing meanwhile). After a discard, focus goes to the first file
 * still changed, or to the line saying nothing is (the Discard… pressed is gone with its file).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChangeDetail, ChangesResponse } from "../../../core/editor/editor-git-api.ts";
import { Modal } from "../../../ui/modal.tsx";
import { GitDialog } from "./git-dialog.tsx";
import { ApiError, call } from "../editor-client.ts";
import { ChangeView } from "./change-view.tsx";
import { PublishForm } from "./publish-form.tsx";

const STATUS = { new: "New", changed: "Changed", deleted: "Deleted" } as const;

interface Props {
  onClose: () => void;
  /** The open page's file, when it has unsaved edits. */
  unsaved?: string;
  /** Files put back from the last commit (the editor reads them again); [] after a publish. */
  onFilesChanged: (files: string[]) => void;
}

const messageOf = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : String(caught);

export function ChangesPanel({ onClose, unsaved, onFilesChanged }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [changes, setChanges] = useState<ChangesResponse | null>(null);
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [opened, setOpened] = useState<ChangeDetail | null>(null);
  const detail = opened?.change.file === chosen ? opened : null;
  const [discarding, setDiscarding] = useState<string | null>(null);
  const discarded = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!discarded.current || !changes) return;
    discarded.current = false;
    (list.current?.querySelector("button") ?? empty.current)?.focus();
  }, [changes]);

  // Reading the list from the server: at first, and again after a publish or a discard. Until
  // it has come, the panel says so and nothing can be published: the list it shows is the old one.
  const [reading, setReading] = useState(true);
  const shown = useCallback((answer: ChangesResponse) => {
    setChanges(answer);
    setError("");
    setChosen((file) =>
      answer.changes.some((c) => c.file === file) ? file : (answer.changes[0]?.file ?? null),
    );
  }, []);
  const load = () => {
    setReading(true);
    return call<ChangesResponse>("/changes")
      .then(shown, (e) => setError(messageOf(e)))
      .finally(() => setReading(false));
  };
  useEffect(() => {
    let live = true;
    call<ChangesResponse>("/changes")
      .then(
        (answer) => live && shown(answer),
        (caught) => live && setError(messageOf(caught)),
      )
      .finally(() => live && setReading(false));
    return () => {
      live = false;
    };
  }, [shown]);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    call<ChangeDetail>(`/change?file=${encodeURIComponent(chosen)}`).then(
      (answer) => live && setOpened(answer),
      (caught) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, [chosen, changes]);

  async function discard(file: string) {
    setDiscarding(null);
    setReading(true);
    try {
      await call("/discard", { file });
      onFilesChanged([file]);
    } catch (caught) {
      setError(messageOf(caught));
    }
    discarded.current = true;
    await load();
  }

  // The confirmation is the panel's sibling, not its child: a dialog's close event reaches the
  // dialogs around it in React's tree, and would close the panel too.
  return (
    <>
      <GitDialog
        titleId="changes-title"
        title="Changes since the last commit"
        error={error}
        dialog={dialog}
        onClose={onClose}
      >
        {reading && !error ? <p role="status">Looking for changes…</p> : null}
        {!changes ? null : (
          <>
            {changes.changes.length === 0 ? (
              <p className="empty" tabIndex={-1} ref={empty}>
                Nothing differs from the last commit on {changes.branch}: there is nothing to
                publish.
              </p>
            ) : (
              <div className="changes-layout">
                <ul className="change-list" aria-label="Changed files" ref={list}>
                  {changes.changes.map((c) => (
                    <li key={c.file}>
                      <button
                        type="button"
                        aria-pressed={c.file === chosen}
                        onClick={() => setChosen(c.file)}
                      >
                        <span className={`badge ${c.status}`}>{STATUS[c.status]}</span>
                        <span className="name">{c.title ?? c.file.split("/").pop()}</span>
                        <span className="path">{c.file}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {detail ? (
                  <ChangeView detail={detail} onDiscard={() => setDiscarding(detail.change.file)} />
                ) : (
                  <p role="status">Opening the change…</p>
                )}
              </div>
            )}
            <PublishForm
              changes={changes}
              unsaved={unsaved}
              reading={reading}
              onDone={() => {
                // Committed as they are: the open page need not be read again.
                onFilesChanged([]);
                return load();
              }}
            />
          </>
        )}
      </GitDialog>
      <Modal
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        labelledBy="discard-title"
        className="editor-dialog"
      >
        <h2 id="discard-title">Discard the changes to {discarding?.split("/").pop()}?</h2>
        <p>
          {discarding} goes back to how it was in the last commit (a new file is removed). The
          changes to it since are lost; this cannot be undone.
        </p>
        <div className="actions">
          <button type="button" onClick={() => setDiscarding(null)}>
            Keep the changes
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => discarding && void discard(discarding)}
          >
            Discard the changes
          </button>
        </div>
      </Modal>
    </>
  );
}
