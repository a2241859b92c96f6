/**
 * Where submissions are kept: one JSON line each in <formsDir>/submissions.jsonl. Every
 * append is durable before it is acknowledged (open, write, fsync, close), and appends are
 * queued one after another, so concurrent posts never interleave lines.
 */
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";

export const SUBMISSIONS_FILE = "submissions.jsonl";

export interface Submission {
  form: string;
  receivedAt: string;
  fields: Record<string, string>;
}

const queues = new Map<string, Promise<unknown>>();

async function appendDurably(file: string, dir: string, line: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const handle = await open(file, "a");
  try {
    await handle.write(line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Resolves once the submission is on disk; rejects when it could not be stored. */
export function storeSubmission(formsDir: string, submission: Submission): Promise<void> {
  const file = join(formsDir, SUBMISSIONS_FILE);
  const line = JSON.stringify(submission) + "\n";
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => appendDurably(file, formsDir, line));
  queues.set(file, next);
  void next
    .catch(() => {})
    .finally(() => {
      if (queues.get(file) === next) queues.delete(file);
    });
  return next;
}
