/**
 * The site model: everything derived once from the validated documents (routes, portfolio
 * tiles, the chrome's data). Blocks never reach into other documents; they get what they
 * need from here.
 */
import type {
  Image,
  PageDocument,
  SiteDocument,
  TaxonomyDocument,
} from "../../src/generated/schema.ts";
import { isDraft } from "../../src/core/drafts.ts";
import type { RouteTable } from "../../src/core/routes.ts";
import type { Tile } from "../../src/core/types.ts";

export interface PageEntry {
  file: string;
  doc: PageDocument;
  /** Every asset path the document refers to. */
  assets: string[];
}

export interface SiteModel {
  site: SiteDocument;
  taxonomy: TaxonomyDocument;
  pages: PageEntry[];
  byRoute: Map<string, PageEntry>;
  routeTable: RouteTable;
  tiles: Tile[];
}

export const PLACEHOLDER_LOGO: Image = { src: "/media/placeholder-logo.png", alt: "" };

/** Shown for a case study without an industry. */
export const NO_INDUSTRY = "N/A";

/**
 * The Our Work tiles, one per listed case study, in document order: a missing title falls back
 * to the brand, then to "Untitled"; a missing logo to a placeholder; a missing industry to
 * "N/A". Tiles are de-duplicated by source plus id, ignoring case (/portfolio/info5/Oddbolle and
 * /portfolio/info5/oddbolle are one project).
 */
export function buildTiles(pages: PageEntry[], taxonomy: TaxonomyDocument): Tile[] {
  const serviceLabel = new Map(taxonomy.services.map((s) => [s.id, s.label]));
  const industryLabel = new Map(taxonomy.industries.map((s) => [s.id, s.label]));
  const order = new Map(taxonomy.services.map((s, i) => [s.id, i]));
  const seen = new Set<string>();
  const tiles: Tile[] = [];
  for (const { doc } of pages) {
    const project = doc.project;
    if (!project || project.listed === false) continue;
    const cut = doc.route.lastIndexOf("/");
    const id = doc.route.slice(cut + 1) || doc.route;
    const source = doc.route.slice(0, cut) || "/";
    const key = `${source}\u0000${id}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const services = [...new Set(project.services)].sort(
      (a, b) => (order.get(a) ?? order.size) - (order.get(b) ?? order.size),
    );
    const labels = services.map((service) => serviceLabel.get(service) ?? service);
    const title = project.title?.trim() || project.brand?.trim() || "Untitled";
    tiles.push({
      id,
      source,
      route: doc.route,
      title,
      logo: project.logo ?? { ...PLACEHOLDER_LOGO, alt: `${title} (logo to come)` },
      placeholderLogo: !project.logo,
      services,
      serviceLabels: labels,
      displayServices: project.displayServices?.trim() || labels.join(", "),
      industry: project.industry,
      industryLabel: (project.industry && industryLabel.get(project.industry)) || NO_INDUSTRY,
      // Only while the model holds drafts (development): the published one has none.
      ...(isDraft(doc) ? { draft: true as const } : {}),
    });
  }
  return tiles;
}

export function buildModel(input: {
  site: SiteDocument;
  taxonomy: TaxonomyDocument;
  pages: PageEntry[];
  routeTable: RouteTable;
}): SiteModel {
  const byRoute = new Map(input.pages.map((p) => [p.doc.route, p]));
  return { ...input, byRoute, tiles: buildTiles(input.pages, input.taxonomy) };
}
