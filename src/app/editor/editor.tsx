/**
 * The visual editor (development only, /__edit): pages on the left, the open page's blocks and
 * the selected block's form in the middle, the Preview on the right. Everything is generated
 * from the block schemas and definitions; nothing here names a block type.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { catalogueEntries, type CatalogueEntry } from "../../core/blocks/block-docs.ts";
import type { DocumentSummary } from "../../core/editor/editor-api.ts";
import { isError } from "../../core/diagnostics/diagnostics.ts";
import { call } from "./editor-client.ts";
import { byPointer, fieldId, FormContext, type FormContextValue } from "./form/form-context.ts";
import { FormPanel } from "./form/form-panel.tsx";
import { GitActions } from "./git/git-actions.tsx";
import { KeyboardHelp, SkipLinks } from "./keyboard-help.tsx";
import { MediaPicker } from "./form/media-picker.tsx";
import { movedText, Outline, typeOf } from "./outline/outline.tsx";
import { PagesPanel } from "./pages-panel.tsx";
import { focusPanel } from "./panels.ts";
import { PreviewFrame } from "./preview/preview-frame.tsx";
import { ConflictDialog, SaveDialog } from "./save-dialog.tsx";
import { DraftStatus } from "./draft-status.tsx";
import { humanize, type Schemas } from "./form/schema-tools.ts";
import { tokensOf } from "./state/pointer.ts";
import {
  blocksOf,
  canRedo,
  canUndo,
  isDirty,
  selectedBlock,
  setValue,
} from "./state/editor-state.ts";
import { useEditor } from "./state/use-editor.ts";
import { blockIds } from "./state/block-ids.ts";
import { useShortcuts } from "./use-shortcuts.ts";

/** "LogoStripBlock" → "Logo strip"; an abbreviation stays one ("CtaBlock" → "CTA"). */
export const blockTitle = (entry: CatalogueEntry): string => {
  const name = entry.title.replace(/Block$/, "");
  return name.length <= 3 ? name.toUpperCase() : humanize(name);
};

