/**
 * A commit of exactly the files Publish names, whatever else is staged: the commit is built in a
 * temporary index (GIT_INDEX_FILE) read from HEAD with just those files added or removed, made
 * with `git commit` (so the repository's hooks and signing run as for any commit), authored by
 * the name and email in git's config; then git's own index is told that those files now match
 * the commit, and everything else in it is left as it was.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { git, runGit } from "./git.ts";
import { Refusal } from "./guards.ts";
import { repoGit, type Repo } from "./repo.ts";

export interface Author {
  name: string;
  email: string;
}

/** Who git says is committing here (the repository's config, else the user's); undefined if unset. */
export async function authorOf(repo: Repo): Promise<Author | undefined> {
  const read = async (key: string) => {
    const run = await runGit(repo.top, ["config", "--get", key]);
    return run.code === 0 ? run.stdout.toString("utf8").trim() : "";
  };
  const [name, email] = await Promise.all([read("user.name"), read("user.email")]);
  return name && email ? { name, email } : undefined;
}

export const unknownAuthor = () =>
  new Refusal(
    409,
    "author",
    'Git does not know who you are, so it cannot sign the commit with your name. In a terminal in the project folder: git config user.name "Your Name" and git config user.email "you@example.com"; then publish again.',
  );

/** Commits the working tree's version of `paths` (new, changed or deleted) and nothing else. */
export async function commitOnly(
  repo: Repo,
  paths: readonly string[],
  message: string,
  author: Author,
): Promise<string> {
  const gitDir = (await git(repo.top, ["rev-parse", "--absolute-git-dir"])).trim();
  const before = (await git(repo.top, ["rev-parse", "HEAD"])).trim();
  const index = join(gitDir, `editor-publish-${randomBytes(6).toString("hex")}.index`);
  const env = {
    GIT_INDEX_FILE: index,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  try {
    await repoGit(repo, ["read-tree", before], env);
    await repoGit(repo, ["add", "--all", "--", ...paths], env);
    const made = await runGit(repo.top, ["commit", "-q", "--cleanup=strip", "-F", "-"], {
      env,
      input: message,
    });
    // A hook of the repository's that said no, say: its words, and nothing committed.
    if (made.code !== 0)
      throw new Refusal(
        409,
        "commit",
        `Git did not make the commit: ${made.stderr.trim() || made.stdout.toString("utf8").trim()}. Nothing was committed.`,
      );
  } finally {
    rmSync(index, { force: true });
  }
  const after = (await git(repo.top, ["rev-parse", "HEAD"])).trim();
  const parent = (await git(repo.top, ["rev-parse", "HEAD^"])).trim();
  if (parent !== before)
    throw new Refusal(
      409,
      "moved",
      `The branch moved while publishing (another git command ran). Check git log in a terminal; commit ${after.slice(0, 7)} holds your files.`,
    );
  // The index's entries for these files now match the commit; nothing else in it changes.
  await repoGit(repo, ["reset", "-q", "--", ...paths]);
  return after;
}
