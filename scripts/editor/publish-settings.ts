/**
 * How the project publishes from the editor: package.json's "editor": { "publish": … }.
 * "commit" (the default) commits on the branch the project is on; "pull-request" commits on a
 * new branch content/<slug> and pushes that, for someone to review and merge.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PublishMode } from "../../src/core/editor-git-api.ts";

export function publishMode(root: string): PublishMode {
  let value: unknown;
  try {
    const json = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      editor?: { publish?: unknown };
    };
    value = json.editor?.publish;
  } catch {
    return "commit";
  }
  if (value === undefined || value === "commit") return "commit";
  if (value === "pull-request") return "pull-request";
  throw new Error(
    `package.json "editor": { "publish": ${JSON.stringify(value)} } must be "commit" or "pull-request".`,
  );
}
