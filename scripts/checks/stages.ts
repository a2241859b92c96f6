/**
 * A small stage runner for `npm test`: stages run as child processes, as many at once as there
 * are free slots, each once its dependencies passed. A stage whose dependency failed is skipped;
 * the run fails when any stage failed or was skipped, and the failing stage's output is shown.
 * A stage can also wait for others to end whatever their result (`after`).
 */
import { spawn } from "node:child_process";
import { busyShare, childSeconds, readCpu } from "./cpu-use.ts";

export interface Stage {
  name: string;
  /** The command, run through the shell from the project root. */
  command: string;
  /** Stages that must pass first. */
  needs?: string[];
  /**
   * Stages that must have ended first, passed or not (those not in the run are ignored): for a
   * stage that measures time and wants the machine to itself.
   */
  after?: string[];
  /**
   * Runs at a lower CPU priority (nice 10) when it starts beside a stage that is not in the
   * background: it takes what that stage leaves idle instead of slowing it down. One that starts
   * with none beside it runs at the run's own priority: niced then, it would yield only to the
   * machine's other work (with two busy loops beside npm test, the unit tests took 792 s niced
   * after the end-to-end tests had ended).
   */
  background?: boolean;
}

export interface StageResult {
  name: string;
  status: "passed" | "failed" | "skipped";
  /** Seconds since the run started, when the stage started and how long it took. */
  startedAt: number;
  seconds: number;
  output: string;
  code: number | null;
  /** The CPU seconds of the stage's processes (user + system), where the shell reports them. */
  cpuSeconds?: number;
  /** The machine's busy share (0–1, every process, all cores) while the stage ran. */
  machineBusy?: number;
}

export interface RunOptions {
  slots: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Called as each stage starts and ends (for the live log). */
  onEvent?: (event: "start" | "end", stage: Stage, result?: StageResult) => void;
}

function runOne(stage: Stage, options: RunOptions, niced: boolean) {
  return new Promise<{ code: number | null; output: string; cpuSeconds?: number }>((done) => {
    const command = niced ? `nice -n 10 ${stage.command}` : stage.command;
    // The shell's `times`, on a pipe of its own, once the command has ended: its CPU time.
    const child = spawn(`${command}\n__status=$?; times >&3; exit $__status`, {
      shell: true,
      cwd: options.cwd,
      env: options.env ?? process.env,
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

/** Runs every stage; resolves with one result per stage, in the order given. */
export async function runStages(stages: Stage[], options: RunOptions): Promise<StageResult[]> {
  const names = new Set(stages.map((s) => s.name));
  for (const stage of stages)
    for (const need of stage.needs ?? [])
      if (!names.has(need)) throw new Error(`Stage ${stage.name} needs unknown stage ${need}.`);
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const results = new Map<string, StageResult>();
  const running = new Set<string>();
  let free = options.slots;

  return new Promise((resolve) => {
    const pump = () => {
      let changed = true;
      while (changed) {
        changed = false;
        for (const stage of stages) {
          if (results.has(stage.name) || running.has(stage.name)) continue;
          const needs = (stage.needs ?? []).map((n) => results.get(n));
          if (needs.some((r) => r && r.status !== "passed")) {
            const failed = (stage.needs ?? []).filter((n) => results.get(n)?.status !== "passed");
            const result: StageResult = {
              name: stage.name,
              status: "skipped",
              startedAt: since(),
              seconds: 0,
              output: `skipped: ${failed.join(", ")} did not pass`,
              code: null,
            };
            results.set(stage.name, result);
            options.onEvent?.("end", stage, result);
            changed = true;
            continue;
          }
          if (needs.some((r) => !r)) continue;
          if ((stage.after ?? []).some((n) => names.has(n) && !results.has(n))) continue;
          // Stages are listed by priority: the first ready ones take the free slots.
          if (free === 0) break;
          free--;
          const startedAt = since();
          const cpuAtStart = readCpu();
          options.onEvent?.("start", stage);
          const niced =
            Boolean(stage.background) &&
            stages.some((other) => running.has(other.name) && !other.background);
          running.add(stage.name);
          void runOne(stage, options, niced).then(({ code, output, cpuSeconds }) => {
            const result: StageResult = {
              name: stage.name,
              status: code === 0 ? "passed" : "failed",
              startedAt,
              seconds: since() - startedAt,
              output,
              code,
              cpuSeconds,
              machineBusy: busyShare(cpuAtStart, readCpu()),
            };
            running.delete(stage.name);
            free++;
            results.set(stage.name, result);
            options.onEvent?.("end", stage, result);
            pump();
          });
          changed = true;
        }
      }
      if (running.size === 0 && results.size === stages.length)
        resolve(stages.map((s) => results.get(s.name)!));
    };
    pump();
  });
}

/**
 * The closing table: each stage's result, start and wall time, its own CPU seconds, and how busy
 * the whole machine was meanwhile (100% is every core busy: the stage then waited for CPU).
 */
export function formatTable(results: StageResult[], totalSeconds: number, totalBusy?: number) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const seconds = (n?: number) => (n === undefined ? "" : `${n.toFixed(1)} s`).padStart(8);
  const share = (n?: number) => (n === undefined ? "" : `${Math.round(n * 100)}%`).padStart(13);
  const rows = [
    `${"stage".padEnd(width)}  result     start     wall      cpu  machine busy`,
    ...results.map(
      (r) =>
        `${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${seconds(r.startedAt)} ${seconds(r.seconds)} ${seconds(r.cpuSeconds)} ${share(r.machineBusy)}`,
    ),
    `${"total".padEnd(width)}  ${(results.every((r) => r.status === "passed") ? "passed" : "FAILED").padEnd(7)}  ${"".padStart(8)} ${seconds(totalSeconds)} ${seconds(results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0))} ${share(totalBusy)}`,
  ];
  return rows.join("\n");
}
