/**
 * Schema versions. When a schema changes in a way old documents do not meet, bump
 * CURRENT_SCHEMA_VERSION, update the `const` of "schemaVersion" in the three document schemas
 * and add a migration here; `npm run migrate` rewrites old documents, and the validator tells
 * authors to run it when it meets an old version.
 */
export const CURRENT_SCHEMA_VERSION = 1;

type Json = Record<string, unknown>;

export interface Migration {
  from: number;
  to: number;
  description: string;
  migrate(doc: Json): Json;
}

/** Version of a document: documents from before versioning have no "schemaVersion" (0). */
export function versionOf(doc: Json): number {
  return typeof doc.schemaVersion === "number" ? doc.schemaVersion : 0;
}

export const migrations: Migration[] = [
  {
    from: 0,
    to: 1,
    description:
      'Documents from before versioning get "schemaVersion": 1 after "$schema", and a text block\'s single "body" string becomes "paragraphs".',
    migrate(doc) {
      const { $schema, ...rest } = doc;
      const blocks = Array.isArray(rest.blocks)
        ? rest.blocks.map((block: Json) => {
            if (block?.type !== "text" || typeof block.body !== "string") return block;
            const { body, ...others } = block;
            return {
              ...others,
              paragraphs: String(body)
                .split(/\n\s*\n/)
                .map((p) => p.trim())
                .filter(Boolean),
            };
          })
        : rest.blocks;
      return { $schema, schemaVersion: 1, ...rest, ...(blocks ? { blocks } : {}) };
    },
  },
];

/** Applies every migration from the document's version up to the current one. */
export function migrate(doc: Json): { doc: Json; applied: Migration[] } {
  let current = doc;
  const applied: Migration[] = [];
  for (let version = versionOf(doc); version < CURRENT_SCHEMA_VERSION;) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new Error(`No migration from schema version ${version}.`);
    current = step.migrate(current);
    applied.push(step);
    version = step.to;
  }
  return { doc: current, applied };
}
