/** What the editor and its Preview frame (same origin) say to each other with postMessage. */
import type { Change } from "./preview-patch.ts";

export type ToPreview = {
  kind: "render";
  route: string;
  doc: unknown;
  /**
   * Each block's identity (state/block-ids.ts), by which later patches name it; else by position.
   */
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

/** The property of the Preview frame's window that holds its receiver (see sendToPreview). */
const RECEIVER = "editorPreviewReceive";
type Receiver = (message: ToPreview | PatchPreview) => void;
type WithReceiver = { [RECEIVER]?: Receiver };

/**
 * In the Preview frame: takes the editor's messages handed over in the editor's own task (see
 * sendToPreview), each copied as postMessage would copy it, into this frame's own objects. What
 * goes wrong in the frame is reported in the frame, as from a message's handler: it never throws
 * into the editor. Returns the function that stops.
 */
export function offerReceiver(receive: Receiver): () => void {
  const own = window as WithReceiver;
  own[RECEIVER] = (message) => {
    try {
      receive(structuredClone(message));
    } catch (error) {
      reportError(error);
    }
  };
  return () => delete own[RECEIVER];
}

/**
 * In the editor: `message` to the Preview in `frame`. The frame is this page's (same origin, same
 * thread), so what it offers (offerReceiver) is called at once: the Preview draws the change in
 * the editor's task and the browser paints both in one frame, where a posted message waited for a
 * task of its own after the editor's frame (a keystroke cost two paints, 8-15 ms each on a
 * 200-block page). Posted while the frame offers nothing yet (still loading).
 */
export function sendToPreview(frame: Window | null | undefined, message: ToPreview | PatchPreview) {
  let receive: Receiver | undefined;
  try {
    receive = (frame as WithReceiver | null | undefined)?.[RECEIVER];
  } catch {
    // A frame that is not this origin's (navigated away): posted, and refused there.
  }
  if (typeof receive === "function") receive(message);
  else frame?.postMessage(message, location.origin);
}
