/**
 * The site model: everything derived once from the validated documents (routes, portfolio
 * tiles, the chrome's data). Blocks never reach into other documents; they get what they
 * need from here.
 */
import type { Image, PageDocument, SiteDocument, TaxonomyDocument } from "../generated/schema.ts";
import type { RouteTable } from "./routes.ts";

export interface PageEntry {
  file: string;
  doc: PageDocument;
  /** Every asset path the document refers to. */
  assets: string[];
}

/** One tile of the Our Work listing. */
export interface Tile {
  /** Last segment of the route, for example "pik". */
  id: string;
  route: string;
  title: string;
  logo: Image;
  services: string[];
  /** Service labels from the taxonomy, in taxonomy order. */
  serviceLabels: string[];
  displayServices: string;
  industry?: string;
  industryLabel: string;
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

export function buildTiles(pages: PageEntry[], taxonomy: TaxonomyDocument): Tile[] {
  const serviceLabel = new Map(taxonomy.services.map((s) => [s.id, s.label]));
  const industryLabel = new Map(taxonomy.industries.map((s) => [s.id, s.label]));
  const order = new Map(taxonomy.services.map((s, i) => [s.id, i]));
  const seen = new Set<string>();
  const tiles: Tile[] = [];
  for (const { doc } of pages) {
    const project = doc.project;
    if (!project || project.listed === false || seen.has(doc.route)) continue;
    seen.add(doc.route);
    const services = [...project.services].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
    const labels = services.map((id) => serviceLabel.get(id) ?? id);
    tiles.push({
      id: doc.route.split("/").pop() ?? doc.route,
      route: doc.route,
      title: project.title || project.brand || "Untitled",
      logo: project.logo ?? {
        ...PLACEHOLDER_LOGO,
        alt: `${project.title || project.brand || "Untitled"} (logo to come)`,
      },
      services,
      serviceLabels: labels,
      displayServices: project.displayServices ?? labels.join(", "),
      industry: project.industry,
      industryLabel: (project.industry && industryLabel.get(project.industry)) || "N/A",
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
