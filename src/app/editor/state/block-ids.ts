/**
 * Each block of the open page has an identity that outlives its place and its edits: the React
 * key of its row in the outline and of its drawing in the Preview, and the name the Preview is
 * sent it by (preview/preview-patch.ts). Keys by position made deleting block 100 of 200 redraw
 * the 99 blocks below it, and keys by type and rank (the third palette) redrew every block of the
 * deleted one's type below it; by identity, React keeps every other block as it was.
 *
 * A block's identity is its object's (the reducer leaves an unchanged block the same object), and
 * an edit inside a block gives it on to the object the edit makes (`carryId`, called by the
 * reducer). Undo brings the older object back, with its identity; a duplicate is a new object,
 * with a new one. Remembered in a WeakMap, so a block no step of the history holds is forgotten.
 */

const ids = new WeakMap<object, string>();
let made = 0;

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

/** The identity of `block` (an object; made on first asking). */
function idOf(block: object): string {
  let id = ids.get(block);
  if (id === undefined) {
    id = `b${++made}`;
    ids.set(block, id);
  }
  return id;
}

/**
 * `to`, an edit of the block `from`, is the same block: it takes `from`'s identity, unless it has
 * one already (an undone block coming back). Idempotent, so a reducer run twice (React's strict
 * mode) gives the same answer.
 */
export function carryId(from: unknown, to: unknown): void {
  if (!isObject(from) || !isObject(to) || from === to || ids.has(to)) return;
  ids.set(to, idOf(from));
}

/**
 * The identity of each block of `blocks`, in order, all different: a value that is no object (a
 * document broken by hand) and an object met a second time in the list are named by position.
 */
export function blockIds(blocks: readonly unknown[]): string[] {
  const seen = new Set<string>();
  return blocks.map((block, index) => {
    const own = isObject(block) ? idOf(block) : undefined;
    const id = own === undefined || seen.has(own) ? `@${index}` : own;
    seen.add(id);
    return id;
  });
}
