import { describe, expect, it } from "vitest";
import { VALID_CONTACT } from "../../../fixtures/forms.ts";
import { checkSubmission } from "../../../../scripts/forms/validate.ts";
import {
  MAX_LENGTH,
  fieldProblem,
  htmlPattern,
  type FormField,
} from "../../../../src/forms/rules.ts";

const receivedAt = new Date("2026-11-23T09:00:00.000Z");
const over = (field: FormField, fill = "a") => fill.repeat(MAX_LENGTH[field] + 1);

/** Values the contact form can hold, good and bad, per field. */
const VALUES: Record<FormField, string[]> = {
  name: ["", "   ", "Asha Rao", " Asha ", "a".repeat(MAX_LENGTH.name), over("name")],
  city: ["", "\t", "Bangalore", over("city")],
  email: [
    "",
    "  ",
    "asha@example",
    "asha@exa mple.com",
    "a@b@c.d",
    "asha@example.com",
    `${"a".repeat(MAX_LENGTH.email - 11)}@example.com`,
  ],
  phone: ["", "+91 98765 43210", over("phone", "1")],
  portfolio: [
    "",
    "   ",
    "www.behance.net/asha",
    "ftp://files.example.com/asha",
    "https://www.behance.net/a sha",
    "https://www.behance.net/asha",
    `https://${"a".repeat(MAX_LENGTH.portfolio)}`,
  ],
};

const cases = Object.entries(VALUES).flatMap(([field, values]) =>
  values.map((value) => [field as FormField, value] as const),
);

describe("the rules the contact form shares with the collector", () => {
  it("tell a field's problem before posting in the words the collector answers with", () => {
    for (const [field, value] of cases) {
      const checked = checkSubmission("contact", { ...VALID_CONTACT, [field]: value }, receivedAt);
      const answer = checked.ok
        ? null
        : (checked.errors.find((error) => error.field === field)?.message ?? null);
      expect(fieldProblem(field, value), `${field}: ${JSON.stringify(value)}`).toBe(answer);
    }
  });

  it("give each input a pattern the browser applies as the collector does", () => {
    for (const [field, value] of cases) {
      // The browser anchors an input's pattern and compiles it with the v flag; `required` and
      // `maxlength` speak for an empty and an over-long value, and the e-mail and link types
      // drop the spaces around a value, which the collector trims.
      const pattern = new RegExp(`^(?:${htmlPattern(field)})$`, "v");
      const typed = ["email", "portfolio"].includes(field) ? value.trim() : value;
      if (typed === "" || typed.length > MAX_LENGTH[field]) continue;
      expect(pattern.test(typed), `${field}: ${JSON.stringify(value)}`).toBe(
        fieldProblem(field, value) === null,
      );
    }
  });
});
