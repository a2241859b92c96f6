/**
 * The open page's blocks, top to bottom, each by its type's title and a short summary: select,
 * move (buttons, or drag with the pointer), duplicate, delete (undo brings it back); and the
 * Add block menu, every block type with its description, inserting the schema's first example.
 */
import { useState } from "react";
import type { CatalogueEntry } from "../../core/block-docs.ts";
import { Modal } from "../../ui/modal.tsx";
import type { EditAction } from "./editor-state.ts";
import { summaryOf } from "./schema-tools.ts";

interface Props {
  blocks: readonly unknown[];
  entries: readonly CatalogueEntry[];
  /** The selected block; -1 for the page's own settings. */
  selected: number;
  /** The Add block menu is open. */
  adding: boolean;
  /** Moving, adding or deleting a block selects it (or, deleted, the one in its place). */
  dispatch: (action: EditAction) => void;
  /** Tells the author what happened (and offers undo after a delete). */
  onNotice: (text: string, undo?: boolean) => void;
  errorsAt: (index: number) => number;
}

const typeOf = (block: unknown) => String((block as { type?: unknown } | null)?.type ?? "?");

export function Outline({
  blocks,
  entries,
  selected,
  adding,
  dispatch,
  onNotice,
  errorsAt,
}: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const titleOf = (type: string) => entries.find((entry) => entry.type === type)?.title ?? type;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    dispatch({ kind: "move", pointer: "/blocks", from, to });
    onNotice(`Moved ${titleOf(typeOf(blocks[from]))} to position ${to + 1}.`);
  };
  const select = (index: number) => dispatch({ kind: "select", index });
  const close = () => dispatch({ kind: "close-dialog", dialog: "add-block" });
  const insert = (entry: CatalogueEntry) => {
    const index = selected >= 0 ? selected + 1 : blocks.length;
    dispatch({
      kind: "insert",
      pointer: "/blocks",
      index,
      value: structuredClone(entry.example ?? { type: entry.type }),
    });
    close();
    onNotice(`Added ${entry.title} as block ${index + 1}.`);
  };
  return (
    <nav className="outline" aria-label="Blocks">
      <h2>Blocks</h2>
      <button
        type="button"
        className="row page-settings"
        aria-current={selected === -1 ? "true" : undefined}
        onClick={() => select(-1)}
      >
        Page settings
      </button>
      <ol>
        {blocks.map((block, index) => {
          const title = titleOf(typeOf(block));
          const name = `block ${index + 1} (${title})`;
          const errors = errorsAt(index);
          return (
            <li
              key={index}
              draggable
              className={dragged === index ? "dragging" : undefined}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(index));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const from = Number(event.dataTransfer.getData("text/plain"));
                setDragged(null);
                if (Number.isInteger(from) && from !== index) move(from, index);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <button
                type="button"
                className="row"
                aria-current={selected === index ? "true" : undefined}
                onClick={() => select(index)}
              >
                <span className="index">{index + 1}</span>
                <span className="title">{title}</span>
                <span className="summary">{summaryOf(block)}</span>
                {errors ? (
                  <span className="badge">
                    {errors} {errors === 1 ? "error" : "errors"}
                  </span>
                ) : null}
              </button>
              <span className="tools">
                <button
                  type="button"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${name} down`}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Duplicate ${name}`}
                  onClick={() => {
                    dispatch({
                      kind: "insert",
                      pointer: "/blocks",
                      index: index + 1,
                      value: structuredClone(block),
                    });
                    onNotice(`Duplicated ${title}.`);
                  }}
                >
                  <svg
                    viewBox="0 0 16 16"
                    width="14"
                    height="14"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  >
                    <rect x="5" y="5" width="9" height="9" rx="1.5" />
                    <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
                  </svg>
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    dispatch({ kind: "remove", pointer: `/blocks/${index}` });
                    onNotice(`Deleted ${title}.`, true);
                  }}
                >
                  ✕
                </button>
              </span>
            </li>
          );
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
        <button type="button" onClick={close}>
          Cancel
        </button>
      </Modal>
    </nav>
  );
}
