import { describe, expect, it } from "vitest";
import { baselineOf, budgetProblems, scoreCategories } from "../../../build/audit-budgets.ts";
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

  it("on a quiet machine, hold a page to issue 14's targets: performance 98, TBT 100 ms", () => {
    expect(budgetProblems(result({ performance: 97, tbtMs: 113 }), quiet)).toEqual([
      "performance 97 < 98",
      "TBT 113 ms, 101 ms over the static page's > 100 ms",
    ]);
    expect(budgetProblems(result({ performance: 98, tbtMs: 112 }), quiet)).toEqual([]);
  });

  it("hold desktop to performance 100 and not to the mobile TBT target", () => {
    expect(budgetProblems(result({ formFactor: "desktop", performance: 99 }), quiet)).toEqual([
      "performance 99 < 100",
    ]);
    expect(budgetProblems(result({ formFactor: "desktop", tbtMs: 150 }), quiet)).toEqual([]);
  });

  it("on a slow machine, judge what the site adds to the static page's figures", () => {
    // The same page that misses on a quiet machine passes when the static page shows the cost.
    expect(budgetProblems(result({ performance: 97, tbtMs: 113 }), slow)).toEqual([]);
    // What the site adds beyond that still fails.
    expect(budgetProblems(result({ performance: 90, tbtMs: 405 }), slow)).toEqual([
      "performance 90 < 91 (93 on the static page)",
      "TBT 405 ms, 101 ms over the static page's > 100 ms",
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

describe("scoreCategories", () => {
  const run = (accessibility: number, allCategories = true) => ({
    allCategories,
    accessibility,
    "best-practices": 100,
    seo: 100,
  });

  it("scores every category on a page's first run only, while they are all 100", () => {
    expect(scoreCategories([])).toBe(true);
    expect(scoreCategories([run(100)])).toBe(false);
    expect(scoreCategories([run(100), run(100, false)])).toBe(false);
  });

  it("after a run below 100, scores the next ones too, until three are there for a median", () => {
    expect(scoreCategories([run(96)])).toBe(true);
    expect(scoreCategories([run(96), run(100)])).toBe(true);
    expect(scoreCategories([run(96), run(100), run(100)])).toBe(false);
  });
});
