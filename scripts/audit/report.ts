/**
 * The audit's printed table (scripts/cli/audit.ts): per form factor, the static text page's row, each
 * page's medians at Lighthouse's stock settings, the site's median over all its runs, and the
 * gate's verdict per row. Performance, LCP, LCP ÷ static and TBT are figures, not verdicts
 * (gates.ts); the "gate" column judges the categories and CLS only.
 */
import { budgetProblems } from "./gates.ts";
import { median, type Measured } from "./measure.ts";
import type { FormFactor } from "./lighthouse-run.ts";
import { copyOf, isCopy } from "./script-free.ts";

const SETTINGS: Record<FormFactor, string> = {
  mobile: "Lighthouse's stock mobile settings: simulated throttling, 4× CPU",
  desktop: "Lighthouse's stock desktop settings",
};

interface Row {
  page: string;
  runs: number;
  performance: number;
  lcpMs: number;
  lcpRatio?: number;
  tbtMs: number;
  cls: number;
  categories?: string;
  cpuShare?: number;
  benchmarkIndex?: number;
  gate: string;
}

const COLUMNS: [string, number, (r: Row) => string][] = [
  ["runs", 4, (r) => String(r.runs)],
  ["perf", 4, (r) => String(r.performance)],
  ["LCP", 7, (r) => `${(r.lcpMs / 1000).toFixed(2)} s`],
  ["÷static", 7, (r) => (r.lcpRatio === undefined ? "—" : `${r.lcpRatio.toFixed(2)}×`)],
  ["TBT", 7, (r) => `${Math.round(r.tbtMs)} ms`],
  ["CLS", 5, (r) => r.cls.toFixed(3)],
  ["a11y/bp/seo", 11, (r) => r.categories ?? ""],
  ["CPU", 4, (r) => (r.cpuShare === undefined ? "" : r.cpuShare.toFixed(2))],
  ["bench", 5, (r) => (r.benchmarkIndex === undefined ? "" : String(Math.round(r.benchmarkIndex)))],
];

function rowOf(r: Measured, staticPage: string): Row {
  const problems = r.page === staticPage ? [] : budgetProblems(r);
  return {
    ...r,
    page: r.page === staticPage ? "static text page" : r.page,
    runs: r.runs.length,
    categories: `${r.accessibility}/${r["best-practices"]}/${r.seo}`,
    gate: r.page === staticPage ? "(reference)" : problems.length ? "FAIL" : "pass",
  };
}

/** The site's median over all its pages' runs (the static page left out). */
function siteRow(results: Measured[], staticLcpMs: number | undefined): Row | undefined {
  const runs = results.flatMap((r) => r.runs);
  if (!runs.length) return undefined;
  const lcpMs = median(runs.map((r) => r.lcpMs));
  return {
    page: "site median (all runs)",
    runs: runs.length,
    performance: median(runs.map((r) => r.performance)),
    lcpMs,
    lcpRatio: staticLcpMs ? lcpMs / staticLcpMs : undefined,
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    gate: "",
  };
}

/** The table, one section per form factor present in the results. */
export function formatTable(results: Measured[], staticPage: string): string {
  const width =
    Math.max(24, ...results.filter((r) => !isCopy(r.page)).map((r) => r.page.length)) + 1;
  const line = (r: Row) =>
    `${r.page.padEnd(width)}${COLUMNS.map(([, w, cell]) => cell(r).padStart(w)).join("  ")}  ${r.gate}`.trimEnd();
  const header = `${"page".padEnd(width)}${COLUMNS.map(([name, w]) => name.padStart(w)).join("  ")}  gate`;
  const sections: string[] = [];
  for (const formFactor of ["mobile", "desktop"] as const) {
    const mine = results.filter((r) => r.formFactor === formFactor);
    if (!mine.length) continue;
    const reference = mine.find((r) => r.page === staticPage);
    const site = mine.filter((r) => r.page !== staticPage && !isCopy(r.page));
    const rows = [
      ...(reference ? [rowOf(reference, staticPage)] : []),
      ...site.map((r) => rowOf(r, staticPage)),
    ];
    const summary = siteRow(site, reference?.lcpMs);
    sections.push(
      [
        `${formFactor} (${SETTINGS[formFactor]}; medians of each page's runs)`,
        header,
        ...rows.map(line),
        ...(summary ? [line(summary)] : []),
      ].join("\n"),
    );
  }
  return sections.join("\n\n");
}

const signed = (n: number, unit: string) =>
  `${n >= 0 ? "+" : "−"}${Math.abs(Math.round(n))} ${unit}`;

/**
 * Each page against its own script-free copy (script-free.ts), mobile, medians of the same rounds:
 * LCP and TBT as page ÷ copy and page − copy, what the page builder adds to the page. Reported,
 * not gated (issue 52: a gate once it holds over five fresh-clone runs).
 */
/** The copy table's column widths, after the page column. */
const COPY_WIDTHS = [17, 7, 9, 17, 9, 7];

export function formatCopyTable(results: Measured[]): string {
  const mobile = results.filter((r) => r.formFactor === "mobile");
  const pairs = mobile.flatMap((page) => {
    const copy = mobile.find((r) => r.page === copyOf(page.page));
    return copy ? [{ page, copy }] : [];
  });
  if (!pairs.length) return "";
  const width = Math.max(24, ...pairs.map((p) => p.page.page.length)) + 1;
  const header = `${"page".padEnd(width)}${["LCP page / copy", "÷copy", "−copy", "TBT page / copy", "−copy", "÷copy"].map((h, i) => h.padStart(COPY_WIDTHS[i]!)).join("  ")}`;
  const rows = pairs.map(({ page, copy }) => {
    const cells = [
      `${(page.lcpMs / 1000).toFixed(2)} / ${(copy.lcpMs / 1000).toFixed(2)} s`,
      `${(page.lcpMs / copy.lcpMs).toFixed(2)}×`,
      signed(page.lcpMs - copy.lcpMs, "ms"),
      `${Math.round(page.tbtMs)} / ${Math.round(copy.tbtMs)} ms`,
      signed(page.tbtMs - copy.tbtMs, "ms"),
      copy.tbtMs > 0 ? `${(page.tbtMs / copy.tbtMs).toFixed(2)}×` : "—",
    ];
    return `${page.page.padEnd(width)}${cells.map((c, i) => c.padStart(COPY_WIDTHS[i]!)).join("  ")}`;
  });
  return [
    "mobile, each page against its own script-free copy (every <script> and modulepreload removed; same rounds, medians; reported, not gated)",
    header,
    ...rows,
  ].join("\n");
}
