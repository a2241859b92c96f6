/**
 * A page's history: its commits, newest first, following renames (git log --follow), and the
 * document as it was at one of them, migrated to today's schema so today's renderer draws it.
 * Only the commits git lists for the page can be asked for, at the path it had then.
 */
import type { HistoryResponse, Revision } from "../../src/core/editor/editor-git-api.ts";
import { parseJsonSource } from "../content/json-source.ts";
import { migrate } from "../content/migrations.ts";
import { Refusal } from "./guards.ts";
import { editorFile, repoFile, repoGit, showFile, type Repo } from "./repo.ts";

interface Listed {
  revision: Revision;
  path: string;
}

const HEX = /^[0-9a-f]{40}$/;

async function revisions(repo: Repo, file: unknown): Promise<Listed[]> {
  const located = editorFile(repo, file);
  if (located.area.kind !== "page")
    throw new Refusal(403, "path", "History is kept for the page documents.");
  // Names as they are (not quoted as "caf\303\251.json"), to be read back as paths.
  const out = await repoGit(repo, [
    "-c",
    "core.quotePath=false",
    "log",
    "--follow",
    "--format=%x1e%H%x1f%an%x1f%aI%x1f%s",
    "--name-only",
    "--",
    located.path,
  ]);
  const listed: Listed[] = [];
  for (const record of out.split("\x1e").filter((r) => r.trim())) {
    const [head, ...names] = record.split("\n").filter(Boolean);
    const [commit, author, date, subject] = head!.split("\x1f") as [string, string, string, string];
    const path = names[0]?.trim();
    const at = path ? repoFile(repo, path) : undefined;
    // A revision from before the file came into pages/ (moved in from elsewhere) is not shown.
    if (!at || !path || !HEX.test(commit)) continue;
    listed.push({ revision: { commit, author, date, subject, file: at.file }, path });
  }
  return listed;
}

export async function pageHistory(repo: Repo, file: unknown): Promise<HistoryResponse> {
  return { revisions: (await revisions(repo, file)).map((l) => l.revision) };
}

/** The page at `commit`, as today's schema has it. */
export async function pageAt(repo: Repo, file: unknown, commit: unknown) {
  if (typeof commit !== "string" || !HEX.test(commit))
    throw new Refusal(400, "request", "Name a commit by its full hash.");
  const found = (await revisions(repo, file)).find((l) => l.revision.commit === commit);
  if (!found) throw new Refusal(404, "revision", `The page has no commit ${commit.slice(0, 7)}.`);
  const bytes = await showFile(repo, commit, found.path);
  if (bytes === undefined) throw new Refusal(404, "revision", "That version cannot be read.");
  const value = parseJsonSource(bytes.toString("utf8")).lenientValue;
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new Refusal(422, "revision", "That version of the page is not a JSON document.");
  return { revision: found.revision, data: migrate(value as Record<string, unknown>).doc };
}
