/**
 * The editor's Changes, Publish and History (src/app/editor ↔ scripts/editor/git-routes.ts): the
 * shapes sent both ways under EDIT_API (src/core/editor/editor-api.ts). Types only.
 */
import type { Diagnostic } from "../diagnostics/diagnostics.ts";

/** How Publish commits: on the current branch, or on a new branch content/<slug> to review. */
export type PublishMode = "commit" | "pull-request";

export type ChangeStatus = "new" | "changed" | "deleted";

export interface Change {
  /** As the editor names files (from the project root). */
  file: string;
  kind: "page" | "media";
  status: ChangeStatus;
  /** A page's title (its project's, for a case study). */
  title?: string;
  /** Why it cannot be published as it is, and what to do (staged and edited differently, say). */
  conflict?: string;
}

/** GET {EDIT_API}/changes: what differs from the last commit, and where Publish would put it. */
export interface ChangesResponse {
  changes: Change[];
  branch: string;
  mode: PublishMode;
  /** The branch Publish commits on (content/<slug> in pull-request mode). */
  target: string;
  /** The remote it pushes to; absent when none is set. */
  remote?: string;
  /** Commits on the branch not yet on its remote (a push that failed). */
  unpushed: number;
  /** "Name <email>" from git's config; absent when git does not know who you are. */
  author?: string;
  /** The message Publish offers: "Add case study Test Brand", "Update Alpha". */
  message: string;
}

/** One side of a change: a page's document, or a picture as a data: URL. */
export interface ChangeSide {
  data?: unknown;
  image?: string;
}

/** GET {EDIT_API}/change?file=: the committed and the current version, and the diff. */
export interface ChangeDetail {
  change: Change;
  route?: string;
  before?: ChangeSide;
  after?: ChangeSide;
  diff: string;
}

export type PublishStage = "check" | "validate" | "commit" | "fetch" | "push";

/** POST {EDIT_API}/publish answers NDJSON, one PublishEvent a line. */
export type PublishEvent =
  | { kind: "stage"; stage: PublishStage; label: string; percent?: number }
  | { kind: "done"; result: PublishResult }
  | {
      kind: "failed";
      error: string;
      reason: string;
      diagnostics?: Diagnostic[];
      /** The commit made before the push failed: kept. */
      commit?: string;
    };

export interface PublishResult {
  commit: string;
  branch: string;
  files: string[];
  /** Where it went: absent when no remote is set. */
  pushed?: string;
  /** A link the remote offered (to open a pull request, say). */
  link?: string;
  summary: string;
}

/** GET {EDIT_API}/history?file=: the page's commits, newest first, following renames. */
export interface Revision {
  commit: string;
  date: string;
  author: string;
  subject: string;
  /** The file's path at that commit, as the editor names files. */
  file: string;
}
export interface HistoryResponse {
  revisions: Revision[];
}
/** GET {EDIT_API}/revision?file=&commit=: the page as it was, migrated to today's schema. */
export interface RevisionResponse {
  revision: Revision;
  data: unknown;
}
