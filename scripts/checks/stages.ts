/**
 * One stage of `npm test`, run and recorded. wireit schedules the stages and skips the fresh ones
 * (package.json's `wireit` section, read by test-stages.ts); each stage's command is
 * `tsx scripts/cli/stage.ts <name> '<command>'`, which runs the command here: its output kept (a
 * passing stage prints one line, a failing one its whole output), its wall time, its own CPU
 * seconds and the machine's busy share written to `test-results/stages/<name>.json` for the
 * closing table, its exit code passed on.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { busyShare, childSeconds, readCpu } from "./cpu-use.ts";

export interface StageResult {
  name: string;
  /** fresh: wireit skipped it, its inputs unchanged since it last passed. */
  status: "passed" | "failed" | "skipped" | "fresh";
  /** When it started (ms since the epoch) and how long it took (s). */
  startedAt: number;
  seconds: number;
  code: number | null;
  /** The CPU seconds of the stage's processes (user + system), where the shell reports them. */
  cpuSeconds?: number;
  /** The machine's busy share (0–1, every process, all cores) while the stage ran. */
  machineBusy?: number;
}

/** Where the stages' records and outputs go. */
export const recordsDir = (root: string) => join(root, "test-results", "stages");

function runCommand(command: string, cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string; cpuSeconds?: number }>((done) => {
    // The shell's `times`, on a pipe of its own, once the command has ended: its CPU time.
    const child = spawn(`${command}\n__status=$?; times >&3; exit $__status`, {
      shell: true,
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    let times = "";
    child.stdout!.on("data", (c: Buffer) => chunks.push(c));
    child.stderr!.on("data", (c: Buffer) => chunks.push(c));
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (c: Buffer) => (times += c));
    child.on("error", (error) => chunks.push(Buffer.from(String(error))));
    child.on("close", (code) =>
      done({
        code,
        output: Buffer.concat(chunks).toString("utf8"),
        cpuSeconds: childSeconds(times),
      }),
    );
  });
}

/** Runs one stage's command and records it; resolves with its result and its output. */
export async function runStage(
  name: string,
  command: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<StageResult & { output: string }> {
  const startedAt = Date.now();
  const cpuAtStart = readCpu();
  const run = await runCommand(command, options.cwd, options.env ?? process.env);
  const result: StageResult = {
    name,
    status: run.code === 0 ? "passed" : "failed",
    startedAt,
    seconds: (Date.now() - startedAt) / 1000,
    code: run.code,
    cpuSeconds: run.cpuSeconds,
    machineBusy: busyShare(cpuAtStart, readCpu()),
  };
  const dir = recordsDir(options.cwd);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.log`), run.output);
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result, null, 2) + "\n");
  return { ...result, output: run.output };
}

/** The records the stages of this run wrote, by name. */
export function readRecords(root: string) {
  const dir = recordsDir(root);
  const records = new Map<string, StageResult & { output: string }>();
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return records;
  }
  for (const file of files.filter((f) => f.endsWith(".json"))) {
    const record = JSON.parse(readFileSync(join(dir, file), "utf8")) as StageResult;
    let output = "";
    try {
      output = readFileSync(join(dir, `${record.name}.log`), "utf8");
    } catch {
      // A record without its output: the table still has its figures.
    }
    records.set(record.name, { ...record, output });
  }
  return records;
}

/**
 * The closing table: each stage's result, start (s after the run's) and wall time, its own CPU
 * seconds, and how busy the whole machine was meanwhile (100% is every core busy: the stage then
 * waited for CPU). A fresh stage has no figures: it did not run.
 */
export function formatTable(
  results: StageResult[],
  run: { startedAt: number; seconds: number; busy?: number },
) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const seconds = (n?: number) => (n === undefined ? "" : `${n.toFixed(1)} s`).padStart(8);
  const share = (n?: number) => (n === undefined ? "" : `${Math.round(n * 100)}%`).padStart(13);
  const ran = (r: StageResult) => r.status === "passed" || r.status === "failed";
  const ok = results.every((r) => r.status === "passed" || r.status === "fresh");
  const rows = [
    `${"stage".padEnd(width)}  result     start     wall      cpu  machine busy`,
    ...results.map((r) =>
      ran(r)
        ? `${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${seconds((r.startedAt - run.startedAt) / 1000)} ${seconds(r.seconds)} ${seconds(r.cpuSeconds)} ${share(r.machineBusy)}`
        : `${r.name.padEnd(width)}  ${r.status}`,
    ),
    `${"total".padEnd(width)}  ${(ok ? "passed" : "FAILED").padEnd(7)}  ${"".padStart(8)} ${seconds(run.seconds)} ${seconds(results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0))} ${share(run.busy)}`,
  ];
  return rows.join("\n");
}
