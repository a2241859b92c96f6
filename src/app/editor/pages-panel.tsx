/**
 * Every document under pages/, found by title, route or file, grouped as the site is (main
 * pages, case studies, site settings); and New case study, which makes the document with the
 * same code as `npm run new:case-study` and links it into the Previous/Next chain.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import type {
  DocumentSummary,
  NewCaseStudyRequest,
  NewCaseStudyResponse,
} from "../../core/editor/editor-api.ts";
import { Modal } from "../../ui/modal.tsx";
import { ApiError, call } from "./editor-client.ts";
import type { EditAction } from "./state/editor-state.ts";
import { DraftBadge } from "./draft-status.tsx";

interface Props {
  documents: readonly DocumentSummary[];
  openFile?: string;
  onOpen: (file: string) => void;
  /** The New case study dialog is open. */
  creating: boolean;
  dispatch: (action: EditAction) => void;
  onCreated: (file: string) => void;
}

const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export function PagesPanel({ documents, openFile, onOpen, creating, dispatch, onCreated }: Props) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return documents.filter((d) =>
      words.every((w) => `${d.title} ${d.route ?? ""} ${d.file}`.toLowerCase().includes(w)),
    );
  }, [documents, query]);
  const groups: [string, DocumentSummary[]][] = [
    ["Main pages", shown.filter((d) => d.kind === "page" && !d.caseStudy)],
    ["Case studies", shown.filter((d) => d.caseStudy)],
    ["Site settings", shown.filter((d) => d.kind !== "page")],
  ];
  return (
    <nav className="pages" aria-label="Pages" data-panel="side" id="panel-side" tabIndex={-1}>
      <h2 tabIndex={-1}>Pages</h2>
      <label htmlFor="page-search">Find a page</label>
      <input
        id="page-search"
        type="search"
        value={query}
        placeholder="Title, route or file"
        onChange={(e) => setQuery(e.target.value)}
      />
      <button
        type="button"
        className="primary"
        onClick={() => dispatch({ kind: "open-dialog", dialog: { kind: "new-case-study" } })}
      >
        New case study
      </button>
      {groups.map(([name, list]) =>
        list.length ? (
          <section key={name}>
            <h3>{name}</h3>
            <ul>
              {list.map((d) => (
                <li key={d.file}>
                  <button
                    type="button"
                    className="row"
                    aria-current={d.file === openFile ? "page" : undefined}
                    onClick={() => onOpen(d.file)}
                  >
                    <span className="title">
                      {d.title}
                      {d.draft ? <DraftBadge /> : null}
                    </span>
                    <span className="summary">{d.route ?? d.file}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {shown.length === 0 ? <p role="status">No page matches “{query}”.</p> : null}
      <NewCaseStudy
        open={creating}
        onClose={() => dispatch({ kind: "close-dialog", dialog: "new-case-study" })}
        onCreated={onCreated}
      />
    </nav>
  );
}

function NewCaseStudy({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (file: string) => void;
}) {
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const body: NewCaseStudyRequest = { title: title.trim(), slug };
      const created = await call<NewCaseStudyResponse>("/case-study", body);
      onClose();
      setTitle("");
      setSlug("");
      setSlugEdited(false);
      onCreated(created.file);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="new-case-study-title"
      initialFocus={first}
      className="editor-dialog"
    >
      <form onSubmit={submit} aria-busy={busy ? true : undefined}>
        <h2 id="new-case-study-title">New case study</h2>
        <p>
          It starts as a draft at the end of the Previous/Next chain and in Our Work, with
          placeholder pictures to replace; the built site leaves it out until you press Make live.
        </p>
        <label htmlFor="new-title">Client or project name</label>
        <input
          id="new-title"
          ref={first}
          required
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugEdited) setSlug(slugOf(e.target.value));
          }}
        />
        <label htmlFor="new-slug">Address</label>
        <p className="help" id="new-slug-help">
          The page will be at /portfolio/{slug || "…"}: letters, digits and hyphens.
        </p>
        <input
          id="new-slug"
          required
          pattern="[a-z0-9][a-z0-9\-]*"
          aria-describedby="new-slug-help"
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value);
            setSlugEdited(true);
          }}
        />
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? "Creating…" : "Create case study"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
