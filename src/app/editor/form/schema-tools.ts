/**
 * What the editor's forms read from the JSON Schemas: the same schema files the build validates
 * with (keyed by their path from the project root, see src/core/schema/schema-keys.ts). Pure. The
 * subset of JSON Schema they are written in, and the keywords the forms handle, are
 * src/core/schema/json-schema.ts.
 */
import {
  deref,
  variantsOf,
  type JsonSchema,
  type Located,
  type Schemas,
} from "../../../core/schema/json-schema.ts";

export {
  deref,
  SCHEMA_KEYWORDS as FORM_KEYWORDS,
  unhandledKeywords,
  variantOf,
  variantsOf,
  type JsonSchema as Schema,
  type Located,
  type Schemas,
} from "../../../core/schema/json-schema.ts";

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

export function kindOfField(
  schema: JsonSchema,
):
  | "const"
  | "enum"
  | "hex"
  | "asset"
  | "boolean"
  | "number"
  | "string"
  | "text"
  | "array"
  | "object"
  | "variant"
  | "unknown" {
  if (schema.const !== undefined) return "const";
  if (schema.oneOf) return "variant";
  if (schema.enum) return "enum";
  const type = typeOf(schema);
  if (type === "string") {
    if (schema.title === "HexColor") return "hex";
    if (schema["x-kind"] === "asset") return "asset";
    const example = schema.examples?.[0];
    return typeof example === "string" && (example.length > 70 || example.includes("\n"))
      ? "text"
      : "string";
  }
  if (type === "boolean") return "boolean";
  if (type === "integer" || type === "number") return "number";
  if (type === "array") return "array";
  if (type === "object" || schema.properties) return "object";
  return "unknown";
}

/** Property names whose spelt-out form would still read as code. */
const PLAIN_NAMES: Record<string, string> = {
  src: "File",
  alt: "Alt text",
  hex: "Colour",
  rgb: "RGB",
  href: "Link",
  id: "Anchor",
  cta: "Call to action",
};

/** "uppercaseNames" → "Uppercase names". */
export function humanize(key: string): string {
  if (PLAIN_NAMES[key]) return PLAIN_NAMES[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A starting value for a new entry: the schema's first example, its default, or an empty one. */
export function initialValue(located: Located, schemas: Schemas): unknown {
  const { schema, from } = deref(located, schemas);
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return structuredClone(schema.examples[0]);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.oneOf) {
    const first = variantsOf({ schema, from }, schemas)[0];
    return first ? initialValue(first, schemas) : {};
  }
  switch (typeOf(schema)) {
    case "string":
      return "";
    case "boolean":
      return false;
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "array":
      return [];
  }
  const value: Record<string, unknown> = {};
  for (const name of schema.required ?? [])
    value[name] = initialValue({ schema: schema.properties?.[name] ?? {}, from }, schemas);
  return value;
}

const SUMMARY_KEYS = ["title", "heading", "headline", "text", "name", "label", "eyebrow", "lead"];

/** A block's one-line summary for the outline: its title or first words. */
export function summaryOf(value: unknown): string {
  if (value === null || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  const key = SUMMARY_KEYS.find((name) => typeof record[name] === "string" && record[name]);
  const text =
    (key && (record[key] as string)) ??
    Object.entries(record).find(
      ([name, v]) => name !== "type" && name !== "id" && typeof v === "string" && v,
    )?.[1];
  const line = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
