/** The site-wide data compiled into the bundle by the content plugin (`virtual:site-data`), typed. */
import raw from "virtual:site-data";
import type { ClientSiteData } from "../core/client-site-data.ts";

export const siteData: ClientSiteData = raw;
