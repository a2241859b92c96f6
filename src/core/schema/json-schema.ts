/**
 * The subset of JSON Schema (draft-07) the authors' schemas are written in: the document schemas
 * under schema/ and each block type's src/blocks/<type>/schema.json, keyed by their path from the
 * project root (schema-keys.ts). One type for every side that reads them: the build's validator
 * (scripts/content), the editor's forms (src/app/editor), the block catalogue and reference
 * (blocks/block-docs.ts), and the defaults a loaded document receives (defaults.ts). Pure.
 *
 * SCHEMA_KEYWORDS lists every keyword of the subset; the editor's forms handle each one, by
 * drawing a control for it or by leaving it to the build's validator, whose errors the form
 * shows at the field. The build fails when a schema uses any other keyword
 * (scripts/prerender/build-site.ts), so the forms and the schemas cannot drift apart.
 */
import { resolveSchemaRef } from "./schema-keys.ts";

export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $comment?: string;
  $ref?: string;
  title?: string;
  description?: string;
  examples?: unknown[];
  /** The value a document that leaves the property out is loaded with (defaults.ts). */
  default?: unknown;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  oneOf?: JsonSchema[];
  discriminator?: { propertyName: string };
  definitions?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** What a string names, for the checks across documents (scripts/content/validators.ts). */
  "x-kind"?: string;
  /** VS Code's snippets for a new value; for editors only. */
  defaultSnippets?: unknown[];
}

/** Every schema, by its key (its path from the project root). */
export type Schemas = Record<string, JsonSchema>;

/** A schema and the key of the file it is written in (its `$ref`s are relative to that file). */
export interface Located {
  schema: JsonSchema;
  from: string;
}

/**
 * Every keyword of the subset, and how the editor's forms handle it: `drawn`, a control for it;
 * `validated`, left to the build's validator (its message appears at the field), or metadata.
 * `satisfies` keeps this list and the JsonSchema type the same set of names.
 */
const KEYWORDS = {
  type: "drawn",
  properties: "drawn",
  required: "drawn",
  items: "drawn",
  $ref: "drawn",
  title: "drawn",
  description: "drawn",
  examples: "drawn",
  default: "drawn",
  enum: "drawn",
  const: "drawn",
  oneOf: "drawn",
  discriminator: "drawn",
  "x-kind": "drawn",
  minimum: "drawn",
  maximum: "drawn",
  additionalProperties: "validated",
  pattern: "validated",
  minLength: "validated",
  maxLength: "validated",
  minItems: "validated",
  maxItems: "validated",
  uniqueItems: "validated",
  format: "validated",
  $schema: "validated",
  $comment: "validated",
  $id: "validated",
  definitions: "validated",
  defaultSnippets: "validated",
} as const satisfies Record<keyof JsonSchema, "drawn" | "validated">;

export const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set(Object.keys(KEYWORDS));

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

/** Every keyword used in these schemas that is not in the subset, with where. */
export function unhandledKeywords(schemas: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (!SCHEMA_KEYWORDS.has(key)) found.push(`${at}: "${key}"`);
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

/** The part of a schema file at a JSON pointer ("/definitions/hex"). */
export function atPointer(root: unknown, pointer: string): JsonSchema | undefined {
  return pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>(
      (node, name) => (node as Record<string, unknown> | undefined)?.[name],
      root,
    ) as JsonSchema | undefined;
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

export function variantsOf(located: Located, schemas: Schemas): Located[] {
  return (located.schema.oneOf ?? []).map((option) =>
    deref({ schema: option, from: located.from }, schemas),
  );
}

/** The option of a `oneOf` with a discriminator that this value is (by its discriminating const). */
export function variantOf(located: Located, value: unknown, schemas: Schemas): Located | undefined {
  const options = variantsOf(located, schemas);
  const name = located.schema.discriminator?.propertyName;
  if (!name) return options[0];
  const tag = (value as Record<string, unknown> | null)?.[name];
  return options.find((option) => option.schema.properties?.[name]?.const === tag) ?? options[0];
}
