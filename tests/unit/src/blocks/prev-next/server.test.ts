/**
 * The Previous/Next bar's Node-side hooks (src/blocks/prev-next/server.ts): it is the block that
 * links a case study into the chain, as the generic code finds it (chainLinkOf,
 * src/core/blocks/block-server.ts) without naming its type.
 */
import { describe, expect, it } from "vitest";
import { chainLinkOf, chainOf } from "../../../../../src/core/blocks/block-server.ts";
import type { Block } from "../../../../../src/generated/schema.ts";
import { servers } from "../../../support/fixture-site.ts";

const banner = {
  type: "banner",
  image: { src: "/media/a.png", alt: "A" },
} as unknown as Block;

describe("the chain of case studies", () => {
  it("is linked by one block type, whose new block reads back as its neighbours", () => {
    const found = chainOf(servers);
    expect(found?.type).toBe("prev-next");
    const links = { previous: "/portfolio/a", next: "/portfolio/b" };
    const block = found!.chain.make(links) as Block;
    expect(block).toEqual({ type: "prev-next", ...links });
    expect(chainLinkOf([banner, block], servers)).toEqual({
      index: 1,
      links,
      at: { previous: "/previous", next: "/next" },
    });
  });

  it("points at where each neighbour is written in the block", () => {
    const block = { type: "prev-next", previous: "/p", next: "/n" } as Block;
    const link = chainLinkOf([block], servers)!;
    const read = (pointer: string) =>
      (block as unknown as Record<string, unknown>)[pointer.slice(1)];
    expect(read(link.at.previous)).toBe("/p");
    expect(read(link.at.next)).toBe("/n");
  });

  it("is missing from a page without the block, and without the hooks", () => {
    expect(chainLinkOf([banner], servers)).toBeUndefined();
    const block = { type: "prev-next", previous: "/p", next: "/n" } as Block;
    expect(chainLinkOf([block], {})).toBeUndefined();
  });
});
