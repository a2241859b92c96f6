/**
 * The editor's Changes (scripts/editor/changes.ts) and its safe git (repo.ts, repo-state.ts),
 * in real scratch repositories: what is listed (pages and pictures, new, changed, deleted), what
 * a change shows, Discard, the paths refused, and the repository states refused with what to do.
 */
import { readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  changeDetail,
  defaultMessage,
  discard,
  listChanges,
} from "../../../../scripts/editor/changes.ts";
import { readyBranch } from "../../../../scripts/editor/repo-state.ts";
import { editorFile } from "../../../../scripts/editor/repo.ts";
import { root } from "../../support/fixture-site.ts";
import { makeGitSite, run, type GitSite } from "./git-fixture.ts";

let site: GitSite;
beforeEach(() => {
  site = makeGitSite({ remote: false });
});
afterEach(() => site.remove());

const write = (path: string, text: string | Buffer) => writeFileSync(join(site.dir, path), text);
const read = (path: string) => readFileSync(join(site.dir, path), "utf8");
const retitle = (path: string, title: string) =>
  write(path, read(path).replace(/"title": "[^"]*"/, `"title": "${title}"`));

describe("Changes", () => {
  it("lists new, changed and deleted pages and pictures, and nothing else", async () => {
    retitle("pages/portfolio/alpha.json", "Alpha, retitled");
    rmSync(join(site.dir, "pages/portfolio/gamma.json"));
    write("pages/portfolio/delta.json", read("pages/portfolio/beta.json"));
    write("public/media/fx/new.png", readFileSync(join(site.dir, "public/media/fx/logo.png")));
    rmSync(join(site.dir, "public/media/fx/poster.png"));
    write("public/media/fx/logo.png", Buffer.from("not the logo"));
    write("README.md", "outside the editor's folders");
    const changes = await listChanges(await site.repo());
    expect(changes.map((c) => [c.file, c.kind, c.status])).toEqual([
      [site.name("pages/portfolio/alpha.json"), "page", "changed"],
      [site.name("pages/portfolio/delta.json"), "page", "new"],
      [site.name("pages/portfolio/gamma.json"), "page", "deleted"],
      [site.name("public/media/fx/logo.png"), "media", "changed"],
      [site.name("public/media/fx/new.png"), "media", "new"],
      [site.name("public/media/fx/poster.png"), "media", "deleted"],
    ]);
    // A deleted page is named by its title in the last commit.
    expect(changes.find((c) => c.status === "deleted" && c.kind === "page")?.title).toBe("Gamma");
    expect(changes.every((c) => !c.conflict)).toBe(true);
  });

  it("a renamed page is a deletion and a new file", async () => {
    site.git("mv", "pages/portfolio/beta.json", "pages/portfolio/beta-two.json");
    const changes = await listChanges(await site.repo());
    expect(changes.map((c) => [c.file.split("/").pop(), c.status])).toEqual([
      ["beta-two.json", "new"],
      ["beta.json", "deleted"],
    ]);
  });

  it("offers a message: a new case study, one page, two pages, a deletion", async () => {
    const repo = await site.repo();
    write(
      "pages/portfolio/delta.json",
      read("pages/portfolio/beta.json").replace(/Beta/g, "Delta"),
    );
    retitle("pages/portfolio/alpha.json", "Alpha again");
    expect(defaultMessage(await listChanges(repo), repo)).toBe("Add case study Delta");
    rmSync(join(site.dir, "pages/portfolio/delta.json"));
    expect(defaultMessage(await listChanges(repo), repo)).toBe("Update Alpha");
    retitle("pages/home.json", "Home again");
    expect(defaultMessage(await listChanges(repo), repo)).toMatch(/^Update .+ and .+$/);
    site.git("checkout", "--", "pages");
    rmSync(join(site.dir, "pages/portfolio/gamma.json"));
    expect(defaultMessage(await listChanges(repo), repo)).toBe("Remove Gamma");
  });

  it("shows a change as the committed and the current version, beside the diff", async () => {
    retitle("pages/portfolio/alpha.json", "Alpha, retitled");
    const repo = await site.repo();
    const detail = await changeDetail(repo, site.name("pages/portfolio/alpha.json"));
    expect(detail.route).toBe("/portfolio/alpha");
    expect((detail.before?.data as { title: string }).title).not.toBe("Alpha, retitled");
    expect((detail.after?.data as { title: string }).title).toBe("Alpha, retitled");
    expect(detail.diff).toContain('+  "title": "Alpha, retitled",');
    write("public/media/fx/new.png", readFileSync(join(site.dir, "public/media/fx/logo.png")));
    const picture = await changeDetail(repo, site.name("public/media/fx/new.png"));
    expect(picture.before).toBeUndefined();
    expect(picture.after?.image).toMatch(/^data:image\/png;base64,iVBOR/);
    await expect(changeDetail(repo, site.name("pages/home.json"))).rejects.toMatchObject({
      status: 404,
      reason: "unchanged",
    });
  });

  it("lists a file staged and then changed again with what to do", async () => {
    retitle("pages/portfolio/alpha.json", "Staged title");
    site.git("add", "pages/portfolio/alpha.json");
    retitle("pages/portfolio/alpha.json", "Edited since");
    const [change] = await listChanges(await site.repo());
    expect(change?.conflict).toMatch(/staged in git .* git add pages\/portfolio\/alpha.json/);
    expect(change?.conflict).toContain("git restore --staged pages/portfolio/alpha.json");
  });
});

describe("Discard", () => {
  it("restores a changed or deleted file from the last commit and removes a new one", async () => {
    const repo = await site.repo();
    const committed = read("pages/portfolio/alpha.json");
    retitle("pages/portfolio/alpha.json", "Gone soon");
    site.git("add", "pages/portfolio/alpha.json"); // staged too: both go
    rmSync(join(site.dir, "pages/portfolio/gamma.json"));
    write("pages/portfolio/delta.json", committed);
    write("pages/home.json", read("pages/home.json") + "\n");
    await discard(repo, site.name("pages/portfolio/alpha.json"));
    await discard(repo, site.name("pages/portfolio/gamma.json"));
    await discard(repo, site.name("pages/portfolio/delta.json"));
    expect(read("pages/portfolio/alpha.json")).toBe(committed);
    expect(existsSync(join(site.dir, "pages/portfolio/gamma.json"))).toBe(true);
    expect(existsSync(join(site.dir, "pages/portfolio/delta.json"))).toBe(false);
    // The one file not discarded is still changed.
    expect(site.git("status", "--porcelain").trim()).toBe("M pages/home.json");
    await expect(discard(repo, site.name("pages/portfolio/beta.json"))).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("safe git refuses", () => {
  it("paths outside pages/ and public/media/, with .., absolute, or through a symlink out", async () => {
    const repo = await site.repo();
    const outside = join(root, "tests/.tmp", "outside-secret.json");
    writeFileSync(outside, "{}");
    symlinkSync(outside, join(site.dir, "pages/link.json"));
    symlinkSync(join(root, "tests/.tmp"), join(site.dir, "public/media/away"));
    try {
      const names = [
        site.name("README.md"),
        site.name("public/robots.txt"),
        site.name("pages/../package.json"),
        site.name("pages/./home.json"),
        `${site.name("pages")}/portfolio\\alpha.json`,
        join(site.dir, "pages/home.json"),
        "/etc/passwd",
        "package.json",
        site.name("pages/link.json"),
        site.name("public/media/away/outside-secret.json"),
        42,
        undefined,
      ];
      for (const name of names) {
        expect(() => editorFile(repo, name), String(name)).toThrow(
          expect.objectContaining({ status: 403, reason: "path" }),
        );
        await expect(discard(repo, name), String(name)).rejects.toMatchObject({ status: 403 });
      }
      // Git's own list leaves the symlink that leads out alone.
      const changes = await listChanges(repo);
      expect(changes.map((c) => c.file)).not.toContain(site.name("pages/link.json"));
    } finally {
      rmSync(outside, { force: true });
    }
  });

  it("a repository mid-merge, mid-rebase or on a detached HEAD, saying what to do", async () => {
    const repo = await site.repo();
    expect(await readyBranch(repo)).toBe("main");
    // Two branches that change the same line.
    site.git("switch", "-q", "-c", "other");
    retitle("pages/portfolio/alpha.json", "Theirs");
    site.git("commit", "-qam", "Theirs");
    site.git("switch", "-q", "main");
    retitle("pages/portfolio/alpha.json", "Ours");
    site.git("commit", "-qam", "Ours");

    run(site.dir, ["merge", "other"], true);
    await expect(readyBranch(repo)).rejects.toMatchObject({
      status: 409,
      reason: "repository-busy",
      message: expect.stringMatching(/middle of a merge.*git merge --abort/),
    });
    site.git("merge", "--abort");

    run(site.dir, ["rebase", "other"], true);
    await expect(readyBranch(repo)).rejects.toMatchObject({
      reason: "repository-busy",
      message: expect.stringMatching(/middle of a rebase.*git rebase --abort/),
    });
    site.git("rebase", "--abort");

    site.git("checkout", "-q", "--detach", "HEAD~1");
    await expect(readyBranch(repo)).rejects.toMatchObject({
      reason: "detached-head",
      message: expect.stringContaining("git switch main"),
    });
  });
});
