import { describe, expect, it } from "vitest";
import { budgetProblems } from "../../../../scripts/audit/gates.ts";
import { MAX_RERUNS, measureAll, type Plan } from "../../../../scripts/audit/measure.ts";
import { formatTable } from "../../../../scripts/audit/report.ts";
import type { FormFactor, Sample } from "../../../../scripts/audit/lighthouse-run.ts";

const STATIC = "/_audit/static.html";

type Script = (call: {
  page: string;
  formFactor: FormFactor;
  allCategories: boolean;
  /** How many runs of this page and form factor were asked for before this one. */
  before: number;
}) => Partial<Sample>;

/** A fake Lighthouse: every figure perfect unless the script says otherwise; records the calls. */
function fake(script: Script = () => ({})) {
  const calls: string[] = [];
  const counts = new Map<string, number>();
  const runOne = (page: string, formFactor: FormFactor, allCategories: boolean) => {
    const key = `${formFactor} ${page}`;
    const before = counts.get(key) ?? 0;
    counts.set(key, before + 1);
    calls.push(`${formFactor} ${page}${allCategories ? " all" : ""}`);
    const scored = allCategories ? 100 : 0;
    const sample: Sample = {
      page,
      formFactor,
      performance: 100,
      accessibility: scored,
      "best-practices": scored,
      seo: scored,
      lcpMs: 1000,
      cls: 0,
      tbtMs: 0,
      failedAudits: [],
      failedItems: [],
      cpuShare: 0.5,
      benchmarkIndex: 1600,
      allCategories,
      ...script({ page, formFactor, allCategories, before }),
    };
    return Promise.resolve(sample);
  };
  return { calls, runOne };
}

const plan = (over: Partial<Plan> = {}): Plan => ({
  pages: [STATIC, "/a", "/b"],
  formFactors: ["mobile"],
  runs: { mobile: 5, desktop: 1 },
  staticPage: STATIC,
  ...over,
});
const quiet = () => {};
const of = (results: Awaited<ReturnType<typeof measureAll>>, page: string, formFactor = "mobile") =>
  results.find((r) => r.page === page && r.formFactor === formFactor)!;

describe("measureAll", () => {
  it("runs the pages in rounds, the static page first in each, so noise hits them alike", async () => {
    const { calls, runOne } = fake();
    const results = await measureAll(
      plan({ formFactors: ["mobile", "desktop"], runs: { mobile: 3, desktop: 1 } }),
      runOne,
      quiet,
    );
    expect(calls).toEqual([
      `mobile ${STATIC} all`,
      "mobile /a all",
      "mobile /b all",
      `desktop ${STATIC} all`,
      "desktop /a all",
      "desktop /b all",
      `mobile ${STATIC}`,
      "mobile /a",
      "mobile /b",
      `mobile ${STATIC}`,
      "mobile /a",
      "mobile /b",
    ]);
    expect(results.map((r) => `${r.formFactor} ${r.page} ${r.runs.length}`)).toEqual([
      `mobile ${STATIC} 3`,
      "mobile /a 3",
      "mobile /b 3",
      `desktop ${STATIC} 1`,
      "desktop /a 1",
      "desktop /b 1",
    ]);
  });

  it("fails a page with accessibility 96 in every run, judged on the median of three", async () => {
    const { calls, runOne } = fake(({ page, allCategories }) =>
      page === "/a" && allCategories ? { accessibility: 96 } : {},
    );
    const results = await measureAll(plan(), runOne, quiet);
    expect(calls.filter((c) => c === "mobile /a all")).toHaveLength(3);
    expect(of(results, "/a").runs).toHaveLength(5);
    expect(budgetProblems(of(results, "/a"))).toEqual(["accessibility 96 < 100"]);
    expect(budgetProblems(of(results, "/b"))).toEqual([]);
  });

  it("passes a one-off 96 among 100s on the median", async () => {
    const { calls, runOne } = fake(({ page, before }) =>
      page === "/a" && before === 0 ? { accessibility: 96 } : {},
    );
    const results = await measureAll(plan(), runOne, quiet);
    expect(calls.filter((c) => c === "mobile /a all")).toHaveLength(3);
    expect(of(results, "/a").accessibility).toBe(100);
    expect(budgetProblems(of(results, "/a"))).toEqual([]);
  });

  it("with one round, scores a page below 100 twice more after the rounds", async () => {
    const { calls, runOne } = fake(({ page, allCategories }) =>
      page === "/b" && allCategories ? { seo: 92 } : {},
    );
    const results = await measureAll(plan({ runs: { mobile: 1, desktop: 1 } }), runOne, quiet);
    expect(calls).toEqual([
      `mobile ${STATIC} all`,
      "mobile /a all",
      "mobile /b all",
      "mobile /b all",
      "mobile /b all",
    ]);
    expect(budgetProblems(of(results, "/b"))).toEqual(["seo 92 < 100"]);
  });

  it("fails CLS 0.02 on the median, and passes a one-off shift", async () => {
    const { runOne } = fake(({ page, before }) =>
      page === "/a" ? { cls: 0.02 } : page === "/b" && before === 2 ? { cls: 0.3 } : {},
    );
    const results = await measureAll(plan(), runOne, quiet);
    expect(budgetProblems(of(results, "/a"))).toEqual(["CLS 0.020 > 0.01"]);
    expect(budgetProblems(of(results, "/b"))).toEqual([]);
  });

  it("adds no run for a slow page: performance 80 and TBT 600 ms pass, as reported figures", async () => {
    const { calls, runOne } = fake(({ page }) =>
      page === "/a" ? { performance: 80, tbtMs: 600, lcpMs: 2500 } : {},
    );
    const results = await measureAll(plan(), runOne, quiet);
    expect(calls).toHaveLength(15);
    expect(of(results, "/a")).toMatchObject({ performance: 80, tbtMs: 600, lcpMs: 2500 });
    expect(of(results, "/a").lcpRatio).toBe(2.5);
    expect(of(results, STATIC).lcpRatio).toBeUndefined();
    expect(budgetProblems(of(results, "/a"))).toEqual([]);
  });

  it("divides each page's median LCP by the static page's median LCP, same form factor", async () => {
    const lcp = { [STATIC]: [800, 5000, 820], "/a": [1600, 1700, 9000] };
    const { runOne } = fake(({ page, before }) => ({
      lcpMs: lcp[page as keyof typeof lcp]?.[before] ?? 1000,
    }));
    const results = await measureAll(plan({ runs: { mobile: 3, desktop: 1 } }), runOne, quiet);
    expect(of(results, STATIC).lcpMs).toBe(820);
    expect(of(results, "/a").lcpMs).toBe(1700);
    expect(of(results, "/a").lcpRatio).toBeCloseTo(1700 / 820);
  });

  it("runs again a run Lighthouse failed to record, at most twice, and prints each run", async () => {
    const lines: string[] = [];
    const { calls, runOne } = fake(({ page, before }) =>
      page === "/a" && before < 3 ? { runtimeError: "NO_NAVSTART" } : {},
    );
    const results = await measureAll(plan({ runs: { mobile: 2, desktop: 1 } }), runOne, (l) =>
      lines.push(l),
    );
    expect(MAX_RERUNS).toBe(2);
    // Three failures: two run again, the third kept and judged with the rest.
    expect(calls.filter((c) => c.startsWith("mobile /a"))).toHaveLength(2 + 2);
    expect(lines.filter((l) => l === "/a (mobile): NO_NAVSTART; running again.")).toHaveLength(2);
    expect(lines).toContain(
      "/b (mobile) run 1: performance 100, LCP 1.00 s, TBT 0 ms, CLS 0.000, benchmark index 1600",
    );
    expect(of(results, "/a").runs).toHaveLength(2);
  });
});

