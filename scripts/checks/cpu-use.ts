/**
 * How busy the CPU was, for the stage table: the machine's share of busy time between two
 * readings of /proc/stat (every process on the machine, all cores), and a stage's own CPU seconds
 * as its shell's `times` reports them (its processes and every child they waited for: not a
 * browser's renderer processes, so a browser stage's own figure is far below what it used; the
 * machine's share is the one to read there). Both are empty where there is no /proc (macOS).
 */
import { readFileSync } from "node:fs";

export interface CpuReading {
  busy: number;
  total: number;
}

/** The machine's cumulative busy and total jiffies, all cores; undefined without /proc/stat. */
export function readCpu(): CpuReading | undefined {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the idle time.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** The busy share between two readings, 0–1. */
export function busyShare(from?: CpuReading, to?: CpuReading): number | undefined {
  if (!from || !to || to.total <= from.total) return undefined;
  return (to.busy - from.busy) / (to.total - from.total);
}

/**
 * A POSIX shell's `times` output (its own user and system time, then its children's, each as
 * `0m1.234s 0m0.567s`): the children's user plus system seconds.
 */
export function childSeconds(times: string): number | undefined {
  const lines = times.trim().split("\n");
  const children = lines[1]?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!children) return undefined;
  const [, um, us, sm, ss] = children.map(Number) as number[];
  return um! * 60 + us! + sm! * 60 + ss!;
}
