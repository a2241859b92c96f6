/**
 * One block of the outline: the row that chooses it (its form then takes the focus) and its
 * tools (move up, move down, duplicate, delete), which are one tab stop, walked with the arrow
 * keys, Home and End (roving tabindex). Memoised: a keystroke in one block redraws its row only,
 * so the callbacks it is given must not change from one render to the next.
 */
import { memo, useState, type KeyboardEvent } from "react";
import { summaryOf } from "./schema-tools.ts";
import { rovingTarget, tabStop } from "./roving.ts";

/** What a row asks of the outline, by the block's index; the same object every render. */
export interface RowActions {
  choose: (index: number) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  dragStart: (index: number) => void;
  drop: (from: number, to: number) => void;
  dragEnd: () => void;
}

interface Props {
  block: unknown;
  index: number;
  /** The block type's title. */
  title: string;
  current: boolean;
  last: boolean;
  errors: number;
  dragging: boolean;
  actions: RowActions;
}

/** The tools, in order; `data-tool` names each (focus follows a moved block to the same one). */
export const TOOLS = ["up", "down", "duplicate", "delete"] as const;

/** One element for every row (200 rows drew 200 icons each time a block was deleted). */
const duplicateIcon = (
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
);

export const OutlineRow = memo(function OutlineRow({
  block,
  index,
  title,
  current,
  last,
  errors,
  dragging,
  actions,
}: Props) {
  const [active, setActive] = useState(0);
  const name = `block ${index + 1} (${title})`;
  const enabled = [index > 0, !last, true, true];
  const stop = tabStop(enabled, active);
  const labels = [`Move ${name} up`, `Move ${name} down`, `Duplicate ${name}`, `Delete ${name}`];
  const run = [
    () => actions.move(index, index - 1),
    () => actions.move(index, index + 1),
    () => actions.duplicate(index),
    () => actions.remove(index),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = rovingTarget(enabled, stop, event.key);
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    event.currentTarget.querySelectorAll("button")[target]?.focus();
  };
  return (
    <li
      draggable
      data-index={index}
      className={dragging ? "dragging" : undefined}
      onDragStart={(event) => {
        actions.dragStart(index);
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(index));
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(Number(event.dataTransfer.getData("text/plain")), index);
      }}
      onDragEnd={actions.dragEnd}
    >
      <button
        type="button"
        className="row"
        data-tool="row"
        aria-current={current ? "true" : undefined}
        onClick={() => actions.choose(index)}
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
      <div className="tools" role="toolbar" aria-label={`Tools of ${name}`} onKeyDown={onKeyDown}>
        {TOOLS.map((tool, i) => (
          <button
            key={tool}
            type="button"
            data-tool={tool}
            aria-label={labels[i]}
            disabled={!enabled[i]}
            tabIndex={i === stop ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={run[i]}
          >
            {tool === "up" ? "↑" : tool === "down" ? "↓" : tool === "delete" ? "✕" : duplicateIcon}
          </button>
        ))}
      </div>
    </li>
  );
});