describe("formatTable", () => {
  it("prints each page's figures beside the static text page's, with the site's median and the gate", async () => {
    const { runOne } = fake(({ page, allCategories }) =>
      page === "/a"
        ? { performance: 80, tbtMs: 600, lcpMs: 2500, cls: 0.004 }
        : page === "/b"
          ? { lcpMs: 1500, accessibility: allCategories ? 96 : 0 }
          : {},
    );
    const results = await measureAll(plan({ runs: { mobile: 3, desktop: 1 } }), runOne, quiet);
    const lines = formatTable(results, STATIC).split("\n");
    expect(lines[0]).toBe(
      "mobile (Lighthouse's stock mobile settings: simulated throttling, 4× CPU; medians of each page's runs)",
    );
    expect(lines[1]).toMatch(
      /^page\s+runs\s+perf\s+LCP\s+÷static\s+TBT\s+CLS\s+a11y\/bp\/seo\s+CPU\s+bench\s+gate$/,
    );
    const cells = (start: string) =>
      lines
        .find((l) => l.startsWith(start))!
        .slice(start.length)
        .trim()
        .split(/\s{2,}/);
    expect(cells("static text page")).toEqual([
      "3",
      "100",
      "1.00 s",
      "—",
      "0 ms",
      "0.000",
      "100/100/100",
      "0.50",
      "1600",
      "(reference)",
    ]);
    // Performance 80 and TBT 600 ms: in the table, and the gate passes.
    expect(cells("/a")).toEqual([
      "3",
      "80",
      "2.50 s",
      "2.50×",
      "600 ms",
      "0.004",
      "100/100/100",
      "0.50",
      "1600",
      "pass",
    ]);
    expect(cells("/b")).toEqual([
      "3",
      "100",
      "1.50 s",
      "1.50×",
      "0 ms",
      "0.000",
      "96/100/100",
      "0.50",
      "1600",
      "FAIL",
    ]);
    // The median of the site's six runs (80, 80, 80, 100, 100, 100: the upper one).
    expect(cells("site median (all runs)")).toEqual([
      "6",
      "100",
      "2.50 s",
      "2.50×",
      "600 ms",
      "0.004",
    ]);
  });

  it("has a section per form factor in the results", async () => {
    const { runOne } = fake();
    const results = await measureAll(
      plan({ formFactors: ["mobile", "desktop"], runs: { mobile: 1, desktop: 1 } }),
      runOne,
      quiet,
    );
    const table = formatTable(results, STATIC);
    expect(table.split("\n\n")).toHaveLength(2);
    expect(table).toContain(
      "desktop (Lighthouse's stock desktop settings; medians of each page's runs)",
    );
  });
});
