/**
 * The editor's Preview frame (development only, /__edit/preview): the production renderer, the
 * site's header, footer and global styles, drawing whatever unsaved document the editor sends.
 * A click on a block selects it in the editor instead of following links.
 */
import {
  StrictMode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import catalogue from "virtual:block-catalogue";
import { BLOCK_ROOTS } from "../../../render/block-roots.ts";
import { siteData } from "../../../ui/site-data.ts";
import { preloadBlocks } from "../../../render/registry.ts";
import { PageRenderer } from "../../../render/page-renderer.tsx";
import { GlobalStyles } from "../../../site/theme.tsx";
import { Header } from "../../../site/header.tsx";
import { Footer } from "../../../site/footer.tsx";
import type { PageDocument } from "../../../generated/schema.ts";
import {
  isMessage,
  offerReceiver,
  type FromPreview,
  type PatchPreview,
  type ToPreview,
} from "./preview-messages.ts";
import { receive, type Received } from "./preview-received.ts";
import { ClientPhase } from "../../../ui/client-phase.tsx";
import { onContentUpdate } from "../../dev/content-hot.ts";
import { documentSchemaKey } from "../../../core/schema/schema-keys.ts";

// A document broken on disk shows here too, until it is valid again.
if (import.meta.hot) onContentUpdate(import.meta.hot);

const tell = (message: FromPreview) => window.parent.postMessage(message, location.origin);

/** Each block's own element, in page order (the index is the block's in the document). */
const blockRoots = () => Array.from(document.querySelectorAll<HTMLElement>(BLOCK_ROOTS));

function blockIndexOf(target: EventTarget | null): number {
  const root = target instanceof Element ? target.closest(BLOCK_ROOTS) : null;
  return root ? blockRoots().indexOf(root as HTMLElement) : -1;
}

/** The preview draws pictures from their files: no resized variants in development. */
const NO_IMAGES = {};

function Preview({ message }: { message: ToPreview }) {
  const doc = message.doc as PageDocument;
  const scrolledTo = useRef(-1);
  // The header and footer draw the site's settings, which typing in a page does not change.
  const chrome = useMemo(
    () => ({
      header: <Header site={siteData.site} />,
      footer: <Footer site={siteData.site} newsletterEndpoint={siteData.endpoints.newsletter} />,
    }),
    [],
  );
  useLayoutEffect(() => {
    const chosen = blockRoots()[message.selected];
    document
      .querySelectorAll("[data-editor-selected]")
      .forEach((el) => el.removeAttribute("data-editor-selected"));
    if (chosen) {
      chosen.setAttribute("data-editor-selected", "");
      // Brought into view when the selection changes, not on every keystroke inside it.
      if (scrolledTo.current !== message.selected) chosen.scrollIntoView({ block: "start" });
    }
    scrolledTo.current = message.selected;
  });
  useEffect(() => {
    // Told once the frame that shows it has been painted: the task after the next frame.
    requestAnimationFrame(() =>
      setTimeout(() => tell({ kind: "rendered", sentAt: message.sentAt })),
    );
  }, [message]);
  // Each block by its identity: a block deleted or moved above leaves the others mounted.
  const ids = message.ids;
  const blockKey = useCallback((_: unknown, index: number) => ids?.[index] ?? `@${index}`, [ids]);
  // The same object while the document is (a change of selection alone redraws no block).
  const page = useMemo(
    () => ({ route: message.route, doc, images: NO_IMAGES, tiles: catalogue.tiles }),
    [message.route, doc],
  );
  return (
    <MemoryRouter initialEntries={[message.route]}>
      <GlobalStyles fontFallbacks={false} />
      {chrome.header}
      <main id="main">
        <Suspense fallback={<p role="status">Loading the blocks…</p>}>
          <PageRenderer key={message.route} page={page} blockKey={blockKey} />
        </Suspense>
      </main>
      {chrome.footer}
    </MemoryRouter>
  );
}

function PreviewApp() {
  const [message, setMessage] = useState<ToPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The page as last received: a change applies to it, not to the one drawn (a block type's
  // code may still be on its way). Drawn in the order received.
  const received = useRef<Received | null>(null);
  const order = useRef({ received: 0, drawn: 0 });
  useEffect(() => {
    const pageAt = {
      schema: catalogue.schemas[documentSchemaKey.page]!,
      from: documentSchemaKey.page,
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage(event.data)) return;
      if (event.data.kind !== "render" && event.data.kind !== "patch") return;
      show(event.data as ToPreview | PatchPreview);
    };
    const show = (next: ToPreview | PatchPreview) => {
      const now = receive(received.current, next, pageAt, catalogue.schemas);
      if (!now) return;
      received.current = now;
      const number = ++order.current.received;
      // Components load once per type; rendering waits for a new type's code, not for each keystroke.
      preloadBlocks(now.types).then(
        () => {
          if (number < order.current.drawn) return;
          order.current.drawn = number;
          const draw = () => {
            setFailure(null);
            setMessage({
              kind: "render",
              route: now.route,
              doc: now.doc,
              ids: [...now.ids],
              selected: next.selected,
              sentAt: next.sentAt,
            });
          };
          // A change is drawn in this task, not one the scheduler queues behind others: it
          // redraws the blocks it changed, no more. A whole page in a transition, in slices, so
          // the editor beside it stays responsive.
          if (next.kind === "patch") flushSync(draw);
          else startTransition(draw);
        },
        // Said in the frame, not left as "Waiting for the editor…" (say, the dev server stopped).
        (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
      );
    };
    const onClick = (event: MouseEvent) => {
      const index = blockIndexOf(event.target);
      if ((event.target as Element | null)?.closest("a, form")) event.preventDefault();
      if (index >= 0) tell({ kind: "select", index });
    };
    const onSubmit = (event: Event) => event.preventDefault();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F6" || event.ctrlKey || event.altKey || event.metaKey) return;
      event.preventDefault();
      tell({ kind: "cycle", backwards: event.shiftKey });
    };
    window.addEventListener("message", onMessage);
    const stopReceiving = offerReceiver(show);
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("keydown", onKey);
    tell({ kind: "ready" });
    return () => {
      window.removeEventListener("message", onMessage);
      stopReceiving();
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
  if (failure)
    return (
      <p role="alert">
        The preview could not load a block’s code ({failure}). Is <code>npm run edit</code> still
        running? Reload the page to try again.
      </p>
    );
  if (!message) return <p role="status">Waiting for the editor…</p>;
  return <Preview message={message} />;
}

const style = document.createElement("style");
style.textContent = `[data-editor-selected]{outline:3px solid #1f5eff;outline-offset:-3px}
${BLOCK_ROOTS}{cursor:pointer}`;
document.head.append(style);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ClientPhase hydrating={false}>
      <PreviewApp />
    </ClientPhase>
  </StrictMode>,
);
