/**
 * The open page's blocks, top to bottom, each by its type's title and a short summary: choose
 * (its form takes the focus), move (the tools, Alt+↑/↓, or drag with the pointer), duplicate,
 * delete (undo brings it back); and the Add block menu, every block type with its description,
 * inserting the schema's first example. Focus follows a block the keyboard moves.
 */
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from "react";
import type { CatalogueEntry } from "../../../core/blocks/block-docs.ts";
import { Modal } from "../../../ui/modal.tsx";
import type { EditAction } from "../state/editor-state.ts";
import { OutlineRow, placeRows, type RowActions } from "./outline-row.tsx";

interface Props {
  blocks: readonly unknown[];
  /**
   * Each block's identity (state/block-ids.ts): its row's key, so a delete keeps the rows below.
   */
  ids: readonly string[];
  entries: readonly CatalogueEntry[];
  /** The selected block; -1 for the page's own settings. */
  selected: number;
  /** The Add block menu is open. */
  adding: boolean;
  /** Moving, adding or deleting a block selects it (or, deleted, the one in its place). */
  dispatch: (action: EditAction) => void;
  /** A block chosen by its row: selected, its form focused. */
  onChoose: (index: number) => void;
  /** Tells the author what happened (and offers undo after a delete). */
  onNotice: (text: string, undo?: boolean) => void;
  /** Errors by block index (blocks without any are absent). */
  errorCounts: ReadonlyMap<number, number>;
}

export const typeOf = (block: unknown) => String((block as { type?: unknown } | null)?.type ?? "?");

/** What the outline says after a move. */
export const movedText = (title: string, to: number) => `Moved ${title} to position ${to + 1}.`;

type RowCache = WeakMap<object, { signature: string; element: ReactElement }>;

/** The element `make` made for `block` last time, if its signature is the same; else a new one. */
function remembered(cache: RowCache, block: unknown, signature: string, make: () => ReactElement) {
  if (typeof block !== "object" || block === null) return make();
  const cached = cache.get(block);
  if (cached?.signature === signature) return cached.element;
  const element = make();
  cache.set(block, { signature, element });
  return element;
}

