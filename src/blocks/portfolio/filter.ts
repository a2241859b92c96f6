/**
 * Our Work's filtering, as pure functions: which tiles match a chip, how the URL and the search's
 * session-storage hand-off select a chip, and which URL a chip writes back.
 */
import type { ClientTaxonomy } from "../../core/client-site-data.ts";
import type { Tile } from "../../core/types.ts";
import { QUERY_PARAM, SESSION_FILTER, SESSION_TAB } from "./params.ts";

/** By service (the default) or by industry. */
export type FilterMode = "service" | "industry";

/** What is selected: the mode and the chip's category id (null: no chip, every tile). */
export interface Selection {
  mode: FilterMode;
  /** The canonical category id of the selected chip. */
  id: string | null;
  /**
   * The id the URL asked for when it names no category; nothing matches it. Kept so that a
   * wrong link shows the empty result instead of silently showing everything.
   */
  unknown?: string;
}

export { QUERY_PARAM, SESSION_FILTER, SESSION_TAB };
/** The search's names for the two modes in session storage. */
const SESSION_TAB_MODE: Record<string, FilterMode> = {
  industry: "industry",
  displayService: "service",
};

function categoriesOf(taxonomy: ClientTaxonomy, mode: FilterMode) {
  return mode === "service" ? taxonomy.services : taxonomy.industries;
}

/**
 * The canonical id of a category of this mode named by its id or one of its aliases, ignoring
 * case and surrounding spaces ("socialmedia" → "social"); undefined when no category has it.
 */
export function canonicalCategory(
  taxonomy: ClientTaxonomy,
  mode: FilterMode,
  raw: string,
): string | undefined {
  const wanted = raw.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const category of categoriesOf(taxonomy, mode)) {
    if (category.id.toLowerCase() === wanted) return category.id;
  }
  for (const category of categoriesOf(taxonomy, mode)) {
    if (category.aliases?.some((alias) => alias.toLowerCase() === wanted)) return category.id;
  }
  return undefined;
}

/**
 * A tile matches a service chip when its services contain the category id (photo covers
 * photography, videography and video editing), an industry chip when its industry is the id.
 */
export function tileMatches(tile: Tile, mode: FilterMode, id: string): boolean {
  return mode === "service" ? tile.services.includes(id) : tile.industry === id;
}

/** The tiles a selection shows: every tile without a chip, none for an unknown id. */
export function filterTiles(tiles: readonly Tile[], selection: Selection): Tile[] {
  if (selection.unknown !== undefined) return [];
  const { id, mode } = selection;
  if (id === null) return [...tiles];
  return tiles.filter((tile) => tileMatches(tile, mode, id));
}

/** How many tiles each category of a mode has, by category id. */
export function countByCategory(
  tiles: readonly Tile[],
  taxonomy: ClientTaxonomy,
  mode: FilterMode,
): Map<string, number> {
  return new Map(
    categoriesOf(taxonomy, mode).map((category) => [
      category.id,
      tiles.filter((tile) => tileMatches(tile, mode, category.id)).length,
    ]),
  );
}

function selectionFor(
  taxonomy: ClientTaxonomy,
  mode: FilterMode,
  raw: string,
): Selection | undefined {
  if (!raw.trim()) return undefined;
  const id = canonicalCategory(taxonomy, mode, raw);
  return id ? { mode, id } : { mode, id: null, unknown: raw };
}

/**
 * The selection a query string asks for: `?filter=` selects a service chip, `?industry=` an
 * industry chip (if both are given, industry wins, as it is the more specific request);
 * undefined when it asks for none.
 */
export function selectionFromSearch(
  search: string | URLSearchParams,
  taxonomy: ClientTaxonomy,
): Selection | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const industry = params.get(QUERY_PARAM.industry);
  if (industry !== null) {
    const selection = selectionFor(taxonomy, "industry", industry);
    if (selection) return selection;
  }
  const service = params.get(QUERY_PARAM.service);
  if (service !== null) return selectionFor(taxonomy, "service", service);
  return undefined;
}

/**
 * The selection the site search handed over in session storage ("activeTab" = "industry" or
 * "displayService", "activeFilter" = category id), or undefined when there is none.
 */
export function selectionFromSession(
  activeTab: string | null,
  activeFilter: string | null,
  taxonomy: ClientTaxonomy,
): Selection | undefined {
  const mode = activeTab === null ? undefined : SESSION_TAB_MODE[activeTab];
  if (!mode || activeFilter === null) return undefined;
  return selectionFor(taxonomy, mode, activeFilter);
}

/** The query string that selects this chip ("" for none): what the URL shows while it is selected. */
export function searchFor(mode: FilterMode, id: string | null): string {
  return id === null ? "" : `?${new URLSearchParams({ [QUERY_PARAM[mode]]: id })}`;
}

/** Replaces {shown} and {total} in the count text. */
export function countText(template: string, shown: number, total: number): string {
  return template.replace(/\{shown\}/g, String(shown)).replace(/\{total\}/g, String(total));
}
