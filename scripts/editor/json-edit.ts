/**
 * Saving a page document so that `git diff` shows only what the author changed.
 *
 * The editor sends the whole new document. `JSON.stringify` followed by Prettier would expand
 * every one-line object the author wrote (a noisy diff), and jsonc-parser's `modify` corrupts a
 * compact array when its last element goes (3.3.x: `[1,2,3]` → `[1,23]`) and has no move. So the
 * new text is rebuilt from the old one, by the offsets `parseTree` gives:
 *
 * - a value that did not change is copied verbatim from the file;
 * - an object that changed is rebuilt around its properties: the file's key order for the keys
 *   it had (a key cleared and typed again stays where it was), a new key after the key it follows
 *   in the new data, and the object's own layout, one line or one key per line;
 * - an array that changed is rebuilt around its elements: an element equal to an old one takes
 *   that one's text (so a move carries its lines and a copy its layout), an edited element is
 *   rebuilt from the old element most like it, and blank lines between entries stay with them;
 * - only new values are serialised: on one line when their nearest sibling object is on one line
 *   (a colour added to a list of one-line colours) or, with no sibling object, when the container
 *   is; else one key per line.
 *
 * Prettier then tidies the whitespace. It prints an object on one line exactly when the text has
 * no newline between `{` and the first key, and decides arrays by width, so on a file that was
 * Prettier-clean the unchanged parts print unchanged. The result is parsed again and compared
 * with the intended data; if they differ, or the old text is not plain JSON, the file is written
 * in canonical formatting instead: correct, if noisier.
 */
import { isDeepStrictEqual } from "node:util";
import { parseTree, type Node } from "jsonc-parser";
import { format, resolveConfig, type Options } from "prettier";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** An entry of a rebuilt object or array: its text, and whether a blank line follows it. */
interface Entry {
  text: string;
  blank: boolean;
}

const INDENT = "  ";
const BOM = "\uFEFF";

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** Whether the node is an object or an array, as `value` is. */
const sameKind = (node: Node, value: Json) =>
  node.type === (Array.isArray(value) ? "array" : isObject(value) ? "object" : "");

