// @vitest-environment jsdom
/**
 * The renderer draws a block again only when it changed (src/render/page-renderer.tsx): the
 * editor's Preview redraws the page on every change, and its blocks are keyed by identity. A
 * block deleted or moved above another leaves that one as drawn (its index matters only in the
 * first screen); a keystroke redraws the one block it changed. Counted with a block type whose
 * component records each render; keyed by position, a delete redrew every block below it.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountedRoot } from "../../support/mounted-root.ts";
import type { Block } from "../../../../src/generated/schema.ts";
import { inFirstScreen, type BlockProps, type ResolvedPage } from "../../../../src/core/types.ts";

const drawn = vi.hoisted((): number[] => []);

vi.mock("../../../../src/render/definitions.ts", () => {
  /** A block that says its number and whether it is in the first screen, and counts its renders. */
  function Counted({ block, index }: BlockProps) {
    const n = (block as unknown as { n: number }).n;
    drawn.push(n);
    return <section data-n={n}>{`${n}${inFirstScreen(index) ? " (first screen)" : ""}`}</section>;
  }
  return {
    definitions: {
      counted: {
        type: "counted",
        interactive: false,
        load: () => Promise.resolve({ default: Counted }),
      },
    },
  };
});

const { PageRenderer } = await import("../../../../src/render/page-renderer.tsx");
const { preloadBlocks } = await import("../../../../src/render/registry.ts");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Counted = { type: "counted"; n: number };
const blocks = (count: number): Counted[] =>
  Array.from({ length: count }, (_, n) => ({ type: "counted", n }));

const dom = mountedRoot();
beforeEach(async () => {
  await preloadBlocks(["counted"]);
});
afterEach(() => {
  drawn.length = 0;
});

/** Draws `list` as the editor's Preview does: each block keyed by its identity (here its n). */
function draw(list: Counted[]) {
  const page = {
    route: "/counted",
    doc: { route: "/counted", title: "Counted", blocks: list as unknown as Block[] },
    images: {},
  } as unknown as ResolvedPage;
  const key = (block: Block) => `n${(block as unknown as Counted).n}`;
  act(() => dom.root.render(<PageRenderer page={page} blockKey={key} />));
}
const shown = () => Array.from(dom.container.querySelectorAll("section"));
/** Draws `list`, and says which blocks were drawn again. */
function redraw(list: Counted[]) {
  drawn.length = 0;
  draw(list);
  return [...drawn].sort((a, b) => a - b);
}

describe("a page drawn again after a change", () => {
  it("draws no block again when block 100 of 200 is deleted; the others stay mounted", () => {
    const page = blocks(200);
    draw(page);
    expect(drawn).toHaveLength(200);
    const before = shown();
    const deleted = page.filter((block) => block.n !== 99);
    expect(redraw(deleted)).toEqual([]);
    expect(shown().map((section) => section.dataset.n)).toEqual(deleted.map((b) => String(b.n)));
    expect(shown()).toEqual(before.filter((section) => section.dataset.n !== "99"));
  });

  it("draws only the block a keystroke changed", () => {
    const page = blocks(200);
    draw(page);
    const typed = page.map((block) => (block.n === 97 ? { ...block } : block));
    expect(redraw(typed)).toEqual([97]);
  });

  it("draws a moved block again only where its place in the first screen changed", () => {
    const page = blocks(10);
    draw(page);
    // 5 and 6 swap, below the first screen: neither is drawn again.
    expect(redraw([...page.slice(0, 5), page[6]!, page[5]!, ...page.slice(7)])).toEqual([]);
    // 2 goes to the top: it comes into the first screen, 1 leaves it, 0 stays in it.
    const moved = [page[2]!, page[0]!, page[1]!, ...page.slice(3)];
    expect(redraw(moved)).toEqual([1, 2]);
    expect(shown()[0]!.textContent).toBe("2 (first screen)");
    expect(shown()[2]!.textContent).toBe("1");
  });
});
