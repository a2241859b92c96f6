/**
 * Publish: the changes the author saw, committed and pushed. In order, each step told as it
 * starts: the repository is ready (repo-state.ts), the files are exactly the changes listed now
 * and none is in conflict, git knows the author, the whole site passes the build's validator
 * (scripts/content), the branch is not behind its remote; then the commit of those files alone
 * (commit.ts) on the current branch, or in pull-request mode on a new branch content/<slug>; then
 * the push, when there is a remote. A push that fails keeps the commit and says why.
 */
import { basename } from "node:path";
import type {
  PublishEvent,
  PublishMode,
  PublishResult,
} from "../../src/core/editor/editor-git-api.ts";
import { isError } from "../../src/core/diagnostics/diagnostics.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";
import { loadAndValidate } from "../content/load.ts";
import { listChanges, type ListedChange } from "./changes.ts";
import { authorOf, commitOnly, unknownAuthor } from "./commit.ts";
import { runGit } from "./git.ts";
import { Refusal } from "./guards.ts";
import { push, refuseBehind, upstreamOf, type Upstream } from "./remote.ts";
import { editorFile, type Repo } from "./repo.ts";
import { readyBranch } from "./repo-state.ts";

export interface PublishContext {
  repo: Repo;
  /** The project root (its schema/), and the content folders, as the validator reads them. */
  root: string;
  pagesDir: string;
  publicDir: string;
  mode: PublishMode;
  servers: BlockServers;
}

type Emit = (event: PublishEvent) => void;

/** A push failed after the commit was made: the commit stays. */
export class PushFailed extends Error {
  constructor(
    message: string,
    readonly commit: string,
  ) {
    super(message);
  }
}

/** The branch a pull request would come from: content/<the page's slug>, unique. */
export async function reviewBranch(repo: Repo, changes: readonly ListedChange[]) {
  const pages = changes.filter((c) => c.kind === "page");
  const main =
    pages.find((c) => c.status === "new") ??
    pages.find((c) => c.status === "changed") ??
    pages[0] ??
    changes[0];
  const name = main
    ? main.kind === "page"
      ? basename(main.path, ".json")
      : main.path.split("/").at(-2)!
    : "changes";
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "changes";
  for (let n = 1; ; n++) {
    const branch = `content/${slug}${n === 1 ? "" : `-${n}`}`;
    const taken = await runGit(repo.top, ["rev-parse", "-q", "--verify", `refs/heads/${branch}`]);
    if (taken.code !== 0) return branch;
  }
}

/** Where a commit on `branch` goes: its own branch in pull-request mode, else `branch`. */
export const committingOnNew = (mode: PublishMode, branch: string) =>
  mode === "pull-request" && !branch.startsWith("content/");

function readRequest(repo: Repo, body: Record<string, unknown>) {
  const { files, message } = body;
  if (!Array.isArray(files) || !files.length || files.length > 10_000)
    throw new Refusal(400, "request", 'Publish needs the "files" to commit.');
  if (typeof message !== "string" || !message.trim() || message.length > 10_000)
    throw new Refusal(400, "message", "Write a message saying what changed, then publish.");
  return { located: files.map((file) => editorFile(repo, file)), message: message.trim() };
}

let running = false;

/** Publishes; the result, or a Refusal (nothing committed) or PushFailed (commit kept). */
export async function publish(
  context: PublishContext,
  body: Record<string, unknown>,
  emit: Emit,
): Promise<PublishResult> {
  if (running) throw new Refusal(409, "busy", "A publish is already under way: wait for it.");
  running = true;
  try {
    return await publishNow(context, body, emit);
  } finally {
    running = false;
  }
}