function focusField(pointer: string) {
  const tokens = tokensOf(pointer);
  for (let n = tokens.length; n >= 0; n--) {
    const element = document.getElementById(
      fieldId(
        tokens
          .slice(0, n)
          .map((t) => "/" + t.replace(/~/g, "~0").replace(/\//g, "~1"))
          .join(""),
      ),
    );
    if (element) return element.focus();
  }
}

/** Errors by block index, for the outline's badges (one count per block, not per render). */
function errorsByBlock(diagnostics: readonly { pointer: string }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const d of diagnostics) {
    const match = /^\/blocks\/(\d+)(?:\/|$)/.exec(d.pointer);
    if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
  }
  return counts;
}

export function Editor({ schemas }: { schemas: Schemas }) {
  const { state, dispatch, opening, open, review, save } = useEditor();
  const { opened, selected, dialog, diagnostics } = state;
  const [documents, setDocuments] = useState<DocumentSummary[]>([]);
  const [notice, setNotice] = useState<{ text: string; undo?: boolean } | null>(null);
  // Counts the blocks chosen: each choice moves focus to the form's heading once drawn.
  const [chosen, setChosen] = useState(0);
  const entries = useMemo(
    () =>
      catalogueEntries(schemas as never).map((entry) => ({ ...entry, title: blockTitle(entry) })),
    [schemas],
  );
  const refresh = useCallback(() => call<DocumentSummary[]>("/documents").then(setDocuments), []);

  useEffect(() => {
    void refresh();
    const file = new URL(location.href).searchParams.get("file");
    if (file) void open(file);
  }, [refresh, open]);

  const closeKeyboard = useCallback(
    () => dispatch({ kind: "close-dialog", dialog: "keyboard" }),
    [dispatch],
  );
  const onNotice = useCallback((text: string, undo?: boolean) => setNotice({ text, undo }), []);
  const choose = useCallback(
    (index: number) => {
      dispatch({ kind: "select", index });
      setChosen((count) => count + 1);
    },
    [dispatch],
  );
  useLayoutEffect(() => {
    if (chosen) focusPanel("form");
  }, [chosen]);

  const data = state.doc as Record<string, unknown> | undefined;
  const blocks = blocksOf(data);
  const ids = useMemo(() => blockIds(blocks ?? []), [blocks]);
  useShortcuts({
    dispatch,
    moveChosen: (step) => {
      const to = selected + step;
      if (!blocks || selected < 0 || to < 0 || to >= blocks.length) return;
      dispatch({ kind: "move", pointer: "/blocks", from: selected, to });
      const type = typeOf(blocks[selected]);
      onNotice(movedText(entries.find((e) => e.type === type)?.title ?? type, to));
    },
  });

  // A page just made (New case study) takes the focus into its blocks once they are drawn: the
  // dialog that had it is closed, and the button that opened it gone with the list of pages.
  const landing = useRef<string | null>(null);
  const showBlocks = Boolean(opened && blocks && state.panel === "blocks");
  useLayoutEffect(() => {
    if (!showBlocks || !landing.current || landing.current !== opened?.file) return;
    landing.current = null;
    focusPanel("side");
  }, [showBlocks, opened?.file]);
  const openFile = (file: string, land = false) => {
    if (isDirty(state) && !confirm("Leave this page? Your unsaved changes will be lost.")) return;
    landing.current = land ? file : null;
    void open(file);
  };
  // Make live leaves for Save…, the step that keeps it, rather than for nowhere.
  const saveButton = useRef<HTMLButtonElement>(null);
  const form: FormContextValue = useMemo(
    () => ({
      schemas,
      dispatch,
      diagnostics: byPointer(diagnostics),
    }),
    [schemas, dispatch, diagnostics],
  );
  const errorCounts = useMemo(() => errorsByBlock(diagnostics.filter(isError)), [diagnostics]);

  const kind = documents.find((d) => d.file === opened?.file)?.kind ?? "page";
  // Another page being read: said in the bar (and in the panel while none is open yet).
  const reading = opening !== null && opening !== opened?.file ? opening : null;
  const route = typeof data?.route === "string" ? data.route : undefined;
  const jump = (pointer: string) => {
    const match = /^\/blocks\/(\d+)/.exec(pointer);
    dispatch({ kind: "select", index: match ? Number(match[1]) : -1 });
    requestAnimationFrame(() => focusField(pointer));
  };
  const slug = route?.split("/").filter(Boolean).pop() ?? "site";

  return (
    <FormContext.Provider value={form}>
      <SkipLinks />
      <header className="bar">
        <h1>
          Saffron Studio <span>editor</span>
        </h1>
        <p className="file" aria-live="polite" aria-busy={reading ? true : undefined}>
          {reading ? `Opening ${reading}…` : opened ? opened.file : "No page open"}
          {isDirty(state) ? <span className="unsaved"> · unsaved changes</span> : null}
        </p>
        <DraftStatus doc={data} dispatch={dispatch} onLive={() => saveButton.current?.focus()} />
        <div className="actions">
          <GitActions
            session={{ state, dispatch, open }}
            refresh={refresh}
            onNotice={(text) => setNotice({ text, undo: true })}
          />
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => dispatch({ kind: "open-dialog", dialog: { kind: "keyboard" } })}
          >
            Keyboard
          </button>
          <button
            type="button"
            onClick={() => dispatch({ kind: "undo" })}
            disabled={!canUndo(state)}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={() => dispatch({ kind: "redo" })}
            disabled={!canRedo(state)}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            Redo
          </button>
          <button
            ref={saveButton}
            type="button"
            className="primary"
            disabled={!opened}
            onClick={() => void review()}
          >
            Save…
          </button>
        </div>
      </header>
      <div className="workspace">
        {opened && blocks && showBlocks ? (
          <div className="side" data-panel="side" id="panel-side" tabIndex={-1}>
            <button
              type="button"
              className="back"
              onClick={() => dispatch({ kind: "show", panel: "pages" })}
            >
              ← All pages
            </button>
            <Outline
              blocks={blocks}
              ids={ids}
              entries={entries}
              selected={selected}
              adding={dialog?.kind === "add-block"}
              dispatch={dispatch}
              onChoose={choose}
              onNotice={onNotice}
              errorCounts={errorCounts}
            />
          </div>
        ) : (
          <PagesPanel
            documents={documents}
            openFile={opened?.file}
            onOpen={openFile}
            creating={dialog?.kind === "new-case-study"}
            dispatch={dispatch}
            onCreated={(file) => {
              // Opened at once, the list read again meanwhile: no moment says no page is open.
              openFile(file, true);
              void refresh();
            }}
          />
        )}
        <main className="editing" id="main" data-panel="form" tabIndex={-1}>
          {state.error ? (
            <p role="alert" className="error">
              {state.error}
            </p>
          ) : null}
          {notice ? (
            <p role="status" className="notice">
              {notice.text}{" "}
              {notice.undo ? (
                <button type="button" onClick={() => (dispatch({ kind: "undo" }), setNotice(null))}>
                  Undo
                </button>
              ) : null}
            </p>
          ) : null}
          {reading && (!opened || data === undefined) ? (
            <p className="empty" role="status">
              Opening {reading}…
            </p>
          ) : !opened || data === undefined ? (
            <p className="empty">Choose a page on the left, or make a new case study.</p>
          ) : (
            <FormPanel
              schemas={schemas}
              entries={entries}
              file={opened.file}
              kind={kind}
              data={data}
              blocks={blocks}
              selected={selected}
              block={selectedBlock(state)}
              blockId={ids[selected]}
              diagnostics={diagnostics}
              onJump={jump}
            />
          )}
        </main>
        {/* Loaded with the editor, before a page is opened: the frame's code is ready for it. */}
        <PreviewFrame
          route={opened ? route : undefined}
          doc={data}
          ids={ids}
          selected={selected}
          changedAt={state.changedAt}
          onSelect={choose}
        />
      </div>
      <KeyboardHelp open={dialog?.kind === "keyboard"} onClose={closeKeyboard} />
      {dialog?.kind === "media" ? (
        // Mounted each time it opens: the list is fresh, the filter starts at the page's folder.
        <MediaPicker
          open
          folder={slug}
          onClose={() => dispatch({ kind: "close-dialog", dialog: "media" })}
          onPick={(src) => {
            dispatch(setValue(dialog.pointer, src));
            dispatch({ kind: "close-dialog", dialog: "media" });
          }}
        />
      ) : null}
      <SaveDialog
        file={opened?.file ?? ""}
        pending={dialog?.kind === "save" ? dialog.diff : null}
        busy={state.busy}
        onClose={() => dispatch({ kind: "close-dialog", dialog: "save" })}
        onConfirm={(allow) =>
          void save(allow).then((ok) => {
            if (!ok) return;
            setNotice({ text: `Saved ${opened?.file}.` });
            void refresh(); // the list's titles and Draft badges
          })
        }
      />
      <ConflictDialog
        file={opened?.file ?? ""}
        open={dialog?.kind === "conflict"}
        onClose={() => dispatch({ kind: "close-dialog", dialog: "conflict" })}
        onReload={() => {
          dispatch({ kind: "close-dialog", dialog: "conflict" });
          if (opened) void open(opened.file, { keepSelection: true });
        }}
      />
    </FormContext.Provider>
  );
}
