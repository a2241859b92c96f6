import type { Block, Image, PageDocument } from "../generated/schema.ts";
import type { ClientTaxonomy } from "./client-site-data.ts";

export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** What every block component receives: its validated data and its place on the page. */
export interface BlockProps<B extends Block = Block> {
  block: B;
  /**
   * Position on the page; the first blocks are above the fold (inFirstScreen), all a block reads
   * it for. Where React draws the page again (the editor's Preview), a block past the first
   * screen keeps what it drew while blocks above it come, go or move (page-renderer.tsx).
   */
  index: number;
  /** This block carries the page's main heading (h1). */
  pageHeading: boolean;
}

/**
 * Whether a block at this position shows in the first screen: the first two (a page's hero,
 * or a case study's banner, and the block under it). Its main picture is preloaded, the first
 * picture of the block under it loaded at once.
 */
export const inFirstScreen = (index: number): boolean => index < 2;

/** Size of a picture or clip, measured at build time; a picture also has responsive sources. */
export interface ImageInfo {
  width: number;
  height: number;
  /** `srcset` per format, widest last; absent in development. */
  srcset?: { avif?: string; webp?: string };
  /** A mid-size WebP to use as `src`. */
  fallback?: string;
}

/** Everything the client needs to render one route: the document plus what was derived for it. */
export interface ResolvedPage {
  route: string;
  doc: PageDocument;
  /** Sizes of the page's pictures and clips, by their path under public/. */
  images: Record<string, ImageInfo>;
  /** Portfolio tiles, derived from the case-study documents; only on pages whose blocks list them. */
  tiles?: Tile[];
  /** The categories the tiles are filed under, with them: the listing's chips and its URL. */
  taxonomy?: ClientTaxonomy;
}

/** One tile of the Our Work listing. */
export interface Tile {
  /** Last segment of the route, for example "pik". */
  id: string;
  /** The route without its last segment (for example /portfolio/info3): with `id`, the tile's identity. */
  source: string;
  route: string;
  title: string;
  logo: Image;
  /** The logo is the placeholder because the case study has none. */
  placeholderLogo: boolean;
  /** Service category ids, in taxonomy order. */
  services: string[];
  /** Service labels from the taxonomy, in taxonomy order. */
  serviceLabels: string[];
  displayServices: string;
  industry?: string;
  industryLabel: string;
  /** The case study is a draft: only development and the editor have its tile (drafts.ts). */
  draft?: true;
}

export type SearchEntryType = "page" | "service" | "team" | "filter" | "project" | "content";

/** One entry of the site search index (scripts/content/search-index.ts builds the list). */
export interface SearchEntry {
  type: SearchEntryType;
  title: string;
  path: string;
  description: string;
  /**
   * For filter entries: which chip of Our Work it selects, and every term its category answers
   * to (label, id aliases and keywords from pages/taxonomy.json), which a query's words find.
   */
  filter?: { id: string; category: "industry" | "service"; terms: string[] };
}
