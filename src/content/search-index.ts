/**
 * The site search index, derived at build time from the documents: the main pages (the header's
 * links), one filter entry per service and industry category, every listed case study, and
 * whatever entries blocks contribute (services, the founder…) through `blockSearchEntries`.
 */
import type { Block } from "../generated/schema.ts";
import type { SiteModel } from "./model.ts";

export type SearchEntryType = "page" | "service" | "team" | "filter" | "project" | "content";

export interface SearchEntry {
  type: SearchEntryType;
  title: string;
  path: string;
  description: string;
  /** For filter entries: which chip of Our Work it selects. */
  filter?: { id: string; category: "industry" | "service" };
}

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

/**
 * Block types that add entries to the index. A block type that names services, people or other
 * findable things adds a function here; it receives the block and the route of its page.
 */
export const blockSearchEntries: {
  [T in Block["type"]]?: (block: BlockOf<T>, route: string) => SearchEntry[];
} = {
  // Each service of the Services page is findable by its name and its one-line promise.
  "service-list": (block, route) =>
    block.services.map((service) => ({
      type: "service",
      title: service.title,
      path: route,
      description: service.subtitle,
    })),
  // The founder on the About page is the index's team entry.
  founder: (block, route) => [
    {
      type: "team",
      title: block.name,
      path: route,
      description: `${block.role}. ${block.bio[0] ?? ""}`.trim(),
    },
  ],
};

export function buildSearchIndex(model: SiteModel): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const link of model.site.nav) {
    const page = model.byRoute.get(link.href);
    if (page)
      entries.push({
        type: "page",
        title: link.label,
        path: link.href,
        description: page.doc.description,
      });
  }
  for (const page of model.pages) {
    for (const block of page.doc.blocks) {
      const contribute = blockSearchEntries[block.type] as
        ((b: Block, route: string) => SearchEntry[]) | undefined;
      if (contribute) entries.push(...contribute(block, page.doc.route));
    }
  }
  for (const category of model.taxonomy.services) {
    entries.push({
      type: "filter",
      title: category.label,
      path: `/work?filter=${category.id}`,
      description: `Case studies in ${category.label}`,
      filter: { id: category.id, category: "service" },
    });
  }
  for (const category of model.taxonomy.industries) {
    entries.push({
      type: "filter",
      title: category.label,
      path: `/work?industry=${category.id}`,
      description: `Case studies for ${category.label} clients`,
      filter: { id: category.id, category: "industry" },
    });
  }
  for (const tile of model.tiles) {
    const doc = model.byRoute.get(tile.route)?.doc;
    entries.push({
      type: "project",
      title: tile.title,
      path: tile.route,
      description: doc?.description ?? tile.displayServices,
    });
  }
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.type}\u0000${entry.path}\u0000${entry.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
