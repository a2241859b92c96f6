/**
 * One block type's definition, in its folder (src/blocks/<type>/block.ts): everything the
 * renderer and the build need to know about the type without loading its component.
 */
import type { ComponentType } from "react";
import type { BlockOf, BlockProps, BlockType } from "./types.ts";

export interface BlockDefinition<T extends BlockType = BlockType> {
  type: T;
  /** The component, in a chunk of its own: a page downloads only the blocks it needs. */
  load: () => Promise<{ default: ComponentType<BlockProps<BlockOf<T>>> }>;
  /** The block's title can be the page's h1; the first such block on a page carries it. */
  heading?: boolean;
  /**
   * Whether the prerendered block needs the app: controls, motion, players. One that does not
   * (words, pictures, plain links) is not hydrated, and its code is not loaded with the page:
   * see static-blocks.ts. A function decides per block, from its data.
   */
  interactive: boolean | ((block: BlockOf<T>) => boolean);
  /**
   * When the block opens the page, the picture that is most likely its largest paint (a path
   * under public/): the build preloads it at high priority, ahead of fonts and modules.
   */
  firstPaintImage?: (block: BlockOf<T>) => string | undefined;
  /**
   * The block reads the page's query (`?filter=`) in its very first frame: the build puts the
   * small script that marks the document before it paints in the head of its pages.
   */
  readsQueryBeforePaint?: boolean;
}

/** Declares a block type; the type parameter ties the component's props to the type's schema. */
export function defineBlock<T extends BlockType>(
  definition: BlockDefinition<T>,
): BlockDefinition<T> {
  return definition;
}
