/**
 * JSON pointers (RFC 6901) over plain data, immutably: the editor's one way to read and change a
 * value deep in a document ("/blocks/3/colors/1/hex"), the same pointers the validator reports.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const escapeToken = (token: string | number): string =>
  String(token).replace(/~/g, "~0").replace(/\//g, "~1");

export const unescapeToken = (token: string): string =>
  token.replace(/~1/g, "/").replace(/~0/g, "~");

export function tokensOf(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeToken);
}

export const pointerOf = (tokens: readonly (string | number)[]): string =>
  tokens.map((token) => "/" + escapeToken(token)).join("");

export const childPointer = (pointer: string, token: string | number): string =>
  `${pointer}/${escapeToken(token)}`;

export function getAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const token of tokensOf(pointer)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A copy of `data` with the value at `pointer` replaced; `undefined` removes an object's key. */
export function setAt(data: unknown, pointer: string, value: unknown): unknown {
  const tokens = tokensOf(pointer);
  if (tokens.length === 0) return value;
  const [head, ...rest] = tokens as [string, ...string[]];
  const child = pointerOf(rest);
  if (Array.isArray(data)) {
    const index = Number(head);
    const copy = data.slice();
    if (rest.length === 0 && value === undefined) copy.splice(index, 1);
    else copy[index] = setAt(data[index], child, value);
    return copy;
  }
  const object = (data ?? {}) as Record<string, unknown>;
  if (rest.length === 0 && value === undefined) {
    const kept = { ...object };
    delete kept[head];
    return kept;
  }
  return { ...object, [head]: setAt(object[head], child, value) };
}

/** The array at `pointer` with the element at `from` moved to `to`. */
export function moveAt(data: unknown, pointer: string, from: number, to: number): unknown {
  const list = getAt(data, pointer);
  if (!Array.isArray(list) || to < 0 || to >= list.length || from === to) return data;
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return setAt(data, pointer, copy);
}

/** The array at `pointer` with `value` inserted at `index`. */
export function insertAt(data: unknown, pointer: string, index: number, value: unknown): unknown {
  const list = getAt(data, pointer);
  const copy = Array.isArray(list) ? list.slice() : [];
  copy.splice(index, 0, value);
  return setAt(data, pointer, copy);
}
