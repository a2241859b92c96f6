/// <reference types="vite/client" />

/** Site-wide data from the content plugin; import it typed from src/ui/site-data.ts. */
declare module "virtual:site-data" {
  const data: import("./core/client-site-data.ts").ClientSiteData;
  export default data;
}

declare module "virtual:block-catalogue" {
  import type { Tile } from "./core/types.ts";
  import type { Schemas } from "./core/schema/json-schema.ts";
  const data: { schemas: Schemas; tiles: Tile[] };
  export default data;
}

/** A web font the build cuts down to the characters the site shows (scripts/content/fonts.ts). */
declare module "*&subset=content" {
  const url: string;
  export default url;
}
declare module "*&subset=latin1" {
  const url: string;
  export default url;
}

/** A font's metric-matched fallback faces (scripts/content/font-fallbacks.ts). */
declare module "*&fallback" {
  const fallback: { family: string; faces: string; ch: string };
  export default fallback;
}

/** The `unicode-range` of the fonts' `latin1` subsets: the Latin-1 the documents do not use. */
declare module "virtual:font-ranges" {
  const ranges: { latin1: string };
  export default ranges;
}
