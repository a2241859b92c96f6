/**
 * What differs from the last commit under pages/ and public/media/ (git status, renames shown as
 * a deletion and a new file), each change with its page's title, and one change opened: the
 * committed and the current version side by side with the diff. A file staged in git's index
 * and then changed again, or left unmerged, is listed with what to do: publishing it could
 * commit either version.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Change, ChangeDetail, ChangeSide } from "../../src/core/editor/editor-git-api.ts";
import { parseJsonSource } from "../content/json-source.ts";
import { migrate } from "../content/migrations.ts";
import { fileDiff } from "./file-diff.ts";
import { Refusal } from "./guards.ts";
import { editorFile, repoFile, repoGit, showFile, type Repo, type RepoFile } from "./repo.ts";

export interface ListedChange extends Change {
  path: string;
}

/** A change as the editor is told of it: without git's name for it. */
export function shown(change: ListedChange): Change {
  const copy: Partial<ListedChange> = { ...change };
  delete copy.path;
  return copy as Change;
}

const PICTURE: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};
/** Larger pictures are listed but not drawn in the before/after. */
const MAX_PICTURE_BYTES = 6 * 1024 * 1024;

function statusOf(x: string, y: string, located: RepoFile): Pick<Change, "status" | "conflict"> {
  const status = x === "D" || y === "D" ? "deleted" : x === "A" || x === "?" ? "new" : "changed";
  const unmerged = x === "U" || y === "U" || (x === y && (x === "A" || x === "D"));
  if (unmerged)
    return {
      status,
      conflict: `${located.path} has a merge conflict. Resolve it in a terminal (edit the file, then git add ${located.path}) before publishing.`,
    };
  if (x !== " " && x !== "?" && y !== " ")
    return {
      status,
      conflict: `${located.path} has changes staged in git (git add) and other changes in the file since, so it is unclear which to publish. In a terminal, either git add ${located.path} (publish the file as it is now) or git restore --staged ${located.path} (drop the staged version); then publish.`,
    };
  return { status };
}

/** A page's name for a list and a commit message: its project's title, else its title's first part. */
export function pageTitle(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const value = parseJsonSource(text).lenientValue as Record<string, unknown> | undefined;
  const project = value?.project as { title?: unknown } | undefined;
  if (typeof project?.title === "string") return project.title;
  return typeof value?.title === "string" ? value.title.split(/ [|—–] /)[0] : undefined;
}

const isCaseStudy = (text: string | undefined) =>
  typeof (parseJsonSource(text ?? "").lenientValue as { project?: unknown } | undefined)
    ?.project === "object";

/** Every change under the editor's folders, in path order. */
export async function listChanges(repo: Repo): Promise<ListedChange[]> {
  const out = await repoGit(repo, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--no-renames",
    "--",
    ...repo.areas.map((a) => a.repoPrefix),
  ]);
  const changes: ListedChange[] = [];
  for (const entry of out.split("\0").filter(Boolean)) {
    const [x, y, path] = [entry[0]!, entry[1]!, entry.slice(3)];
    const located = repoFile(repo, path);
    if (!located) continue;
    const { status, conflict } = statusOf(x, y, located);
    const change: ListedChange = { path, file: located.file, kind: located.area.kind, status };
    if (located.area.kind === "page") {
      const text = await currentText(repo, located, status);
      const title = pageTitle(text);
      if (title) change.title = title;
    }
    if (conflict) change.conflict = conflict;
    changes.push(change);
  }
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

async function currentText(repo: Repo, located: RepoFile, status: Change["status"]) {
  if (status !== "deleted") return readFileSync(join(repo.top, located.path), "utf8");
  return (await showFile(repo, "HEAD", located.path))?.toString("utf8");
}

/** The commit message Publish offers for these changes. */
export function defaultMessage(changes: readonly ListedChange[], repo: Repo): string {
  const pages = changes.filter((c) => c.kind === "page");
  const text = (c: ListedChange) =>
    c.status === "deleted" ? undefined : readFileSync(join(repo.top, c.path), "utf8");
  const newStudy = pages.find((c) => c.status === "new" && isCaseStudy(text(c)));
  const name = (c: ListedChange) =>
    c.title ??
    c.path
      .split("/")
      .pop()!
      .replace(/\.json$/, "");
  if (newStudy) return `Add case study ${name(newStudy)}`;
  const added = pages.find((c) => c.status === "new");
  if (added) return `Add page ${name(added)}`;
  const changed = pages.filter((c) => c.status === "changed");
  if (changed.length === 1) return `Update ${name(changed[0]!)}`;
  if (changed.length === 2) return `Update ${name(changed[0]!)} and ${name(changed[1]!)}`;
  if (changed.length > 2) return `Update ${name(changed[0]!)} and ${changed.length - 1} more pages`;
  const removed = pages.find((c) => c.status === "deleted");
  if (removed) return `Remove ${name(removed)}`;
  if (changes.length) return `Update pictures in ${changes[0]!.path.split("/").at(-2)}`;
  return "";
}

function side(bytes: Buffer | undefined, located: RepoFile): ChangeSide | undefined {
  if (bytes === undefined) return undefined;
  if (located.area.kind === "page") {
    const data = parseJsonSource(bytes.toString("utf8")).lenientValue;
    return { data: data && typeof data === "object" ? migrate(data as never).doc : data };
  }
  const type = PICTURE[located.path.split(".").pop()!.toLowerCase()];
  if (!type || bytes.length > MAX_PICTURE_BYTES) return {};
  return { image: `data:${type};base64,${bytes.toString("base64")}` };
}

/** One change, opened: the committed version, the current one and the diff of a page. */
export async function changeDetail(repo: Repo, file: unknown): Promise<ChangeDetail> {
  const located = editorFile(repo, file);
  const change = (await listChanges(repo)).find((c) => c.path === located.path);
  if (!change)
    throw new Refusal(404, "unchanged", `${located.file} is the same as in the last commit.`);
  const before = change.status === "new" ? undefined : await showFile(repo, "HEAD", change.path);
  const after = change.status === "deleted" ? undefined : readFileSync(join(repo.top, change.path));
  const detail: ChangeDetail = {
    change: shown(change),
    diff:
      located.area.kind === "page"
        ? fileDiff(located.file, before?.toString("utf8") ?? "", after?.toString("utf8") ?? "")
        : "",
  };
  const beforeSide = side(before, located);
  const afterSide = side(after, located);
  if (beforeSide) detail.before = beforeSide;
  if (afterSide) detail.after = afterSide;
  const route = [afterSide, beforeSide]
    .map((s) => (s?.data as { route?: unknown } | undefined)?.route)
    .find((r) => typeof r === "string");
  if (typeof route === "string") detail.route = route;
  return detail;
}

/** Restores one changed file from the last commit (a new file: removed). */
export async function discard(repo: Repo, file: unknown): Promise<Change> {
  const located = editorFile(repo, file);
  const change = (await listChanges(repo)).find((c) => c.path === located.path);
  if (!change)
    throw new Refusal(404, "unchanged", `${located.file} is the same as in the last commit.`);
  if (change.status === "new") {
    await repoGit(repo, ["rm", "-q", "--cached", "--ignore-unmatch", "--", change.path]);
    rmSync(join(repo.top, change.path), { force: true });
  } else {
    await repoGit(repo, ["restore", "--source=HEAD", "--staged", "--worktree", "--", change.path]);
  }
  return shown(change);
}
