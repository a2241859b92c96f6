/**
 * `npm run audit`: Lighthouse (v12) on the built site, served the way `npm start` serves it.
 * Home, about-us, work, services, contact-us and three case studies, mobile and desktop, and a
 * hand-written static page with the home page's hero (scripts/audit-static-page.ts) in the same
 * run. Mobile: the median of LIGHTHOUSE_RUNS runs (default 3). Desktop: one run
 * (LIGHTHOUSE_DESKTOP_RUNS), far from its budgets (LCP 0.26–0.40 s, TBT ≤ 5 ms, performance
 * 100 on every page in every audit so far); a page that misses a desktop budget in that run is
 * run twice more and judged on the median of the three. Fails below the budgets:
 *   mobile: performance ≥ 90, TBT ≤ 400 ms, CLS ≤ 0.01, LCP ≤ 2.3 × the static page's LCP (the
 *   targets of issue 14, performance 98, TBT 100 ms and 1.5 ×, are printed, not yet enforced);
 *   desktop: performance 100, CLS ≤ 0.01; accessibility, best practices and SEO 100.
 * LIGHTHOUSE_PAGES=/,/work (comma-separated) audits only those pages (the static page always);
 * LIGHTHOUSE_FORM_FACTORS=mobile only that form factor.
 * Writes test-results/lighthouse.json and prints a table.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { STATIC_PAGE, writeStaticPage } from "./audit-static-page.ts";
import { SAMPLE_ROUTES } from "./sample-routes.ts";
import { createSiteServer } from "./serve.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(root, process.env.BUILD_OUT_DIR || "dist");
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const desktopRuns = Number(process.env.LIGHTHOUSE_DESKTOP_RUNS || 1);
/** Runs that Lighthouse failed to record, per page and form factor, that are run again. */
const MAX_RERUNS = 2;

/** The sample routes plus a third case study (issue #8: three). */
export const PAGES = [...SAMPLE_ROUTES, "/portfolio/tarini"];
/**
 * The largest LCP a page may have, as a multiple of the static page's in the same run (measured
 * 2026-11-23: 1.72 × on /contact-us to 2.12 × on /work).
 */
export const MAX_LCP_RATIO = 2.3;
/**
 * Issue 14's targets for mobile, not yet reached. Measured 2026-11-23 on this machine class, in
 * this audit (median of 3, runs of the two builds interleaved): / at TBT 271, 196 and 250 ms
 * (performance 94–97), LCP 1.80 × the static page's; the build before hydration moved into a
 * transition: 307, 355 and 447 ms (performance 89–93). The gate holds what is reproducible here
 * with a margin for this machine's noise, and fails a return to the old figures; the targets
 * are printed as the way to go.
 */
export const TARGET = { performance: 98, tbtMs: 100, lcpRatio: 1.5 };
/** The gate on mobile, looser than the targets (see TARGET). */
const GATE = { performance: 90, tbtMs: 400 };
const chosen = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS?.split(",").filter(Boolean) ?? [
  "mobile",
  "desktop",
]) as FormFactor[];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type FormFactor = "mobile" | "desktop";

