/**
 * A keystroke changes one block of the page, so the editor sends the Preview that block alone
 * (a structured clone of a 200-block page each keystroke, and the Preview's walk over it, are
 * what made typing lag): `changedBlocks` on the editor's side says which blocks differ from the
 * document sent last, `patchBlocks` on the Preview's side puts them into the document it shows.
 * Pure.
 */

type Doc = Record<string, unknown> & { blocks?: unknown };

/**
 * The blocks of `after` that are not those of `before`, by index, when nothing else differs
 * (the same properties, the same number of blocks, every other block the same object, as the
 * editor's reducer leaves them); undefined when the document must be sent whole.
 */
export function changedBlocks(before: unknown, after: unknown): [number, unknown][] | undefined {
  if (!isDoc(before) || !isDoc(after)) return undefined;
  if (before === after) return [];
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return undefined;
  if (keys.some((key) => key !== "blocks" && after[key] !== before[key])) return undefined;
  const [was, now] = [before.blocks, after.blocks];
  if (!Array.isArray(was) || !Array.isArray(now) || was.length !== now.length) return undefined;
  return now.flatMap((block, index) => (block === was[index] ? [] : [[index, block]]));
}

/** `doc` with the blocks at the changes' indices replaced, each first given to `prepare`. */
export function patchBlocks<T extends { blocks: readonly unknown[] }>(
  doc: T,
  changes: readonly [number, unknown][],
  prepare: (block: unknown) => unknown = (block) => block,
): T {
  if (!changes.length) return doc;
  const blocks = [...doc.blocks];
  for (const [index, block] of changes) blocks[index] = prepare(block);
  return { ...doc, blocks };
}

const isDoc = (value: unknown): value is Doc =>
  typeof value === "object" && value !== null && !Array.isArray(value);
