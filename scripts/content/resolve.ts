import type { ClientSiteData } from "../../src/core/client-site-data.ts";
import type { ImageInfo, ResolvedPage } from "../../src/core/types.ts";
import type { SiteModel } from "./model.ts";
import type { BlockDefinitions } from "../../src/core/blocks/define-block.ts";

export const IMAGE_FILE = /\.(png|jpe?g|webp|avif)$/i;
export const VIDEO_FILE = /\.mp4$/i;
/** A drawing, served as it is (scripts/content/vector.ts). */
export const VECTOR_FILE = /\.svg$/i;

/** Every file of one kind (IMAGE_FILE, VIDEO_FILE, VECTOR_FILE) the pages use, each once. */
export function pageAssets(
  model: { pages: readonly { assets: readonly string[] }[] },
  kind: RegExp,
): string[] {
  return [...new Set(model.pages.flatMap((p) => p.assets).filter((src) => kind.test(src)))];
}

/**
 * The data one route's page needs on the client: its document and its pictures', drawings' and clips' sizes,
 * and the Our Work tiles when one of its blocks shows them (`needsTiles` in its definition).
 */
export function resolvePage(
  model: SiteModel,
  route: string,
  mediaInfo: (src: string) => ImageInfo | undefined,
  definitions: BlockDefinitions,
): ResolvedPage {
  const entry = model.byRoute.get(route);
  if (!entry) throw new Error(`No page has the route ${route}.`);
  const wantsTiles = entry.doc.blocks.some((block) => definitions[block.type]?.needsTiles);
  const sources = wantsTiles
    ? [...entry.assets, ...model.tiles.map((tile) => tile.logo.src)]
    : entry.assets;
  const images: Record<string, ImageInfo> = {};
  for (const src of sources) {
    if (![IMAGE_FILE, VIDEO_FILE, VECTOR_FILE].some((kind) => kind.test(src))) continue;
    const info = mediaInfo(src);
    if (info) images[src] = info;
  }
  return wantsTiles
    ? { route, doc: entry.doc, images, tiles: model.tiles, taxonomy: clientTaxonomy(model) }
    : { route, doc: entry.doc, images };
}

/** The taxonomy without the keywords only the search reads (from its own index). */
function clientTaxonomy(model: SiteModel): ClientSiteData["taxonomy"] {
  const withoutKeywords = <T extends { keywords?: string[] }>(list: T[]) =>
    list.map((category) => {
      const copy = { ...category };
      delete copy.keywords;
      return copy;
    });
  return {
    services: withoutKeywords(model.taxonomy.services),
    industries: withoutKeywords(model.taxonomy.industries),
  };
}

/** Site-wide data for the chrome; form endpoints can be overridden by environment variables. */
export function clientSiteData(
  model: SiteModel,
  env: Record<string, string | undefined> = {},
): ClientSiteData {
  // What the pages' script never reads (src/core/client-site-data.ts).
  const site: ClientSiteData["site"] & Partial<typeof model.site> = { ...model.site };
  for (const key of ["shareImage", "routeFamilies", "$schema", "schemaVersion"] as const)
    delete site[key];
  return {
    site,
    taxonomy: clientTaxonomy(model),
    routeTable: model.routeTable,
    endpoints: {
      contact: env.CONTACT_ENDPOINT || model.site.forms.contactEndpoint,
      newsletter: env.NEWSLETTER_ENDPOINT || model.site.forms.newsletterEndpoint,
    },
  };
}
