/// <reference types="vite/client" />

/** Site-wide data from the content plugin; import it typed from src/site/data.ts. */
declare module "virtual:site-data" {
  const data: import("./site/site-data.ts").ClientSiteData;
  export default data;
}

declare module "virtual:block-catalogue" {
  import type { Tile } from "./content/model.ts";
  const data: { schemas: Record<string, never>; tiles: Tile[] };
  export default data;
}
