/**
 * The Preview frame's copy of the page being edited, brought up to date by each message from the
 * editor: a whole page (on opening, or when the frame is new), else a change (preview-patch.ts).
 * As the build loads a page, what the author left out the schema's default fills in: into the
 * whole page once, then into each block as it arrives and into the page's own properties when
 * they change, never again into the blocks the Preview already has (a delete filled in 200
 * blocks' defaults again). Every block a change does not touch stays the same object, which the
 * renderer draws again only when it is not (page-renderer.tsx).
 */
import { applyDefaults } from "../../../core/schema/defaults.ts";
import type { Located, Schemas } from "../../../core/schema/json-schema.ts";
import type { PageDocument } from "../../../generated/schema.ts";
import { applyChange, documentOf, held, type Held } from "./preview-patch.ts";
import type { PatchPreview, ToPreview } from "./preview-messages.ts";

export interface Received {
  route: string;
  /** The page by its blocks' identities, to which a change applies; null for a page without
   * a list of blocks (broken by hand), which only a whole page replaces. */
  page: Held | null;
  doc: PageDocument;
  /** Each block's React key: its identity. */
  ids: readonly string[];
  /** The block types that arrived with this message (their code may have to load). */
  types: string[];
}

const typeOf = (block: unknown) => (block as { type?: unknown } | null)?.type;
const typesOf = (blocks: readonly unknown[]) =>
  blocks.map(typeOf).filter((type): type is string => typeof type === "string");

/**
 * `last` with `message` received: `pageAt` is the page schema, `schemas` all of them. Undefined
 * for a change that has no page to apply to.
 */
export function receive(
  last: Received | null,
  message: ToPreview | PatchPreview,
  pageAt: Located,
  schemas: Schemas,
): Received | undefined {
  if (message.kind === "render") {
    const doc = applyDefaults(message.doc, pageAt, schemas) as PageDocument;
    const blocks: unknown[] = Array.isArray(doc?.blocks) ? doc.blocks : [];
    const ids = message.ids ?? blocks.map((_, index) => `@${index}`);
    const page = held(doc, ids) ?? null;
    return { route: message.route, page, doc, ids, types: typesOf(blocks) };
  }
  if (!last?.page) return undefined;
  const blockAt = { schema: pageAt.schema.properties!.blocks!.items!, from: pageAt.from };
  let page = applyChange(last.page, message, (block) => applyDefaults(block, blockAt, schemas));
  if (message.props.length) {
    // The page's own properties, defaults filled in; its blocks are filled in one by one above.
    const props: Record<string, unknown> = applyDefaults({ ...page.props }, pageAt, schemas);
    delete props.blocks;
    page = { ...page, props };
  }
  return {
    route: last.route,
    page,
    doc: documentOf(page) as unknown as PageDocument,
    ids: page.ids,
    types: typesOf(message.blocks.map(([, block]) => block)),
  };
}
