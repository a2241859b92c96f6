/**
 * One Lighthouse run of one page, at Lighthouse's stock settings (mobile: simulated throttling,
 * 4× CPU; desktop: its desktop config), reduced to what the audit reports and judges, plus how
 * much of the CPU the page's main thread had while it ran (the machine is shared: see
 * mainThreadCpuShare; printed, never used to drop or rescore a run).
 */
import lighthouse, { type Flags, type Result as LighthouseResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type FormFactor = "mobile" | "desktop";
/** The categories besides performance: scored on a page's first run (see runLighthouse). */
export const OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
export type OtherCategory = (typeof OTHER_CATEGORIES)[number];
export const CATEGORIES = ["performance", ...OTHER_CATEGORIES] as const;

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
  /**
   * Lighthouse's measure of the host's speed, taken as the run starts (its `benchmarkIndex`; it
   * warns below 1000). Printed beside the figures as information only: nothing is scored by it.
   */
  benchmarkIndex?: number;
  /**
   * What failed in a run's accessibility, best-practices and SEO audits: "audit: selector —
   * Lighthouse's explanation", one line an element (empty when they all passed).
   */
  failedItems: string[];
  /** Lighthouse failed to record the load (NO_NAVSTART and the like): the run measured nothing. */
  runtimeError?: string;
  /** Whether the run scored every category, or only performance (see runLighthouse). */
  allCategories: boolean;
  /** The requests done when the largest paint was seen (see lcpRequestsOf). */
  lcpRequests?: LcpRequest[];
}

/** A request the page had finished by the time its largest paint was seen. */
export interface LcpRequest {
  /** The path on the site. */
  path: string;
  bytes: number;
  /** A picture fetched at low priority: below the fold, or not yet laid out. */
  lowPriorityImage: boolean;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

/** Below this much long-task wall time (µs) a run has next to no TBT to lose: share 1. */
const MIN_LONG_TASK_US = 100_000;

/**
 * The share of the wall time of the page's long tasks (over 12 ms, the ones that make TBT once
 * Lighthouse simulates a 4× slower phone) in which the page's main thread was on a CPU. On this
 * machine class, quiet, it is 0.43–0.54 (Lighthouse itself takes a core while it records); with
 * two other processes keeping both cores busy it fell to 0.10–0.12, and TBT doubled. Lighthouse
 * multiplies the wall time, so a run with the CPU taken away measures the machine as much as the
 * page: the audit prints the share beside TBT so a reader can tell them apart.
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
 * The five metrics the performance score is made of (their weights sum to 100; every other
 * performance audit weighs 0), and all the audit judges after a page's first run.
 */
export const METRIC_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

/**
 * What the later runs add to the five metrics, for lcpRequestsOf: the observed timings and the
 * list of requests (both are read from what the run recorded anyway).
 */
export const DIAGNOSTIC_AUDITS = ["metrics", "network-requests"] as const;

/**
 * Lighthouse's flags for one run: every category on the first run of a page, the five metrics
 * (and DIAGNOSTIC_AUDITS) alone after it. The metrics alone score the same and skip the diagnostics' gatherers (the
 * pictures' sizes took 3 s of a run on /, the back/forward cache test 0.3 s): a run took 5.0 s
 * instead of 6.5 (median of 6, four pages, interleaved, 2026-11-26), with the same LCP within
 * the runs' spread (/services 1,361 against 1,367 ms, /contact-us 1,059 against 1,065,
 * /portfolio/tarini 1,376 against 1,356, /about-us 1,243 against 1,295). No full-page
 * screenshot: it is for the HTML report's element thumbnails, which the audit never shows, and
 * it took 1.4–1.6 s of each 9–11 s run.
 */
export function lighthouseFlags(port: number, allCategories: boolean): Flags {
  return {
    port,
    output: "json",
    logLevel: "error",
    ...(allCategories
      ? { onlyCategories: [...CATEGORIES] }
      : { onlyAudits: [...METRIC_AUDITS, ...DIAGNOSTIC_AUDITS] }),
    disableFullPageScreenshot: true,
  };
}

/**
 * One run. With `allCategories` false it scores the performance metrics only: accessibility,
 * best practices, SEO and the performance diagnostics do not change from one load to the next,
 * and gathering them cost 1.5–3 s a run here, so the audit asks for them once per page and form
 * factor. A run whose metric Lighthouse could not compute says so in `runtimeError` (it is run
 * again), rather than counting as 0 ms. `chromePort` is a browser started for this run alone
 * (scripts/cli/audit.ts), as Lighthouse's own command line does.
 */
export async function runLighthouse(
  url: string,
  page: string,
  formFactor: FormFactor,
  chromePort: number,
  allCategories = true,
): Promise<Sample> {
  const flags = lighthouseFlags(chromePort, allCategories);
  const runner = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  const { lhr, artifacts } = runner!;
  const trace = (artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  return sampleOf(lhr, page, formFactor, allCategories, trace?.traceEvents);
}

/** What the audit keeps of one run's report (and its trace, for the CPU share). */
export function sampleOf(
  lhr: Pick<LighthouseResult, "audits" | "categories" | "runtimeError"> & {
    environment?: Partial<LighthouseResult["environment"]>;
  },
  page: string,
  formFactor: FormFactor,
  allCategories: boolean,
  traceEvents?: TraceEvent[],
): Sample {
  const audits = lhr.audits;
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
    failedItems: allCategories ? failedItemsOf(lhr) : [],
    cpuShare: traceEvents ? mainThreadCpuShare(traceEvents) : 1,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError:
      lhr.runtimeError?.code ??
      (METRIC_AUDITS.some((id) => typeof audits[id]?.numericValue !== "number")
        ? "METRIC_MISSING"
        : undefined),
    allCategories,
    lcpRequests: lcpRequestsOf(audits),
  };
}

interface FailedNode {
  node?: { selector?: string; explanation?: string };
}

/** The elements behind each failed audit of the categories other than performance. */
export function failedItemsOf(lhr: Pick<LighthouseResult, "audits" | "categories">): string[] {
  const ids = OTHER_CATEGORIES.flatMap(
    (key) =>
      lhr.categories[key]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
  );
  return ids.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items = ((audit.details as { items?: FailedNode[] } | undefined)?.items ?? []).filter(
      (item) => item.node,
    );
    if (!items.length) return [`${id}: ${audit.title}`];
    return items.map(
      ({ node }) =>
        `${id}: ${node!.selector} — ${(node!.explanation ?? "").replace(/\s+/g, " ").trim()}`,
    );
  });
}

