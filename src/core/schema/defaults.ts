/**
 * A default is written once, in the schema (`"default"` on a property), and given to a document
 * when it is loaded: the build's validator fills it into every valid document
 * (scripts/content/validators.ts), the editor's preview into the document being edited, the
 * block catalogue into each example. A component therefore reads `block.title`, never
 * `block.title ?? "Colour Palette"`, and the generated types (npm run types) mark a property
 * that has a default as always present. Pure; like ajv's `useDefaults`, it fills in only what is
 * absent, and the same walk serves the browser, which has no validator.
 */
import { deref, variantsOf, type Located, type Schemas } from "./json-schema.ts";

/** The schema of each property of an object schema that has a default, with that default. */
export function defaultedProperties(located: Located, schemas: Schemas): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [name, property] of Object.entries(located.schema.properties ?? {})) {
    const { schema } = deref({ schema: property, from: located.from }, schemas);
    if (schema.default !== undefined) found.set(name, schema.default);
  }
  return found;
}

/** The option of a discriminated `oneOf` that the value names; none when it names none. */
function namedVariant(located: Located, value: unknown, schemas: Schemas): Located | undefined {
  const name = located.schema.discriminator?.propertyName;
  if (!name || value === null || typeof value !== "object") return undefined;
  const tag = (value as Record<string, unknown>)[name];
  return variantsOf(located, schemas).find((option) => {
    const constant = option.schema.properties?.[name]?.const;
    return constant !== undefined && constant === tag;
  });
}

/**
 * Fills every absent property that has a default into `value` (in place), however deep: inside
 * lists, the option of a `oneOf` its discriminator names, and what `$ref`s point at. A value
 * that names no option is left as it is (the validator reports it). Returns `value`.
 */
export function applyDefaults<T>(value: T, at: Located, schemas: Schemas): T {
  const { schema, from } = deref(at, schemas);
  if (schema.oneOf) {
    const variant = namedVariant({ schema, from }, value, schemas);
    if (variant) applyDefaults(value, variant, schemas);
    return value;
  }
  if (Array.isArray(value)) {
    if (schema.items)
      for (const item of value) applyDefaults(item, { schema: schema.items, from }, schemas);
    return value;
  }
  if (value === null || typeof value !== "object" || !schema.properties) return value;
  const record = value as Record<string, unknown>;
  const defaults = defaultedProperties({ schema, from }, schemas);
  for (const [name, property] of Object.entries(schema.properties)) {
    if (record[name] === undefined && defaults.has(name))
      record[name] = structuredClone(defaults.get(name));
    if (record[name] !== undefined)
      applyDefaults(record[name], { schema: property, from }, schemas);
  }
  return value;
}
