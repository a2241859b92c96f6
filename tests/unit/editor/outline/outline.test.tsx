// @vitest-environment jsdom
/**
 * The outline on a 200-block page (src/app/editor/outline/outline.tsx, outline-row.tsx): rows keyed
 * by their blocks' identities, each drawn again only when its own block or state changed. A delete
 * draws no other row again, yet every row below it says its new place (its number and the names of
 * its tools, written by placeRows), and its tools act on its block. Rows are counted by their
 * summaries (summaryOf runs once per row drawn); keyed and numbered by position, a delete drew the
 * 100 rows below it again.
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mountedRoot } from "../../support/mounted-root.ts";
import type { CatalogueEntry } from "../../../../src/core/blocks/block-docs.ts";
import type { EditAction } from "../../../../src/app/editor/state/editor-state.ts";

const summaries = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../../src/app/editor/form/schema-tools.ts", async (original) => {
  const tools = await original<typeof import("../../../../src/app/editor/form/schema-tools.ts")>();
  return {
    ...tools,
    summaryOf: (value: unknown) => {
      summaries.count++;
      return tools.summaryOf(value);
    },
  };
});
const { Outline } = await import("../../../../src/app/editor/outline/outline.tsx");
const { blockIds } = await import("../../../../src/app/editor/state/block-ids.ts");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entries = [
  { type: "text", title: "Text", description: "Words.", properties: [] },
  { type: "palette", title: "Palette", description: "Colours.", properties: [] },
] as CatalogueEntry[];
const page = Array.from({ length: 200 }, (_, i) =>
  i % 2 ? { type: "palette", colors: [] } : { type: "text", title: `Chapter ${i + 1}` },
);

const dom = mountedRoot();
let dispatched: EditAction[];
beforeEach(() => {
  dispatched = [];
});

function draw(blocks: readonly unknown[]) {
  act(() =>
    dom.root.render(
      <Outline
        blocks={blocks}
        ids={blockIds(blocks)}
        entries={entries}
        selected={-1}
        adding={false}
        dispatch={(action) => dispatched.push(action)}
        onChoose={() => {}}
        onNotice={() => {}}
        errorCounts={new Map()}
      />,
    ),
  );
}
const rows = () => Array.from(dom.container.querySelectorAll<HTMLElement>("ol > li"));
const tool = (row: HTMLElement, name: string) =>
  row.querySelector<HTMLButtonElement>(`[data-tool="${name}"]`)!;

describe("the outline of a 200-block page", () => {
  it("numbers its rows and names their tools by their places", () => {
    draw(page);
    const row = rows()[99]!;
    expect(row.querySelector(".index")!.textContent).toBe("100");
    expect(row.dataset.index).toBe("99");
    expect(tool(row, "delete").getAttribute("aria-label")).toBe("Delete block 100 (Palette)");
    expect(row.querySelector('[role="toolbar"]')!.getAttribute("aria-label")).toBe(
      "Tools of block 100 (Palette)",
    );
  });

  it("draws no row again when block 100 is deleted; the rows below say their new places", () => {
    draw(page);
    const before = rows();
    summaries.count = 0;
    const deleted = page.filter((_, i) => i !== 99);
    draw(deleted);
    expect(summaries.count).toBe(0);
    expect(rows()).toEqual(before.filter((_, i) => i !== 99));
    const moved = rows()[99]!;
    expect(moved.querySelector(".summary")!.textContent).toBe("Chapter 101");
    expect(moved.querySelector(".index")!.textContent).toBe("100");
    expect(tool(moved, "up").getAttribute("aria-label")).toBe("Move block 100 (Text) up");
    expect(tool(rows()[198]!, "down").disabled).toBe(true);
    expect(tool(rows()[198]!, "duplicate").getAttribute("aria-label")).toBe(
      "Duplicate block 199 (Palette)",
    );
  });

  it("draws the one row whose block changed, and its tools act on the block where it is now", () => {
    draw(page);
    const deleted = page.filter((_, i) => i !== 99);
    draw(deleted);
    summaries.count = 0;
    const typed = deleted.map((block, i) => (i === 99 ? { ...block, title: "Typed" } : block));
    draw(typed);
    expect(summaries.count).toBe(1);
    act(() => tool(rows()[99]!, "delete").click());
    act(() => tool(rows()[150]!, "down").click());
    expect(dispatched).toEqual([
      { kind: "remove", pointer: "/blocks/99" },
      { kind: "move", pointer: "/blocks", from: 150, to: 151 },
    ]);
  });
});