interface Result {
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function budgetProblems(r: Result): string[] {
  const problems: string[] = [];
  const mobile = r.formFactor === "mobile";
  const minPerf = mobile ? GATE.performance : 100;
  if (r.performance < minPerf) problems.push(`performance ${r.performance} < ${minPerf}`);
  for (const key of ["accessibility", "best-practices", "seo"] as const)
    if (r[key] < 100) problems.push(`${key} ${r[key]} < 100`);
  if (r.cls > 0.01) problems.push(`CLS ${r.cls.toFixed(3)} > 0.01`);
  if (mobile && r.tbtMs > GATE.tbtMs)
    problems.push(`TBT ${Math.round(r.tbtMs)} ms > ${GATE.tbtMs} ms`);
  if (mobile && r.lcpRatio !== undefined && r.lcpRatio > MAX_LCP_RATIO)
    problems.push(`LCP ${r.lcpRatio.toFixed(2)} × the static page's > ${MAX_LCP_RATIO}`);
  return problems;
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

  const results: Result[] = [];
  try {
    for (const page of [STATIC_PAGE, ...(chosen ?? PAGES)]) {
      for (const formFactor of formFactors) {
        const samples: Result[] = [];
        let failedToRecord = 0;
        let wanted = formFactor === "desktop" ? desktopRuns : runs;
        for (let i = 0; i < wanted; i++) {
          const runner = await lighthouse(
            `http://127.0.0.1:${port}${page}`,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: [...CATEGORIES],
            },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          const lhr = runner!.lhr;
          // Lighthouse itself failed to record the load (NO_NAVSTART and the like): that run
          // measured nothing, so it is run again rather than counted as a zero. Twice at most.
          if (lhr.runtimeError && failedToRecord < MAX_RERUNS) {
            failedToRecord++;
            console.log(`${page} (${formFactor}): ${lhr.runtimeError.code}; running again.`);
            i--;
            continue;
          }
          const audits = lhr.audits;
          samples.push({
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
          });
          // One desktop run that misses its budget is not a verdict: take the median of three.
          if (i === wanted - 1 && wanted < 3 && budgetProblems(samples[i]!).length) wanted = 3;
        }
        const pick = <K extends keyof Result>(key: K) =>
          median(samples.map((s) => s[key] as number));
        results.push({
          page,
          formFactor,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          "best-practices": pick("best-practices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          cls: pick("cls"),
          tbtMs: pick("tbtMs"),
          failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
        });
        const r = results[results.length - 1]!;
        console.log(
          `${page.padEnd(32)} ${formFactor.padEnd(8)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  bp ${String(r["best-practices"]).padStart(3)}  seo ${String(r.seo).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbtMs)} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.close();
    removeStaticPage();
  }
  for (const r of results) {
    const reference = results.find((s) => s.page === STATIC_PAGE && s.formFactor === r.formFactor);
    if (r.page !== STATIC_PAGE && reference?.lcpMs) r.lcpRatio = r.lcpMs / reference.lcpMs;
  }

  mkdirSync(join(root, "test-results"), { recursive: true });
  writeFileSync(
    join(root, "test-results/lighthouse.json"),
    JSON.stringify({ runs, desktopRuns, results }, null, 2),
  );
  for (const r of results.filter((r) => r.lcpRatio !== undefined))
    console.log(
      `${r.page.padEnd(32)} ${r.formFactor.padEnd(8)} LCP ${(r.lcpMs / 1000).toFixed(2)} s = ${r.lcpRatio!.toFixed(2)} × the static page's`,
    );
  for (const r of results.filter((r) => r.formFactor === "mobile" && r.page !== STATIC_PAGE)) {
    const short = [
      r.performance < TARGET.performance && `performance ${r.performance}`,
      r.tbtMs > TARGET.tbtMs && `TBT ${Math.round(r.tbtMs)} ms`,
      (r.lcpRatio ?? 0) > TARGET.lcpRatio && `LCP ${r.lcpRatio!.toFixed(2)} ×`,
    ].filter(Boolean);
    if (short.length) console.log(`target not reached: ${r.page} (mobile): ${short.join(", ")}`);
  }
  const failures = results
    .filter((r) => r.page !== STATIC_PAGE)
    .flatMap((r) =>
      budgetProblems(r).map(
        (p) =>
          `${r.page} (${r.formFactor}): ${p}${r.failedAudits.length ? ` [audits below 1: ${r.failedAudits.join(", ")}]` : ""}`,
      ),
    );
  console.log(
    `\nMobile: median of ${runs} run${runs === 1 ? "" : "s"} each; desktop: ${desktopRuns} (3 where one missed a budget). Report in test-results/lighthouse.json.`,
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
  console.log(`All ${results.length} Lighthouse results are within budget.`);
}

await main();
