/**
 * How the schemas are named in memory: by their path from the project root, the way a `$ref`
 * between files reads. The document schemas live in schema/ ("schema/page.schema.json"); each
 * block type's schema lives in its own folder ("src/blocks/banner/schema.json"), beside its
 * component and definition.
 */
/** The kinds of document under pages/: one site, one taxonomy, and the pages. */
export type DocumentKind = "page" | "site" | "taxonomy";

/** The key of each document kind's schema. */
export const documentSchemaKey: Record<DocumentKind, string> = {
  page: "schema/page.schema.json",
  site: "schema/site.schema.json",
  taxonomy: "schema/taxonomy.schema.json",
};

/** The generated union of every block schema (npm run types). */
export const BLOCK_UNION_KEY = "schema/block.schema.json";

/** A block type's schema: src/blocks/<type>/schema.json. */
export const blockSchemaKey = (type: string): string => `src/blocks/${type}/schema.json`;

const BLOCK_SCHEMA = /^src\/blocks\/([^/]+)\/schema\.json$/;

/** The block type whose schema this key names, or undefined for any other schema. */
export function blockTypeOfKey(key: string): string | undefined {
  return BLOCK_SCHEMA.exec(key)?.[1];
}

/**
 * The key (and `#pointer`, if any) that a `$ref` written in the schema `from` points at:
 * "../../../schema/defs.schema.json#/definitions/hex" from "src/blocks/palette/schema.json" is
 * "schema/defs.schema.json#/definitions/hex". A reference inside the same file keeps `from`.
 */
export function resolveSchemaRef(from: string, ref: string): { key: string; pointer: string } {
  const url = new URL(ref, `file:///${from}`);
  return {
    key: decodeURIComponent(url.pathname.slice(1)),
    pointer: decodeURIComponent(url.hash.slice(1)),
  };
}
