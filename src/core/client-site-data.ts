import type { SiteDocument, TaxonomyDocument } from "../generated/schema.ts";
import type { RouteTable } from "./routes.ts";

/** What of the site document the browser gets: the share picture is for the build's head tags. */
export type ClientSite = Omit<SiteDocument, "shareImage">;

/** The site-wide data every page's chrome needs; compiled into the main bundle. */
export interface ClientSiteData {
  site: ClientSite;
  taxonomy: TaxonomyDocument;
  routeTable: RouteTable;
  /** Form endpoints after environment overrides. */
  endpoints: { contact: string; newsletter: string };
}
