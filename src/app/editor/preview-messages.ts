/** What the editor and its Preview frame (same origin) say to each other with postMessage. */
import type { Change } from "./preview-patch.ts";

export type ToPreview = {
  kind: "render";
  route: string;
  doc: unknown;
  /** Each block's identity (block-ids.ts), by which later patches name it; else by position. */
  ids?: string[];
  /** The selected block, outlined in the preview (-1: none). */
  selected: number;
  /** When the editor sent it (performance.now() of the editor), for the update benchmark. */
  sentAt: number;
};

/** What changed since the last message (preview-patch.ts): blocks, their order, properties. */
export type PatchPreview = Change & {
  kind: "patch";
  selected: number;
  sentAt: number;
};

export type FromPreview =
  | { kind: "ready" }
  /** A block was clicked in the preview. */
  | { kind: "select"; index: number }
  /** The preview has painted the document sent at `sentAt`. */
  | { kind: "rendered"; sentAt: number }
  /** F6 or Shift+F6 pressed in the preview: focus goes to the editor's next (previous) panel. */
  | { kind: "cycle"; backwards: boolean };

export const isMessage = (data: unknown): data is { kind: string } =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as { kind?: unknown }).kind === "string";
