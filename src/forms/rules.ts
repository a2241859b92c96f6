/**
 * The form rules the browser shares with the collector: read from the JSON Schemas in
 * schema/forms/, which the server compiles with ajv (scripts/forms/validate.ts). One source,
 * so the forms never accept what the server refuses.
 */
import fields from "../../schema/forms/fields.schema.json";
import contact from "../../schema/forms/contact.schema.json";

const defs = fields.definitions;

/** Text, @, text, dot, text, with no spaces (docs/site-spec.md §5), in a form that runs in linear time. */
export const EMAIL_PATTERN = new RegExp(defs.email.pattern);

/** The portfolio link: an http(s) address without spaces. */
export const LINK_PATTERN = new RegExp(defs.link.pattern);

/** The most characters each field accepts (for `maxLength` on the inputs). */
export const MAX_LENGTH = {
  name: defs.text.maxLength,
  city: defs.text.maxLength,
  email: defs.email.maxLength,
  phone: defs.phone.maxLength,
  portfolio: defs.link.maxLength,
  message: defs.message.maxLength,
} as const;

/** The contact form's service options, exactly as the spec lists them. */
export const SERVICE_OPTIONS: readonly string[] = contact.definitions.service.enum;
