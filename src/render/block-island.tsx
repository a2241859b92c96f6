/**
 * An interactive block as an island (island.tsx): everything it renders from is in its props,
 * the block, its place on the page, the sizes of its own pictures, and the Our Work tiles with
 * their taxonomy when its definition asks for them. Nothing else of the page's data reaches the browser.
 */
import { use } from "react";
import type { Block } from "../generated/schema.ts";
import type { ImageInfo, ResolvedPage, Tile } from "../core/types.ts";
import type { ClientTaxonomy } from "../core/client-site-data.ts";
import { ImagesContext } from "../ui/images.tsx";
import { PageContext } from "../ui/page-context.ts";
import { loadBlock, preloadBlocks } from "./registry.ts";
import { BlockErrorBoundary } from "./block-error-boundary.tsx";

export interface BlockIslandProps {
  block: Block;
  index: number;
  pageHeading: boolean;
  route: string;
  images: Record<string, ImageInfo>;
  tiles?: Tile[];
  taxonomy?: ClientTaxonomy;
}

/** The page's picture sizes that this block (or its tiles) draws, by path. */
export function imagesOf(
  images: Record<string, ImageInfo>,
  ...parts: unknown[]
): Record<string, ImageInfo> {
  const text = JSON.stringify(parts);
  return Object.fromEntries(
    Object.entries(images).filter(([src]) => text.includes(JSON.stringify(src))),
  );
}

/** Loads the block's component before its island hydrates (src/app/island-runtime.tsx). */
export const prepare = (props: BlockIslandProps) => preloadBlocks([props.block.type]);

export default function BlockIsland({
  block,
  index,
  pageHeading,
  route,
  images,
  tiles,
  taxonomy,
}: BlockIslandProps) {
  const { default: Component } = use(loadBlock(block.type));
  // A block reads the page through usePage(): only what it was given is there.
  const page = { route, images, tiles, taxonomy } as ResolvedPage;
  return (
    <PageContext.Provider value={page}>
      <ImagesContext.Provider value={images}>
        <BlockErrorBoundary type={block.type} index={index}>
          <Component block={block as never} index={index} pageHeading={pageHeading} />
        </BlockErrorBoundary>
      </ImagesContext.Provider>
    </PageContext.Provider>
  );
}
