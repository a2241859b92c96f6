import type { SiteDocument, TaxonomyDocument } from "../generated/schema.ts";
import type { RouteTable } from "./routes.ts";

/** The site-wide data every page's chrome needs; compiled into the main bundle. */
export interface ClientSiteData {
  site: SiteDocument;
  taxonomy: TaxonomyDocument;
  routeTable: RouteTable;
  /** Form endpoints after environment overrides. */
  endpoints: { contact: string; newsletter: string };
}
