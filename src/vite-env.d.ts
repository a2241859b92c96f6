/// <reference types="vite/client" />

declare module "virtual:site-data" {
  import type { ClientSiteData } from "./site/site-data.ts";
  const data: ClientSiteData;
  export default data;
}
