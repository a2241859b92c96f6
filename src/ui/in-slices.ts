/**
 * Runs small steps in order, as many to a task as fit in a few milliseconds (always at least
 * one), and lets the browser work in between: a list of DOM changes that each cost little does
 * not add up to one long task on a slow phone. Between tasks it posts a message, which browsers
 * run at once, where nested timers are held back by 4 ms each.
 */

export interface SliceClock {
  now: () => number;
  /** Runs `task` in a task of its own, soon. */
  later: (task: () => void) => void;
}

function postMessageLater(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

const browserClock: SliceClock = { now: () => performance.now(), later: postMessageLater };

/** Resolves once every step has run; a step that throws stops the rest and rejects. */
export function inSlices(
  steps: readonly (() => void)[],
  budgetMs = 4,
  clock: SliceClock = browserClock,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const slice = () => {
      const end = clock.now() + budgetMs;
      try {
        do steps[next++]?.();
        while (next < steps.length && clock.now() < end);
      } catch (error) {
        reject(error);
        return;
      }
      if (next < steps.length) clock.later(slice);
      else resolve();
    };
    slice();
  });
}
