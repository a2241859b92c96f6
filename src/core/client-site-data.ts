import type { SiteDocument, TaxonomyDocument } from "../generated/schema.ts";
import type { RouteTable } from "./routes.ts";

/**
 * What of the site document the browser gets: not the share picture (for the build's head tags),
 * the route families (the route table has them) or the document's schema keys.
 */
export type ClientSite = Omit<
  SiteDocument,
  "shareImage" | "routeFamilies" | "$schema" | "schemaVersion"
>;

/**
 * What of the taxonomy the browser gets with every page: ids, labels and aliases (Our Work's
 * chips and its URL). The keywords only the search reads, from its own index.
 */
export interface ClientTaxonomy {
  services: Omit<TaxonomyDocument["services"][number], "keywords">[];
  industries: Omit<TaxonomyDocument["industries"][number], "keywords">[];
}

/** The site-wide data every page's chrome needs; compiled into the main bundle. */
export interface ClientSiteData {
  site: ClientSite;
  taxonomy: ClientTaxonomy;
  routeTable: RouteTable;
  /** Form endpoints after environment overrides. */
  endpoints: { contact: string; newsletter: string };
}
