/**
 * Progress of long build work (Node only): a bar with counts, rate and time left on a terminal
 * (cli-progress), a few plain lines in CI or when the output is not a terminal (a log file).
 */
import { SingleBar } from "cli-progress";

export interface Progress {
  /** One item done. */
  tick(): void;
  /** All done (or stopped): prints the last line. */
  stop(): void;
}

interface ProgressOptions {
  label: string;
  total: number;
  /** Where to write; process.stdout by default. */
  stream?: NodeJS.WriteStream;
  /** Force the plain mode (tests); by default plain when CI is set or the stream is not a TTY. */
  plain?: boolean;
}

/** Quiet mode: CI=true (or any non-empty CI but "false"/"0") or output to a file or pipe. */
export function wantsPlainProgress(stream: { isTTY?: boolean }, env = process.env): boolean {
  const ci = env.CI ?? "";
  return (ci !== "" && ci !== "false" && ci !== "0") || !stream.isTTY;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** In plain mode: the start, each quarter done, and the end, each with counts and time. */
function plainProgress({ label, total, stream }: Required<Omit<ProgressOptions, "plain">>) {
  const started = performance.now();
  let done = 0;
  let nextQuarter = 1;
  const line = (text: string) => stream.write(`  ${label}: ${text}\n`);
  line(`${total} to do`);
  return {
    tick() {
      done++;
      if (done >= total || done < (total * nextQuarter) / 4) return;
      while (done >= (total * nextQuarter) / 4) nextQuarter++;
      const elapsed = performance.now() - started;
      const left = (elapsed / done) * (total - done);
      line(`${done}/${total} (${seconds(elapsed)}, about ${seconds(left)} left)`);
    },
    stop() {
      line(`${done}/${total} done in ${seconds(performance.now() - started)}`);
    },
  };
}

export function startProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stdout;
  if (options.plain ?? wantsPlainProgress(stream)) return plainProgress({ ...options, stream });
  const bar = new SingleBar({
    format: `  ${options.label} [{bar}] {value}/{total} · {duration_formatted} · {eta_formatted} left`,
    stream,
    hideCursor: true,
    etaBuffer: 20,
    fps: 5,
  });
  bar.start(options.total, 0);
  return { tick: () => bar.increment(), stop: () => bar.stop() };
}
