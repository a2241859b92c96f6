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

/** The most characters each field accepts (for `maxLength` on the inputs). */
export const MAX_LENGTH = {
  name: defs.text.maxLength,
  city: defs.text.maxLength,
  email: defs.email.maxLength,
  phone: defs.phone.maxLength,
  portfolio: defs.link.maxLength,
} as const;

/** A field the visitor types into. */
export type FormField = keyof typeof MAX_LENGTH;

/** What each field must match once trimmed, as the collector checks it. */
const PATTERN: Record<FormField, RegExp> = {
  name: new RegExp(defs.text.pattern),
  city: new RegExp(defs.text.pattern),
  email: EMAIL_PATTERN,
  phone: new RegExp(defs.phone.pattern),
  // The portfolio link: an http(s) address without spaces.
  portfolio: new RegExp(defs.link.pattern),
};

/** Each field's name in the collector's messages: its title in schema/forms/. */
const TITLE: Record<FormField, string> = {
  name: contact.properties.name.title,
  city: contact.properties.city.title,
  email: defs.email.title,
  phone: defs.phone.title,
  portfolio: defs.link.title,
};

/**
 * A field's rule as an input's `pattern` attribute, which the browser matches against the whole
 * value (an input's value has no line breaks): an anchored pattern without its anchors, one that
 * need only be found with anything around it.
 */
export function htmlPattern(field: FormField): string {
  const { source } = PATTERN[field];
  return source.startsWith("^") && source.endsWith("$") ? source.slice(1, -1) : `.*(?:${source}).*`;
}

/** The words of a field's problem, the same in the forms and from the collector. */
export const MESSAGES = {
  /** docs/site-spec.md §8. */
  emailEmpty: "Please enter your email address.",
  /** docs/site-spec.md §8, for the rule of §5. */
  emailInvalid: "Please enter a valid email address.",
  link: "Please enter a link that starts with https://.",
  missing: (title: string) => `Please fill in ${title.toLowerCase()}.`,
  tooLong: (title: string, limit: number) => {
    const name = title.toLowerCase();
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} is too long: at most ${limit} characters.`;
  },
};

/**
 * What the collector would say of this value, or null when it would take it: the form's own
 * check before it posts (a test holds the two to the same words).
 */
export function fieldProblem(field: FormField, value: string): string | null {
  const text = value.trim();
  const limit = MAX_LENGTH[field];
  // ajv counts characters as code points.
  if ([...text].length > limit) return MESSAGES.tooLong(TITLE[field], limit);
  if (field === "email") {
    if (text === "") return MESSAGES.emailEmpty;
    return EMAIL_PATTERN.test(text) ? null : MESSAGES.emailInvalid;
  }
  if (text === "") return MESSAGES.missing(TITLE[field]);
  if (PATTERN[field].test(text)) return null;
  return field === "portfolio" ? MESSAGES.link : MESSAGES.missing(TITLE[field]);
}

/** The contact form's service options, exactly as the spec lists them. */
export const SERVICE_OPTIONS: readonly string[] = contact.definitions.service.enum;
