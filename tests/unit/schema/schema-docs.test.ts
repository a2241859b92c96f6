/**
 * Editor support: every property of every schema carries a `description` (the hover text) and
 * `examples` (what VS Code offers as a completion), and every example is itself valid, so the
 * editor never suggests a value the validator would then reject.
 */
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../../scripts/content/load.ts";
import { createValidators } from "../../../scripts/content/validators.ts";
import { root } from "../support/fixture-site.ts";

type Schema = Record<string, unknown>;

interface PropertyAt {
  key: string;
  pointer: string;
  schema: Schema;
}

/** Every entry of every `properties` map in a schema, with its JSON pointer. */
export function propertiesOf(key: string, schema: unknown, pointer = ""): PropertyAt[] {
  if (!schema || typeof schema !== "object") return [];
  if (Array.isArray(schema))
    return schema.flatMap((item, i) => propertiesOf(key, item, `${pointer}/${i}`));
  const found: PropertyAt[] = [];
  for (const [name, value] of Object.entries(schema as Schema)) {
    // Example and snippet data are instances, not schemas.
    if (["examples", "default", "defaultSnippets", "const", "enum"].includes(name)) continue;
    const at = `${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (name === "properties" && value && typeof value === "object") {
      for (const [property, sub] of Object.entries(value as Schema)) {
        const propertyPointer = `${at}/${property.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        found.push({ key, pointer: propertyPointer, schema: sub as Schema });
        found.push(...propertiesOf(key, sub, propertyPointer));
      }
    } else found.push(...propertiesOf(key, value, at));
  }
  return found;
}

const schemas = loadSchemas(root);
// block.schema.json is generated: a list of references, no properties of its own.
const authored = Object.entries(schemas).filter(([key]) => key !== "schema/block.schema.json");
const properties = authored.flatMap(([key, schema]) => propertiesOf(key, schema));
const { schemaAt } = createValidators(schemas);

describe("schema documentation for editors", () => {
  it("finds the properties of every schema", () => {
    expect(authored.length).toBeGreaterThanOrEqual(31);
    expect(properties.length).toBeGreaterThan(300);
  });

  it("gives every property a description", () => {
    const missing = properties
      .filter((p) => typeof p.schema.description !== "string" || !p.schema.description.trim())
      .map((p) => `${p.key}#${p.pointer}`);
    expect(missing).toEqual([]);
  });

  it("gives every property at least one example", () => {
    const missing = properties
      .filter((p) => !Array.isArray(p.schema.examples) || p.schema.examples.length === 0)
      .map((p) => `${p.key}#${p.pointer}`);
    expect(missing).toEqual([]);
  });

  it("only gives examples that its own schema accepts", () => {
    const rejected: string[] = [];
    for (const p of properties) {
      const validate = schemaAt(`${p.key}#${p.pointer}`);
      expect(validate, `${p.key}#${p.pointer}`).toBeTypeOf("function");
      for (const example of (p.schema.examples as unknown[] | undefined) ?? []) {
        if (!validate!(example))
          rejected.push(
            `${p.key}#${p.pointer}: ${JSON.stringify(example)} ${JSON.stringify(validate!.errors)}`,
          );
      }
    }
    expect(rejected).toEqual([]);
  });

  it("would catch a property without an example", () => {
    const bare = propertiesOf("x.json", {
      properties: { a: { description: "A", examples: [1] }, b: { description: "B" } },
    });
    expect(bare.filter((p) => !p.schema.examples).map((p) => p.pointer)).toEqual(["/properties/b"]);
  });
});
