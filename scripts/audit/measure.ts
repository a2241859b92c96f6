/**
 * The audit's runs (scripts/cli/audit.ts), in rounds: each round runs every page once, the static text
 * page first, so a noisy stretch of the shared machine hits the static page and the site alike.
 * Mobile gets LIGHTHOUSE_RUNS rounds (default 5), desktop LIGHTHOUSE_DESKTOP_RUNS (default 1),
 * interleaved in the first rounds. Every run is kept: none is set aside, rescored or added
 * because a figure came out slow. Two kinds of run are added: a run Lighthouse failed to record
 * (NO_NAVSTART and the like) is run again, and where accessibility, best practices or SEO scored
 * below 100 the next runs score them too, up to three, and the median is judged
 * (scoreCategories); with fewer rounds than that, the page gets those runs after the rounds.
 */
import { scoreCategories } from "./gates.ts";
import type { FormFactor, LcpRequest, OtherCategory, Result, Sample } from "./lighthouse-run.ts";

/** Runs that Lighthouse failed to record, per page and form factor, that are run again. */
export const MAX_RERUNS = 2;

/** One run as the report keeps it. */
export type Brief = Pick<Sample, "performance" | "lcpMs" | "tbtMs" | "cls" | "cpuShare"> & {
  benchmarkIndex?: number;
};

/** A page's result (medians over its runs) with the runs it was judged on. */
export interface Measured extends Result {
  runs: Brief[];
  /** Median share of the CPU the page's main thread had in its long tasks (information). */
  cpuShare: number;
  /** Median of Lighthouse's benchmark index over the runs (information). */
  benchmarkIndex?: number;
  /** What the run with the median LCP had loaded when its largest paint was seen. */
  lcpRequests?: LcpRequest[];
}

export interface Plan {
  /** The pages, the static text page first. */
  pages: string[];
  formFactors: FormFactor[];
  runs: Record<FormFactor, number>;
  /** The static text page, whose LCP the others' are divided by. */
  staticPage: string;
  /** Pages measured on mobile only (the pages' script-free copies: their figures are medians). */
  mobileOnly?: string[];
}

/** The plan's pages for one form factor, in its order. */
const pagesOf = (plan: Plan, formFactor: FormFactor) =>
  formFactor === "mobile"
    ? plan.pages
    : plan.pages.filter((page) => !plan.mobileOnly?.includes(page));

/** One Lighthouse run of a page, every category or the performance metrics only. */
export type RunOne = (
  page: string,
  formFactor: FormFactor,
  allCategories: boolean,
) => Promise<Sample>;

/** The middle value; for an even count the upper of the two: always a figure some run measured. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A page's medians: the metrics over every run, the categories over the runs that scored them. */
export function summarize(samples: Sample[], referenceLcpMs: number | undefined): Measured {
  const pick = (key: "performance" | "lcpMs" | "cls" | "tbtMs" | "cpuShare") =>
    median(samples.map((s) => s[key]));
  const scored = samples.filter((s) => s.allCategories);
  const category = (key: OtherCategory) => median(scored.map((s) => s[key]));
  const lcpMs = pick("lcpMs");
  const indices = samples.flatMap((s) => s.benchmarkIndex ?? []);
  return {
    page: samples[0]!.page,
    formFactor: samples[0]!.formFactor,
    performance: pick("performance"),
    accessibility: category("accessibility"),
    "best-practices": category("best-practices"),
    seo: category("seo"),
    lcpMs,
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    lcpRatio: referenceLcpMs ? lcpMs / referenceLcpMs : undefined,
    failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
    cpuShare: pick("cpuShare"),
    benchmarkIndex: indices.length ? median(indices) : undefined,
    runs: samples.map((s) => ({
      performance: s.performance,
      lcpMs: Math.round(s.lcpMs),
      tbtMs: Math.round(s.tbtMs),
      cls: s.cls,
      cpuShare: Math.round(s.cpuShare * 100) / 100,
      benchmarkIndex: s.benchmarkIndex && Math.round(s.benchmarkIndex),
    })),
    lcpRequests: samples.find((s) => s.lcpMs === lcpMs)?.lcpRequests,
  };
}

/** The line printed after each run: its stock figures and the host's benchmark index. */
export function runLine(sample: Sample, index: number): string {
  const bench = sample.benchmarkIndex
    ? `, benchmark index ${Math.round(sample.benchmarkIndex)}`
    : "";
  return `${sample.page} (${sample.formFactor}) run ${index}: performance ${sample.performance}, LCP ${(sample.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}${bench}`;
}

/** Runs the plan; resolves with one result per form factor and page, in the plan's order. */
export async function measureAll(
  plan: Plan,
  runOne: RunOne,
  log: (line: string) => void = console.log,
): Promise<Measured[]> {
  const kept = new Map<string, Sample[]>();
  const failed = new Map<string, number>();
  const key = (page: string, formFactor: FormFactor) => `${formFactor} ${page}`;
  for (const formFactor of plan.formFactors)
    for (const page of pagesOf(plan, formFactor)) kept.set(key(page, formFactor), []);

  const once = async (page: string, formFactor: FormFactor) => {
    const samples = kept.get(key(page, formFactor))!;
    for (;;) {
      const sample = await runOne(page, formFactor, scoreCategories(samples));
      const failures = failed.get(key(page, formFactor)) ?? 0;
      if (sample.runtimeError && failures < MAX_RERUNS) {
        failed.set(key(page, formFactor), failures + 1);
        log(`${page} (${formFactor}): ${sample.runtimeError}; running again.`);
        continue;
      }
      samples.push(sample);
      log(runLine(sample, samples.length));
      if (sample.failedItems.length) log(`  ${sample.failedItems.join("\n  ")}`);
      return;
    }
  };

  const rounds = Math.max(0, ...plan.formFactors.map((f) => plan.runs[f]));
  for (let round = 0; round < rounds; round++)
    for (const formFactor of plan.formFactors)
      if (round < plan.runs[formFactor])
        for (const page of pagesOf(plan, formFactor)) await once(page, formFactor);
  for (const formFactor of plan.formFactors)
    for (const page of pagesOf(plan, formFactor))
      while (scoreCategories(kept.get(key(page, formFactor))!)) await once(page, formFactor);

  return plan.formFactors.flatMap((formFactor) => {
    const reference = kept.get(key(plan.staticPage, formFactor));
    const referenceLcpMs = reference?.length ? summarize(reference, undefined).lcpMs : undefined;
    return pagesOf(plan, formFactor).map((page) =>
      summarize(
        kept.get(key(page, formFactor))!,
        page === plan.staticPage ? undefined : referenceLcpMs,
      ),
    );
  });
}
