/**
 * The repository the editor may change through git, and the only paths it may name: the files
 * under pages/ and public/media/ of the repository that holds the documents. A path from the
 * editor is refused unless it is a plain relative name in one of those two folders (no `..`, no
 * absolute path, no backslash) whose real location (symlinks resolved, guards.ts's `inside`)
 * stays in its folder. Git's own answers are read back through the same two folders.
 */
import { realpathSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { git, runGit } from "./git.ts";
import { inside, Refusal, toPosix } from "./guards.ts";

/** One folder the editor may publish: as git names it, as the editor names it, and on disk. */
export interface Area {
  kind: "page" | "media";
  /** From the repository's top, with a trailing slash: "pages/". */
  repoPrefix: string;
  /** From the project root, as the editor names files: "pages/" (or a fixture site's copy). */
  editorPrefix: string;
  dir: string;
}

export interface Repo {
  /** The repository's work tree. */
  top: string;
  areas: readonly Area[];
}

/** A file the editor named, checked: where git calls it and where the editor does. */
export interface RepoFile {
  path: string;
  file: string;
  area: Area;
}

const notRepository = (dir: string) =>
  new Refusal(
    409,
    "not-repository",
    `The project (${dir}) is not in a git repository, so there is nothing to publish to. In a terminal in the project folder: git init, git add ., git commit -m "First version".`,
  );

/** The repository holding `pagesDir`; refused when there is none or public/ is not in it. */
export async function openRepo(options: {
  root: string;
  pagesDir: string;
  publicDir: string;
}): Promise<Repo> {
  const run = await runGit(options.pagesDir, ["rev-parse", "--show-toplevel"]);
  if (run.code !== 0) throw notRepository(options.pagesDir);
  const top = realpathSync(run.stdout.toString("utf8").trim());
  const media = join(options.publicDir, "media");
  const area = (kind: Area["kind"], dir: string): Area => {
    // The folder's own location, or (media/ not made yet) its parent's.
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      real = join(realpathSync(resolve(dir, "..")), "media");
    }
    const repoPrefix = toPosix(relative(top, real));
    if (!repoPrefix || repoPrefix.startsWith(".."))
      throw new Refusal(409, "not-repository", `${dir} is not inside the repository ${top}.`);
    const editorPrefix = toPosix(relative(options.root, dir));
    return { kind, repoPrefix: repoPrefix + "/", editorPrefix: editorPrefix + "/", dir };
  };
  return { top, areas: [area("page", options.pagesDir), area("media", media)] };
}

const PLAIN = /^(?:[^/\\\0]+\/)*[^/\\\0]+$/;

/** Whether each segment of a relative path is a real name (not "", "." or ".."). */
const plain = (path: string) =>
  PLAIN.test(path) && path.split("/").every((part) => part !== "." && part !== "..");

/** A file the editor named (relative to the project root), checked; refused (403) otherwise. */
export function editorFile(repo: Repo, file: unknown): RepoFile {
  if (typeof file !== "string" || !plain(file))
    throw new Refusal(403, "path", `"${String(file)}" is not a file path the editor can publish.`);
  const area = repo.areas.find((a) => file.startsWith(a.editorPrefix));
  if (!area)
    throw new Refusal(
      403,
      "path",
      `Only files under ${repo.areas.map((a) => a.editorPrefix).join(" and ")} can be published.`,
    );
  const rest = file.slice(area.editorPrefix.length);
  inside(join(area.dir, rest), area.dir); // a symlink that leads out is refused here
  return { path: area.repoPrefix + rest, file, area };
}

/** A path git reported (from the repository's top), if it is one the editor may name. */
export function repoFile(repo: Repo, path: string): RepoFile | undefined {
  if (!plain(path)) return undefined;
  const area = repo.areas.find((a) => path.startsWith(a.repoPrefix));
  if (!area) return undefined;
  const rest = path.slice(area.repoPrefix.length);
  try {
    inside(join(area.dir, rest), area.dir);
  } catch {
    return undefined;
  }
  return { path, file: area.editorPrefix + rest, area };
}

/** git in the repository, with pathspecs read literally (a name is never a pattern). */
export const repoGit = (repo: Repo, args: readonly string[], env?: Record<string, string>) =>
  git(repo.top, ["--literal-pathspecs", ...args], { env });

/** The bytes of `path` in `revision` ("HEAD", a commit), or undefined when it has none there. */
export async function showFile(repo: Repo, revision: string, path: string) {
  const run = await runGit(repo.top, ["cat-file", "blob", `${revision}:${path}`]);
  return run.code === 0 ? run.stdout : undefined;
}
