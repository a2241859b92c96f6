/** How a repository publishes from the editor: its package.json's "editor": { "publish" }. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { publishMode } from "../../../../scripts/editor/publish-settings.ts";
import { Refusal } from "../../../../scripts/editor/guards.ts";
import { root } from "../../support/fixture-site.ts";

it("is commit unless package.json asks for pull requests, and refuses anything else", () => {
  const dir = mkdtempSync(join(tmpdir(), "publish-settings-"));
  const settle = (text: string) => {
    writeFileSync(join(dir, "package.json"), text);
    return () => publishMode(dir);
  };
  const refused = (text: string, problem: RegExp) => {
    let caught: unknown;
    try {
      settle(text)();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Refusal);
    expect(caught).toMatchObject({ status: 409, reason: "settings" });
    const message = (caught as Error).message;
    expect(message.startsWith(`${join(dir, "package.json")} `)).toBe(true);
    expect(message).toMatch(problem);
    expect(message).toContain('"editor": { "publish": "pull-request" }');
    expect(message).toContain("Nothing was changed.");
  };
  try {
    expect(publishMode(dir)).toBe("commit"); // no package.json
    expect(settle(JSON.stringify({ name: "x" }))()).toBe("commit");
    expect(settle(JSON.stringify({ editor: {} }))()).toBe("commit");
    expect(settle(JSON.stringify({ editor: { publish: "commit" } }))()).toBe("commit");
    expect(settle(JSON.stringify({ editor: { publish: "pull-request" } }))()).toBe("pull-request");
    refused(JSON.stringify({ editor: { publish: "pr" } }), /"publish": "pr" }, which is neither/);
    refused(JSON.stringify({ editor: "pull-request" }), /"editor": "pull-request", which is not/);
    refused('{ "editor": ', /is not valid JSON/);
    // This project commits on its branch.
    expect(publishMode(root)).toBe("commit");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
