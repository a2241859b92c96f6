/**
 * What the renderer asks of the block types' definitions (src/render/definitions.ts, generated
 * from every src/blocks/<type>/block.ts): nothing here names a block type. Each component is its
 * own chunk, so a page downloads only the blocks it needs. A definition's type parameter makes
 * `tsc` fail when its component's props do not match its schema's type, and the generated file
 * fails it when a schema has no definition or a definition no schema.
 */
import type { ComponentType } from "react";
import type { Block } from "../generated/schema.ts";
import { track, type Thenable } from "../core/thenable.ts";
import type { BlockDefinitions } from "../core/blocks/define-block.ts";
import { definitions } from "./definitions.ts";
import type { BlockProps, BlockType } from "../core/types.ts";

/** Every block type's definition, by type. */
export const registry: BlockDefinitions = definitions;

const loaded = new Map<string, Thenable<{ default: ComponentType<BlockProps<never>> }>>();

export function isKnownBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

export function loadBlock(
  type: BlockType,
): Thenable<{ default: ComponentType<BlockProps<never>> }> {
  let entry = loaded.get(type);
  if (!entry) {
    entry = track(registry[type]!.load());
    loaded.set(type, entry);
  }
  return entry;
}

/** Loads the components of these block types; call before hydrating or rendering on the server. */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownBlockType).map((type) => loadBlock(type)));
}

/** Block types whose title can be the page's h1; the first such block on a page gets it. */
export const HEADING_BLOCK_TYPES: ReadonlySet<string> = new Set(
  Object.values(registry)
    .filter((definition) => definition.heading)
    .map((definition) => definition.type),
);

/**
 * Whether this block needs the app once prerendered (see define-block.ts). An unknown type is
 * treated as needing it, so nothing is taken out of the renderer's hands.
 */
export function isInteractive(block: Block): boolean {
  const definition = registry[block.type];
  if (!definition) return true;
  const { interactive } = definition;
  return typeof interactive === "function" ? interactive(block as never) : interactive;
}