/** A value the file never had: on one line, or indented one key per line. */
function serialise(value: Json, depth: number, oneLine: boolean): string {
  if (oneLine) return JSON.stringify(value);
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${INDENT.repeat(depth)}`);
}

/** The old text, and what can be read from it by a node's offsets. */
class Source {
  private readonly values = new Map<Node, Json>();
  constructor(readonly text: string) {}

  raw(node: Node): string {
    return this.text.slice(node.offset, node.offset + node.length);
  }

  value(node: Node): Json {
    let value = this.values.get(node);
    if (value === undefined) this.values.set(node, (value = JSON.parse(this.raw(node)) as Json));
    return value;
  }

  /** Whether the author wrote the container one entry per line (Prettier's rule for objects). */
  expanded(node: Node): boolean {
    const first = node.children?.[0];
    if (node.type === "object" && first)
      return this.text.slice(node.offset + 1, first.offset).includes("\n");
    return this.raw(node).includes("\n");
  }

  /** Whether a blank line follows the entry, before the next one (Prettier keeps one). */
  blankAfter(entries: Node[], index: number): boolean {
    const entry = entries[index];
    const next = entries[index + 1];
    if (!entry || !next) return false;
    return /\n[ \t]*\r?\n/.test(this.text.slice(entry.offset + entry.length, next.offset));
  }
}

/**
 * Whether a new value among these entries goes on one line: as the nearest entry (from the
 * file) whose value is a non-empty object, else as the container itself.
 */
function oneLineNear(src: Source, from: (Node | undefined)[], index: number, container: Node) {
  for (let distance = 1; distance < from.length; distance++) {
    for (const node of [from[index - distance], from[index + distance]]) {
      if (node?.type === "object" && node.children?.length) return !src.expanded(node);
    }
  }
  return !src.expanded(container);
}

/** The entries between brackets, in the old container's layout. */
function join(entries: Entry[], brackets: string, expanded: boolean, depth: number): string {
  const [open, close] = brackets;
  if (entries.length === 0) return `${open}${close}`;
  if (!expanded) return `${open}${entries.map((entry) => entry.text).join(", ")}${close}`;
  const indent = INDENT.repeat(depth + 1);
  const body = entries
    .map((entry, i) =>
      i === entries.length - 1 ? entry.text : `${entry.text},${entry.blank ? "\n" : ""}`,
    )
    .join(`\n${indent}`);
  return `${open}\n${indent}${body}\n${INDENT.repeat(depth)}${close}`;
}

/** The blank line an entry taken from the old container carries (the last one had none). */
function blankOf(src: Source, old: Node[], index: number | undefined, uniform: boolean) {
  if (index === undefined || index === old.length - 1) return uniform;
  return src.blankAfter(old, index);
}

/** Whether every old entry but the last is followed by a blank line (new entries do the same). */
const allBlank = (src: Source, old: Node[]) =>
  old.length > 1 && old.slice(0, -1).every((_, i) => src.blankAfter(old, i));

/** The new text of `node`, now `next`. `oneLine`: the layout of a value new at this place. */
function rebuild(src: Source, node: Node, next: Json, depth: number, oneLine: boolean): string {
  if (isDeepStrictEqual(src.value(node), next)) return src.raw(node);
  if (node.type === "object" && isObject(next) && node.children?.length)
    return rebuildObject(src, node, next, depth);
  if (node.type === "array" && Array.isArray(next) && node.children?.length)
    return rebuildArray(src, node, next, depth);
  return serialise(next, depth, oneLine);
}

const keyOf = (property: Node) => property.children?.[0]?.value as string;

/** The file's order for the keys it keeps; a new key after the key it follows in `next`. */
function keyOrder(old: string[], next: string[]): string[] {
  const had = new Set(old);
  const wanted = new Set(next);
  const order = [...had].filter((key) => wanted.has(key));
  next.forEach((key, i) => {
    if (had.has(key)) return;
    order.splice(i === 0 ? 0 : order.indexOf(next[i - 1]!) + 1, 0, key);
  });
  return order;
}

function rebuildObject(src: Source, node: Node, next: JsonObject, depth: number): string {
  const properties = node.children!;
  const byKey = new Map(properties.map((property, i) => [keyOf(property), i] as const));
  const order = keyOrder(properties.map(keyOf), Object.keys(next));
  const from = order.map((key) => properties[byKey.get(key) ?? -1]?.children?.[1]);
  const uniform = allBlank(src, properties);
  const entries = order.map((key, i): Entry => {
    const value = next[key]!;
    const index = byKey.get(key);
    const property = properties[index ?? -1];
    const old = from[i];
    const blank = blankOf(src, properties, index, uniform);
    if (property && old && isDeepStrictEqual(src.value(old), value))
      return { text: src.raw(property), blank };
    const oneLine = oneLineNear(src, from, i, node);
    const body = old
      ? rebuild(src, old, value, depth + 1, oneLine)
      : serialise(value, depth + 1, oneLine);
    return {
      text: `${property ? src.raw(property.children![0]!) : JSON.stringify(key)}: ${body}`,
      blank,
    };
  });
  return join(entries, "{}", src.expanded(node), depth);
}

/** How alike two values of the same kind are: the keys (or elements) they share, equal. */
function likeness(old: Json, next: Json): number {
  if (isObject(old) && isObject(next))
    return Object.keys(next).filter((key) => key in old && isDeepStrictEqual(old[key], next[key]))
      .length;
  if (Array.isArray(old) && Array.isArray(next))
    return next.filter((value) => old.some((o) => isDeepStrictEqual(o, value))).length;
  return 0;
}

interface Match {
  /** The old element the text comes from. */
  index: number;
  /** Unchanged: its text is copied. */
  equal: boolean;
  /** Taken by this element alone (not a copy's model): it keeps its blank line. */
  own: boolean;
}

/**
 * For each new element, the old element its text comes from: first equal values (a move), one
 * old element each, at the same place if it can; then edits, the most alike old element of the
 * same kind (or the one at the same place) that no other element took, most alike pairs first;
 * then copies, the most alike old element, taken or not.
 */
function matchElements(src: Source, old: Node[], next: Json[]): (Match | undefined)[] {
  const matches: (Match | undefined)[] = next.map(() => undefined);
  const used = new Set<number>();
  const equal = (j: number, value: Json) => isDeepStrictEqual(src.value(old[j]!), value);
  const alike = (j: number, value: Json) =>
    sameKind(old[j]!, value) ? likeness(src.value(old[j]!), value) : -1;
  const take = (i: number, index: number, same: boolean) => {
    used.add(index);
    matches[i] = { index, equal: same, own: true };
  };
  next.forEach((value, i) => {
    const index = [i, ...old.keys()].find((j) => j < old.length && !used.has(j) && equal(j, value));
    if (index !== undefined) take(i, index, true);
  });
  const pairs: { i: number; j: number; score: number }[] = [];
  next.forEach((value, i) => {
    if (matches[i]) return;
    old.forEach((_, j) => {
      const score = used.has(j) ? -1 : alike(j, value);
      if (score > 0 || (score === 0 && i === j)) pairs.push({ i, j, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  for (const { i, j } of pairs) if (!matches[i] && !used.has(j)) take(i, j, false);
  next.forEach((value, i) => {
    if (matches[i]) return;
    const scores = old.map((_, j) => alike(j, value));
    const best = Math.max(0, ...scores);
    const index = scores.indexOf(best);
    if (best > 0) matches[i] = { index, equal: equal(index, value), own: false };
  });
  return matches;
}

function rebuildArray(src: Source, node: Node, next: Json[], depth: number): string {
  const old = node.children!;
  const matches = matchElements(src, old, next);
  const from = matches.map((match) => (match ? old[match.index] : undefined));
  const uniform = allBlank(src, old);
  const entries = next.map((value, i): Entry => {
    const match = matches[i];
    const source = from[i];
    const blank = blankOf(src, old, match?.own ? match.index : undefined, uniform);
    if (match?.equal && source) return { text: src.raw(source), blank };
    const oneLine = oneLineNear(src, from, i, node);
    if (source) return { text: rebuild(src, source, value, depth + 1, oneLine), blank };
    return { text: serialise(value, depth + 1, oneLine), blank };
  });
  return join(entries, "[]", src.expanded(node), depth);
}

/**
 * The new text for `next` before Prettier, built from the old `text` as described above.
 * Throws when `text` is not plain JSON (comments, trailing commas, a syntax error).
 */
export function rebuildJson(text: string, next: unknown): string {
  JSON.parse(text);
  const tree = parseTree(text);
  if (!tree) throw new Error("The text has no JSON value.");
  return rebuild(new Source(text), tree, toJson(next), 0, false);
}

/** `next` as the JSON it stands for (undefined keys dropped, dates as strings, and so on). */
function toJson(next: unknown): Json {
  const text = JSON.stringify(next);
  if (text === undefined) throw new TypeError("The new document is not JSON data.");
  return JSON.parse(text) as Json;
}

/** Prettier's options for the file, found as `prettier --check` finds them. */
async function optionsFor(filePath: string): Promise<Options> {
  const config = await resolveConfig(filePath, { editorconfig: true });
  return { ...config, filepath: filePath, parser: "json" };
}

/** The file's new text for `next`, changing only what changed (see above). */
export async function editJson(text: string, next: unknown, filePath: string): Promise<string> {
  const data = toJson(next);
  const options = await optionsFor(filePath);
  // Prettier keeps a byte order mark; JSON.parse does not read one.
  const bom = text.startsWith(BOM) ? BOM : "";
  const body = text.slice(bom.length);
  try {
    const result = await format(rebuildJson(body, data), options);
    if (isDeepStrictEqual(JSON.parse(result), data)) return bom + result;
  } catch {
    // Fall through to canonical formatting.
  }
  return bom + (await format(JSON.stringify(data, null, 2) + "\n", options));
}
