/**
 * One change, opened in the Changes panel: the page as in the last commit and as it is now, drawn
 * by the Preview at the same width side by side (a picture: the two pictures), and the file's
 * diff beside them, as git shows it.
 */
import { useState } from "react";
import type { ChangeDetail, ChangeSide } from "../../../core/editor/editor-git-api.ts";
import { DiffView } from "./diff-view.tsx";
import { SnapshotFrame } from "../preview/snapshot-frame.tsx";
import { WidthPicker } from "../preview/width-picker.tsx";

/** The first block that differs between two versions of a page (-1: none, or not a page). */
export function firstChanged(before: unknown, after: unknown): number {
  const blocks = (doc: unknown) => (doc as { blocks?: unknown[] } | undefined)?.blocks ?? [];
  const [a, b] = [blocks(before), blocks(after)];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i]))
      return Math.min(i, a.length - 1, b.length - 1);
  return -1;
}

const STATUS = { new: "New", changed: "Changed", deleted: "Deleted" } as const;

function Side({
  label,
  side,
  route,
  width,
  selected,
  missing,
}: {
  label: string;
  side?: ChangeSide;
  route?: string;
  width: number;
  selected: number;
  missing: string;
}) {
  return (
    <figure className="change-side">
      <figcaption>{label}</figcaption>
      {side?.data !== undefined && route ? (
        <SnapshotFrame
          title={`${label}: preview`}
          route={route}
          doc={side.data}
          width={width}
          selected={selected}
        />
      ) : side?.image ? (
        <img src={side.image} alt={`${label}: the picture`} />
      ) : (
        <p className="empty">{side ? "No preview for this kind of file." : missing}</p>
      )}
    </figure>
  );
}

export function ChangeView({ detail, onDiscard }: { detail: ChangeDetail; onDiscard: () => void }) {
  const [width, setWidth] = useState(1280);
  const { change } = detail;
  const selected = firstChanged(detail.before?.data, detail.after?.data);
  const lines = detail.diff ? detail.diff.replace(/\n$/, "").split("\n") : [];
  return (
    <section className="change-view" aria-labelledby="change-title">
      <div className="change-head">
        <h3 id="change-title">
          <span className={`badge ${change.status}`}>{STATUS[change.status]}</span>{" "}
          {change.title ?? change.file}
        </h3>
        <button type="button" className="danger-quiet" onClick={onDiscard}>
          Discard…
        </button>
      </div>
      <p className="change-file">{change.file}</p>
      {change.conflict ? (
        <p role="alert" className="error">
          {change.conflict}
        </p>
      ) : null}
      {change.kind === "page" ? <WidthPicker width={width} onWidth={setWidth} /> : null}
      <div className="change-body">
        <div className="before-after">
          <Side
            label="Last commit"
            side={detail.before}
            route={detail.route}
            width={width}
            selected={selected}
            missing="Not in the last commit: this file is new."
          />
          <Side
            label="Now"
            side={detail.after}
            route={detail.route}
            width={width}
            selected={selected}
            missing="Deleted: publishing removes it."
          />
        </div>
        {lines.length ? <DiffView file={change.file} lines={lines} /> : null}
      </div>
    </section>
  );
}
