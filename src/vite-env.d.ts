/// <reference types="vite/client" />

declare module "virtual:site-data" {
  import type { ClientSiteData } from "./site/site-data.ts";
  const data: ClientSiteData;
  export default data;
}

declare module "virtual:block-catalogue" {
  import type { Tile } from "./content/model.ts";
  const data: { schemas: Record<string, never>; tiles: Tile[] };
  export default data;
}
