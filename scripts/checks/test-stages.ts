/**
 * `npm test`: every check, independent ones side by side, one build shared by the end-to-end
 * tests, the budgets and the dist check. Prints each stage as it ends (with the whole output of
 * a stage that failed), then the table of wall times and, last, the end of each failed stage's
 * output again: a log cut to its tail (as CI shows it) still says what failed. Exits 1 when any
 * stage failed or was skipped, or when a stage named on the command line does not exist.
 *
 * Not the Lighthouse audit (issue 42): `npm run audit` runs it on the build this leaves, and
 * `.ci/run` runs it as its own step after `npm test`.
 *
 * TEST_SLOTS sets how many stages run at once (default: the CPU count, at least 2). The
 * end-to-end tests are the longest stage by far, so they start right after the build and the
 * other stages take turns beside them.
 */
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readCpu, busyShare } from "./cpu-use.ts";
import { formatTable, runStages, type Stage } from "./stages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Beside the browser tests, in priority order. They run niced, on what the browser tests leave
 * idle; the ones that use one core come first, so the stages still running once the browser
 * tests end can use both.
 */
const BESIDE_BROWSER_TESTS: Stage[] = [
  { name: "types:check", command: "npm run --silent types:check" },
  { name: "validate", command: "npm run --silent validate" },
  { name: "images", command: "npm run --silent images -- --check" },
  { name: "typecheck", command: "npm run --silent typecheck" },
  // After the build: its copy reuses the images the build encoded.
  { name: "new-block", command: "npm run --silent check:new-block", needs: ["build"] },
  { name: "budgets", command: "npm run --silent budgets", needs: ["build"] },
  { name: "check:dist", command: "npm run --silent check:dist", needs: ["build"] },
  // The host contract against npm start, real nginx and Cloudflare Pages (wrangler pages dev), and
  // every page in Chromium through nginx (tests/hosts/run.ts; needs nginx-light).
  { name: "hosts", command: "npm run --silent test:hosts", needs: ["build"] },
  { name: "lint", command: "npm run --silent lint" },
  { name: "unit", command: "npm run --silent test:unit" },
];

const FIRST: Stage[] = [
  { name: "build", command: "npm run --silent build" },
  { name: "e2e", command: "npm run --silent test:e2e:main", needs: ["build"] },
  ...BESIDE_BROWSER_TESTS.map((stage) => ({ ...stage, background: true })),
];

/** The browser tests that time the page in milliseconds (see STAGES). */
const TIMING: Stage = {
  name: "e2e:timing",
  command: "npm run --silent test:e2e:timing",
  needs: ["build"],
  after: FIRST.map((stage) => stage.name),
};

/**
 * In priority order: the build first (the longest chain hangs on it), the browser tests next;
 * and last, alone, the browser tests that time the page in milliseconds: on two cores, beside
 * the lint and the unit tests they measured the machine (the editor's keystroke, 99 ms alone,
 * 243 ms beside them, in a fresh-clone run). The audit is not a stage: see the top of the file.
 */
export const STAGES: Stage[] = [...FIRST, TIMING];

/** Lines of each failed stage's output repeated at the end: a test runner's summary fits. */
const TAIL_LINES = 25;
/** A line naming a failed test or file, as vitest (FAIL, ×) and Playwright (✘) print them. */
const FAILURE_LINE = /(^|\s)(FAIL|×|✘)\s/;

export async function runTestStages() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !STAGES.some((s) => s.name === name));
  if (unknown.length) {
    console.error(
      `npm test has no stage ${unknown.join(", ")}; its stages: ${STAGES.map((s) => s.name).join(", ")}.` +
        (unknown.includes("audit") ? " The Lighthouse audit is npm run audit." : ""),
    );
    process.exit(1);
  }
  const stages = only.length ? STAGES.filter((s) => only.includes(s.name)) : STAGES;
  const slots = Number(process.env.TEST_SLOTS) || Math.max(2, availableParallelism());
  const started = performance.now();
  const cpuAtStart = readCpu();
  console.log(`Running ${stages.length} stages, ${slots} at a time…`);
  const results = await runStages(stages, {
    slots,
    cwd: root,
    onEvent(event, stage, result) {
      if (event === "start") return console.log(`▶ ${stage.name}`);
      if (!result) return;
      const mark = result.status === "passed" ? "✓" : result.status === "failed" ? "✗" : "–";
      console.log(`${mark} ${stage.name} ${result.status} (${result.seconds.toFixed(1)} s)`);
      if (result.status === "failed") {
        console.log(`\n──── output of ${stage.name} (exit ${result.code}) ────`);
        console.log(result.output.trimEnd());
        console.log(`──── end of ${stage.name} ────\n`);
      }
    },
  });
  const total = (performance.now() - started) / 1000;
  console.log("\n" + formatTable(results, total, busyShare(cpuAtStart, readCpu())));
  const bad = results.filter((r) => r.status !== "passed");
  for (const result of bad.filter((r) => r.status === "failed")) {
    const lines = result.output.trimEnd().split("\n");
    const named = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, TAIL_LINES);
    console.log(`\n──── what failed in ${result.name}, then its last lines ────`);
    console.log([...named, "…", ...lines.slice(-TAIL_LINES)].join("\n"));
  }
  if (bad.length) {
    console.error(`\nnpm test FAILED: ${bad.map((r) => `${r.name} ${r.status}`).join(", ")}.`);
    process.exit(1);
  }
}
