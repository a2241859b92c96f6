import { describe, expect, it } from "vitest";
import type { Result as LighthouseResult } from "lighthouse";
import {
  lighthouseFlags,
  mainThreadCpuShare,
  METRIC_AUDITS,
  sampleOf,
} from "../../../build/audit-run.ts";

const main = { pid: 7, tid: 1 };
const task = (dur: number, tdur: number, where = main) => ({
  name: "RunTask",
  ph: "X",
  dur,
  tdur,
  ...where,
});
const parse = { name: "ParseHTML", ph: "X", dur: 500, tdur: 500, ...main };

describe("mainThreadCpuShare", () => {
  it("is the main thread's CPU time over the wall time of its long tasks", () => {
    // 80 ms and 40 ms tasks, on a CPU for 40 and 20 of them: half.
    expect(mainThreadCpuShare([parse, task(80_000, 40_000), task(40_000, 20_000)])).toBe(0.5);
  });

  it("counts only the page's main thread and only tasks over 12 ms", () => {
    const other = { pid: 9, tid: 3 };
    const events = [
      parse,
      task(130_000, 130_000),
      task(10_000, 1_000), // short: not a long task
      task(50_000, 5_000, other), // another thread
    ];
    expect(mainThreadCpuShare(events)).toBe(1);
  });

  it("falls low when the CPU was taken away from the page", () => {
    expect(mainThreadCpuShare([parse, task(100_000, 11_000), task(60_000, 7_000)])).toBeCloseTo(
      0.1125,
    );
  });

  it("is 1, setting nothing aside, with under 100 ms of long tasks or no page", () => {
    expect(mainThreadCpuShare([parse, task(5_000, 100)])).toBe(1);
    // The static page: one 40 ms task, mostly waiting.
    expect(mainThreadCpuShare([parse, task(40_000, 3_000)])).toBe(1);
    expect(mainThreadCpuShare([task(50_000, 100)])).toBe(1);
  });
});

describe("lighthouseFlags", () => {
  it("asks for every category on a page's first run and the five scored metrics after it", () => {
    const first = lighthouseFlags(9222, true);
    expect(first.onlyCategories).toEqual(["performance", "accessibility", "best-practices", "seo"]);
    expect("onlyAudits" in first).toBe(false);
    const later = lighthouseFlags(9222, false);
    // Lighthouse reads both lists as "either": a category beside them would bring its audits back.
    expect("onlyCategories" in later).toBe(false);
    expect(later.onlyAudits).toEqual([
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]);
    expect(later.port).toBe(9222);
  });

  it("takes no full-page screenshot, which only the HTML report uses", () => {
    expect(lighthouseFlags(9222, true).disableFullPageScreenshot).toBe(true);
    expect(lighthouseFlags(9222, false).disableFullPageScreenshot).toBe(true);
  });
});

describe("sampleOf", () => {
  type Audits = LighthouseResult["audits"];
  const report = (numbers: Record<string, number | undefined>) => ({
    audits: Object.fromEntries(
      Object.entries(numbers).map(([id, numericValue]) => [
        id,
        { id, score: 1, scoreDisplayMode: "numeric", numericValue },
      ]),
    ) as unknown as Audits,
    categories: { performance: { score: 0.99 } } as unknown as LighthouseResult["categories"],
  });
  const all = Object.fromEntries(METRIC_AUDITS.map((id) => [id, 100]));

  it("keeps the score and the metrics of a run", () => {
    const sample = sampleOf(
      report({ ...all, "largest-contentful-paint": 1234, "total-blocking-time": 56 }),
      "/x",
      "mobile",
      false,
    );
    expect(sample).toMatchObject({ performance: 99, lcpMs: 1234, tbtMs: 56, cpuShare: 1 });
    expect(sample.runtimeError).toBeUndefined();
  });

  it("marks a run whose metric is missing, so it is run again instead of counting as 0 ms", () => {
    const sample = sampleOf(
      report({ ...all, "largest-contentful-paint": undefined }),
      "/x",
      "mobile",
      false,
    );
    expect(sample.runtimeError).toBe("METRIC_MISSING");
  });
});
