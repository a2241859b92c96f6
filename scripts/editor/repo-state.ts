/**
 * Whether the repository is in a state where the editor may commit, discard or push: not in the
 * middle of a merge, rebase, cherry-pick or revert, on a branch (not a detached HEAD), with a
 * first commit. Each refusal says, in plain words, what to do in a terminal; nothing is changed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { git, runGit } from "./git.ts";
import { Refusal } from "./guards.ts";
import type { Repo } from "./repo.ts";

const busy = (what: string, finish: string, abort: string) =>
  new Refusal(
    409,
    "repository-busy",
    `Git is in the middle of a ${what} in this project, so the editor will not commit or discard anything now. In a terminal in the project folder, finish it (${finish}) or call it off (${abort}), then try again. Nothing was changed.`,
  );

/** What git's folder holds while an operation waits for the author, and what to say of it. */
const UNDER_WAY: [string[], () => Refusal][] = [
  [
    ["rebase-merge", "rebase-apply"],
    () => busy("rebase", "resolve the conflicts, then git rebase --continue", "git rebase --abort"),
  ],
  [
    ["MERGE_HEAD"],
    () => busy("merge", "resolve the conflicts, then git commit", "git merge --abort"),
  ],
  [
    ["CHERRY_PICK_HEAD"],
    () => busy("cherry-pick", "git cherry-pick --continue", "git cherry-pick --abort"),
  ],
  [["REVERT_HEAD"], () => busy("revert", "git revert --continue", "git revert --abort")],
];

/** The current branch's name; refused when the repository is not ready for a commit. */
export async function readyBranch(repo: Repo): Promise<string> {
  const gitDir = (await git(repo.top, ["rev-parse", "--absolute-git-dir"])).trim();
  for (const [names, refusal] of UNDER_WAY)
    if (names.some((name) => existsSync(join(gitDir, name)))) throw refusal();
  const head = await runGit(repo.top, ["symbolic-ref", "-q", "--short", "HEAD"]);
  if (head.code !== 0)
    throw new Refusal(
      409,
      "detached-head",
      "Git is not on a branch here (a “detached HEAD”: an old commit was checked out), so a commit would belong to no branch. In a terminal in the project folder, go back to your branch (git switch main, or its name), then try again. Nothing was changed.",
    );
  if ((await runGit(repo.top, ["rev-parse", "-q", "--verify", "HEAD"])).code !== 0)
    throw new Refusal(
      409,
      "no-commit",
      'The repository has no commit yet. In a terminal in the project folder: git add ., git commit -m "First version"; then publish from the editor.',
    );
  return head.stdout.toString("utf8").trim();
}
