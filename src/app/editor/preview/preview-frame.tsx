/**
 * The Preview frame beside the form: the page drawn by the production renderer from the unsaved
 * document, at a phone, tablet or desktop width, redrawn on every change (sent whole once, then
 * only what changed, at once: preview-patch.ts); a click on a block in it chooses that block, and
 * F6 pressed in it goes on to the next panel.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { EDIT_PREVIEW_PATH } from "../../../core/editor/editor-api.ts";
import { cyclePanels } from "../panels.ts";
import { changeSince, held, type Held } from "./preview-patch.ts";
import { useFitScale } from "./use-fit-scale.ts";
import { WidthPicker } from "./width-picker.tsx";
import {
  isMessage,
  sendToPreview,
  type FromPreview,
  type PatchPreview,
  type ToPreview,
} from "./preview-messages.ts";

interface Props {
  /** The open page's route; none while no page is open (the frame loads, hidden, meanwhile). */
  route: string | undefined;
  doc: unknown;
  /** The identity of each of the document's blocks (state/block-ids.ts). */
  ids: readonly string[];
  selected: number;
  /** When the change being shown was made (performance.now()): the update is timed from it. */
  changedAt?: number;
  onSelect: (index: number) => void;
}

export function PreviewFrame({ route, doc, ids, selected, changedAt, onSelect }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Counts the frame's "ready" messages: a frame reloaded (by the dev server, or by hand) says
  // it again and must be sent the document again, not left waiting for the next keystroke.
  const [ready, setReady] = useState(0);
  const [width, setWidth] = useState<number>(1280);
  const selectRef = useRef(onSelect);
  /** What the frame was sent last, to send it only the blocks that changed since. */
  const sent = useRef<{ ready: number; route: string; page: Held | undefined } | null>(null);
  useLayoutEffect(() => {
    selectRef.current = onSelect;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isMessage(event.data)) return;
      const message = event.data as FromPreview;
      if (message.kind === "ready") setReady((count) => count + 1);
      if (message.kind === "select") selectRef.current(message.index);
      if (message.kind === "cycle") cyclePanels(message.backwards);
      if (message.kind === "rendered")
        performance.measure("editor:preview-update", {
          start: message.sentAt,
          end: performance.now(),
        });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (!ready || route === undefined) return;
    const sentAt = changedAt ?? performance.now();
    const last = sent.current;
    const page = held(doc, ids);
    // A frame that said "ready" again (reloaded), or another page, is sent the whole document.
    const change =
      last && last.ready === ready && last.route === route && page
        ? changeSince(last.page, page)
        : undefined;
    const message: ToPreview | PatchPreview = change
      ? { kind: "patch", ...change, selected, sentAt }
      : { kind: "render", route, doc, ids: [...ids], selected, sentAt };
    // Only what was posted: a patch is always against what the frame has.
    sent.current = { ready, route, page };
    sendToPreview(frame.current?.contentWindow, message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the time travels with its change
  }, [ready, route, doc, ids, selected]);

  // Wider than the room beside the form: drawn at its real width, scaled down to fit.
  const scale = useFitScale(box, width, 800);
  return (
    <section
      className="preview"
      aria-label="Preview"
      data-panel="preview"
      id="panel-preview"
      tabIndex={-1}
    >
      {route === undefined ? null : <WidthPicker width={width} onWidth={setWidth} />}
      <div className="preview-box" ref={box}>
        {/* Loaded as soon as the editor is, so a page opened is drawn by a frame that is ready
            (its code took 0.7-1.5 s to load after the page was chosen); unseen until then. */}
        <iframe
          ref={frame}
          title="Preview"
          src={EDIT_PREVIEW_PATH}
          width={width}
          style={{
            transform: `scale(${scale})`,
            height: `${100 / scale}%`,
            visibility: route === undefined ? "hidden" : undefined,
          }}
        />
      </div>
    </section>
  );
}
