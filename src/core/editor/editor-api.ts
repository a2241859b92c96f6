/**
 * The contract between the visual editor (src/app/editor, development only) and its endpoint
 * (scripts/editor, registered only by `npm run edit`): paths, headers and the shapes sent both ways.
 * Types and constants only; the production build imports none of it.
 */
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import type { DocumentKind } from "../schema/schema-keys.ts";

/** The editor's page, its preview frame and its endpoint. */
export const EDIT_PATH = "/__edit";
export const EDIT_PREVIEW_PATH = "/__edit/preview";
export const EDIT_API = "/__edit/api";

/** The per-session token: in a <meta name="edit-token"> of the editor's page, sent back in this header. */
export const EDIT_TOKEN_HEADER = "x-edit-token";
export const EDIT_TOKEN_META = "edit-token";

/** Largest request body the endpoint reads (a document or an upload, base64 in JSON). */
export const EDIT_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Largest picture an author may upload. */
export const EDIT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const EDIT_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/webp": ".webp",
  "image/avif": ".avif",
};

export interface DocumentSummary {
  /** Project-relative path, for example "pages/portfolio/pik.json". */
  file: string;
  kind: DocumentKind;
  /** The page's route ("/portfolio/pik"); absent for site.json and taxonomy.json. */
  route?: string;
  title: string;
  caseStudy: boolean;
  /** A page with `"draft": true`: the built site leaves it out (scripts/content/drafts.ts). */
  draft: boolean;
}

export interface OpenedDocument {
  file: string;
  /** The file's text as read, and its SHA-256 (hex): sent back on save to detect edits on disk. */
  text: string;
  hash: string;
  data: unknown;
}

/** POST {EDIT_API}/validate: the build's validator run over the site with this document unsaved. */
export interface ValidateResponse {
  diagnostics: Diagnostic[];
}

/** POST {EDIT_API}/diff: what saving would change, as `git diff` would show it. */
export interface DiffRequest {
  file: string;
  hash: string;
  data: unknown;
}
export interface DiffResponse {
  diff: string;
  /** The file's text after saving. */
  text: string;
  diagnostics: Diagnostic[];
}

/** POST {EDIT_API}/save. 409 when the file changed on disk since `hash`; 422 with errors unless `allowErrors`. */
export interface SaveRequest extends DiffRequest {
  allowErrors?: boolean;
}
export interface SaveResponse {
  hash: string;
  text: string;
  diagnostics: Diagnostic[];
}

/** POST {EDIT_API}/case-study: the same scaffold as `npm run new:case-study`. */
export interface NewCaseStudyRequest {
  title: string;
  slug: string;
}
export interface NewCaseStudyResponse {
  file: string;
  route: string;
  /** The neighbours whose Previous/Next links now point at it. */
  changed: string[];
}

export interface MediaItem {
  /** Public path, for example "/media/pik/banner.png". */
  src: string;
  width?: number;
  height?: number;
}
/** GET {EDIT_API}/media: every picture under public/media. */
export interface MediaResponse {
  items: MediaItem[];
}
/** POST {EDIT_API}/upload: a picture into public/media/<folder>/ (folder = the page's slug). */
export interface UploadRequest {
  folder: string;
  name: string;
  type: string;
  /** The file's bytes, base64. */
  data: string;
}
export type UploadResponse = MediaItem;

/** Any refusal: a status other than 2xx carries this body. */
export interface EditorError {
  error: string;
  /** Machine-readable reason, for example "stale" (409), "origin", "token", "path", "size". */
  reason: string;
  diagnostics?: Diagnostic[];
}
