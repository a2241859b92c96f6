/**
 * The editor bar's Changes… and History… buttons and the panels they open (changes-panel.tsx,
 * history-panel.tsx). What they change in the editor goes back through its props: a restored
 * version becomes an edit of the open page; a file discarded or published is read again.
 */
import { useState } from "react";
import { createPortal } from "react-dom";
import type { Revision } from "../../../core/editor/editor-git-api.ts";
import { ChangesPanel } from "./changes-panel.tsx";
import { isDirty } from "../state/editor-state.ts";
import { HistoryPanel } from "./history-panel.tsx";
import type { EditorSession } from "../state/use-editor.ts";

interface Props {
  session: Pick<EditorSession, "state" | "dispatch" | "open">;
  /** Reads the list of pages again. */
  refresh: () => void;
  /** Says something in the editor's notice line, with Undo. */
  onNotice: (text: string) => void;
}

export function GitActions({ session, refresh, onNotice }: Props) {
  const { state, dispatch, open } = session;
  const [shown, setShown] = useState<"changes" | "history" | null>(null);
  const file = state.opened?.file;
  const dirty = isDirty(state);
  const onRestore = (doc: unknown, revision: Revision) => {
    dispatch({ kind: "restore", doc });
    const from = `${revision.commit.slice(0, 7)} “${revision.subject}”`;
    onNotice(`Restored the version of ${from}: save, then publish.`);
  };
  // A file put back or committed is read again, unless the author is editing it.
  const onFilesChanged = (files: string[]) => {
    refresh();
    if (file && files.includes(file) && !dirty) void open(file, { keepSelection: true });
  };
  return (
    <>
      <button type="button" onClick={() => setShown("history")} disabled={!file}>
        History…
      </button>
      <button type="button" onClick={() => setShown("changes")}>
        Changes…
      </button>
      {/* In the body, not in the bar: the panels take none of the bar's look. */}
      {shown === "changes"
        ? createPortal(
            <ChangesPanel
              onClose={() => setShown(null)}
              unsaved={dirty ? file : undefined}
              onFilesChanged={onFilesChanged}
            />,
            document.body,
          )
        : null}
      {shown === "history" && file
        ? createPortal(
            <HistoryPanel
              file={file}
              current={state.doc}
              onClose={() => setShown(null)}
              onRestore={onRestore}
            />,
            document.body,
          )
        : null}
    </>
  );
}
