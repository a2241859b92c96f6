/**
 * What the editor sends its Preview after a change: what changed, not the page. A keystroke
 * changes one block, a move or a delete the order of the blocks, a page setting one property;
 * structured-cloning a 200-block page for each, and the Preview's walk over all of it, are what
 * made typing lag and a delete take half a second. Both sides keep the page as its properties and
 * its blocks by identity (state/block-ids.ts): `changeSince` on the editor's side says what
 * differs from what the Preview was sent, `applyChange` on the Preview's side brings its copy up
 * to date. Pure.
 */

/** A page as the Preview holds it: its properties but the blocks, and its blocks by identity. */
export interface Held {
  props: Readonly<Record<string, unknown>>;
  /** The blocks' identities, in page order. */
  ids: readonly string[];
  blocks: ReadonlyMap<string, unknown>;
}

/** A change to a Held page: what the Preview is sent in a "patch" message. */
export interface Change {
  /** The blocks' identities in page order, when the order is not the one held. */
  order?: string[];
  /** Each block the Preview holds otherwise or not at all, by identity. */
  blocks: [string, unknown][];
  /** The properties that changed (an absent value: the property was removed). */
  props: [string, unknown][];
}

type Doc = Record<string, unknown>;

const isDoc = (value: unknown): value is Doc =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `doc` as held, its blocks named by `ids`; undefined for a document without a list of blocks. */
export function held(doc: unknown, ids: readonly string[]): Held | undefined {
  if (!isDoc(doc) || !Array.isArray(doc.blocks) || doc.blocks.length !== ids.length)
    return undefined;
  const { blocks, ...props } = doc;
  return { props, ids, blocks: new Map(ids.map((id, index) => [id, blocks[index]])) };
}

/**
 * What `now` changes of `before`; undefined when there is no `before` to change (the page must
 * be sent whole). Blocks and properties are compared as objects: the reducer leaves what an edit
 * did not touch the same object.
 */
export function changeSince(before: Held | undefined, now: Held): Change | undefined {
  if (!before) return undefined;
  const names = new Set([...Object.keys(before.props), ...Object.keys(now.props)]);
  const props = [...names].flatMap((name): [string, unknown][] =>
    before.props[name] === now.props[name] ? [] : [[name, now.props[name]]],
  );
  const sameOrder =
    before.ids.length === now.ids.length && before.ids.every((id, i) => id === now.ids[i]);
  const blocks = now.ids.flatMap((id): [string, unknown][] =>
    before.blocks.get(id) === now.blocks.get(id) && before.blocks.has(id)
      ? []
      : [[id, now.blocks.get(id)]],
  );
  return { ...(sameOrder ? {} : { order: [...now.ids] }), blocks, props };
}

/**
 * `page` with `change` made: every block it did not change the same object, and no block that
 * left the page kept (an undo sends it again). `prepare` is given each new block.
 */
export function applyChange(
  page: Held,
  change: Change,
  prepare: (block: unknown) => unknown = (block) => block,
): Held {
  let props = page.props;
  if (change.props.length) {
    const next: Doc = { ...page.props };
    for (const [name, value] of change.props)
      if (value === undefined) delete next[name];
      else next[name] = value;
    props = next;
  }
  const ids = change.order ?? page.ids;
  const arrived = new Map(change.blocks);
  const blocks = new Map(
    ids.map((id) => [id, arrived.has(id) ? prepare(arrived.get(id)) : page.blocks.get(id)]),
  );
  return { props, ids, blocks };
}

/** The page document `page` holds. */
export const documentOf = (page: Held): Doc => ({
  ...page.props,
  blocks: page.ids.map((id) => page.blocks.get(id)),
});
