/**
 * One Lighthouse run of one page, reduced to what the audit judges, plus how much of the CPU the
 * page's main thread had while it ran (the machine is shared: see mainThreadCpuShare).
 */
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type FormFactor = "mobile" | "desktop";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface Result {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** LCP over the static page's, same form factor and run (absent for the static page). */
  lcpRatio?: number;
  failedAudits: string[];
}

export interface Sample extends Result {
  /** Main-thread CPU time over wall time in the load's long tasks (see mainThreadCpuShare). */
  cpuShare: number;
  /** Lighthouse failed to record the load (NO_NAVSTART and the like): the run measured nothing. */
  runtimeError?: string;
  /** Whether the run scored every category, or only performance (see runLighthouse). */
  allCategories: boolean;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

/** Below this much long-task wall time (µs) a run has nothing to set aside for. */
const MIN_LONG_TASK_US = 100_000;

/**
 * The share of the wall time of the page's long tasks (over 12 ms, the ones that make TBT once
 * Lighthouse simulates a 4× slower phone) in which the page's main thread was on a CPU. On this
 * machine class, quiet, it is 0.43–0.54 (Lighthouse itself takes a core while it records); with
 * two other processes keeping both cores busy it fell to 0.10–0.12, and TBT doubled. Lighthouse
 * multiplies the wall time, so a run with the CPU taken away measures the machine, not the page.
 */
export function mainThreadCpuShare(events: TraceEvent[]): number {
  const parse = events.find((event) => event.name === "ParseHTML");
  if (!parse) return 1;
  const long = events.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.pid === parse.pid &&
      event.tid === parse.tid &&
      (event.dur ?? 0) > 12_000 &&
      event.tdur !== undefined,
  );
  const wall = long.reduce((sum, event) => sum + event.dur!, 0);
  // A load with under 100 ms of long tasks (the static page, desktop runs) has next to no TBT
  // to lose; a task or two waiting on the network would read as a busy machine.
  return wall >= MIN_LONG_TASK_US ? long.reduce((sum, event) => sum + event.tdur!, 0) / wall : 1;
}

/**
 * Lighthouse's flags for one run: every category on the first run of a page, performance only
 * after it. No full-page screenshot: it is for the HTML report's element thumbnails, which the
 * audit never shows, and it took 1.4–1.6 s of each 9–11 s run (median of 4 on /about-us: all
 * categories 10.75 → 9.18 s, performance only 9.02 → 7.59 s).
 */
export function lighthouseFlags(port: number, allCategories: boolean) {
  return {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: allCategories ? [...CATEGORIES] : ["performance"],
    disableFullPageScreenshot: true,
  };
}

/**
 * One run. With `allCategories` false it scores performance only: accessibility, best practices
 * and SEO do not change from one load to the next, and gathering them cost 1.5–3 s a run here
 * (of 10–14 s), so the audit asks for them once per page and form factor.
 */
export async function runLighthouse(
  url: string,
  page: string,
  formFactor: FormFactor,
  chromePort: number,
  allCategories = true,
): Promise<Sample> {
  const runner = await lighthouse(
    url,
    lighthouseFlags(chromePort, allCategories),
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  const { lhr, artifacts } = runner!;
  const audits = lhr.audits;
  const trace = (artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  return {
    page,
    formFactor,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    "best-practices": Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    failedAudits: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual" &&
          a.scoreDisplayMode !== "notApplicable" &&
          a.scoreDisplayMode !== "metricSavings",
      )
      .map((a) => a.id),
    cpuShare: trace ? mainThreadCpuShare(trace.traceEvents) : 1,
    runtimeError: lhr.runtimeError?.code,
    allCategories,
  };
}
