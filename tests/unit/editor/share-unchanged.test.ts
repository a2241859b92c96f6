import { describe, expect, it } from "vitest";
import { shareUnchanged } from "../../../src/app/editor/share-unchanged.ts";
import type { PageDocument } from "../../../src/generated/schema.ts";

const doc = (titles: string[]): PageDocument =>
  ({
    $schema: "../schema/page.schema.json",
    schemaVersion: 1,
    route: "/fixture",
    title: "Fixture",
    description: "A page for the preview's tests.",
    blocks: titles.map((title) => ({
      type: "text",
      title,
      paragraphs: ["One paragraph."],
      servicesLabel: "Services Provided:",
    })),
  }) as PageDocument;

describe("the preview's next document", () => {
  it("keeps the earlier object of every unchanged block and takes the changed one", () => {
    const before = doc(["One", "Two", "Three"]);
    // As postMessage delivers it: a deep copy, every object new.
    const next = structuredClone(doc(["One", "Two, edited", "Three"]));
    const shared = shareUnchanged(before, next);
    expect(shared.blocks[0]).toBe(before.blocks[0]);
    expect(shared.blocks[1]).toBe(next.blocks[1]);
    expect(shared.blocks[2]).toBe(before.blocks[2]);
    expect(shared).toEqual(next);
  });

  it("follows moved and added blocks, and takes the first document whole", () => {
    const before = doc(["One", "Two"]);
    const next = structuredClone(doc(["Two", "New", "One"]));
    const shared = shareUnchanged(before, next);
    expect(shared.blocks[0]).toBe(before.blocks[1]);
    expect(shared.blocks[1]).toBe(next.blocks[1]);
    expect(shared.blocks[2]).toBe(before.blocks[0]);
    expect(shareUnchanged(null, next)).toBe(next);
  });
});
