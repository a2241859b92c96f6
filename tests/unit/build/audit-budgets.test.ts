import { describe, expect, it } from "vitest";
import { baselineOf, budgetProblems } from "../../../build/audit-budgets.ts";
import type { Result } from "../../../build/audit-run.ts";

const result = (over: Partial<Result>): Result => ({
  page: "/fixture",
  formFactor: "mobile",
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1000,
  cls: 0,
  tbtMs: 0,
  lcpRatio: 1.2,
  failedAudits: [],
  ...over,
});

describe("the audit's budgets", () => {
  const quiet = baselineOf(result({ page: "/static", performance: 100, tbtMs: 12 }));
  const slow = baselineOf(result({ page: "/static", performance: 93, tbtMs: 304 }));

  it("on a quiet machine, hold a page to the gates as they are", () => {
    expect(budgetProblems(result({ performance: 79, tbtMs: 700 }), quiet)).toEqual([
      "performance 79 < 80",
      "TBT 700 ms, 688 ms over the static page's > 600 ms",
    ]);
    expect(budgetProblems(result({ performance: 80, tbtMs: 590 }), quiet)).toEqual([]);
  });

  it("on a slow machine, judge what the site adds to the static page's figures", () => {
    // The same page that misses on a quiet machine passes when the static page shows the cost.
    expect(budgetProblems(result({ performance: 79, tbtMs: 700 }), slow)).toEqual([]);
    // What the site adds beyond that still fails.
    expect(budgetProblems(result({ performance: 72, tbtMs: 950 }), slow)).toEqual([
      "performance 72 < 73 (93 on the static page)",
      "TBT 950 ms, 646 ms over the static page's > 600 ms",
    ]);
  });

  it("keep CLS, the LCP ratio and the other categories absolute", () => {
    expect(budgetProblems(result({ cls: 0.02, lcpRatio: 2.4, accessibility: 98 }), slow)).toEqual([
      "accessibility 98 < 100",
      "CLS 0.020 > 0.01",
      "LCP 2.40 × the static page's > 1.5",
    ]);
  });

  it("hold the LCP ratio to issue 14's target, 1.5 × the static page's", () => {
    expect(budgetProblems(result({ lcpRatio: 1.5 }), quiet)).toEqual([]);
    expect(budgetProblems(result({ lcpRatio: 1.51 }), quiet)).toEqual([
      "LCP 1.51 × the static page's > 1.5",
    ]);
  });
});
