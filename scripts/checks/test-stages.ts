/**
 * `npm test`: every check, on one production build, by wireit (package.json's `wireit` section:
 * each stage `stage:<name>`, its dependencies and its input files). A stage whose inputs have not
 * changed since it last passed here is skipped as fresh; a fresh clone, or CI, runs them all.
 *
 * Three lanes, so the longest chain starts first and the timing tests have the machine alone:
 * the build then the browser tests (`stage:e2e`), and beside them the other stages one at a time
 * (`stages:beside-e2e`); once both have ended, whatever their result, the browser tests that time
 * the page in milliseconds (`stage:e2e:timing`). On two cores, beside the lint and the unit tests
 * those measured the machine (the editor's keystroke, 99 ms alone, 243 ms beside them).
 *
 * Prints each stage as it ends (with the whole output of a stage that failed), then the table of
 * wall times and, last, the end of each failed stage's output again: a log cut to its tail (as CI
 * shows it) still says what failed. Exits 1 when any stage failed or did not run, or when a stage
 * named on the command line does not exist (`npm test -- lint unit` runs only those, and what
 * they depend on). Not the Lighthouse audit (issue 42): `.ci/run` runs it after `npm test`.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { busyShare, readCpu } from "./cpu-use.ts";
import { formatTable, readRecords, recordsDir, type StageResult } from "./stages.ts";

export interface StageConfig {
  name: string;
  command: string;
  needs: string[];
  files: string[];
}

const PREFIX = "stage:";
const BESIDE = "stages:beside-e2e";

/** The stages in package.json's wireit section, in its order. */
export function readStages(root: string): StageConfig[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    wireit: Record<string, { command?: string; dependencies?: string[]; files?: string[] }>;
  };
  return Object.entries(pkg.wireit)
    .filter(([script]) => script.startsWith(PREFIX))
    .map(([script, config]) => ({
      name: script.slice(PREFIX.length),
      command: config.command ?? "",
      needs: (config.dependencies ?? []).map((d) => d.slice(PREFIX.length)),
      files: config.files ?? [],
    }));
}

/** Runs one wireit script; its lines pass through, and the ones wireit skips are noted. */
function lane(script: string, root: string, fresh: Set<string>) {
  return new Promise<number>((done) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: root,
      // One stage at a time in each lane; every independent stage runs even when one failed;
      // fresh stages are skipped, but nothing is copied into a cache.
      env: {
        ...process.env,
        WIREIT_PARALLEL: "1",
        WIREIT_FAILURES: "continue",
        WIREIT_LOGGER: "simple",
        WIREIT_CACHE: "none",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const relay = (to: NodeJS.WriteStream) => {
      let rest = "";
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop()!;
        for (const line of lines) {
          const skipped = line.match(/\[stage:(.+?)\] Already fresh/);
          if (skipped) fresh.add(skipped[1]!);
          to.write(line + "\n");
        }
      };
    };
    child.stdout.on("data", relay(process.stdout));
    child.stderr.on("data", relay(process.stderr));
    child.on("close", (code) => done(code ?? 1));
  });
}

/** Lines of each failed stage's output repeated at the end: a test runner's summary fits. */
const TAIL_LINES = 25;
/** A line naming a failed test or file, as vitest (FAIL, ×) and Playwright (✘) print them. */
const FAILURE_LINE = /(^|\s)(FAIL|×|✘)\s/;

export async function runTestStages(root: string, only: string[]) {
  const stages = readStages(root);
  const unknown = only.filter((name) => !stages.some((s) => s.name === name));
  if (unknown.length) {
    console.error(
      `npm test has no stage ${unknown.join(", ")}; its stages: ${stages.map((s) => s.name).join(", ")}.` +
        (unknown.includes("audit") ? " The Lighthouse audit is npm run audit." : ""),
    );
    return 1;
  }
  rmSync(recordsDir(root), { recursive: true, force: true });
  const startedAt = Date.now();
  const cpuAtStart = readCpu();
  const fresh = new Set<string>();
  const codes: number[] = [];
  if (only.length) {
    console.log(`Running ${only.join(", ")} (and what they need)…`);
    for (const name of only) codes.push(await lane(PREFIX + name, root, fresh));
  } else {
    console.log(
      `Running ${stages.length} stages (wireit; a stage whose inputs did not change is fresh)…`,
    );
    codes.push(
      ...(await Promise.all([lane(`${PREFIX}e2e`, root, fresh), lane(BESIDE, root, fresh)])),
    );
    codes.push(await lane(`${PREFIX}e2e:timing`, root, fresh));
  }
  const records = readRecords(root);
  const wanted = only.length
    ? stages.filter((s) => only.includes(s.name) || records.has(s.name) || fresh.has(s.name))
    : stages;
  const results: (StageResult & { output?: string })[] = wanted.map(
    (s) =>
      records.get(s.name) ??
      ({
        name: s.name,
        status: fresh.has(s.name) ? "fresh" : "skipped",
        startedAt,
        seconds: 0,
        code: null,
      } satisfies StageResult),
  );
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(
    "\n" + formatTable(results, { startedAt, seconds, busy: busyShare(cpuAtStart, readCpu()) }),
  );
  for (const result of results.filter((r) => r.status === "failed")) {
    const lines = (result.output ?? "").trimEnd().split("\n");
    const named = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, TAIL_LINES);
    console.log(`\n──── what failed in ${result.name}, then its last lines ────`);
    console.log([...named, "…", ...lines.slice(-TAIL_LINES)].join("\n"));
  }
  const bad = results.filter((r) => r.status === "failed" || r.status === "skipped");
  if (bad.length || codes.some((code) => code !== 0)) {
    const said = bad.length ? bad.map((r) => `${r.name} ${r.status}`).join(", ") : "wireit failed";
    console.error(`\nnpm test FAILED: ${said}.`);
    return 1;
  }
  return 0;
}
