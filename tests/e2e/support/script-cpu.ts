/**
 * A page's own script work, in CPU time per task, read from a Chromium trace: the work a long
 * task gate is about, told apart from the machine's load.
 *
 * Wall-clock figures (a long task's duration, a long animation frame's script time) measure the
 * neighbours as much as the page on two shared cores: with two busy loops beside it, the script
 * time in /contact-us's longest frame at 4× CPU read 15, 0 and 48 ms in three loads, where the
 * page's script CPU per task read 2.9, 3.0 and 3.3 ms (2026-12-07). The trace records, for each
 * task of the page's main thread, its CPU time (`tdur`) beside its wall time (`dur`), and the
 * same for the scripts run in it: compiling, evaluating, calling and running microtasks.
 */
import type { Page } from "@playwright/test";
import { recordTrace, type TraceEvent } from "./trace.ts";

const CATEGORIES = ["disabled-by-default-devtools.timeline", "devtools.timeline", "v8.execute"];

/** The trace events that are the page's script running. */
const SCRIPT = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "RunMicrotasks",
  "v8.compile",
  "v8.compileModule",
  "V8.CompileCode",
]);

export interface TaskCpu {
  /** The task's CPU time, in ms (the browser's own work in it too: style, layout, paint). */
  cpu: number;
  /** The CPU time of the page's scripts in it, in ms. */
  script: number;
}

/**
 * Each task of the main thread of the document at `url` (the thread that parsed its HTML: not a
 * page the speculation rules prerendered meanwhile, in a process of its own), with its CPU time
 * and its scripts' CPU time. A script event inside another is counted once.
 */
export function tasksOf(events: TraceEvent[], url: string): TaskCpu[] {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`The trace has no document parsed from ${url}.`);
  const onThread = (e: TraceEvent) =>
    e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.tdur !== undefined;
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const scripts = events.filter((e) => onThread(e) && SCRIPT.has(e.name));
  return events
    .filter((e) => onThread(e) && e.name === "RunTask")
    .map((task) => {
      const inside = scripts.filter((e) => e.ts >= task.ts && end(e) <= end(task));
      const outermost = inside.filter(
        (e) =>
          !inside.some(
            (other) =>
              other !== e &&
              other.ts <= e.ts &&
              end(other) >= end(e) &&
              (other.ts < e.ts || end(other) > end(e) || inside.indexOf(other) < inside.indexOf(e)),
          ),
      );
      return {
        cpu: task.tdur! / 1000,
        script: outermost.reduce((sum, e) => sum + e.tdur!, 0) / 1000,
      };
    });
}

/** Runs `load` with the browser tracing `page`, and reads the tasks of the document at `url`. */
export async function traceTasks(
  page: Page,
  url: string,
  load: () => Promise<void>,
): Promise<TaskCpu[]> {
  return tasksOf(await recordTrace(page, CATEGORIES, load), url);
}
