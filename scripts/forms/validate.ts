/**
 * Checks a submission against its JSON Schema in schema/forms/ (the same rules the forms use
 * in the browser, src/forms/rules.ts), after completing what a post without JavaScript leaves
 * out: the newsletter's `email_address`, `_replyto` and `message`, the contact form's
 * `_replyto`. A form a block shows brings its own rules (`form` in src/core/blocks/block-server.ts,
 * from the block type's folder): how its post is read, its fields' messages, how a list is
 * stored. Answers the fields to store, in the spec's format, or one message per field.
 */
import Ajv, { type ErrorObject } from "ajv";
import fieldsSchema from "../../schema/forms/fields.schema.json" with { type: "json" };
import contactSchema from "../../schema/forms/contact.schema.json" with { type: "json" };
import newsletterSchema from "../../schema/forms/newsletter.schema.json" with { type: "json" };
import { definitions } from "../../src/render/definitions.ts";
import { loadServers, type BlockForm } from "../../src/core/blocks/block-server.ts";
import { MESSAGES } from "../../src/forms/rules.ts";
import { newsletterMessage } from "../../src/site/chrome/newsletter.ts";
import type { RawFields } from "./parse.ts";

export const FORMS = ["contact", "newsletter"] as const;
export type FormName = (typeof FORMS)[number];

export interface FieldError {
  /** The field's name as posted; "" for the submission as a whole. */
  field: string;
  message: string;
}

export type Checked =
  { ok: true; fields: Record<string, string> } | { ok: false; errors: FieldError[] };

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addSchema(fieldsSchema);
const validators = {
  contact: ajv.compile(contactSchema),
  newsletter: ajv.compile(newsletterSchema),
};
const schemas = { contact: contactSchema, newsletter: newsletterSchema };

/** The rules of the forms the block types show, by form name. */
const blockForms = new Map<string, BlockForm<never>>(
  Object.values(await loadServers(definitions)).flatMap(({ form }) =>
    form ? [[form.name, form] as const] : [],
  ),
);

/** Trimmed text; lists of text item by item; anything else as it came (the schema reports it). */
function trimmed(fields: RawFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") out[name] = value.trim();
    else if (Array.isArray(value))
      out[name] = value.map((item) => (typeof item === "string" ? item.trim() : item));
    else out[name] = value;
  }
  return out;
}

const blank = (value: unknown) => value === undefined || value === "";

/**
 * Fills what a form posted without JavaScript leaves empty, from the address typed, and
 * answers the names of the fields it filled (their problems are the address's, told once).
 */
function complete(form: FormName, fields: Record<string, unknown>, receivedAt: Date): Set<string> {
  const filled = new Set<string>();
  const email = typeof fields.email === "string" ? fields.email : undefined;
  if (email === undefined) return filled;
  const fill = (name: string, value: string) => {
    if (!blank(fields[name])) return;
    fields[name] = value;
    filled.add(name);
  };
  fill("_replyto", email);
  if (form === "newsletter") {
    fill("email_address", email);
    fill("message", newsletterMessage(email, receivedAt));
  }
  return filled;
}

function prepare(form: FormName, raw: RawFields, receivedAt: Date) {
  const fields = trimmed(raw);
  const filled = complete(form, fields, receivedAt);
  // An empty honeypot is no answer (a filled one never gets here); only the contact form keeps it.
  if (form === "newsletter" && fields._honeypot === "") delete fields._honeypot;
  blockForms.get(form)?.prepare?.(fields);
  return { fields, filled };
}

type PropertySchema = { title?: string; $ref?: string };

function titleOf(form: FormName, field: string): string {
  const property = (schemas[form].properties as Record<string, PropertySchema>)[field];
  if (property?.title) return property.title;
  const ref = property?.$ref?.split("/").pop();
  const def = ref ? (fieldsSchema.definitions as Record<string, PropertySchema>)[ref] : undefined;
  return def?.title ?? field;
}

/** The posted field an error is about: a missing one, an extra one or the one at the path. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) return params.missingProperty;
  if (params.additionalProperty) return params.additionalProperty;
  return error.instancePath.split("/")[1] ?? "";
}

function messageFor(form: FormName, field: string, error: ErrorObject, value: unknown): string {
  const title = titleOf(form, field).toLowerCase();
  const Title = title.charAt(0).toUpperCase() + title.slice(1);
  const isEmail = title === "e-mail" || field === "email_address" || field === "_replyto";
  const own = blockForms.get(form)?.message?.(field, error.keyword);
  if (own) return own;
  switch (error.keyword) {
    case "required":
      if (field === "email") return MESSAGES.emailEmpty;
      return MESSAGES.missing(title);
    case "pattern":
      if (isEmail) return value === "" ? MESSAGES.emailEmpty : MESSAGES.emailInvalid;
      return MESSAGES.missing(title);
    case "maxLength":
      return MESSAGES.tooLong(title, (error.params as { limit: number }).limit);
    case "minItems":
      return `Please choose at least one for ${title}.`;
    case "enum":
      return `${Title} has a value this form does not send.`;
    case "uniqueItems":
      return `${Title} lists a value twice.`;
    case "additionalProperties":
      return `This form has no field named "${field}".`;
    case "type":
      return `${Title} must be sent once, as text.`;
    default:
      return `${Title} is not valid.`;
  }
}

/** A list field as stored: as its form says (the contact form's services: "a, b"), else by commas. */
function joinList(form: FormName, items: string[]): string {
  const own = blockForms.get(form)?.joinList;
  return own ? own(items) : items.join(",");
}

export function checkSubmission(form: FormName, raw: RawFields, receivedAt: Date): Checked {
  const { fields, filled } = prepare(form, raw, receivedAt);
  const validate = validators[form];
  if (validate(fields)) {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields))
      out[name] = Array.isArray(value) ? joinList(form, value as string[]) : String(value);
    return { ok: true, fields: out };
  }
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === "if") continue;
    const field = fieldOf(error);
    // One message per field: the first is the most useful (missing, then malformed); none
    // for a field the collector filled in from the address (the address's message says it).
    if (seen.has(field) || filled.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: messageFor(form, field, error, fields[field]) });
  }
  return { ok: false, errors };
}
