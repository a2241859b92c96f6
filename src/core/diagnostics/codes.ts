/**
 * Every problem the checker can report, by its stable code: a title, whether it stops the build,
 * and what usually fixes it (after Astro's errors-data.ts: one catalogue that every side imports).
 * A diagnostic names its code only; its severity is the catalogue's (diagnostics.ts). The
 * validator's reporter takes a code from here, so a new code cannot be reported before it is
 * described. A block type's own checks add theirs, described beside the check in its folder
 * (blocks/block-server.ts), and only warn. AUTHORING.md lists both (written by `npm run types`,
 * checked fresh by `npm test`).
 */
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "./content-limits.ts";

/** An error stops the build; a warning is printed and the build goes on. */
export type Severity = "error" | "warning";

export interface CodeInfo {
  title: string;
  severity: Severity;
  /** What usually fixes it, in the author's words. */
  hint: string;
}

export const CODES = {
  "json-syntax": {
    title: "The file is not valid JSON",
    severity: "error",
    hint: "Look at the position and just before it for a missing comma, quote or bracket, or a comma after the last entry.",
  },
  "unknown-schema": {
    title: "The document does not say which schema it follows",
    severity: "error",
    hint: 'Start the document with "$schema" and the path the message gives.',
  },
  "schema-pointer": {
    title: '"$schema" points at the wrong file',
    severity: "error",
    hint: "Use the path the message gives: it depends on how deep the file sits under pages/.",
  },
  "old-schema-version": {
    title: "Written for an older schema version",
    severity: "error",
    hint: "Run `npm run migrate`: it updates old documents to the current version.",
  },
  "newer-schema-version": {
    title: "Written for a newer schema version than the project knows",
    severity: "error",
    hint: "Update the project (`git pull`, then `npm ci`), or put back the version number the message names.",
  },
  "missing-document": {
    title: "The site or taxonomy document is missing",
    severity: "error",
    hint: "Create the file the message names; copy it from the last commit that had it.",
  },
  "duplicate-document": {
    title: "A second site or taxonomy document",
    severity: "error",
    hint: "Keep one pages/site.json and one pages/taxonomy.json; merge the other into it.",
  },
  "missing-type": {
    title: 'A block without a "type"',
    severity: "error",
    hint: 'Give the block a "type" from the block types below.',
  },
  "unknown-block-type": {
    title: "Unknown block type",
    severity: "error",
    hint: "Use the suggested name, or one of the block types below.",
  },
  "unknown-variant": {
    title: "A value that matches none of the allowed kinds",
    severity: "error",
    hint: "Use the suggested kind, or one of those the message lists.",
  },
  "unknown-property": {
    title: "A property the schema does not know",
    severity: "error",
    hint: "Usually a misspelling: use the suggested name, or remove the property.",
  },
  "missing-property": {
    title: "A required property is missing",
    severity: "error",
    hint: "Add the property the message names; the block types below say what each one holds.",
  },
  "wrong-type": {
    title: "A value of the wrong kind",
    severity: "error",
    hint: "For example text where a number or a list is expected: write the kind the message names.",
  },
  "not-allowed-value": {
    title: "A value outside the allowed list",
    severity: "error",
    hint: "Use the suggested value, or one of those the message lists.",
  },
  "empty-value": {
    title: "An empty text or list",
    severity: "error",
    hint: "Fill it in, or remove the property if it is optional.",
  },
  "bad-format": {
    title: "A value in the wrong form",
    severity: "error",
    hint: "An e-mail address, a colour such as #1a2b3c or a path such as /media/acme/logo.png: follow the form the message describes.",
  },
  "out-of-range": {
    title: "A number out of range",
    severity: "error",
    hint: "Use a number within the limits the message gives.",
  },
  "duplicate-value": {
    title: "The same value twice in a list",
    severity: "error",
    hint: "Remove the repeat.",
  },
  schema: {
    title: "Does not match the schema",
    severity: "error",
    hint: "Read the message and the block's reference below.",
  },
  "duplicate-route": {
    title: "Two pages with one address",
    severity: "error",
    hint: 'Change the "route" or the alias of one of them.',
  },
  "duplicate-id": {
    title: "A taxonomy id or alias used twice",
    severity: "error",
    hint: "Every id and alias in pages/taxonomy.json must be unique: rename one.",
  },
  "unknown-route": {
    title: "A link or a Previous/Next that goes to no page",
    severity: "error",
    hint: "Use the suggested address, or the route of an existing page.",
  },
  "unsafe-link": {
    title: "A link that is not allowed",
    severity: "error",
    hint: "Links may be a path on this site (/work), https:, mailto: or tel:.",
  },
  "unknown-taxonomy-id": {
    title: "A service or industry id that pages/taxonomy.json does not have",
    severity: "error",
    hint: "Use the suggested id, or add the category to pages/taxonomy.json first.",
  },
  "missing-asset": {
    title: "A picture or clip that does not exist",
    severity: "error",
    hint: "Add the file under public/, or fix the path (letter case counts).",
  },
  "unsafe-asset": {
    title: "An asset path that is not safe",
    severity: "error",
    hint: 'Use a plain path under public/ such as /media/acme/banner.png: no "..", backslashes or addresses.',
  },
  "active-svg": {
    title: "An SVG that holds more than a drawing",
    severity: "error",
    hint: "Export it again as plain shapes and text: no scripts, event attributes, embedded HTML or links to other files.",
  },
  "missing-alt": {
    title: "A picture without a description",
    severity: "warning",
    hint: 'Describe the picture in "alt" for visitors who cannot see it.',
  },
  "title-length": {
    title: "A page title too short or too long for search results",
    severity: "warning",
    hint: `Keep the title between ${TITLE_LENGTH.min} and ${TITLE_LENGTH.max} characters.`,
  },
  "description-length": {
    title: "A page description too short or too long for search results",
    severity: "warning",
    hint: `Keep the description between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max} characters.`,
  },
  "chain-inconsistent": {
    title: "Previous and Next do not agree",
    severity: "warning",
    hint: "When A's Next is B, B's Previous should be A.",
  },
  "links-to-draft": {
    title: "A live page links to a draft",
    severity: "warning",
    hint: 'The built site leaves drafts out, so the link would go nowhere: make the draft live (remove its "draft": true, or Make live in the editor), or link elsewhere until it is.',
  },
  "orphan-asset": {
    title: "A file under public/media that no document uses",
    severity: "warning",
    hint: "Use it in a document, or delete it.",
  },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof CODES;

/** A check's own description of its code (a block type's check, blocks/block-server.ts). */
export interface CheckCode {
  code: string;
  title: string;
  hint: string;
}

/**
 * The whole catalogue: the codes above and those of the block types' checks, which only warn.
 * A block's check cannot take a code that is already described.
 */
export function catalogue(checks: readonly CheckCode[]): Record<string, CodeInfo> {
  const all: Record<string, CodeInfo> = { ...CODES };
  for (const { code, title, hint } of checks) {
    if (Object.hasOwn(all, code)) throw new Error(`The code "${code}" is described twice.`);
    all[code] = { title, severity: "warning", hint };
  }
  return all;
}

/** The whole catalogue as the Markdown list in AUTHORING.md, errors first. */
export function codesMarkdown(checks: readonly CheckCode[]): string {
  const rows = Object.entries(catalogue(checks))
    .sort(([, a], [, b]) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1))
    .map(([code, info]) => `| \`${code}\` | ${info.severity} | ${info.title} | ${info.hint} |`);
  return [
    "| Code | | What it means | What usually fixes it |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
