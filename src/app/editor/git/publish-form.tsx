/**
 * The foot of the Changes panel: the commit message (offered, editable), Publish, and what it is
 * doing as it does it: each step's name and, while pushing, a progress bar. A push that failed
 * says why and that the commit is kept, with Push again; so does a commit left unpushed earlier.
 * When a publish or a push ends, focus goes to what comes next: Push again after a refused push,
 * else the outcome, read out (the button pressed was disabled while it ran, which drops focus).
 */
import { useEffect, useRef, useState } from "react";
import type {
  ChangesResponse,
  PublishEvent,
  PublishResult,
} from "../../../core/editor/editor-git-api.ts";
import type { Diagnostic } from "../../../core/diagnostics/diagnostics.ts";
import { ApiError, stream } from "../editor-client.ts";

interface Props {
  changes: ChangesResponse;
  /** The open page has unsaved edits: they are not part of what is published. */
  unsaved?: string;
  /** The panel is reading the list of changes: what it shows may be stale, so nothing is sent. */
  reading: boolean;
  /** Publish or Push has ended: the panel reads the changes again (resolved once it has). */
  onDone: () => Promise<void>;
}

type Progress = { label: string; percent?: number };
type Failure = { error: string; diagnostics?: Diagnostic[]; commit?: string };

export function PublishForm({ changes, unsaved, reading, onDone }: Props) {
  const [message, setMessage] = useState(changes.message);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<PublishResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const pushAgain = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const conflicts = changes.changes.some((c) => c.conflict);
  const count = changes.changes.length;
  // Nothing left to commit (say, just published): the message is no longer asked for.
  const nothing = count === 0 && !progress;
  const where = changes.remote
    ? `${changes.remote}/${changes.target}`
    : `${changes.target} (no remote: not pushed)`;

  async function run(path: "/publish" | "/push", body: unknown) {
    setResult(null);
    setFailure(null);
    setProgress({ label: "Starting" });
    try {
      await stream<PublishEvent>(path, body, (event) => {
        if (event.kind === "stage") setProgress({ label: event.label, percent: event.percent });
        if (event.kind === "done") setResult(event.result);
        if (event.kind === "failed") setFailure(event);
      });
    } catch (caught) {
      setFailure({ error: caught instanceof ApiError ? caught.message : String(caught) });
    } finally {
      // The outcome is told once the panel shows the changes as they now are.
      setProgress({ label: "Reading the changes again" });
      await onDone();
      setProgress(null);
    }
  }

  const publish = () =>
    void run("/publish", { files: changes.changes.map((c) => c.file), message });
  const canPush = !progress && (failure?.commit || changes.unpushed > 0);
  useEffect(() => {
    if (progress) return;
    if (failure) (failure.commit ? pushAgain : alert).current?.focus();
    else if (result) done.current?.focus();
  }, [failure, result, progress]);
  return (
    <form
      className="publish-form"
      aria-labelledby="publish-title"
      onSubmit={(event) => {
        event.preventDefault();
        publish();
      }}
    >
      <h3 id="publish-title">Publish</h3>
      {nothing ? null : (
        <p className="publish-where">
          Commits {count} {count === 1 ? "file" : "files"} on <strong>{where}</strong>
          {changes.mode === "pull-request" ? " for review (a pull request)" : ""}
          {changes.author ? ` as ${changes.author}` : ""}.
        </p>
      )}
      {unsaved ? (
        <p className="warning">
          {unsaved} has unsaved edits in the editor: save them first, or they are not published.
        </p>
      ) : null}
      {nothing ? null : (
        <>
          <label htmlFor="publish-message">Message (what changed)</label>
          <input
            id="publish-message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            disabled={Boolean(progress)}
          />
        </>
      )}
      <div className="actions">
        {canPush ? (
          <button type="button" ref={pushAgain} onClick={() => void run("/push", {})}>
            Push again
          </button>
        ) : null}
        <button
          type="submit"
          className="primary"
          disabled={
            Boolean(progress) || reading || !changes.changes.length || conflicts || !message.trim()
          }
        >
          {progress ? "Publishing…" : "Publish"}
        </button>
      </div>
      {progress ? (
        <div className="publish-progress">
          <progress
            aria-label="Publishing"
            max={100}
            {...(progress.percent === undefined ? {} : { value: progress.percent })}
          />
          <span role="status">{progress.label}…</span>
        </div>
      ) : null}
      {result && !progress ? (
        <p role="status" className="notice" tabIndex={-1} ref={done}>
          {result.summary}{" "}
          {result.link ? (
            <a href={result.link} target="_blank" rel="noreferrer">
              Open the pull request
            </a>
          ) : null}
        </p>
      ) : null}
      {failure && !progress ? (
        <div role="alert" className="error" tabIndex={-1} ref={alert}>
          <p>{failure.error}</p>
          {failure.diagnostics?.length ? (
            <ul>
              {failure.diagnostics.map((d, i) => (
                <li key={i}>
                  {d.file}:{d.line}:{d.column} {d.message} <code>{d.code}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {!failure && !result && changes.unpushed > 0 ? (
        <p className="warning">
          {changes.unpushed} {changes.unpushed === 1 ? "commit is" : "commits are"} not on{" "}
          {changes.remote} yet: Push again sends {changes.unpushed === 1 ? "it" : "them"}.
        </p>
      ) : null}
    </form>
  );
}
