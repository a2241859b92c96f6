/**
 * What the editor's forms read from the JSON Schemas: the same schema files the build validates
 * with (keyed by their path from the project root, see src/core/schema-keys.ts). Pure.
 *
 * FORM_KEYWORDS lists every keyword the form generator understands, either by drawing a control
 * for it or by leaving it to the build's validator, whose errors the form shows at the field.
 * The build fails when a schema uses any other keyword (scripts/dev/content-plugin.ts), so the forms and
 * the schemas cannot drift apart.
 */
import { resolveSchemaRef } from "../../core/schema-keys.ts";

export interface Schema {
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  $ref?: string;
  items?: Schema;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
  properties?: Record<string, Schema>;
  required?: string[];
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  "x-kind"?: string;
}

export type Schemas = Record<string, Schema>;

/** A schema and the key of the file it is written in (its `$ref`s are relative to that file). */
export interface Located {
  schema: Schema;
  from: string;
}

/** Keywords the form draws a control for. */
const DRAWN = [
  "type",
  "properties",
  "required",
  "items",
  "$ref",
  "title",
  "description",
  "examples",
  "default",
  "enum",
  "const",
  "oneOf",
  "discriminator",
  "x-kind",
  "minimum",
  "maximum",
];
/** Keywords left to the build's validator (its message appears at the field), or metadata. */
const VALIDATED = [
  "additionalProperties",
  "pattern",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "format",
  "$schema",
  "$comment",
  "$id",
  "definitions",
  "defaultSnippets",
];
export const FORM_KEYWORDS: ReadonlySet<string> = new Set([...DRAWN, ...VALIDATED]);

/** Keywords whose value is data or a map of names, not a schema to walk into. */
const NOT_SCHEMAS = new Set([
  "examples",
  "default",
  "enum",
  "const",
  "defaultSnippets",
  "discriminator",
]);
const SCHEMA_MAPS = new Set(["properties", "definitions", "$defs", "patternProperties"]);

/** The schemas of what visitors post (schema/forms/): the server's, not the authors'. */
const FORM_POST_SCHEMAS = "schema/forms/";

/** Every keyword used in these schemas that the form generator does not handle, with where. */
export function unhandledKeywords(schemas: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (!FORM_KEYWORDS.has(key)) found.push(`${at}: "${key}"`);
      if (NOT_SCHEMAS.has(key)) continue;
      if (SCHEMA_MAPS.has(key) && value && typeof value === "object")
        for (const [name, child] of Object.entries(value)) walk(child, `${at}/${key}/${name}`);
      else walk(value, `${at}/${key}`);
    }
  };
  for (const [file, schema] of Object.entries(schemas))
    if (!file.startsWith(FORM_POST_SCHEMAS)) walk(schema, file + "#");
  return found;
}

function atPointer(root: unknown, pointer: string): Schema | undefined {
  return pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>(
      (node, name) => (node as Record<string, unknown> | undefined)?.[name],
      root,
    ) as Schema | undefined;
}

/**
 * Follows `$ref`s; what the referring schema says itself (title, description, examples, default)
 * wins over the target's, as it does in the documentation.
 */
export function deref(located: Located, schemas: Schemas): Located {
  let { schema, from } = located;
  const own = { ...schema };
  for (let hops = 0; schema.$ref && hops < 8; hops++) {
    const { key, pointer } = resolveSchemaRef(from, schema.$ref);
    const target = pointer ? atPointer(schemas[key], pointer) : schemas[key];
    if (!target) break;
    schema = target;
    from = key;
  }
  if (schema === located.schema) return located;
  const annotations = { ...own };
  delete annotations.$ref;
  return { schema: { ...schema, ...annotations, title: own.title ?? schema.title }, from };
}

/** The option of a `oneOf` with a discriminator that this value is (by its discriminating const). */
export function variantOf(located: Located, value: unknown, schemas: Schemas): Located | undefined {
  const { schema, from } = located;
  const options = (schema.oneOf ?? []).map((option) => deref({ schema: option, from }, schemas));
  const name = schema.discriminator?.propertyName;
  if (!name) return options[0];
  const tag = (value as Record<string, unknown> | null)?.[name];
  return options.find((option) => option.schema.properties?.[name]?.const === tag) ?? options[0];
}

export function variantsOf(located: Located, schemas: Schemas): Located[] {
  return (located.schema.oneOf ?? []).map((option) =>
    deref({ schema: option, from: located.from }, schemas),
  );
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

export function kindOfField(
  schema: Schema,
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
