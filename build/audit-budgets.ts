/**
 * The Lighthouse budgets the audit judges (build/audit.ts): issue 14's targets on each page,
 * with what the machine itself costs set aside.
 */
import { OTHER_CATEGORIES, type OtherCategory, type Result } from "./audit-run.ts";

/**
 * Issue 14's targets for mobile, each page held to them: performance, TBT and the LCP ratio are
 * judged on the run scored at the calibrated CPU slowdown (audit-calibrate.ts), which simulates
 * the same phone whatever the shared host's speed; Lighthouse's stock 4× figures are printed
 * beside them. Before the calibration, the same build of /work measured TBT 64–509 ms over ten
 * runs in one quiet hour (2026-11-23), and whole audits ran at 250–520 ms on every page in the
 * host's slow stretches (2026-11-26 and 27), so TBT and performance were held only to looser
 * gates (600 ms and 80 per page, 400 ms and 90 for the site's median run).
 */
export const TARGET = { performance: 98, tbtMs: 100, lcpRatio: 1.5 };
/**
 * The largest LCP a page may have, as a multiple of the static page's in the same run: issue
 * 14's target. The gate was 2.0 while pages measured 1.72 × to 2.12 × (2026-11-23), then 1.41 ×
 * to 1.73 × (2026-11-25). In the nine fresh-clone audits from 2026-11-27 03:41 to 10:13 every
 * page's median was 1.03 × to 1.34 ×, in the thirteen before them up to 1.51 ×; a page's runs
 * spread by up to 0.2 × here.
 */
export const MAX_LCP_RATIO = TARGET.lcpRatio;
/**
 * What the machine itself costs, read off the static page (no script, one small stylesheet) in
 * the same run and form factor: on a quiet machine of this class it scores 100 with TBT near 0.
 * On 2026-11-25 a slow host (page faults about 8 times their usual cost) gave it 93 and TBT
 * 304 ms, and / 87 and 525 ms. The gates judge what the site adds to that: TBT over the static
 * page's, and performance gates lowered by the static page's shortfall from 100.
 */
export interface Baseline {
  shortfall: number;
  tbtMs: number;
}

export function baselineOf(staticPage: Result | undefined): Baseline {
  return {
    shortfall: staticPage ? Math.max(0, 100 - staticPage.performance) : 0,
    tbtMs: staticPage?.tbtMs ?? 0,
  };
}

export function budgetProblems(r: Result, base: Baseline): string[] {
  const problems: string[] = [];
  const mobile = r.formFactor === "mobile";
  const minPerf = (mobile ? TARGET.performance : 100) - base.shortfall;
  const beyond = base.shortfall ? ` (${100 - base.shortfall} on the static page)` : "";
  if (r.performance < minPerf) problems.push(`performance ${r.performance} < ${minPerf}${beyond}`);
  for (const key of OTHER_CATEGORIES) if (r[key] < 100) problems.push(`${key} ${r[key]} < 100`);
  if (r.cls > 0.01) problems.push(`CLS ${r.cls.toFixed(3)} > 0.01`);
  if (mobile && r.tbtMs - base.tbtMs > TARGET.tbtMs)
    problems.push(
      `TBT ${Math.round(r.tbtMs)} ms, ${Math.round(r.tbtMs - base.tbtMs)} ms over the static page's > ${TARGET.tbtMs} ms`,
    );
  if (mobile && r.lcpRatio !== undefined && r.lcpRatio > MAX_LCP_RATIO)
    problems.push(`LCP ${r.lcpRatio.toFixed(2)} × the static page's > ${MAX_LCP_RATIO}`);
  return problems;
}

/** Below 100 in accessibility, best practices or SEO. */
const short = (s: Pick<Result, OtherCategory>) => OTHER_CATEGORIES.some((key) => s[key] < 100);

/**
 * Whether the next run scores every category: the first kept run does; and where a run scored
 * below 100, the runs after it do too, up to three, and the median is judged. What a page gets
 * wrong is wrong in every run; once, on /work, one run found the footer's muted headings on the
 * page's light paper instead of the footer's ink (axe, in a part not yet laid out: the same as
 * tests/e2e/axe.ts sets aside). Every run's failures are printed all the same.
 */
export function scoreCategories(
  kept: (Pick<Result, OtherCategory> & { allCategories: boolean })[],
): boolean {
  const scored = kept.filter((s) => s.allCategories);
  return scored.length === 0 || (scored.length < 3 && scored.some(short));
}
