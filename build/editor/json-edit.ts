/**
 * Saving a page document so that `git diff` shows only what the author changed.
 *
 * `JSON.stringify` followed by Prettier would expand every one-line object the author wrote (a
 * noisy diff), and jsonc-parser's `modify` corrupts a compact array when its last element goes
 * (3.3.x: `[1,2,3]` → `[1,23]`) and has no move. So the new text is rebuilt from the old one:
 * every value that did not change is copied verbatim from the file (its offsets from
 * `parseTree`), containers that changed are rebuilt around their children in the file's own
 * layout (one line or one entry per line), array elements that moved carry their text with them,
 * and only new values are serialised (on one line when their siblings are one-line objects).
 * Prettier then tidies the whitespace; on a file that was Prettier-clean it prints unchanged
 * parts unchanged, and keeps an object on one line exactly when the author wrote it so.
 *
 * The result is parsed again and compared with the intended data; if they differ (or the old
 * text cannot be read), the file is written in canonical formatting instead: correct, if noisier.
 */
import { isDeepStrictEqual } from "node:util";
import { parseTree, type Node } from "jsonc-parser";
import { format, resolveConfig } from "prettier";

const raw = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const multiline = (text: string, node: Node) => raw(text, node).includes("\n");

/** How the old container laid out its entries, to do the same. */
function joiner(
  text: string,
  node: Node,
  depth: number,
): { open: string; sep: string; close: string } {
  if (!multiline(text, node) || !node.children?.length) return { open: "", sep: ", ", close: "" };
  const indent = "  ".repeat(depth + 1);
  return { open: `\n${indent}`, sep: `,\n${indent}`, close: `\n${"  ".repeat(depth)}` };
}

/** A value that was not in the file: one line if its siblings are, else indented. */
function serialise(value: unknown, depth: number, compact: boolean): string {
  if (compact) return JSON.stringify(value);
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

function compactSiblings(text: string, node: Node | undefined): boolean {
  const first = node?.children?.[0];
  const value = first?.type === "property" ? first.children?.[1] : first;
  return Boolean(
    value && (value.type === "object" || value.type === "array") && !multiline(text, value),
  );
}

function rebuild(text: string, node: Node, next: unknown, depth: number): string {
  const old: unknown = nodeValue(text, node);
  if (isDeepStrictEqual(old, next)) return raw(text, node);
  if (node.type === "object" && isObject(next)) {
    const props = new Map(
      (node.children ?? []).map((p) => [p.children![0]!.value as string, p] as const),
    );
    const compact = compactSiblings(text, node);
    const parts = Object.entries(next)
      .filter(([, v]) => v !== undefined)
      .map(([key, value]) => {
        const prop = props.get(key);
        const valueNode = prop?.children?.[1];
        if (prop && valueNode && isDeepStrictEqual(nodeValue(text, valueNode), value))
          return raw(text, prop);
        const body = valueNode
          ? rebuild(text, valueNode, value, depth + 1)
          : serialise(value, depth + 1, compact);
        return `${JSON.stringify(key)}: ${body}`;
      });
    const { open, sep, close } = joiner(text, node, depth);
    return parts.length ? `{${open}${parts.join(sep)}${close}}` : "{}";
  }
  if (node.type === "array" && Array.isArray(next)) {
    const children = node.children ?? [];
    const values = children.map((child) => nodeValue(text, child));
    const used = new Set<number>();
    const compact = compactSiblings(text, node);
    const parts = next.map((value, index) => {
      // The same value anywhere in the old array (a move), first at its own place.
      const same = [index, ...values.keys()].find(
        (i) => i < values.length && !used.has(i) && isDeepStrictEqual(values[i], value),
      );
      if (same !== undefined) {
        used.add(same);
        return raw(text, children[same]!);
      }
      const inPlace = children[index];
      if (inPlace && !used.has(index) && sameKind(values[index], value)) {
        used.add(index);
        return rebuild(text, inPlace, value, depth + 1);
      }
      return serialise(value, depth + 1, compact);
    });
    const { open, sep, close } = joiner(text, node, depth);
    return parts.length ? `[${open}${parts.join(sep)}${close}]` : "[]";
  }
  return serialise(next, depth, false);
}

const sameKind = (a: unknown, b: unknown) =>
  (isObject(a) && isObject(b)) || (Array.isArray(a) && Array.isArray(b));

function nodeValue(text: string, node: Node): unknown {
  return JSON.parse(raw(text, node));
}

async function prettify(text: string, filePath: string): Promise<string> {
  const config = (await resolveConfig(filePath)) ?? {};
  return format(text, { ...config, filepath: filePath, parser: "json" });
}

/** The file's new text for `next`, changing only what changed (see above). */
export async function editJson(text: string, next: unknown, filePath: string): Promise<string> {
  try {
    const tree = parseTree(text);
    if (!tree) throw new Error("unreadable");
    JSON.parse(text);
    const rebuilt = await prettify(rebuild(text, tree, next, 0), filePath);
    if (isDeepStrictEqual(JSON.parse(rebuilt), JSON.parse(JSON.stringify(next)))) return rebuilt;
  } catch {
    // Fall through to canonical formatting.
  }
  return prettify(JSON.stringify(next, null, 2) + "\n", filePath);
}
