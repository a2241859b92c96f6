/**
 * The Preview's keys for a page's blocks (src/app/editor/preview-keys.ts): by type and rank
 * among that type, so deleting or moving a block keeps every other block's key, but the last of
 * the deleted block's type.
 */
import { describe, expect, it } from "vitest";
import { previewKeys } from "../../../src/app/editor/preview-keys.ts";

const blocks = (types: string[]) => types.map((type) => ({ type }));

describe("the Preview's block keys", () => {
  it("name each block by its type and how many of its type come before it", () => {
    expect(previewKeys("/p", blocks(["text", "palette", "text"]))).toEqual([
      "/p:text#0",
      "/p:palette#0",
      "/p:text#1",
    ]);
  });
  it("keep the other blocks' keys when one is deleted", () => {
    const before = previewKeys("/p", blocks(["banner", "text", "palette", "text", "logos"]));
    const after = previewKeys("/p", blocks(["banner", "palette", "text", "logos"]));
    expect(after.filter((key) => !before.includes(key))).toEqual([]);
    expect(before.filter((key) => !after.includes(key))).toEqual(["/p:text#1"]);
  });
  it("are the same set after a move", () => {
    const before = previewKeys("/p", blocks(["banner", "text", "palette"]));
    const after = previewKeys("/p", blocks(["banner", "palette", "text"]));
    expect([...after].sort()).toEqual([...before].sort());
  });
  it("differ from page to page", () => {
    expect(previewKeys("/a", blocks(["text"]))).not.toEqual(previewKeys("/b", blocks(["text"])));
  });
});
