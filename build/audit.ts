/**
 * `npm run audit`: Lighthouse (v12) on the built site, served the way `npm start` serves it.
 * Home, about-us, work, services, contact-us and three case studies, mobile and desktop, and a
 * hand-written static page with the home page's hero (build/audit-static-page.ts) in the same
 * run. Mobile: the median of LIGHTHOUSE_RUNS runs (default 3); desktop: one run
 * (LIGHTHOUSE_DESKTOP_RUNS), far from its budgets (LCP 0.26–0.42 s, TBT ≤ 12 ms, performance
 * 100 on every page in every audit so far). Where that median misses a budget the page is run
 * again and judged on the median of five (desktop: three, then five). A run in which the page's
 * main thread had the CPU for less than MIN_CPU_SHARE of its long tasks is set aside and run
 * again (audit-run.ts). Each mobile run is scored at the CPU slowdown that simulates the same
 * phone whatever the host's speed, Lighthouse's stock 4× figures kept beside it
 * (audit-calibrate.ts). Accessibility, best practices and SEO are scored on the first kept run of
 * each page and form factor, and where one is below 100 on the next runs too, up to three, the
 * median judged (scoreCategories); the other runs score the five performance metrics only
 * (audit-run.ts). Every failing element of a run is printed. Fails below the budgets:
 *   mobile, issue 14's targets on each page: performance ≥ 98, TBT ≤ 100 ms, CLS ≤ 0.01, LCP ≤
 *   1.5 × the static page's (a page over 1.5 × is printed with the requests its simulated LCP
 *   waited on: audit-run.ts);
 *   desktop: performance 100, CLS ≤ 0.01; accessibility, best practices and SEO 100.
 * What the machine itself costs, as the static page measures it, is set aside: the performance
 * gates drop by the static page's shortfall from 100, TBT counts over the static page's
 * (build/audit-budgets.ts).
 * LIGHTHOUSE_PAGES=/,/work (comma-separated) audits only those pages (the static page always);
 * LIGHTHOUSE_FORM_FACTORS=mobile only that form factor.
 * Writes test-results/lighthouse.json and prints a table.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { launch } from "chrome-launcher";
import {
  describeLcpRequests,
  type FormFactor,
  type LcpRequest,
  type OtherCategory,
  type Result,
  runLighthouse,
  type Sample,
} from "./audit-run.ts";
import { STATIC_PAGE, writeStaticPage } from "./audit-static-page.ts";
import { SAMPLE_ROUTES } from "./sample-routes.ts";
import { baselineOf, budgetProblems, scoreCategories, TARGET } from "./audit-budgets.ts";
import { createSiteServer } from "./serve.ts";
import { outDir } from "./content/paths.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = outDir(root);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const desktopRuns = Number(process.env.LIGHTHOUSE_DESKTOP_RUNS || 1);
/** Runs that Lighthouse failed to record, per page and form factor, that are run again. */
const MAX_RERUNS = 2;
/**
 * A run in which the page's main thread had a CPU for less than this share of its long tasks'
 * wall time is set aside and run again after a pause (audit-run.ts, mainThreadCpuShare): the
 * machine is shared, and a busy neighbour doubles TBT. At most MAX_SET_ASIDE per page and form
 * factor; after that the audit judges what it has.
 */
export const MIN_CPU_SHARE = 0.25;
const MAX_SET_ASIDE = 4;
const SETTLE_MS = 5_000;

export const PAGES = [...SAMPLE_ROUTES, "/portfolio/tarini"];
const chosen = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS?.split(",").filter(Boolean) ?? [
  "mobile",
  "desktop",
]) as FormFactor[];

type Brief = Pick<
  Sample,
  "performance" | "lcpMs" | "tbtMs" | "cpuShare" | "benchmarkIndex" | "cpuSlowdown" | "stock"
>;

