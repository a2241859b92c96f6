/**
 * For the editor's git tests: a copy of the fixture site in a real git repository (branch main,
 * one commit, an author in its config) with a real bare repository as its remote "origin",
 * both in tests/.tmp (as deep as the fixture site, so the documents' "$schema" paths resolve).
 * Nothing of git is mocked.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { root, sitePages, sitePublic } from "../../support/fixture-site.ts";
import { openRepo, type Repo } from "../../../../scripts/editor/repo.ts";

export interface GitSite {
  dir: string;
  pagesDir: string;
  publicDir: string;
  /** The editor's name for a file of the copy: "tests/.tmp/git-…/pages/home.json". */
  name: (path: string) => string;
  git: (...args: string[]) => string;
  /** git in the bare remote. */
  remote: (...args: string[]) => string;
  bare: string;
  repo: () => Promise<Repo>;
  remove: () => void;
}

export function run(cwd: string, args: string[], allowFailure = false): string {
  const done = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C" },
  });
  if (done.status !== 0 && !allowFailure)
    throw new Error(`git ${args.join(" ")}: ${done.stderr}${done.stdout}`);
  return done.stdout;
}

export function makeGitSite(options: { remote?: boolean } = {}): GitSite {
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  const dir = mkdtempSync(join(root, "tests/.tmp/git-"));
  const bare = `${dir}-remote.git`;
  const pagesDir = join(dir, "pages");
  const publicDir = join(dir, "public");
  cpSync(sitePages, pagesDir, { recursive: true });
  cpSync(sitePublic, publicDir, { recursive: true });
  const git = (...args: string[]) => run(dir, args);
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Dana Designer");
  git("config", "user.email", "dana@example.com");
  git("config", "commit.gpgsign", "false");
  git("add", ".");
  git("commit", "-qm", "The fixture site");
  if (options.remote !== false) {
    run(root, ["init", "-q", "--bare", "-b", "main", bare]);
    git("remote", "add", "origin", bare);
    git("push", "-q", "-u", "origin", "main");
  }
  const prefix = relative(root, dir).split("\\").join("/");
  return {
    dir,
    pagesDir,
    publicDir,
    name: (path) => `${prefix}/${path}`,
    git,
    remote: (...args) => run(bare, args),
    bare,
    repo: () => openRepo({ root, pagesDir, publicDir }),
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bare, { recursive: true, force: true });
    },
  };
}
