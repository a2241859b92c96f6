/**
 * A Chromium trace of a page while something runs (Playwright's browser.startTracing), as its
 * events: what the timing specs read CPU time from (support/script-cpu.ts, editor/main-thread.ts).
 */
import type { Page } from "@playwright/test";

/** A trace event, with the fields the readers use. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** Wall time and CPU time, in microseconds (complete events). */
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { beginData?: { url?: string } };
}

/** Runs `run` with the browser tracing `page` in `categories`; the trace's events. */
export async function recordTrace(
  page: Page,
  categories: string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("Tracing needs a browser, not a persistent context.");
  await browser.startTracing(page, { categories });
  let trace: Buffer;
  try {
    await run();
  } finally {
    trace = await browser.stopTracing();
  }
  return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}