/** A page's result with the runs it was judged on and those set aside. */
interface Measured extends Result {
  runs: Brief[];
  setAside: Brief[];
  /** What the run with the median LCP had loaded when its largest paint was seen. */
  lcpRequests?: LcpRequest[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median performance and TBT of some runs, for the printed lines. */
function figures(samples: Pick<Result, "performance" | "tbtMs">[]): string {
  const tbtMs = median(samples.map((s) => s.tbtMs));
  return `performance ${median(samples.map((s) => s.performance))}, TBT ${Math.round(tbtMs)} ms`;
}

function summarize(samples: Sample[], referenceLcpMs: number | undefined): Result {
  const pick = (key: "performance" | "lcpMs" | "cls" | "tbtMs") =>
    median(samples.map((s) => s[key]));
  // Scored on the runs that gathered every category (the first kept run of each page).
  const scored = samples.filter((s) => s.allCategories);
  const category = (key: OtherCategory) => median(scored.map((s) => s[key]));
  const lcpMs = pick("lcpMs");
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
  };
}

/**
 * Runs Lighthouse on one page until it has the runs it wants: 3 on mobile, 1 on desktop, and
 * 5 (desktop 3, then 5) where the median of those misses a budget, since one median is not yet
 * a verdict. A run Lighthouse failed to record, or one without the CPU, is run again.
 */
async function measure(
  url: string,
  page: string,
  formFactor: FormFactor,
  chromePort: number,
  reference: Result | undefined,
): Promise<Measured> {
  const referenceLcpMs = reference?.lcpMs;
  let wanted = formFactor === "desktop" ? desktopRuns : runs;
  const kept: Sample[] = [];
  const setAside: Sample[] = [];
  let failedToRecord = 0;
  while (kept.length < wanted) {
    const sample = await runLighthouse(url, page, formFactor, chromePort, scoreCategories(kept));
    if (sample.runtimeError && failedToRecord < MAX_RERUNS) {
      failedToRecord++;
      console.log(`${page} (${formFactor}): ${sample.runtimeError}; running again.`);
      continue;
    }
    if (sample.cpuShare < MIN_CPU_SHARE && setAside.length < MAX_SET_ASIDE) {
      setAside.push(sample);
      console.log(
        `${page} (${formFactor}): the main thread had the CPU for ${Math.round(sample.cpuShare * 100)}% of its long tasks (TBT ${Math.round(sample.tbtMs)} ms); set aside, running again.`,
      );
      await sleep(SETTLE_MS);
      continue;
    }
    kept.push(sample);
    if (sample.failedItems.length)
      console.log(
        `${page} (${formFactor}), run ${kept.length}: ${sample.failedItems.map((item) => `\n  ${item}`).join("")}`,
      );
    if (
      kept.length === wanted &&
      wanted < 5 &&
      budgetProblems(summarize(kept, referenceLcpMs), baselineOf(reference)).length
    )
      wanted = wanted < 3 ? 3 : 5;
  }
  const brief = (sample: Sample): Brief => ({
    performance: sample.performance,
    lcpMs: Math.round(sample.lcpMs),
    tbtMs: Math.round(sample.tbtMs),
    cpuShare: Math.round(sample.cpuShare * 100) / 100,
    benchmarkIndex: sample.benchmarkIndex && Math.round(sample.benchmarkIndex),
    cpuSlowdown: sample.cpuSlowdown && Math.round(sample.cpuSlowdown * 100) / 100,
    stock: sample.stock && {
      performance: sample.stock.performance,
      lcpMs: Math.round(sample.stock.lcpMs),
      tbtMs: Math.round(sample.stock.tbtMs),
    },
  });
  const summary = summarize(kept, referenceLcpMs);
  return {
    ...summary,
    runs: kept.map(brief),
    setAside: setAside.map(brief),
    lcpRequests: kept.find((s) => s.lcpMs === summary.lcpMs)?.lcpRequests,
  };
}

async function main() {
  if (!existsSync(join(dist, "_routes.json"))) {
    console.error(`${dist} has no build; run npm run build first.`);
    process.exit(1);
  }
  const removeStaticPage = writeStaticPage(dist);
  const server = createSiteServer({ dist });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const chromePath =
    process.env.CHROMIUM_PATH ||
    (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...(asRoot ? ["--no-sandbox"] : []),
    ],
  });

  const results: Measured[] = [];
  try {
    for (const page of [STATIC_PAGE, ...(chosen ?? PAGES)]) {
      for (const formFactor of formFactors) {
        const reference = results.find(
          (r) => r.page === STATIC_PAGE && r.formFactor === formFactor,
        );
        const r = await measure(
          `http://127.0.0.1:${port}${page}`,
          page,
          formFactor,
          chrome.port,
          reference,
        );
        results.push(r);
        console.log(
          `${page.padEnd(32)} ${formFactor.padEnd(8)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  bp ${String(r["best-practices"]).padStart(3)}  seo ${String(r.seo).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbtMs)} ms${r.runs.length > (formFactor === "desktop" ? desktopRuns : runs) ? `  (median of ${r.runs.length})` : ""}${r.runs[0]?.stock ? `  (stock 4×: ${figures(r.runs.flatMap((run) => run.stock ?? []))})` : ""}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.close();
    removeStaticPage();
  }
  mkdirSync(join(root, "test-results"), { recursive: true });
  writeFileSync(
    join(root, "test-results/lighthouse.json"),
    JSON.stringify({ runs, desktopRuns, minCpuShare: MIN_CPU_SHARE, results }, null, 2),
  );
  for (const r of results.filter((r) => r.lcpRatio !== undefined))
    console.log(
      `${r.page.padEnd(32)} ${r.formFactor.padEnd(8)} LCP ${(r.lcpMs / 1000).toFixed(2)} s = ${r.lcpRatio!.toFixed(2)} × the static page's`,
    );
  for (const r of results.filter((r) => (r.lcpRatio ?? 0) > TARGET.lcpRatio && r.lcpRequests))
    console.log(
      `${r.page} (${r.formFactor}): its simulated LCP (median run) ${describeLcpRequests(r.lcpRequests!)}`,
    );
  const baselines = {
    mobile: baselineOf(results.find((r) => r.page === STATIC_PAGE && r.formFactor === "mobile")),
    desktop: baselineOf(results.find((r) => r.page === STATIC_PAGE && r.formFactor === "desktop")),
  };
  for (const [formFactor, base] of Object.entries(baselines))
    if (base.shortfall || base.tbtMs > TARGET.tbtMs)
      console.log(
        `The static page (${formFactor}) scored ${100 - base.shortfall} with TBT ${Math.round(base.tbtMs)} ms: this machine's own share, which the ${formFactor} gates set aside.`,
      );
  const failures = results
    .filter((r) => r.page !== STATIC_PAGE)
    .flatMap((r) =>
      budgetProblems(r, baselines[r.formFactor]).map(
        (p) =>
          `${r.page} (${r.formFactor}): ${p}${r.failedAudits.length ? ` [audits below 1: ${r.failedAudits.join(", ")}]` : ""}`,
      ),
    );
  const siteRuns = results
    .filter((r) => r.formFactor === "mobile" && r.page !== STATIC_PAGE)
    .flatMap((r) => r.runs);
  if (siteRuns.length)
    console.log(
      `\nSite (mobile, median of all ${siteRuns.length} runs): ${figures(siteRuns)}; at Lighthouse's stock 4×: ${figures(siteRuns.flatMap((run) => run.stock ?? []))}.`,
    );
  console.log(
    `\nMobile: median of ${runs} run${runs === 1 ? "" : "s"} each, of 5 where that missed a budget; desktop: ${desktopRuns}, then 3 and 5 likewise. Runs in which the main thread had the CPU for less than ${MIN_CPU_SHARE * 100}% of its long tasks were set aside (${results.reduce((n, r) => n + r.setAside.length, 0)} in all). Report in test-results/lighthouse.json.`,
  );
  const kept = results.flatMap((r) => r.runs);
  const range = (values: number[]) =>
    values.length ? `${Math.min(...values)} to ${Math.max(...values)}` : "not recorded";
  console.log(
    `The host's speed (Lighthouse's benchmark index) over the kept runs: ${range(kept.flatMap((run) => run.benchmarkIndex ?? []))}; the mobile runs scored at a CPU slowdown of ${range(kept.flatMap((run) => run.cpuSlowdown ?? []))} × (audit-calibrate.ts).`,
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
  console.log(`All ${results.length} Lighthouse results are within budget.`);
}

await main();
