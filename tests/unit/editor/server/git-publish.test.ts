/**
 * Publish (scripts/editor/publish.ts) in real scratch repositories with a real bare remote: it
 * commits exactly the changes shown, whatever else is staged, as the author in git's config,
 * pushes them (the remote's log has that commit and those files), on a branch content/<slug> in
 * pull-request mode; a remote that refuses the push leaves the commit and says so; a site that
 * does not validate, a branch behind its remote or a stale list commit nothing.
 */
import { readFileSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PublishEvent, PublishMode } from "../../../../src/core/editor/editor-git-api.ts";
import { listChanges } from "../../../../scripts/editor/changes.ts";
import { publish, pushStep, PushFailed } from "../../../../scripts/editor/publish.ts";
import { unpushed, upstreamOf } from "../../../../scripts/editor/remote.ts";
import { root, servers } from "../../support/fixture-site.ts";
import { makeGitSite, run, type GitSite } from "./git-fixture.ts";

let site: GitSite;
let events: PublishEvent[];
beforeEach(() => {
  site = makeGitSite();
  events = [];
});
afterEach(() => site.remove());

const write = (path: string, text: string | Buffer) => writeFileSync(join(site.dir, path), text);
const read = (path: string) => readFileSync(join(site.dir, path), "utf8");
const retitle = (path: string, title: string) =>
  write(path, read(path).replace(/"title": "[^"]*"/, `"title": "${title}"`));

async function publishAll(message: string, mode: PublishMode = "commit") {
  const repo = await site.repo();
  const files = (await listChanges(repo)).map((c) => c.file);
  return publish(
    { repo, root, pagesDir: site.pagesDir, publicDir: site.publicDir, mode, servers },
    { files, message },
    (event) => events.push(event),
  );
}

/** The files a commit changed, as git lists them. */
const filesOf = (git: (...a: string[]) => string, commit: string) =>
  git("show", "--name-only", "--format=", commit).split("\n").filter(Boolean).sort();

describe("Publish", () => {
  it("commits exactly the changes, leaves other staged work staged, and pushes", async () => {
    retitle("pages/portfolio/alpha.json", "Alpha, retitled");
    write("public/media/fx/new.png", readFileSync(join(site.dir, "public/media/fx/logo.png")));
    write("NOTES.md", "staged by hand, not the editor's\n");
    site.git("add", "NOTES.md");
    const result = await publishAll("Update Alpha");
    const head = site.git("rev-parse", "HEAD").trim();
    expect(result).toMatchObject({ commit: head, branch: "main", pushed: "origin/main" });
    expect(filesOf(site.git, head)).toEqual([
      "pages/portfolio/alpha.json",
      "public/media/fx/new.png",
    ]);
    // The remote's log: exactly that commit on top of the first, with those files.
    expect(site.remote("log", "--format=%H %s", "main").trim().split("\n")).toEqual([
      `${head} Update Alpha`,
      expect.stringMatching(/ The fixture site$/),
    ]);
    expect(filesOf(site.remote, "main")).toEqual(filesOf(site.git, head));
    // The author and committer are git's config's; the other staged file is still staged.
    expect(site.git("log", "-1", "--format=%an <%ae> / %cn <%ce>").trim()).toBe(
      "Dana Designer <dana@example.com> / Dana Designer <dana@example.com>",
    );
    expect(site.git("status", "--porcelain").trim()).toBe("A  NOTES.md");
    expect(events.map((e) => (e.kind === "stage" ? e.stage : e.kind))).toEqual(
      expect.arrayContaining(["check", "validate", "fetch", "commit", "push"]),
    );
    expect(events.some((e) => e.kind === "stage" && e.stage === "push" && e.percent === 100)).toBe(
      true,
    );
  });

  it("commits a deletion and a file staged by hand, matching git's index afterwards", async () => {
    write("public/media/fx/spare.png", readFileSync(join(site.dir, "public/media/fx/logo.png")));
    site.git("add", "public/media/fx/spare.png");
    site.git("commit", "-qm", "A spare picture");
    rmSync(join(site.dir, "public/media/fx/spare.png"));
    retitle("pages/portfolio/beta.json", "Beta, staged");
    site.git("add", "pages/portfolio/beta.json");
    await publishAll("Tidy up");
    expect(filesOf(site.git, "HEAD")).toEqual([
      "pages/portfolio/beta.json",
      "public/media/fx/spare.png",
    ]);
    expect(site.git("status", "--porcelain").trim()).toBe("");
  });

  it("takes the author from the repository's own config", async () => {
    site.git("config", "user.name", "Robin Other");
    site.git("config", "user.email", "robin@example.com");
    retitle("pages/home.json", "Home, again");
    await publishAll("Update Home");
    expect(site.git("log", "-1", "--format=%an <%ae>").trim()).toBe(
      "Robin Other <robin@example.com>",
    );
  });

  it("in pull-request mode, commits on a new branch content/<slug> and pushes that", async () => {
    retitle("pages/portfolio/gamma.json", "Gamma, for review");
    const result = await publishAll("Update Gamma", "pull-request");
    expect(result).toMatchObject({ branch: "content/gamma", pushed: "origin/content/gamma" });
    expect(site.git("branch", "--show-current").trim()).toBe("content/gamma");
    expect(site.remote("log", "-1", "--format=%s", "content/gamma").trim()).toBe("Update Gamma");
    expect(filesOf(site.remote, "content/gamma")).toEqual(["pages/portfolio/gamma.json"]);
    // main, here and on the remote, is where it was.
    expect(site.remote("log", "--format=%s", "main").trim()).toBe("The fixture site");
    // The next publish adds to the same branch, which now tracks the remote's.
    retitle("pages/portfolio/gamma.json", "Gamma, reviewed");
    expect((await publishAll("Review Gamma", "pull-request")).branch).toBe("content/gamma");
    expect(site.remote("log", "--format=%s", "content/gamma").trim().split("\n")).toEqual([
      "Review Gamma",
      "Update Gamma",
      "The fixture site",
    ]);
  });

  it("with no remote, commits and says nothing was pushed", async () => {
    site.git("remote", "remove", "origin");
    retitle("pages/home.json", "Home, local");
    const result = await publishAll("Update Home");
    expect(result.pushed).toBeUndefined();
    expect(result.summary).toMatch(/No remote is set, so nothing was pushed/);
  });
});

describe("Publish keeps the commit and says why when", () => {
  it("the remote rejects the push (a pre-receive hook); Push works once it accepts", async () => {
    const hook = join(site.bare, "hooks/pre-receive");
    writeFileSync(hook, "#!/bin/sh\necho 'Pushes are closed for the holidays.' >&2\nexit 1\n");
    chmodSync(hook, 0o755);
    retitle("pages/portfolio/alpha.json", "Alpha, refused");
    const failure = await publishAll("Update Alpha").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushFailed);
    const head = site.git("rev-parse", "HEAD").trim();
    expect((failure as PushFailed).commit).toBe(head);
    expect((failure as PushFailed).message).toMatch(
      /^origin refused the commit: a check on the remote \(its pre-receive hook\) said no\. It said: “Pushes are closed for the holidays\.” Your commit [0-9a-f]{7} is kept on main: nothing is lost\./,
    );
    expect(site.git("log", "-1", "--format=%s").trim()).toBe("Update Alpha");
    expect(site.remote("log", "--format=%s", "main").trim()).toBe("The fixture site");
    const repo = await site.repo();
    expect(await unpushed(repo, "main", await upstreamOf(repo, "main"))).toBe(1);

    rmSync(hook);
    const upstream = (await upstreamOf(repo, "main"))!;
    await pushStep(repo, "main", upstream, head, () => {});
    expect(site.remote("rev-parse", "main").trim()).toBe(head);
    expect(await unpushed(repo, "main", upstream)).toBe(0);
  });

  it("the remote cannot be reached", async () => {
    site.git("remote", "set-url", "origin", join(site.dir, "no-such-remote.git"));
    retitle("pages/home.json", "Home, offline");
    const failure = (await publishAll("Update Home").catch((e: unknown) => e)) as PushFailed;
    expect(failure).toBeInstanceOf(PushFailed);
    expect(failure.message).toMatch(/^origin could not be reached\. .* nothing is lost/);
    expect(site.git("log", "-1", "--format=%s").trim()).toBe("Update Home");
  });
});

