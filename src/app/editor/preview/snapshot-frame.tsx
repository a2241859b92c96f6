/**
 * A page drawn in the editor's Preview frame (/__edit/preview, the production renderer) as a
 * picture to look at, not to edit: a committed version beside the current one in Changes, a
 * past revision in History. At the width it is given, scaled down to fit; inert, so neither a
 * click nor the Tab key goes into it.
 */
import { useEffect, useRef, useState } from "react";
import { EDIT_PREVIEW_PATH } from "../../../core/editor/editor-api.ts";
import { useFitScale } from "./use-fit-scale.ts";
import { isMessage, type ToPreview } from "./preview-messages.ts";

interface Props {
  title: string;
  route: string;
  doc: unknown;
  width: number;
  /** The block to bring into view and outline (a change's first), -1 for none. */
  selected?: number;
}

export function SnapshotFrame({ title, route, doc, width, selected = -1 }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (isMessage(event.data) && event.data.kind === "ready") setReady((n) => n + 1);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: ToPreview = { kind: "render", route, doc, selected, sentAt: 0 };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [ready, route, doc, selected]);

  const scale = useFitScale(box, width, 400);
  return (
    <div className="snapshot" ref={box} inert>
      <iframe
        ref={frame}
        title={title}
        src={EDIT_PREVIEW_PATH}
        width={width}
        style={{ transform: `scale(${scale})`, height: `${100 / scale}%` }}
      />
    </div>
  );
}
