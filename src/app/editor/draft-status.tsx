/**
 * Drafts in the editor (scripts/content/drafts.ts): a page with `"draft": true` wears a Draft
 * badge in the list of pages and beside the open file's name, and "Make live" clears the flag,
 * an ordinary edit (undoable, saved like any other) that removes the key from the file; the
 * button goes with the flag, so it hands the focus on (`onLive`: to Save…).
 */
import { css } from "@emotion/react";
import { isDraft } from "../../core/drafts.ts";
import { draftPill, draftWord } from "../../ui/draft-look.ts";
import type { EditAction } from "./state/editor-state.ts";

// The site's draft pill (src/ui/draft-look.ts), sized for a line of the editor's chrome.
const pill = css`
  ${draftPill}
  ${draftWord}
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0 0.5rem;
  font-size: 0.75rem;
  vertical-align: 0.1em;
  box-shadow: none;
`;

const status = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
`;

export function DraftBadge() {
  return (
    <span css={pill} className="draft-badge">
      Draft
    </span>
  );
}

/** The open document's badge and its Make live button; nothing for a live document. */
export function DraftStatus({
  doc,
  dispatch,
  onLive,
}: {
  doc: unknown;
  dispatch: (action: EditAction) => void;
  /** Made live: where focus goes, since the button is about to go. */
  onLive: () => void;
}) {
  if (!isDraft(doc)) return null;
  return (
    <p css={status} className="draft-status">
      <DraftBadge />
      <button
        type="button"
        title="Publish this page with the next build: removes its draft flag (save to keep it)"
        onClick={() => {
          onLive();
          dispatch({ kind: "remove", pointer: "/draft" });
        }}
      >
        Make live
      </button>
    </p>
  );
}
