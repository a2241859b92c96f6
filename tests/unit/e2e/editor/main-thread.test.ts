import { describe, expect, it } from "vitest";
import { readTrace } from "../../../e2e/editor/main-thread.ts";

/** A span as Chromium writes a user timing: an async begin and end with the same id. */
const span = (name: string, id: string, start: number, end: number, tid = 1) => [
  { name, ph: "b", ts: start, pid: 7, tid, id2: { local: id } },
  { name, ph: "e", ts: end, pid: 7, tid, id2: { local: id } },
];
/** A main-thread task: wall `dur` and CPU `tdur`, in microseconds. */
const task = (ts: number, dur: number, tdur: number, tid = 1) => ({
  name: "RunTask",
  ph: "X",
  ts,
  dur,
  tdur,
  pid: 7,
  tid,
});

describe("the editor's main-thread CPU, read from a trace", () => {
  const trace = readTrace([
    ...span("key", "0x1", 1_000, 5_000),
    ...span("key", "0x2", 10_000, 12_000),
    // The keystroke's own task starts before the span and is charged whole.
    task(500, 1_500, 1_200),
    // Wall 3 ms, CPU 1 ms: the thread waited for the core the rest of the time.
    task(2_000, 3_000, 1_000),
    // Between the spans: not charged to either.
    task(6_000, 3_000, 900),
    task(10_500, 500, 400),
    // Another thread's task, inside the first span's time: not the editor's.
    task(1_500, 2_000, 2_000, 2),
  ]);

  it("charges each span with the CPU time of the tasks of its thread that overlap it", () => {
    expect(trace.spans("key")).toEqual([2.2, 0.4]);
  });

  it("finds the longest task's CPU time from the first span to the end of the last", () => {
    expect(trace.longestTask("key")).toBe(1.2);
  });

  it("says so when the trace has no span of that name", () => {
    expect(() => trace.spans("open")).toThrow("no span named open");
  });
});