async function publishNow(context: PublishContext, body: Record<string, unknown>, emit: Emit) {
  const { repo } = context;
  emit({ kind: "stage", stage: "check", label: "Checking the repository" });
  const current = await readyBranch(repo);
  const { located, message } = readRequest(repo, body);
  const changes = await listChanges(repo);
  const asked = located.map((l) => l.path).sort();
  const listed = changes.map((c) => c.path).sort();
  if (asked.length !== listed.length || asked.some((path, i) => path !== listed[i]))
    throw new Refusal(
      409,
      "changes-moved",
      "The changes are no longer the ones shown (a file was saved, discarded or changed meanwhile). Look at them again, then publish. Nothing was committed.",
    );
  const conflicts = changes.filter((c) => c.conflict).map((c) => c.conflict!);
  if (conflicts.length) throw new Refusal(409, "conflict", conflicts.join(" "));
  const author = await authorOf(repo);
  if (!author) throw unknownAuthor();

  emit({ kind: "stage", stage: "validate", label: "Checking every page as the build does" });
  const checked = loadAndValidate({
    root: context.root,
    pagesDir: context.pagesDir,
    publicDir: context.publicDir,
    servers: context.servers,
  });
  const errors = checked.diagnostics.filter(isError);
  if (errors.length)
    throw new Refusal(
      422,
      "invalid",
      `Nothing was committed: the build would refuse ${errors.length === 1 ? "this error" : `these ${errors.length} errors`}. Fix ${errors.length === 1 ? "it" : "them"}, save, then publish.`,
      errors,
    );

  let branch = current;
  let upstream: Upstream | undefined = await upstreamOf(repo, current);
  if (upstream?.tracked && !committingOnNew(context.mode, current)) {
    emit({ kind: "stage", stage: "fetch", label: `Looking for newer work on ${upstream.remote}` });
    await refuseBehind(repo, upstream, () => {});
  }
  if (committingOnNew(context.mode, current)) {
    branch = await reviewBranch(repo, changes);
    const made = await runGit(repo.top, ["switch", "-q", "-c", branch]);
    if (made.code !== 0)
      throw new Refusal(409, "branch", `Could not make the branch ${branch}: ${made.stderr}`);
    upstream = upstream && { remote: upstream.remote, branch, tracked: false };
  }

  emit({
    kind: "stage",
    stage: "commit",
    label: `Committing ${changes.length} ${changes.length === 1 ? "file" : "files"} on ${branch}`,
  });
  let commit: string;
  try {
    commit = await commitOnly(repo, listed, message, author);
  } catch (error) {
    // Back where the author was (the new branch is the same commit: the files come along).
    if (branch !== current) {
      await runGit(repo.top, ["switch", "-q", current]);
      await runGit(repo.top, ["branch", "-q", "-D", branch]);
    }
    throw error;
  }
  const files = changes.map((c) => c.file);
  const short = commit.slice(0, 7);
  if (!upstream)
    return {
      commit,
      branch,
      files,
      summary: `Committed ${short} on ${branch}. No remote is set, so nothing was pushed.`,
    };
  return { ...(await pushStep(repo, branch, upstream, commit, emit)), files };
}

/** Pushes `branch`, telling its progress; PushFailed (the commit kept) when the remote refuses. */
export async function pushStep(
  repo: Repo,
  branch: string,
  upstream: Upstream,
  commit: string,
  emit: Emit,
): Promise<PublishResult> {
  const where = `${upstream.remote}/${upstream.branch}`;
  emit({ kind: "stage", stage: "push", label: `Sending to ${where}`, percent: 0 });
  const pushed = await push(repo, branch, upstream, (label, percent) =>
    emit({ kind: "stage", stage: "push", label, percent }),
  );
  const short = commit.slice(0, 7);
  if (!pushed.ok)
    throw new PushFailed(
      `${pushed.problem} Your commit ${short} is kept on ${branch}: nothing is lost. Once that is sorted out, press Push again.`,
      commit,
    );
  return {
    commit,
    branch,
    files: [],
    pushed: where,
    ...(pushed.link && { link: pushed.link }),
    summary: `Published ${short} on ${branch} and pushed it to ${where}.`,
  };
}
