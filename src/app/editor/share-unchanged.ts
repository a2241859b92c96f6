import type { PageDocument } from "../../generated/schema.ts";

/**
 * `next`, with each block that is unchanged since `previous` replaced by the earlier object: a
 * document arrives as a fresh copy with every keystroke, and React skips a memoised block whose
 * props are the same objects, so a keystroke redraws the one block it changed.
 */
export function shareUnchanged(previous: PageDocument | null, next: PageDocument): PageDocument {
  const before = new Map((previous?.blocks ?? []).map((block) => [JSON.stringify(block), block]));
  if (!before.size || !Array.isArray(next.blocks)) return next;
  return {
    ...next,
    blocks: next.blocks.map((block) => before.get(JSON.stringify(block)) ?? block),
  };
}
