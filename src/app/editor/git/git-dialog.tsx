/**
 * The frame of the editor's git panels (Changes, History): the site's one Modal, its heading with
 * a Close button, and the last thing that went wrong, read out. The panel's ref closes it as
 * Close does (History closes itself once a version is restored).
 */
import type { ReactNode, RefObject } from "react";
import { Modal } from "../../../ui/modal.tsx";

export function GitDialog({
  titleId,
  title,
  error,
  dialog,
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  error: string;
  dialog: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      dialogRef={dialog}
      labelledBy={titleId}
      className="editor-dialog changes"
    >
      <div className="changes-top">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {children}
    </Modal>
  );
}
