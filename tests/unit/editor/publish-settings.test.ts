/** How the project publishes from the editor: package.json's "editor": { "publish" }. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { publishMode } from "../../../scripts/editor/publish-settings.ts";
import { root } from "../support/fixture-site.ts";

it("is commit unless package.json asks for pull requests, and refuses anything else", () => {
  const dir = mkdtempSync(join(tmpdir(), "publish-settings-"));
  const settle = (json: unknown) => {
    writeFileSync(join(dir, "package.json"), JSON.stringify(json));
    return () => publishMode(dir);
  };
  try {
    expect(publishMode(dir)).toBe("commit"); // no package.json
    expect(settle({ name: "x" })()).toBe("commit");
    expect(settle({ editor: { publish: "commit" } })()).toBe("commit");
    expect(settle({ editor: { publish: "pull-request" } })()).toBe("pull-request");
    expect(settle({ editor: { publish: "pr" } })).toThrow(/must be "commit" or "pull-request"/);
    // This project commits on its branch.
    expect(publishMode(root)).toBe("commit");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
