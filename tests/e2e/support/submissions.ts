/**
 * What the local collector stored, and the forms' payload as the specification states it: one
 * place for the tests of the newsletter and the contact form, with and without the app.
 */
import { existsSync, readFileSync } from "node:fs";
import { expect } from "@playwright/test";

export { NEWSLETTER_PAYLOAD } from "../../fixtures/forms.ts";

/** playwright.config.ts runs the server with FORMS_DATA_DIR=test-results/forms. */
const STORE = "test-results/forms/submissions.jsonl";

export interface StoredSubmission {
  form: string;
  fields: Record<string, string>;
}

/** The submission the collector stored for this address, once it is on disk. */
export async function storedSubmission(email: string): Promise<StoredSubmission> {
  await expect
    .poll(() => existsSync(STORE) && readFileSync(STORE, "utf8").includes(email))
    .toBe(true);
  const found = readFileSync(STORE, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as StoredSubmission)
    .find((entry) => entry.fields.email === email);
  expect(found, `a stored submission for ${email}`).toBeDefined();
  return found!;
}
