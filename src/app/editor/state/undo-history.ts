/**
 * Undo and redo as two stacks of snapshots: whatever the editor records (editor-state.ts records
 * the document together with the selected block), so a step back brings back all of it. Keystrokes
 * in one field within a second make one step, as in a text editor. Pure.
 */

export interface History<T> {
  /** Older snapshots, the latest last. */
  past: readonly T[];
  /** Snapshots undone, the next one to redo first. */
  future: readonly T[];
  /** What the last step changed (a field's pointer) and when, to merge typing into one step. */
  last?: { key: string; at: number };
}

/** A change that may join the step before it: the same key within MERGE_MS. */
export interface Change {
  key: string;
  at: number;
}

export const MERGE_MS = 1000;
/** Steps kept: the oldest are dropped past this. */
export const LIMIT = 200;

export const emptyHistory: History<never> = { past: [], future: [] };

/**
 * The history after a change made from `current`: `current` is a step back, unless the change
 * continues the last one (typing on in the same field), which stays one step. Either way the
 * steps undone before it cannot be redone any more.
 */
export function record<T>(history: History<T>, current: T, change?: Change): History<T> {
  const continues =
    change !== undefined &&
    history.last?.key === change.key &&
    change.at - history.last.at < MERGE_MS &&
    history.past.length > 0;
  if (continues) return { past: history.past, future: [], last: change };
  return { past: [...history.past, current].slice(-LIMIT), future: [], last: change };
}

/** Ends the current step: the next change starts a new one (after a save, say). */
export const seal = <T>(history: History<T>): History<T> =>
  history.last ? { past: history.past, future: history.future } : history;

/** The snapshot a step back and the history then, or undefined when there is nothing to undo. */
export function undo<T>(history: History<T>, current: T): [T, History<T>] | undefined {
  if (!history.past.length) return undefined;
  const previous = history.past[history.past.length - 1]!;
  return [previous, { past: history.past.slice(0, -1), future: [current, ...history.future] }];
}

/** The snapshot a step forward and the history then, or undefined when there is nothing to redo. */
export function redo<T>(history: History<T>, current: T): [T, History<T>] | undefined {
  if (!history.future.length) return undefined;
  const [next, ...future] = history.future;
  return [next!, { past: [...history.past, current], future }];
}
