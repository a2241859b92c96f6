/**
 * The site search index, derived at build time from the documents: the main pages (the header's
 * links), one filter entry per service and industry category, every listed case study, and
 * whatever entries blocks contribute (services, the founder…) through their definitions'
 * `searchEntries` (src/blocks/<type>/block.ts).
 */
import type { Block, TaxonomyDocument } from "../../src/generated/schema.ts";
import type { BlockDefinitions } from "../../src/core/blocks/define-block.ts";
import type { SearchEntry } from "../../src/core/types.ts";
import type { SiteModel } from "./model.ts";

export type { SearchEntry, SearchEntryType } from "../../src/core/types.ts";

/** Every term a category answers to in the search: its label, id aliases and keywords. */
export function filterTerms(category: TaxonomyDocument["services"][number]): string[] {
  return [category.label, ...(category.aliases ?? []), ...(category.keywords ?? [])];
}

export function buildSearchIndex(model: SiteModel, definitions: BlockDefinitions): SearchEntry[] {
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
      const contribute = definitions[block.type]?.searchEntries as
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
      filter: { id: category.id, category: "service", terms: filterTerms(category) },
    });
  }
  for (const category of model.taxonomy.industries) {
    entries.push({
      type: "filter",
      title: category.label,
      path: `/work?industry=${category.id}`,
      description: `Case studies for ${category.label} clients`,
      filter: { id: category.id, category: "industry", terms: filterTerms(category) },
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
