/** What the editor and its Preview frame (same origin) say to each other with postMessage. */
export type ToPreview = {
  kind: "render";
  route: string;
  doc: unknown;
  /** The selected block, outlined in the preview (-1: none). */
  selected: number;
  /** When the editor sent it (performance.now() of the editor), for the update benchmark. */
  sentAt: number;
};

/** Only some blocks changed (preview-patch.ts): the document shown, with these blocks instead. */
export type PatchPreview = {
  kind: "patch";
  /** Each changed block, by its index. */
  blocks: [number, unknown][];
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
