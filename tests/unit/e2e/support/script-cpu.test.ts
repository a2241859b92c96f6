import { describe, expect, it } from "vitest";
import { tasksOf } from "../../../e2e/support/script-cpu.ts";

const URL = "http://127.0.0.1:4321/about-us";
/** A complete event on a thread: wall `dur` and CPU `tdur`, in microseconds. */
const event = (name: string, ts: number, dur: number, tdur: number, tid = 1, pid = 10) => ({
  name,
  ph: "X",
  ts,
  dur,
  tdur,
  pid,
  tid,
});
const parsed = (tid = 1, pid = 10, url = URL) => ({
  ...event("ParseHTML", 0, 100, 100, tid, pid),
  args: { beginData: { url } },
});

describe("a page's script CPU per task, read from a trace", () => {
  it("counts a script inside another once, and the task's CPU beside it", () => {
    const tasks = tasksOf(
      [
        parsed(),
        event("RunTask", 1_000, 90_000, 40_000),
        event("v8.evaluateModule", 2_000, 50_000, 20_000),
        event("FunctionCall", 3_000, 10_000, 5_000), // inside the evaluation
        event("RunMicrotasks", 60_000, 20_000, 8_000),
      ],
      URL,
    );
    expect(tasks).toEqual([{ cpu: 40, script: 28 }]);
  });

  it("reads only the thread that parsed the document: not a page prerendered beside it", () => {
    const tasks = tasksOf(
      [
        parsed(1, 10),
        parsed(1, 20, "http://127.0.0.1:4321/work"),
        event("RunTask", 1_000, 10_000, 9_000, 1, 10),
        event("FunctionCall", 1_000, 5_000, 4_000, 1, 10),
        event("RunTask", 1_000, 200_000, 150_000, 1, 20),
        event("FunctionCall", 1_000, 190_000, 140_000, 1, 20),
        event("RunTask", 1_000, 200_000, 150_000, 2, 10),
      ],
      URL,
    );
    expect(tasks).toEqual([{ cpu: 9, script: 4 }]);
  });

  it("says so when the trace has no such document", () => {
    expect(() => tasksOf([event("RunTask", 0, 1, 1)], URL)).toThrow(/no document parsed/);
  });
});