describe("Publish commits nothing when", () => {
  const headBefore = () => site.git("rev-parse", "HEAD").trim();

  it("the site does not validate: the build's errors come back", async () => {
    write(
      "pages/portfolio/alpha.json",
      read("pages/portfolio/alpha.json").replace('"type": "palette"', '"type": "pallete"'),
    );
    const before = headBefore();
    await expect(publishAll("Broken")).rejects.toMatchObject({
      status: 422,
      reason: "invalid",
      diagnostics: expect.arrayContaining([expect.objectContaining({ code: expect.any(String) })]),
    });
    expect(headBefore()).toBe(before);
  });

  it("someone else pushed to the branch first", async () => {
    const other = `${site.dir}-other`;
    run(root, ["clone", "-q", site.bare, other]);
    try {
      run(other, [
        "-c",
        "user.name=O",
        "-c",
        "user.email=o@example.com",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "Elsewhere",
      ]);
      run(other, ["push", "-q", "origin", "main"]);
      retitle("pages/home.json", "Home, late");
      const before = headBefore();
      await expect(publishAll("Update Home")).rejects.toMatchObject({
        status: 409,
        reason: "behind",
        message: expect.stringContaining("git pull --rebase"),
      });
      expect(headBefore()).toBe(before);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("a hook of the repository's refuses the commit: its words, and back on the branch", async () => {
    const hook = join(site.dir, ".git/hooks/pre-commit");
    writeFileSync(hook, "#!/bin/sh\necho 'Run the linter first.' >&2\nexit 1\n");
    chmodSync(hook, 0o755);
    retitle("pages/portfolio/gamma.json", "Gamma, hooked");
    const before = headBefore();
    await expect(publishAll("Update Gamma", "pull-request")).rejects.toMatchObject({
      reason: "commit",
      message: expect.stringMatching(
        /^Git did not make the commit: Run the linter first\..*Nothing was committed\.$/,
      ),
    });
    expect(headBefore()).toBe(before);
    expect(site.git("branch", "--show-current").trim()).toBe("main");
    expect(site.git("branch", "--list", "content/*").trim()).toBe("");
    expect(site.git("status", "--porcelain").trim()).toBe("M pages/portfolio/gamma.json");
  });

  it("the files are not the changes shown, or one is in conflict, or git has no author", async () => {
    const repo = await site.repo();
    const context = {
      repo,
      root,
      pagesDir: site.pagesDir,
      publicDir: site.publicDir,
      mode: "commit" as const,
      servers,
    };
    retitle("pages/home.json", "Home, shown");
    const shown = (await listChanges(repo)).map((c) => c.file);
    retitle("pages/portfolio/beta.json", "Beta, saved since");
    const before = headBefore();
    await expect(
      publish(context, { files: shown, message: "Update Home" }, () => {}),
    ).rejects.toMatchObject({ reason: "changes-moved" });
    site.git("add", "pages/portfolio/beta.json");
    retitle("pages/portfolio/beta.json", "Beta, edited after staging");
    const all = (await listChanges(repo)).map((c) => c.file);
    await expect(publish(context, { files: all, message: "Both" }, () => {})).rejects.toMatchObject(
      { reason: "conflict" },
    );
    site.git("add", "pages/portfolio/beta.json");
    site.git("config", "--unset", "user.name");
    // No user's or system's config either: git would have no name for the commit.
    process.env.GIT_CONFIG_GLOBAL = "/dev/null";
    process.env.GIT_CONFIG_NOSYSTEM = "1";
    try {
      await expect(
        publish(context, { files: all, message: "Both" }, () => {}),
      ).rejects.toMatchObject({
        reason: "author",
        message: expect.stringContaining('git config user.name "Your Name"'),
      });
    } finally {
      delete process.env.GIT_CONFIG_GLOBAL;
      delete process.env.GIT_CONFIG_NOSYSTEM;
    }
    expect(headBefore()).toBe(before);
  });
});
