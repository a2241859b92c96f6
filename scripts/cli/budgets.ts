/**
 * `npm run budgets`: the built site against its budgets (scripts/checks/budgets.ts), a table per route; exits 1 over budget.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGET, dist, measureRoute } from "../checks/budgets.ts";

if (!existsSync(join(dist, "_routes.json"))) {
  console.error(`${dist} has no build; run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, "_routes.json"), "utf8")) as {
  routes: string[];
};
const rows = manifest.routes.map(measureRoute);
const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `${pad("route", 36)} ${pad("HTML gz", 9)} ${pad("JS gz", 9)} files  ${pad("first paint", 13)} islands before a press`,
);
for (const r of rows) {
  console.log(
    `${pad(r.route, 36)} ${pad(r.htmlKb.toFixed(1) + " KB", 9)} ${pad(r.jsKb.toFixed(1) + " KB", 9)} ${String(r.jsFiles).padStart(5)}  ${pad(r.firstPaintPreloaded === null ? "-" : r.firstPaintPreloaded ? "preloaded" : "NOT preloaded", 13)} ${r.early.join(" ") || "none (loader only)"}`,
  );
}
const failures = rows.flatMap((r) => r.problems.map((p) => `${r.route}: ${p}`));
const max = (key: "htmlKb" | "jsKb") => Math.max(...rows.map((r) => r[key])).toFixed(1);
console.log(
  `\nLargest: HTML ${max("htmlKb")} KB gzip (budget ${BUDGET.htmlKb}), initial JS ${max("jsKb")} KB gzip (budget ${BUDGET.initialJsKb}; ${BUDGET.loaderOnlyJsKb} where no React island hydrates).`,
);
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log(`All ${rows.length} routes are within budget.`);
