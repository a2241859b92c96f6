/**
 * One block type's definition, in its folder (src/blocks/<type>/block.ts): everything the
 * renderer and the build need to know about the type without loading its component, and where
 * the Node side finds the rest (its `server`, block-server.ts). Nothing outside the folder names
 * the type: src/render/definitions.ts, generated from the folders, lists every definition.
 */
import type { ComponentType } from "react";
import type { Block, Image } from "../../generated/schema.ts";
import type { BlockOf, BlockProps, BlockType, SearchEntry } from "../types.ts";
import type { BlockServerFields } from "./block-server.ts";
import type { Wake } from "../wake.ts";

/**
 * A block's small script (src/blocks/<type>/behaviour.ts): what a block that moves but needs no
 * React does in the browser (clone a strip's copies, play a film, start an entrance), on the
 * block's prerendered HTML, found under `root` (its wrapper, display: contents). It runs when the
 * block's `wake` says, like an island, and returns what undoes it (the dev server and the editor
 * run it again when the block changes).
 */
export type Behaviour = (root: HTMLElement) => () => void;

/**
 * A definition's fields, written once for the blocks B of type T. BlockDefinition<T> is what a
 * block type's folder declares, its functions taking its own blocks; AnyBlockDefinition is the
 * same fields with the type erased (B = never), as the code that handles every type reads them:
 * the functions take the block whose type the caller looked up.
 */
interface DefinitionFields<T extends BlockType, B extends Block> {
  type: T;
  /** The component, in a chunk of its own: a page downloads only the blocks it needs. */
  load: () => Promise<{ default: ComponentType<BlockProps<B>> }>;
  /** The block's title can be the page's h1; the first such block on a page carries it. */
  heading?: boolean;
  /**
   * Whether the prerendered block needs the app: controls, motion, players. One that does not
   * (words, pictures, plain links) is not hydrated, and its code is not loaded with the page:
   * see src/render/block-renderer.tsx. A function decides per block, from its data.
   */
  interactive: boolean | ((block: B) => boolean);
  /** When an interactive block, or a block's behaviour, wakes (wake.ts Wake); `visible` when not said. */
  wake?: Wake;
  /**
   * A media query the island needs to do anything (motion allowed, a screen wide enough): where
   * it does not match, the prerendered HTML is the whole block, and the island waits, without its
   * code, until it does (a phone turned sideways). A press in it still wakes it.
   */
  wakeWhile?: string;
  /**
   * The block's behaviour, for a block that moves without React (see Behaviour): always
   * `() => import("./behaviour.ts")`, the module the page's loader finds by that path. The block
   * is then not `interactive`: its component renders on the server only, and the page ships this
   * script instead of React.
   */
  behaviour?: () => Promise<{ default: Behaviour }>;
  /**
   * The block shows the Our Work tiles: its page's data carries every listed case study's tile
   * and the taxonomy they are filed under (scripts/content/resolve.ts).
   */
  needsTiles?: boolean;
  /**
   * What the block makes findable in the site search (services, people…), given the route of its
   * page (scripts/content/search-index.ts).
   */
  searchEntries?: (block: B, route: string) => SearchEntry[];
  /**
   * The picture link previews show for a page, when this is the page's first block that has one
   * and the document names no `shareImage` (scripts/content/seo.ts).
   */
  shareImage?: (block: B) => Image | undefined;
  /**
   * The type's Node-side hooks (its checks, head script, form), in a module of its own
   * (src/blocks/<type>/server.ts, see block-server.ts): loaded by the Node side only.
   */
  server?: () => Promise<{ default: BlockServerFields<B> }>;
}

export type BlockDefinition<T extends BlockType = BlockType> = DefinitionFields<T, BlockOf<T>>;

/** A definition with its block type erased (see DefinitionFields). */
export type AnyBlockDefinition = DefinitionFields<BlockType, never>;

/**
 * Every block type's definition, by type: src/render/definitions.ts (generated from the folders
 * under src/blocks/). The Node side (scripts/content) receives it from the caller.
 */
export type BlockDefinitions = Readonly<Record<string, AnyBlockDefinition>>;

/** Declares a block type; the type parameter ties the component's props to the type's schema. */
export function defineBlock<T extends BlockType>(
  definition: BlockDefinition<T>,
): BlockDefinition<T> {
  return definition;
}
