/**
 * The schema pass's tools: one ajv instance per set of schemas, compiled once, with the
 * `x-kind` keyword that collects every link, route, asset and taxonomy id a document holds
 * (for the checks across documents), and the names of the schema files by document kind. A
 * document that passes is given its schema's defaults (src/core/schema/defaults.ts).
 */
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Reference } from "./document.ts";
import { applyDefaults } from "../../src/core/schema/defaults.ts";
import type { Schemas } from "../../src/core/schema/json-schema.ts";
import {
  BLOCK_UNION_KEY,
  documentSchemaKey,
  resolveSchemaRef,
  type DocumentKind,
} from "../../src/core/schema/schema-keys.ts";

/** The file name of each document kind's schema, in schema/ ("page.schema.json"). */
export const schemaFileOf = Object.fromEntries(
  Object.entries(documentSchemaKey).map(([kind, key]) => [kind, key.replace(/^schema\//, "")]),
) as Record<DocumentKind, string>;

export interface Validators {
  page: ValidateFunction;
  site: ValidateFunction;
  taxonomy: ValidateFunction;
  blockTypes: string[];
  /** A validator for any part of a schema, by key and JSON pointer ("src/blocks/text/schema.json#/properties/id"). */
  schemaAt: (ref: string) => ValidateFunction | undefined;
  /**
   * Validates a document as `kind`, returning the references its `x-kind` values hold; a valid
   * one is given its schema's defaults, in place.
   */
  check: (kind: DocumentKind, value: unknown) => { ok: boolean; refs: Reference[] };
}

const validatorCache = new WeakMap<object, Validators>();

export function createValidators(schemas: Schemas): Validators {
  const cached = validatorCache.get(schemas);
  if (cached) return cached;
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    verbose: true,
    allowMatchingProperties: true,
  });
  addFormats(ajv, ["email"]);
  // Editor-only keyword (VS Code snippets); ajv must accept it in strict mode.
  ajv.addVocabulary(["defaultSnippets"]);
  // Where the references of the document being checked go; this instance's own, never shared.
  let found: Reference[] = [];
  ajv.addKeyword({
    keyword: "x-kind",
    schemaType: "string",
    validate: (
      kind: Reference["kind"],
      data: unknown,
      _schema: unknown,
      ctx?: { instancePath: string },
    ) => {
      if (typeof data === "string")
        found.push({ kind, value: data, pointer: ctx?.instancePath ?? "" });
      return true;
    },
  });
  for (const [key, schema] of Object.entries(schemas)) ajv.addSchema(schema, key);
  const get = (key: string) => {
    const fn = ajv.getSchema(key);
    if (!fn) throw new Error(`The schema ${key} is missing.`);
    return fn;
  };
  const union = schemas[BLOCK_UNION_KEY] as { oneOf: { $ref: string }[] };
  const blockTypes = union.oneOf.map((ref) => {
    const { key } = resolveSchemaRef(BLOCK_UNION_KEY, ref.$ref);
    const block = schemas[key] as { properties: { type: { const: string } } };
    return block.properties.type.const;
  });
  const validators: Validators = {
    page: get(documentSchemaKey.page),
    site: get(documentSchemaKey.site),
    taxonomy: get(documentSchemaKey.taxonomy),
    blockTypes,
    schemaAt: (ref: string) => ajv.getSchema(ref),
    check(kind, value) {
      found = [];
      const ok = validators[kind](value) as boolean;
      const refs = found;
      found = [];
      const key = documentSchemaKey[kind];
      if (ok) applyDefaults(value, { schema: schemas[key]!, from: key }, schemas);
      return { ok, refs };
    },
  };
  validatorCache.set(schemas, validators);
  return validators;
}

/** Which schema a document claims, from the file name its `$schema` points at. */
export function kindOf(value: unknown): DocumentKind | undefined {
  const pointer = (value as { $schema?: unknown } | null)?.$schema;
  if (typeof pointer !== "string") return undefined;
  const name = pointer.split("/").pop();
  return (Object.keys(schemaFileOf) as DocumentKind[]).find((k) => schemaFileOf[k] === name);
}

/** The `$schema` path a document in `file` should have. */
export function relativeSchemaPath(file: string, kind: DocumentKind): string {
  const depth = file.split("/").length - 1;
  return `${"../".repeat(depth)}schema/${schemaFileOf[kind]}`;
}
