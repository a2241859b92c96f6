/**
 * How a repository publishes from the editor: the package.json at the top of the repository
 * that holds the pages, "editor": { "publish": … }, read afresh on every call (so a change to it,
 * or another repository, needs no restart). "commit" (the default, also when there is no
 * package.json) commits on the branch the repository is on; "pull-request" commits on a new
 * branch content/<slug> and pushes that, for someone to review and merge. Anything else is
 * refused with what to write instead: nothing is guessed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PublishMode } from "../../src/core/editor/editor-git-api.ts";
import { Refusal } from "./guards.ts";

const MODES: readonly PublishMode[] = ["commit", "pull-request"];

const refuse = (file: string, problem: string) =>
  new Refusal(
    409,
    "settings",
    `${file} ${problem}, so the editor does not know how to publish. Write "editor": { "publish": "commit" } (commit on the branch you are on) or "editor": { "publish": "pull-request" } (a branch content/<page> for review) there, or leave "editor" out to commit; then try again. Nothing was changed.`,
  );

/** The mode the package.json at `top` (a repository's work tree) asks for; a Refusal if unclear. */
export function publishMode(top: string): PublishMode {
  const file = join(top, "package.json");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "commit";
    throw refuse(file, `cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse(file, `is not valid JSON (${(error as Error).message})`);
  }
  const editor = (json as { editor?: unknown } | null)?.editor;
  if (editor === undefined) return "commit";
  if (typeof editor !== "object" || editor === null || Array.isArray(editor))
    throw refuse(file, `has "editor": ${JSON.stringify(editor)}, which is not an object`);
  const value = (editor as { publish?: unknown }).publish;
  if (value === undefined) return "commit";
  if (MODES.includes(value as PublishMode)) return value as PublishMode;
  throw refuse(
    file,
    `has "editor": { "publish": ${JSON.stringify(value)} }, which is neither "commit" nor "pull-request"`,
  );
}
