/**
 * Block type → component. Each component is its own chunk, so a page downloads only the
 * blocks it uses. The `satisfies` clause makes `tsc` fail when a schema in schema/blocks/
 * has no component here, or a component's props do not match its schema's type.
 */
import type { ComponentType } from "react";
import { track, type Thenable } from "../lib/thenable.ts";
import type { BlockOf, BlockProps, BlockType } from "./types.ts";

type BlockModule<T extends BlockType> = { default: ComponentType<BlockProps<BlockOf<T>>> };

export const registry = {
  banner: () => import("../blocks/banner/banner.tsx"),
  text: () => import("../blocks/text/text.tsx"),
  logos: () => import("../blocks/logos/logos.tsx"),
  palette: () => import("../blocks/palette/palette.tsx"),
  typography: () => import("../blocks/typography/typography.tsx"),
  "media-grid": () => import("../blocks/media-grid/media-grid.tsx"),
  video: () => import("../blocks/video/video.tsx"),
  "prev-next": () => import("../blocks/prev-next/prev-next.tsx"),
} satisfies { [T in BlockType]: () => Promise<BlockModule<T>> };

const loaded = new Map<string, Thenable<{ default: ComponentType<BlockProps<never>> }>>();

export function isKnownBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

export function loadBlock(
  type: BlockType,
): Thenable<{ default: ComponentType<BlockProps<never>> }> {
  let entry = loaded.get(type);
  if (!entry) {
    entry = track(registry[type]() as Promise<{ default: ComponentType<BlockProps<never>> }>);
    loaded.set(type, entry);
  }
  return entry;
}

/** Loads the components of these block types; call before hydrating or rendering on the server. */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownBlockType).map((type) => loadBlock(type)));
}

/** Block types whose title can be the page's h1; the first such block on a page gets it. */
export const HEADING_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>(["text"]);
