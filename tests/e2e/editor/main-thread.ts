/**
 * The editor's work in CPU time, read from a Chromium trace, for the timing spec's gates.
 *
 * A span's wall time on two shared cores measures the neighbours as much as the editor: a task
 * that needs 30 ms of CPU takes 30 ms on a quiet machine and 120 ms when three other processes
 * want the same cores. The trace records, for each task the page's main thread ran, its CPU time
 * (`tdur`) beside its wall time (`dur`); the CPU time is the work the editor asked for, and it
 * holds still when the load moves. So the spec gates the targets on it, and prints the
 * wall-clock figures beside them.
 *
 * Spans are the page's own `performance.measure`s (they reach the trace as user timings). A span
 * is charged with the whole of every task that overlaps it: the keystroke's own task, which
 * starts before the editor notes the change, and the task that paints the end.
 */
import type { Page } from "@playwright/test";
import { recordTrace, type TraceEvent } from "../support/trace.ts";

const CATEGORIES = ["disabled-by-default-devtools.timeline", "blink.user_timing"];

interface Task {
  start: number;
  end: number;
  /** CPU time, in ms. */
  cpu: number;
}

export interface MainThreadCpu {
  /** For each span named `name`, in order: the ms of CPU the main thread spent in it. */
  spans(name: string): number[];
  /** The CPU ms of the longest task from the first span named `name` to the end of the last. */
  longestTask(name: string): number;
}

/** Runs `run` with the browser tracing `page`, and reads the main thread's CPU from the trace. */
export async function traceCpu(page: Page, run: () => Promise<void>): Promise<MainThreadCpu> {
  return readTrace(await recordTrace(page, CATEGORIES, run));
}

const idOf = (event: TraceEvent) => event.id ?? event.id2?.local ?? event.id2?.global ?? "";

interface Span {
  start: number;
  end: number;
  /** The thread that recorded it (a page loaded again may be in another process). */
  thread: string;
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The spans (user timings) by name, each charged with the tasks of the thread that recorded it. */
export function readTrace(events: TraceEvent[]): MainThreadCpu {
  const spans = new Map<string, Span[]>();
  const open = new Map<string, TraceEvent>();
  const timings = events.filter((e) => e.ph === "b" || e.ph === "e").sort((a, b) => a.ts - b.ts);
  for (const event of timings) {
    const key = `${event.name}\u0000${idOf(event)}`;
    const begin = open.get(key);
    if (event.ph === "b") open.set(key, event);
    else if (begin) {
      open.delete(key);
      const list = spans.get(event.name) ?? [];
      list.push({ start: begin.ts, end: event.ts, thread: threadOf(begin) });
      spans.set(event.name, list);
    }
  }
  const tasks = new Map<string, Task[]>();
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.tdur === undefined) continue;
    const list = tasks.get(threadOf(e)) ?? [];
    list.push({ start: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur / 1000 });
    tasks.set(threadOf(e), list);
  }
  const within = (span: Span) =>
    (tasks.get(span.thread) ?? []).filter((task) => task.end > span.start && task.start < span.end);
  const named = (name: string) => {
    const list = spans.get(name);
    if (!list?.length) throw new Error(`The trace has no span named ${name}.`);
    return list;
  };
  return {
    spans: (name) => named(name).map((span) => within(span).reduce((sum, t) => sum + t.cpu, 0)),
    longestTask: (name) => {
      const list = named(name);
      const all = { ...list[0]!, end: Math.max(...list.map((span) => span.end)) };
      return Math.max(0, ...within(all).map((task) => task.cpu));
    },
  };
}
