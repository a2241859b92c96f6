import { describe, expect, it } from "vitest";
import {
  budgetProblems,
  GATES,
  REPORTED_NOT_GATED,
  scoreCategories,
} from "../../../../scripts/audit/gates.ts";
import type { Result } from "../../../../scripts/audit/lighthouse-run.ts";

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

describe("the audit's gates", () => {
  it("are accessibility, best practices and SEO 100, and CLS 0.01", () => {
    expect(GATES).toEqual({ category: 100, maxCls: 0.01 });
    expect(budgetProblems(result({}))).toEqual([]);
    expect(budgetProblems(result({ accessibility: 96 }))).toEqual(["accessibility 96 < 100"]);
    expect(budgetProblems(result({ "best-practices": 99, seo: 92 }))).toEqual([
      "best-practices 99 < 100",
      "seo 92 < 100",
    ]);
    expect(budgetProblems(result({ formFactor: "desktop", seo: 98 }))).toEqual(["seo 98 < 100"]);
  });

  it("fail CLS 0.02 and pass CLS 0.01 itself", () => {
    expect(budgetProblems(result({ cls: 0.02 }))).toEqual(["CLS 0.020 > 0.01"]);
    expect(budgetProblems(result({ cls: 0.01 }))).toEqual([]);
    expect(budgetProblems(result({ formFactor: "desktop", cls: 0.05 }))).toEqual([
      "CLS 0.050 > 0.01",
    ]);
  });

  it("do not judge performance, TBT or LCP: a page at 80 with TBT 600 ms passes", () => {
    const slow = result({ performance: 80, tbtMs: 600, lcpMs: 4200, lcpRatio: 3.1 });
    expect(budgetProblems(slow)).toEqual([]);
    expect(budgetProblems(result({ formFactor: "desktop", performance: 61 }))).toEqual([]);
    // The same page with a category below 100 fails on that alone.
    expect(budgetProblems({ ...slow, accessibility: 96 })).toEqual(["accessibility 96 < 100"]);
  });

  it("say in the printed line what is reported, not gated, and when a gate comes back", () => {
    expect(REPORTED_NOT_GATED).toMatch(
      /^Performance, LCP, LCP ÷ static and TBT are reported, not gated/,
    );
    expect(REPORTED_NOT_GATED).toContain("five fresh-clone runs");
    expect(REPORTED_NOT_GATED).toContain("CLS ≤ 0.01");
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
    // Runs that scored performance only do not count towards the three.
    expect(scoreCategories([run(96), run(0, false), run(100)])).toBe(true);
  });
});
