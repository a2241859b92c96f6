/**
 * Checks beyond the schema, reported as warnings with the same positions as errors: alt text,
 * title and description lengths, a consistent Previous/Next chain (its links are the block
 * whose type's Node-side hooks say how it links, BlockChain in src/core/blocks/block-server.ts) and
 * media files no document uses. What one block type's data can get wrong is that type's own
 * check (block-checks.ts).
 */
import type { PageDocument } from "../../src/generated/schema.ts";
import {
  chainLinkOf,
  type BlockServers,
  type ChainLinks,
} from "../../src/core/blocks/block-server.ts";
import { resolvePath, type RouteTable } from "../../src/core/routes.ts";
import type { JsonSource } from "./json-source.ts";
import type { DiagnosticCode } from "../../src/core/diagnostics/diagnostics.ts";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../../src/core/diagnostics/content-limits.ts";

export interface CheckedDocument {
  file: string;
  kind: string;
  source: JsonSource;
  value: unknown;
  refs: { kind: string; value: string; pointer: string }[];
}

export type Warn = (
  doc: CheckedDocument,
  pointer: string,
  message: string,
  code: DiagnosticCode,
  part?: "key" | "value",
) => void;

/** Media the code itself uses, not any document. */
export const MEDIA_USED_BY_CODE = ["/media/placeholder-logo.png", "/media/placeholder-banner.png"];

function walk(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void) {
  visit(value, pointer);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      walk(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, visit);
  }
}

export function contentChecks(input: {
  documents: CheckedDocument[];
  table: RouteTable;
  warn: Warn;
  /** Every file under public/media, as public paths (/media/...). */
  mediaFiles?: string[];
  /** Asset paths mentioned anywhere in the schemas (their examples). */
  schemaAssets?: string[];
  /** The block types' Node-side hooks: the chain is checked where one of them links it. */
  servers?: BlockServers;
}) {
  const { documents, table, warn } = input;
  const pages = documents.filter((d) => d.kind === "page") as (CheckedDocument & {
    value: PageDocument;
  })[];

  for (const doc of documents) {
    walk(doc.value, "", (value, pointer) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return;
      const image = value as { src?: unknown; alt?: unknown };
      if (
        typeof image.src === "string" &&
        typeof image.alt === "string" &&
        image.alt.trim() === ""
      ) {
        warn(
          doc,
          `${pointer}/alt`,
          `The image ${image.src} has no alt text. Describe what it shows, for people who cannot see it.`,
          "missing-alt",
        );
      }
    });
  }

  for (const page of pages) {
    const { title, description } = page.value;
    if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) {
      warn(
        page,
        "/title",
        `The title is ${title.length} characters long; ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} reads best in browser tabs and search results.`,
        "title-length",
      );
    }
    if (
      description.length < DESCRIPTION_LENGTH.min ||
      description.length > DESCRIPTION_LENGTH.max
    ) {
      warn(
        page,
        "/description",
        `The description is ${description.length} characters long; ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} reads best in search results and link previews.`,
        "description-length",
      );
    }
  }

  // A's Next is B ⇒ B's Previous is A, among the case studies listed in Our Work.
  const prevNextOf = new Map<
    string,
    { doc: CheckedDocument & { value: PageDocument }; pointer: string; links: ChainLinks }
  >();
  for (const page of pages) {
    if (!page.value.project || page.value.project.listed === false) continue;
    const link = chainLinkOf(page.value.blocks, input.servers ?? {});
    if (link)
      prevNextOf.set(page.value.route, {
        doc: page,
        pointer: `/blocks/${link.index}${link.at.next}`,
        links: link.links,
      });
  }
  const canonical = (path: string) => {
    const r = resolvePath(path, table);
    return r.kind === "page" ? r.route : path;
  };
  for (const [route, a] of prevNextOf) {
    const b = prevNextOf.get(canonical(a.links.next));
    if (!b) continue;
    if (canonical(b.links.previous) !== route) {
      warn(
        a.doc,
        a.pointer,
        `Next of ${a.doc.file} is ${a.links.next}, but Previous of ${b.doc.file} is ${b.links.previous}, not ${route}. Make them point at each other.`,
        "chain-inconsistent",
      );
    }
  }

  if (input.mediaFiles) {
    const used = new Set<string>([...MEDIA_USED_BY_CODE, ...(input.schemaAssets ?? [])]);
    for (const doc of documents)
      for (const ref of doc.refs) if (ref.kind === "asset") used.add(ref.value);
    const site = documents.find((d) => d.kind === "site");
    for (const file of input.mediaFiles) {
      if (!used.has(file) && site) {
        warn(
          site,
          "",
          `public${file} is not used by any document. Use it or delete it.`,
          "orphan-asset",
        );
      }
    }
  }
}
