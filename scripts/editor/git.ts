/**
 * The editor's one way to run git: the git CLI with an argument array (spawn, never a shell, so
 * no name or message is ever read as a command), in the repository that holds the documents, in
 * the C locale (its words are read back), never asking for a password on a terminal nobody sees,
 * and stopped when it takes too long. Which paths it may name is repo.ts's job; whether the
 * repository is in a state to commit is repo-state.ts's.
 */
import { spawn } from "node:child_process";
import { Refusal } from "./guards.ts";

export interface GitRun {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export interface GitOptions {
  /** Extra environment (GIT_INDEX_FILE for a commit of chosen files). */
  env?: Record<string, string>;
  /** Sent on standard input (a commit message). */
  input?: string;
  /** Each line (or progress update, which git ends with \r) of standard error, as it comes. */
  onStderr?: (line: string) => void;
  /** Stops git after this long; 60 s unless told. */
  timeoutMs?: number;
}

/** git failed: its command, exit code and what it said. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly run: GitRun,
  ) {
    super(`git ${args[0]} failed (${run.code}): ${run.stderr.trim()}`);
  }
}

const ENV = {
  LC_ALL: "C",
  LANGUAGE: "C",
  GIT_TERMINAL_PROMPT: "0",
  GIT_PAGER: "cat",
  GIT_ASKPASS: "",
  SSH_ASKPASS: "",
  GIT_EDITOR: "true",
};

/** Runs git in `cwd` with `args`, whatever its exit code. */
export function runGit(cwd: string, args: readonly string[], options: GitOptions = {}) {
  return new Promise<GitRun>((done, fail) => {
    const child = spawn("git", args as string[], {
      cwd,
      shell: false,
      env: { ...process.env, ...ENV, ...options.env },
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let err = "";
    let partial = "";
    child.stdout!.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr!.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      err += text;
      if (!options.onStderr) return;
      const parts = (partial + text).split(/[\r\n]/);
      partial = parts.pop() ?? "";
      for (const line of parts) if (line.trim()) options.onStderr(line);
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), options.timeoutMs ?? 60_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Refusal(500, "no-git", "git is not installed: install it, then reload the editor.")
          : error,
      );
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (partial.trim()) options.onStderr?.(partial);
      const stderr = signal ? `${err}\ngit was stopped (${signal}): it took too long.` : err;
      done({ code: code ?? 1, stdout: Buffer.concat(out), stderr });
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

/** Runs git and returns its output as text; throws a GitError when it fails. */
export async function git(cwd: string, args: readonly string[], options?: GitOptions) {
  const run = await runGit(cwd, args, options);
  if (run.code !== 0) throw new GitError(args, run);
  return run.stdout.toString("utf8");
}