interface NetworkRequest {
  url: string;
  networkEndTime: number;
  transferSize: number;
  resourceType?: string;
  priority?: string;
}

/**
 * The requests that had ended when the page's largest paint was seen. Lighthouse's mobile LCP
 * is not the one seen on this fast machine: it replays the load on a simulated phone line
 * (150 ms round trips, 1.6 Mbps), with each of these requests, and takes the time the last one
 * ends, low-priority pictures left out (they still share the line). So these, and their bytes,
 * are what the simulated LCP waits for: on /services, a 25 KB picture and a 26 KB font, each
 * over one round trip's worth of a new connection (14.6 KB), where the static page waits for a
 * 6.6 KB picture (issue 14). Undefined when the run did not record them.
 */
export function lcpRequestsOf(audits: LighthouseResult["audits"]): LcpRequest[] | undefined {
  const metrics = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  const seen = metrics?.observedLargestContentfulPaint;
  if (typeof seen !== "number" || !requests) return undefined;
  return requests
    .filter((r) => r.networkEndTime <= seen && /^https?:/.test(r.url))
    .map((r) => ({
      path: new URL(r.url).pathname,
      bytes: r.transferSize,
      lowPriorityImage: r.resourceType === "Image" && /^(Very)?Low$/.test(r.priority ?? ""),
    }));
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line for the audit's output: what a page's simulated LCP waited on, and beside what. */
export function describeLcpRequests(requests: LcpRequest[]): string {
  const waited = requests.filter((r) => !r.lowPriorityImage);
  const beside = requests.filter((r) => r.lowPriorityImage);
  const total = beside.reduce((sum, r) => sum + r.bytes, 0);
  return [
    `waited on ${waited.map((r) => `${r.path} ${kilobytes(r.bytes)}`).join(", ")}`,
    beside.length
      ? `shared the line with ${beside.length} low-priority picture${beside.length === 1 ? "" : "s"} (${kilobytes(total)})`
      : "",
  ]
    .filter(Boolean)
    .join("; ");
}
