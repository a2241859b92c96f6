/**
 * Drafts: a page document with `"draft": true` is work in progress. `npm run dev` and the editor
 * show it (with a Draft badge, src/render/draft-badge.tsx); the production build publishes
 * `publishedModel(model)`, the site without its drafts, so every thing derived from the model
 * leaves them out: their routes and aliases (no HTML, no data file, no sitemap entry, no route in
 * the pages' route table), the search index, Our Work's tiles and filters, the share data, the
 * fonts' characters. A live page's Previous or Next that names a draft is followed past it, along
 * the draft's own Previous or Next, to the nearest live case study: the chain is the one a block
 * type's Node-side hooks give (`chain`, src/core/blocks/block-server.ts), so the build and the
 * validator pass their `servers`. Without them (the Vite plugin's client data, which holds no
 * Previous or Next) the links are left as written.
 *
 * The validator warns (`links-to-draft`) where a live document links to a draft, a link that
 * would go nowhere once built: `draftLinkWarnings`, given the validator's reporter.
 */
import type { PageDocument } from "../../src/generated/schema.ts";
import { isDraft } from "../../src/core/drafts.ts";
import { resolvePath, type RouteTable } from "../../src/core/routes.ts";
import {
  chainLinkOf,
  type BlockServers,
  type ChainLinks,
} from "../../src/core/blocks/block-server.ts";
import { buildModel, type PageEntry, type SiteModel } from "./model.ts";
import type { ParsedDocument, Reporter } from "./document.ts";

type Direction = "previous" | "next";

/** A JSON pointer of one segment ("/next") as the property it names. */
const keyOf = (pointer: string) => pointer.slice(1).replaceAll("~1", "/").replaceAll("~0", "~");

/**
 * Where a Previous or Next lands once drafts are skipped: `target` itself when it is live (or no
 * page), else the draft's own link in the same direction, followed until a live page. Undefined
 * when the way past the drafts ends (a draft without a Previous/Next bar, or drafts in a loop).
 */
export function skipDrafts(
  target: string,
  direction: Direction,
  model: { byRoute: ReadonlyMap<string, { doc: PageDocument }>; routeTable: RouteTable },
  servers: BlockServers,
): string | undefined {
  const seen = new Set<string>();
  let path = target;
  for (;;) {
    const resolved = resolvePath(path, model.routeTable);
    const entry = resolved.kind === "page" ? model.byRoute.get(resolved.route) : undefined;
    if (!entry || !isDraft(entry.doc)) return path;
    if (seen.has(entry.doc.route)) return undefined;
    seen.add(entry.doc.route);
    const link = chainLinkOf(entry.doc.blocks, servers);
    if (!link) return undefined;
    path = link.links[direction];
  }
}

/** The route table without the drafts' routes and the aliases that lead to them. */
function liveTable(table: RouteTable, drafts: Set<string>): RouteTable {
  return {
    routes: table.routes.filter((route) => !drafts.has(route)),
    aliases: Object.fromEntries(
      Object.entries(table.aliases).filter(([, route]) => !drafts.has(route)),
    ),
    families: table.families,
  };
}

/** A live page with its Previous/Next past the drafts (a copy; the model is left as it was). */
function skipping(entry: PageEntry, model: SiteModel, servers: BlockServers): PageEntry {
  const link = chainLinkOf(entry.doc.blocks, servers);
  if (!link) return entry;
  const past = (direction: Direction) =>
    skipDrafts(link.links[direction], direction, model, servers) ?? link.links[direction];
  const links: ChainLinks = { previous: past("previous"), next: past("next") };
  if (links.previous === link.links.previous && links.next === link.links.next) return entry;
  const blocks = entry.doc.blocks.slice();
  blocks[link.index] = {
    ...blocks[link.index]!,
    [keyOf(link.at.previous)]: links.previous,
    [keyOf(link.at.next)]: links.next,
  };
  return { ...entry, doc: { ...entry.doc, blocks } };
}

/**
 * The site as the production build publishes it: without its drafts (see above), the chain's
 * links past them when the block types' hooks are given.
 */
export function publishedModel(model: SiteModel, servers: BlockServers = {}): SiteModel {
  const drafts = new Set(model.pages.filter((p) => isDraft(p.doc)).map((p) => p.doc.route));
  if (drafts.size === 0) return model;
  return buildModel({
    site: model.site,
    taxonomy: model.taxonomy,
    pages: model.pages
      .filter((p) => !drafts.has(p.doc.route))
      .map((p) => skipping(p, model, servers)),
    routeTable: liveTable(model.routeTable, drafts),
  });
}

/**
 * The files under public/ that only drafts use: the build removes them from dist/ (which Vite
 * fills with the whole of public/), so a draft's pictures are not published before it is.
 */
export function draftOnlyAssets(model: SiteModel): string[] {
  const live = new Set(model.pages.filter((p) => !isDraft(p.doc)).flatMap((p) => p.assets));
  const draft = model.pages.filter((p) => isDraft(p.doc)).flatMap((p) => p.assets);
  return [...new Set(draft)].filter((src) => !live.has(src));
}

/**
 * Warns at each link of a live document (a page without the flag, the site's settings) that
 * lands on a draft. A Previous or Next is no such link while the way past the draft is open: the
 * build follows it (skipDrafts); it is reported only when that way ends.
 */
export function draftLinkWarnings(
  documents: readonly ParsedDocument[],
  table: RouteTable,
  report: Reporter,
  servers: BlockServers,
): void {
  const pages = documents.filter((d) => d.kind === "page") as ParsedDocument<PageDocument>[];
  const byRoute = new Map(pages.map((p) => [p.value.route, { doc: p.value, file: p.file }]));
  if (![...byRoute.values()].some((p) => isDraft(p.doc))) return;
  const model = { byRoute, routeTable: table };
  const draftAt = (path: string) => {
    if (!path.startsWith("/")) return undefined;
    const resolved = resolvePath(new URL(path, "https://site.invalid").pathname, table);
    const page = resolved.kind === "page" ? byRoute.get(resolved.route) : undefined;
    return page && isDraft(page.doc) ? page : undefined;
  };
  for (const doc of documents) {
    if (doc.kind === "taxonomy" || (doc.kind === "page" && isDraft(doc.value as PageDocument)))
      continue;
    for (const ref of doc.refs) {
      if (ref.kind !== "link" && ref.kind !== "route") continue;
      const draft = draftAt(ref.value);
      if (!draft) continue;
      // A Previous or Next (where the chain's block writes them); any other route is a link.
      const link =
        doc.kind === "page" ? chainLinkOf((doc.value as PageDocument).blocks, servers) : undefined;
      const direction = (["previous", "next"] as const).find(
        (way) => link && ref.pointer === `/blocks/${link.index}${link.at[way]}`,
      );
      if (direction && skipDrafts(ref.value, direction, model, servers)) continue;
      const what = direction ? (direction === "next" ? "Next" : "Previous") : "The link";
      const outcome = direction
        ? "and there is no live case study past it to go to instead"
        : "so this link would go nowhere";
      report.add(
        doc,
        ref.pointer,
        `${what} ${ref.value} goes to ${draft.file}, which is a draft: the built site leaves it out, ${outcome}. Make ${draft.file} live (remove "draft": true), or link to a live page until it is.`,
        { code: "links-to-draft" },
      );
    }
  }
}
