/**
 * One block of the outline: the row that chooses it (its form then takes the focus) and its
 * tools (move up, move down, duplicate, delete), which are one tab stop, walked with the arrow
 * keys, Home and End (roving tabindex). Memoised, and keyed by the block's identity: a keystroke
 * in one block redraws its row only, and a delete or a move redraws no row but the ones whose
 * first or last place changed. The row's place (its number, and the labels that name it) is
 * written by `placeRows` once the outline is drawn, not by React: deleting block 100 of 200
 * redrew the 99 rows below it for their numbers, 70 ms in development's React.
 */
import { memo, useState, type KeyboardEvent } from "react";
import { summaryOf } from "../form/schema-tools.ts";
import { rovingTarget, tabStop } from "./roving.ts";

/** What a row asks of the outline, by the block's identity; the same object every render. */
export interface RowActions {
  choose: (id: string) => void;
  /** Moves the block one place up (-1) or down (+1). */
  step: (id: string, by: -1 | 1) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
  dragStart: (id: string) => void;
  /** The block `from` dropped on the row of the block `to`. */
  drop: (from: string, to: string) => void;
  dragEnd: () => void;
}

interface Props {
  block: unknown;
  id: string;
  /** The block type's title. */
  title: string;
  current: boolean;
  first: boolean;
  last: boolean;
  errors: number;
  dragging: boolean;
  actions: RowActions;
}

/** The tools, in order; `data-tool` names each (focus follows a moved block to the same one). */
export const TOOLS = ["up", "down", "duplicate", "delete"] as const;

/** Each tool's accessible name, for the block `name` ("block 3 (Text)"). */
const toolLabel: Record<(typeof TOOLS)[number], (name: string) => string> = {
  up: (name) => `Move ${name} up`,
  down: (name) => `Move ${name} down`,
  duplicate: (name) => `Duplicate ${name}`,
  delete: (name) => `Delete ${name}`,
};

/**
 * Writes each row of the outline's list its place, where it is not written yet: its index
 * (`data-index`, which focus and Alt+↑/↓ find rows by), its number, and the names of its tools
 * ("Delete block 3 (Text)"). Runs after every render of the outline, before the browser paints;
 * a row whose place and title are the same is not touched.
 */
export function placeRows(list: HTMLElement): void {
  Array.from(list.children).forEach((row, index) => {
    if (!(row instanceof HTMLElement)) return;
    const title = row.dataset.title ?? "";
    const place = `${index}|${title}`;
    if (row.dataset.place === place) return;
    row.dataset.place = place;
    row.dataset.index = String(index);
    const name = `block ${index + 1} (${title})`;
    const number = row.querySelector(".row .index");
    if (number) number.textContent = String(index + 1);
    row.querySelector(".tools")?.setAttribute("aria-label", `Tools of ${name}`);
    for (const tool of TOOLS)
      row.querySelector(`[data-tool="${tool}"]`)?.setAttribute("aria-label", toolLabel[tool](name));
  });
}

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
const ICONS = { up: "↑", down: "↓", duplicate: duplicateIcon, delete: "✕" };

export const OutlineRow = memo(function OutlineRow({
  block,
  id,
  title,
  current,
  first,
  last,
  errors,
  dragging,
  actions,
}: Props) {
  const [active, setActive] = useState(0);
  const enabled = [!first, !last, true, true];
  const stop = tabStop(enabled, active);
  const run = [
    () => actions.step(id, -1),
    () => actions.step(id, 1),
    () => actions.duplicate(id),
    () => actions.remove(id),
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
      data-title={title}
      className={dragging ? "dragging" : undefined}
      onDragStart={(event) => {
        actions.dragStart(id);
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", id);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(event.dataTransfer.getData("text/plain"), id);
      }}
      onDragEnd={actions.dragEnd}
    >
      <button
        type="button"
        className="row"
        data-tool="row"
        aria-current={current ? "true" : undefined}
        onClick={() => actions.choose(id)}
      >
        {/* The number is the row's place: placeRows writes it. */}
        <span className="index" />
        <span className="title">{title}</span>
        <span className="summary">{summaryOf(block)}</span>
        {errors ? (
          <span className="badge">
            {errors} {errors === 1 ? "error" : "errors"}
          </span>
        ) : null}
      </button>
      {/* Named by placeRows, with the row's place, as each tool is. */}
      <div className="tools" role="toolbar" onKeyDown={onKeyDown}>
        {TOOLS.map((tool, i) => (
          <button
            key={tool}
            type="button"
            data-tool={tool}
            disabled={!enabled[i]}
            tabIndex={i === stop ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={run[i]}
          >
            {ICONS[tool]}
          </button>
        ))}
      </div>
    </li>
  );
});
