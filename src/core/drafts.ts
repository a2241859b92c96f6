/**
 * Whether a page document is a draft (`"draft": true`): work in progress that `npm run dev` and
 * the editor show with a Draft badge and the production build leaves out (scripts/content/
 * drafts.ts). A document without the flag, or with any other value, is live. One test for the
 * build, the validator, the editor's endpoint and its UI.
 */
export const isDraft = (doc: unknown): boolean =>
  (doc as { draft?: unknown } | null | undefined)?.draft === true;
