/**
 * What the Lighthouse audit (scripts/cli/audit.ts) gates on, and what it only reports (issue 41).
 *
 * Gated: what this shared, noisy machine cannot move much. Accessibility, best practices and
 * SEO 100, and CLS ≤ 0.01, on every page and form factor. (Script and HTML bytes per route are
 * gated by `npm run budgets`, scripts/checks/budgets.ts.)
 *
 * Reported, not gated: the performance score, TBT and LCP, at Lighthouse's stock settings,
 * beside the static text page's measured in the same run. On this machine they move with the
 * neighbours' load: the same build of /work measured TBT 64–509 ms over ten runs in one quiet
 * hour (2026-11-23), and whole audits ran at 250–520 ms on every page in the host's slow
 * stretches. A performance or TBT threshold becomes a gate again only once it has held, with a
 * margin, over five fresh-clone runs.
 */
import { OTHER_CATEGORIES, type OtherCategory, type Result } from "./lighthouse-run.ts";

/** The gates: every category but performance at 100, and CLS at most 0.01. */
export const GATES = { category: 100, maxCls: 0.01 } as const;

/** Printed under the table: which figures are judged and which are not, and why. */
export const REPORTED_NOT_GATED =
  "Performance, LCP, LCP ÷ static and TBT are reported, not gated: on this shared machine they " +
  "move with the neighbours' load as much as with the page (the static text page's row shows " +
  "the machine's share). A performance or TBT gate returns once it has held with a margin over " +
  "five fresh-clone runs (issue 41). Gated: accessibility, best practices and SEO 100, CLS ≤ " +
  `${GATES.maxCls}; script and HTML bytes per route in npm run budgets.`;

/** What fails the audit in one page's result (medians over its runs); empty when it passes. */
export function budgetProblems(r: Result): string[] {
  const problems: string[] = [];
  for (const key of OTHER_CATEGORIES)
    if (r[key] < GATES.category) problems.push(`${key} ${r[key]} < ${GATES.category}`);
  if (r.cls > GATES.maxCls) problems.push(`CLS ${r.cls.toFixed(3)} > ${GATES.maxCls}`);
  return problems;
}

/** Below 100 in accessibility, best practices or SEO. */
const short = (s: Pick<Result, OtherCategory>) =>
  OTHER_CATEGORIES.some((key) => s[key] < GATES.category);

/**
 * Whether the next run scores every category: the first kept run does; and where a run scored
 * below 100, the runs after it do too, up to three, and the median is judged. What a page gets
 * wrong is wrong in every run; once, on /work, one run found the footer's muted headings on the
 * page's light paper instead of the footer's ink (axe, in a part not yet laid out: the same as
 * tests/e2e/support/axe.ts sets aside). Every run's failures are printed all the same.
 */
export function scoreCategories(
  kept: (Pick<Result, OtherCategory> & { allCategories: boolean })[],
): boolean {
  const scored = kept.filter((s) => s.allCategories);
  return scored.length === 0 || (scored.length < 3 && scored.some(short));
}
