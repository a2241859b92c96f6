/**
 * A page's History (scripts/editor/history.ts) in a real scratch repository: its commits newest
 * first, through a rename, and the page as it was at each, migrated to today's schema.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { pageAt, pageHistory } from "../../../../scripts/editor/history.ts";
import { makeGitSite, type GitSite } from "./git-fixture.ts";

let site: GitSite;
beforeEach(() => {
  site = makeGitSite({ remote: false });
});
afterEach(() => site.remove());

const read = (path: string) => readFileSync(join(site.dir, path), "utf8");
const retitle = (path: string, title: string) =>
  writeFileSync(
    join(site.dir, path),
    read(path).replace(/"title": "[^"]*"/, `"title": "${title}"`),
  );

it("follows the page through a rename and draws it as it was, by today's schema", async () => {
  retitle("pages/portfolio/beta.json", "Beta, first edit");
  site.git("commit", "-qam", "First edit");
  site.git("mv", "pages/portfolio/beta.json", "pages/portfolio/beta-renamed.json");
  site.git("commit", "-qm", "Rename Beta");
  retitle("pages/portfolio/beta-renamed.json", "Beta, after the rename");
  site.git("commit", "-qam", "Edit after the rename");
  // A version from before schema versions: no "schemaVersion", a text block's one "body".
  const old = JSON.parse(read("pages/portfolio/beta-renamed.json"));
  delete old.schemaVersion;
  old.blocks.push({ type: "text", title: "Old text", body: "One.\n\nTwo." });
  writeFileSync(join(site.dir, "pages/portfolio/beta-renamed.json"), JSON.stringify(old));
  site.git("commit", "-qam", "An old-style version");
  site.git("checkout", "-q", "HEAD~1", "--", "pages/portfolio/beta-renamed.json");
  site.git("commit", "-qm", "Back to the new style");

  const file = site.name("pages/portfolio/beta-renamed.json");
  const { revisions } = await pageHistory(await site.repo(), file);
  expect(revisions.map((r) => [r.subject, r.file.split("/").pop(), r.author])).toEqual([
    ["Back to the new style", "beta-renamed.json", "Dana Designer"],
    ["An old-style version", "beta-renamed.json", "Dana Designer"],
    ["Edit after the rename", "beta-renamed.json", "Dana Designer"],
    ["Rename Beta", "beta-renamed.json", "Dana Designer"],
    ["First edit", "beta.json", "Dana Designer"],
    ["The fixture site", "beta.json", "Dana Designer"],
  ]);
  expect(revisions.every((r) => /^\d{4}-\d\d-\d\dT/.test(r.date))).toBe(true);

  const repo = await site.repo();
  const first = await pageAt(repo, file, revisions[4]!.commit);
  expect(first.data).toMatchObject({ title: "Beta, first edit" });
  const migrated = (await pageAt(repo, file, revisions[1]!.commit)).data as {
    schemaVersion: number;
    blocks: { title?: string; paragraphs?: string[] }[];
  };
  expect(migrated.schemaVersion).toBe(1);
  expect(migrated.blocks.at(-1)).toMatchObject({ title: "Old text", paragraphs: ["One.", "Two."] });
});

it("reads back a name git would quote (café.json)", async () => {
  site.git("mv", "pages/portfolio/gamma.json", "pages/portfolio/café.json");
  site.git("commit", "-qm", "Gamma becomes café");
  const file = site.name("pages/portfolio/café.json");
  const { revisions } = await pageHistory(await site.repo(), file);
  expect(revisions.map((r) => r.file.split("/").pop())).toEqual(["café.json", "gamma.json"]);
  const first = await pageAt(await site.repo(), file, revisions[1]!.commit);
  expect(first.data).toMatchObject({ route: expect.stringContaining("/portfolio/") });
});

it("refuses a commit that is not the page's, a short hash, and a path outside pages/", async () => {
  const repo = await site.repo();
  const alpha = site.name("pages/portfolio/alpha.json");
  retitle("pages/portfolio/beta.json", "Beta only");
  site.git("commit", "-qam", "Beta only");
  const betaOnly = site.git("rev-parse", "HEAD").trim();
  await expect(pageAt(repo, alpha, betaOnly)).rejects.toMatchObject({ status: 404 });
  await expect(pageAt(repo, alpha, betaOnly.slice(0, 7))).rejects.toMatchObject({ status: 400 });
  await expect(pageAt(repo, alpha, "HEAD")).rejects.toMatchObject({ status: 400 });
  for (const file of [site.name("public/media/fx/logo.png"), site.name("../x.json"), "/etc/passwd"])
    await expect(pageHistory(repo, file), file).rejects.toMatchObject({ status: 403 });
});
