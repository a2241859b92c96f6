/**
 * The visual editor (development only, /__edit): pages on the left, the open page's blocks and
 * the selected block's form in the middle, the Preview on the right. Everything is generated
 * from the block schemas and definitions; nothing here names a block type.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { catalogueEntries, type CatalogueEntry } from "../../core/block-docs.ts";
import { blockSchemaKey, documentSchemaKey } from "../../core/schema-keys.ts";
import type { DocumentSummary } from "../../core/editor-api.ts";
import { isError, severityOf } from "../../core/diagnostics.ts";
import { call } from "./api.ts";
import { byPointer, fieldId, FormContext, type FormContextValue } from "./form-context.ts";
import { GitActions } from "./git-actions.tsx";
import { MediaPicker } from "./media-picker.tsx";
import { Outline } from "./outline.tsx";
import { PagesPanel } from "./pages-panel.tsx";
import { PreviewFrame } from "./preview-frame.tsx";
import { ConflictDialog, SaveDialog } from "./save-dialog.tsx";
import { DraftStatus } from "./draft-status.tsx";
import { ObjectField } from "./schema-form.tsx";
import { humanize, type Schema, type Schemas } from "./schema-tools.ts";
import { tokensOf } from "./pointer.ts";
import { blocksOf, canRedo, canUndo, isDirty, selectedBlock, setValue } from "./editor-state.ts";
import { useEditor } from "./use-editor.ts";

/** What the page settings form leaves out: the blocks have their own forms; the rest is plumbing. */
const NOT_SETTINGS = new Set(["blocks", "$schema", "schemaVersion"]);

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

export function Editor({ schemas }: { schemas: Schemas }) {
  const { state, dispatch, open, review, save } = useEditor();
  const { opened, selected, dialog, diagnostics } = state;
  const [documents, setDocuments] = useState<DocumentSummary[]>([]);
  const [notice, setNotice] = useState<{ text: string; undo?: boolean } | null>(null);
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

  // Undo and redo bring back the block that was selected too: the history records both.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        dispatch({ kind: key === "y" || event.shiftKey ? "redo" : "undo" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch]);

  const openFile = (file: string) => {
    if (isDirty(state) && !confirm("Leave this page? Your unsaved changes will be lost.")) return;
    void open(file);
  };
  const form: FormContextValue = useMemo(
    () => ({
      schemas,
      dispatch,
      diagnostics: byPointer(diagnostics),
    }),
    [schemas, dispatch, diagnostics],
  );

  const data = state.doc as Record<string, unknown> | undefined;
  const blocks = blocksOf(data);
  const kind = documents.find((d) => d.file === opened?.file)?.kind ?? "page";
  const route = typeof data?.route === "string" ? data.route : undefined;
  const errors = diagnostics.filter(isError);
  const block = selectedBlock(state);
  const blockKey = block?.type ? blockSchemaKey(block.type) : undefined;
  const pageSchema = schemas[documentSchemaKey[kind]] ?? {};
  const settings: Schema = {
    ...pageSchema,
    properties: Object.fromEntries(
      Object.entries(pageSchema.properties ?? {}).filter(([name]) => !NOT_SETTINGS.has(name)),
    ),
  };
  const jump = (pointer: string) => {
    const match = /^\/blocks\/(\d+)/.exec(pointer);
    dispatch({ kind: "select", index: match ? Number(match[1]) : -1 });
    requestAnimationFrame(() => focusField(pointer));
  };
  const slug = route?.split("/").filter(Boolean).pop() ?? "site";

  return (
    <FormContext.Provider value={form}>
      <header className="bar">
        <h1>
          Saffron Studio <span>editor</span>
        </h1>
        <p className="file" aria-live="polite">
          {opened ? opened.file : "No page open"}
          {isDirty(state) ? <span className="unsaved"> · unsaved changes</span> : null}
        </p>
        <DraftStatus doc={data} dispatch={dispatch} />
        <div className="actions">
          <GitActions
            session={{ state, dispatch, open }}
            refresh={refresh}
            onNotice={(text) => setNotice({ text, undo: true })}
          />
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
        {opened && blocks && state.panel === "blocks" ? (
          <div className="side">
            <button
              type="button"
              className="back"
              onClick={() => dispatch({ kind: "show", panel: "pages" })}
            >
              ← All pages
            </button>
            <Outline
              blocks={blocks}
              entries={entries}
              selected={selected}
              adding={dialog?.kind === "add-block"}
              dispatch={dispatch}
              onNotice={(text, undo) => setNotice({ text, undo })}
              errorsAt={(i) =>
                errors.filter(
                  (d) => d.pointer === `/blocks/${i}` || d.pointer.startsWith(`/blocks/${i}/`),
                ).length
              }
            />
          </div>
        ) : (
          <PagesPanel
            documents={documents}
            openFile={opened?.file}
            onOpen={openFile}
            creating={dialog?.kind === "new-case-study"}
            dispatch={dispatch}
            onCreated={(file) => void refresh().then(() => openFile(file))}
          />
        )}
        <main className="editing" id="main">
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
          {!opened || data === undefined ? (
            <p className="empty">Choose a page on the left, or make a new case study.</p>
          ) : (
            <>
              {diagnostics.length ? (
                <section className="problem-list" aria-labelledby="problems-title">
                  <h2 id="problems-title">
                    {errors.length} {errors.length === 1 ? "error" : "errors"},{" "}
                    {diagnostics.length - errors.length} warnings
                  </h2>
                  <ul>
                    {diagnostics.map((d, i) => (
                      <li key={i} className={severityOf(d)}>
                        <button type="button" onClick={() => jump(d.pointer)}>
                          {d.message}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section className="form" aria-labelledby="form-title">
                <h2 id="form-title">
                  {block
                    ? `Block ${selected + 1} · ${entries.find((e) => e.type === block.type)?.title ?? block.type}`
                    : blocks
                      ? "Page settings"
                      : humanize(kind)}
                </h2>
                {block && blockKey && schemas[blockKey] ? (
                  <ObjectField
                    key={`${opened.file}:${selected}`}
                    located={{ schema: schemas[blockKey]!, from: blockKey }}
                    pointer={`/blocks/${selected}`}
                    value={block}
                    label="Block"
                    required
                    bare
                  />
                ) : (
                  <ObjectField
                    key={opened.file}
                    located={{ schema: settings, from: documentSchemaKey[kind] }}
                    pointer=""
                    value={data}
                    label="Page"
                    required
                    bare
                  />
                )}
              </section>
            </>
          )}
        </main>
        {route && opened ? (
          <PreviewFrame
            route={route}
            doc={data}
            selected={selected}
            changedAt={state.changedAt}
            onSelect={(index) => dispatch({ kind: "select", index })}
          />
        ) : (
          <section className="preview" aria-label="Preview" />
        )}
      </div>
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
