/**
 * What the block schemas say about each block type, for the block catalogue (/__blocks) and
 * the block reference in AUTHORING.md. Pure; reads schema objects only.
 */
import type { Block } from "../../generated/schema.ts";
import { atPointer, type JsonSchema, type Schemas } from "../schema/json-schema.ts";
import { applyDefaults } from "../schema/defaults.ts";
import { blockTypeOfKey, resolveSchemaRef } from "../schema/schema-keys.ts";

export interface CatalogueProperty {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The schema's first example, as short JSON, when it fits in a table cell. */
  example?: string;
}

/** A property's first example as compact JSON, or undefined when it is too long for a table. */
export function exampleLabel(schema: JsonSchema, max = 48): string | undefined {
  if (!schema.examples?.length) return undefined;
  const text = JSON.stringify(schema.examples[0]);
  return text.length <= max ? text : undefined;
}

export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  /** The schema's first whole-block example, as written. */
  example?: Block;
  /** The example as the site loads it: with the schema's defaults (defaults.ts), to render. */
  loaded?: Block;
  properties: CatalogueProperty[];
}

/**
 * A short type name for the property table: "text", "1 | 2 | 3", "list of Image"… `from` is the
 * key of the schema the property is written in (its `$ref`s are relative to that file).
 */
export function typeLabel(schema: JsonSchema, schemas: Schemas, from: string): string {
  if (schema.$ref) {
    const { key, pointer } = resolveSchemaRef(from, schema.$ref);
    const target = pointer ? atPointer(schemas[key], pointer) : schemas[key];
    return target?.title ?? schema.$ref.split("/").pop() ?? "object";
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.oneOf)
    return schema.oneOf.map((s) => s.title ?? typeLabel(s, schemas, from)).join(" | ");
  if (schema.type === "array")
    return `list of ${schema.items ? (schema.items.title ?? typeLabel(schema.items, schemas, from)) : "values"}`;
  if (schema.type === "string") return "text";
  if (schema.type === "integer") return "whole number";
  if (schema.type === "boolean") return "true / false";
  return schema.title ?? String(schema.type ?? "value");
}

/** One catalogue entry per block schema (schemas keyed by their path: see schema-keys.ts). */
export function catalogueEntries(schemas: Schemas): CatalogueEntry[] {
  return Object.entries(schemas)
    .filter(([key]) => blockTypeOfKey(key) !== undefined)
    .map(([key, schema]) => {
      const type = String(schema.properties?.type?.const);
      const example = schema.examples?.[0] as Block | undefined;
      return {
        type,
        title: schema.title ?? type,
        description: schema.description ?? "",
        example,
        loaded: example && applyDefaults(structuredClone(example), { schema, from: key }, schemas),
        properties: Object.entries(schema.properties ?? {}).map(([name, property]) => ({
          name,
          type: typeLabel(property, schemas, key),
          required: (schema.required ?? []).includes(name),
          description: property.description ?? "",
          example: exampleLabel(property),
        })),
      };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The block reference section of AUTHORING.md. */
export function blockReferenceMarkdown(entries: CatalogueEntry[]): string {
  return entries
    .map((entry) => {
      const rows = entry.properties.map(
        (p) =>
          `| \`${p.name}\` | ${cell(p.type)} | ${p.required ? "yes" : "no"} | ${cell(p.description)} | ${p.example ? `\`${cell(p.example)}\`` : ""} |`,
      );
      return [
        `### \`${entry.type}\` — ${entry.title}`,
        "",
        entry.description,
        "",
        "| Property | Type | Required | What it is | Example |",
        "| --- | --- | --- | --- | --- |",
        ...rows,
        "",
        "```json",
        JSON.stringify(entry.example ?? { type: entry.type }, null, 2),
        "```",
      ].join("\n");
    })
    .join("\n\n");
}