export function Outline(props: Props) {
  const { blocks, ids, entries, selected, adding, dispatch, errorCounts } = props;
  /** The block being dragged, by its identity. */
  const [dragged, setDragged] = useState<string | null>(null);
  // The rows' callbacks never change (rows are memoised); they read the latest props here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const nav = useRef<HTMLElement>(null);
  /** Where focus goes once the outline has redrawn: a row's part, by the block's new index. */
  const follow = useRef<{ index: number; tool: string } | null>(null);
  const titles = useMemo(() => new Map(entries.map((e) => [e.type, e.title])), [entries]);
  const actions = useMemo((): RowActions & { move: (from: number, to: number) => void } => {
    const indexOf = (id: string) => latest.current.ids.indexOf(id);
    const titleOf = (index: number) => {
      const type = typeOf(latest.current.blocks[index]);
      return titles.get(type) ?? type;
    };
    /** The focused part of row `index`, if focus is in it. */
    const focusedTool = (index: number) => {
      const focused = document.activeElement as HTMLElement | null;
      const row = focused?.closest<HTMLElement>("li[data-index]");
      return row && nav.current?.contains(row) && Number(row.dataset.index) === index
        ? focused?.dataset.tool
        : undefined;
    };
    const move = (from: number, to: number) => {
      const { blocks, dispatch, onNotice } = latest.current;
      if (from < 0 || to < 0 || to >= blocks.length || from === to) return;
      const tool = focusedTool(from);
      if (tool) follow.current = { index: to, tool };
      dispatch({ kind: "move", pointer: "/blocks", from, to });
      onNotice(movedText(titleOf(from), to));
    };
    return {
      move,
      choose: (id) => latest.current.onChoose(indexOf(id)),
      step: (id, by) => move(indexOf(id), indexOf(id) + by),
      duplicate: (id) => {
        const { blocks, dispatch, onNotice } = latest.current;
        const index = indexOf(id);
        const value = structuredClone(blocks[index]);
        dispatch({ kind: "insert", pointer: "/blocks", index: index + 1, value });
        onNotice(`Duplicated ${titleOf(index)}.`);
      },
      remove: (id) => {
        const { blocks, dispatch, onNotice } = latest.current;
        const index = indexOf(id);
        const title = titleOf(index);
        if (focusedTool(index))
          follow.current = { index: Math.min(index, blocks.length - 2), tool: "delete" };
        dispatch({ kind: "remove", pointer: `/blocks/${index}` });
        onNotice(`Deleted ${title}.`, true);
      },
      dragStart: setDragged,
      drop: (from, to) => {
        setDragged(null);
        if (from !== to) move(indexOf(from), indexOf(to));
      },
      dragEnd: () => setDragged(null),
    };
  }, [titles]);

  // Each row's element, by its block (an unchanged block keeps its object): a keystroke makes one
  // row's element, not 200 (creating them all took 15 ms a keystroke in development's React).
  const rows = useMemo((): RowCache => {
    // One cache per set of callbacks: no row made with older ones is reused.
    void actions;
    return new WeakMap();
  }, [actions]);

  // Each row's number and the names of its tools, before focus looks rows up by them.
  useLayoutEffect(() => {
    const list = nav.current?.querySelector("ol");
    if (list) placeRows(list);
  });

  useLayoutEffect(() => {
    const target = follow.current;
    if (!target || !nav.current) return;
    follow.current = null;
    const row = nav.current.querySelector(`li[data-index="${target.index}"]`);
    const part =
      row?.querySelector<HTMLButtonElement>(`[data-tool="${target.tool}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[role="toolbar"] button:not(:disabled)');
    (part ?? nav.current.querySelector<HTMLElement>("h2"))?.focus();
  });

  // Alt+↑/↓ in the outline moves the block whose row has focus (the selected one elsewhere).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>("li[data-index]");
    const index = row ? Number(row.dataset.index) : selected;
    if (index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    actions.move(index, index + (event.key === "ArrowUp" ? -1 : 1));
  };

  const close = () => dispatch({ kind: "close-dialog", dialog: "add-block" });
  // The menu of every block type, made once: the outline is drawn again on every keystroke.
  const menu = useMemo(() => {
    const insert = (entry: CatalogueEntry) => {
      const { blocks, selected, dispatch, onNotice } = latest.current;
      const index = selected >= 0 ? selected + 1 : blocks.length;
      dispatch({
        kind: "insert",
        pointer: "/blocks",
        index,
        value: structuredClone(entry.example ?? { type: entry.type }),
      });
      dispatch({ kind: "close-dialog", dialog: "add-block" });
      onNotice(`Added ${entry.title} as block ${index + 1}.`);
    };
    return (
      <ul className="block-menu">
        {entries.map((entry) => (
          <li key={entry.type}>
            <button type="button" onClick={() => insert(entry)}>
              <strong>{entry.title}</strong>
              <span>{entry.description}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }, [entries]);
  return (
    <nav className="outline" aria-label="Blocks" ref={nav} onKeyDown={onKeyDown}>
      <h2 tabIndex={-1}>Blocks</h2>
      <button
        type="button"
        className="row page-settings"
        aria-current={selected === -1 ? "true" : undefined}
        onClick={() => latest.current.onChoose(-1)}
      >
        Page settings
      </button>
      <ol>
        {blocks.map((block, index) => {
          const id = ids[index]!;
          const type = typeOf(block);
          const title = titles.get(type) ?? type;
          const current = selected === index;
          const first = index === 0;
          const last = index === blocks.length - 1;
          const errors = errorCounts.get(index) ?? 0;
          const dragging = dragged === id;
          const signature = `${id}|${title}|${current}|${first}|${last}|${errors}|${dragging}`;
          return remembered(rows, block, signature, () => (
            <OutlineRow
              key={id}
              block={block}
              id={id}
              title={title}
              current={current}
              first={first}
              last={last}
              errors={errors}
              dragging={dragging}
              actions={actions}
            />
          ));
        })}
      </ol>
      <button
        type="button"
        className="primary add-block"
        onClick={() => dispatch({ kind: "open-dialog", dialog: { kind: "add-block" } })}
      >
        Add block
      </button>
      <Modal open={adding} onClose={close} labelledBy="add-block-title" className="editor-dialog">
        <h2 id="add-block-title">Add a block</h2>
        <p>It goes after the selected block, with example content to replace.</p>
        {menu}
        <button type="button" onClick={close}>
          Cancel
        </button>
      </Modal>
    </nav>
  );
}
