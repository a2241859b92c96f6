/**
 * Where Publish pushes, and the push itself: the branch's upstream when it has one, else the
 * remote "origin" (or the only remote); nowhere when the repository has none. Before a commit on
 * a branch that tracks a remote, the remote is fetched, and a branch behind it is refused before
 * anything is committed (someone else published first). A push reports git's progress as it
 * comes, and a failed one says in plain words what the remote said.
 */
import { git, runGit } from "./git.ts";
import { Refusal } from "./guards.ts";
import type { Repo } from "./repo.ts";

export interface Upstream {
  remote: string;
  /** The branch's name on the remote. */
  branch: string;
  /** Whether the local branch already tracks it (else the push sets it). */
  tracked: boolean;
}

const config = async (repo: Repo, key: string) => {
  const run = await runGit(repo.top, ["config", "--get", key]);
  return run.code === 0 ? run.stdout.toString("utf8").trim() : undefined;
};

/** Where `branch` is pushed, if anywhere. */
export async function upstreamOf(repo: Repo, branch: string): Promise<Upstream | undefined> {
  const [remote, merge] = await Promise.all([
    config(repo, `branch.${branch}.remote`),
    config(repo, `branch.${branch}.merge`),
  ]);
  if (remote && remote !== "." && merge?.startsWith("refs/heads/"))
    return { remote, branch: merge.slice("refs/heads/".length), tracked: true };
  const remotes = (await git(repo.top, ["remote"])).split("\n").filter(Boolean);
  const chosen = remotes.includes("origin") ? "origin" : remotes.length === 1 ? remotes[0] : "";
  return chosen ? { remote: chosen, branch, tracked: false } : undefined;
}

/** Commits on `branch` that its remote does not have yet (all of them when it was never pushed). */
export async function unpushed(repo: Repo, branch: string, upstream?: Upstream) {
  if (!upstream) return 0;
  const ref = `refs/remotes/${upstream.remote}/${upstream.branch}`;
  const known = (await runGit(repo.top, ["rev-parse", "-q", "--verify", ref])).code === 0;
  if (!known) return 0;
  return Number(
    (await git(repo.top, ["rev-list", "--count", `${ref}..refs/heads/${branch}`])).trim(),
  );
}

/**
 * Brings in what the remote has of the branch and refuses when it moved on: a commit now could
 * not be pushed. Not reaching the remote is no refusal; the push after the commit will say so.
 */
export async function refuseBehind(repo: Repo, upstream: Upstream, onLine: (l: string) => void) {
  const fetched = await runGit(
    repo.top,
    ["fetch", "--progress", "--no-tags", upstream.remote, upstream.branch],
    { onStderr: onLine, timeoutMs: 120_000 },
  );
  if (fetched.code !== 0) return false;
  const ref = `refs/remotes/${upstream.remote}/${upstream.branch}`;
  const behind = await runGit(repo.top, ["rev-list", "--count", `HEAD..${ref}`]);
  const count = Number(behind.stdout.toString("utf8").trim());
  if (behind.code === 0 && count > 0)
    throw new Refusal(
      409,
      "behind",
      `${upstream.remote}/${upstream.branch} has ${count} ${count === 1 ? "commit" : "commits"} this copy does not have: someone else published since you last updated. Nothing was committed. In a terminal in the project folder, run git pull --rebase (your saved edits stay), then publish again.`,
    );
  return true;
}

/** What a remote said on its own lines ("remote: …"), without git's progress. */
function remoteSaid(stderr: string): string {
  return stderr
    .split(/[\r\n]/)
    .filter((l) => l.startsWith("remote: ") && !/\d+% \(\d+\/\d+\)/.test(l))
    .map((l) => l.slice("remote: ".length).trim())
    .filter((l) => l && !/^(Resolving deltas|Total \d|To create a merge request)/.test(l))
    .join(" ");
}

/** The push's failure, in plain words. */
export function pushProblem(remote: string, output: string, stderr: string): string {
  const said = remoteSaid(stderr);
  const quote = said ? ` It said: “${said}”` : "";
  if (/hook declined/.test(output))
    return `${remote} refused the commit: a check on the remote (its pre-receive hook) said no.${quote}`;
  if (/\[remote rejected\]/.test(output)) {
    const why = /\[remote rejected\] \(([^)]*)\)/.exec(output)?.[1];
    return `${remote} refused the commit${why ? ` (${why})` : ""}.${quote}`;
  }
  if (/non-fast-forward|fetch first|\[rejected\]/.test(output))
    return `${remote} has commits this copy does not have: someone else published first. In a terminal in the project folder, run git pull --rebase, then push again.`;
  if (/Authentication failed|Permission denied|could not read Username|403/.test(output))
    return `${remote} did not accept your credentials. Check that you may push to it (a terminal: git push shows more).`;
  if (
    /Could not resolve host|unable to access|Could not read from remote|does not appear to be a git repository|Connection refused|timed out|took too long/.test(
      output,
    )
  )
    return `${remote} could not be reached. Check the network connection and the remote's address (git remote -v in a terminal).`;
  const last = output.trim().split("\n").filter(Boolean).pop() ?? "no reason given";
  return `The push to ${remote} failed: ${last}`;
}

export interface Pushed {
  ok: boolean;
  /** A failed push, in plain words. */
  problem?: string;
  /** A link the remote offered (to open a pull request). */
  link?: string;
}

/** Pushes `branch` to its upstream, telling each progress line as it comes. */
export async function push(
  repo: Repo,
  branch: string,
  upstream: Upstream,
  onProgress: (label: string, percent?: number) => void,
): Promise<Pushed> {
  const args = ["push", "--progress", "--porcelain"];
  if (!upstream.tracked) args.push("--set-upstream");
  args.push(upstream.remote, `refs/heads/${branch}:refs/heads/${upstream.branch}`);
  const run = await runGit(repo.top, args, {
    timeoutMs: 300_000,
    onStderr: (line) => {
      const step = /^(?:remote: )?([A-Za-z][A-Za-z ]+):\s+(\d+)%/.exec(line);
      if (step) onProgress(step[1]!, Number(step[2]));
    },
  });
  const link = /remote:\s+(https:\/\/\S+)/.exec(run.stderr)?.[1];
  if (run.code === 0) return { ok: true, ...(link && { link }) };
  const output = `${run.stdout.toString("utf8")}\n${run.stderr}`;
  return { ok: false, problem: pushProblem(upstream.remote, output, run.stderr) };
}
