/**
 * The development server's check of the documents after one changes on disk. A document read
 * while it is being written (an editor that saves in two steps, a copy still running) is broken
 * for that moment, and the file watcher may not say when the write ends (a second change within
 * the same millisecond is not reported). So a failing check is done again a moment later, and
 * only a document still broken then is reported as broken; a passing check is reported at once.
 */

/** How long a broken reading has to stay broken before it is reported. */
export const SETTLE_MS = 150;

export interface Checked {
  /** Set when every document is valid. */
  model?: unknown;
}

/**
 * Returns the function to call on each change. Each call cancels a pending second look: the
 * newest change decides.
 */
export function settledCheck<R extends Checked>(
  check: () => R,
  report: { valid: (result: R) => void; broken: (result: R) => void },
  settleMs = SETTLE_MS,
): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(pending);
    const first = check();
    if (first.model) return report.valid(first);
    pending = setTimeout(() => {
      const again = check();
      if (again.model) report.valid(again);
      else report.broken(again);
    }, settleMs);
  };
}
