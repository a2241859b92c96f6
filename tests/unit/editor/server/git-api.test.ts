/**
 * The editor's git endpoints through its endpoint (scripts/editor/api.ts → git-routes.ts), on a
 * plain node:http server over a real scratch repository with a real bare remote: behind the same
 * token and Origin checks as every other call, Changes as the panel reads it, Publish streamed
 * as one event a line, and refusals as the editor's usual error answers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { EDIT_API, EDIT_TOKEN_HEADER } from "../../../../src/core/editor/editor-api.ts";
import type { ChangesResponse, PublishEvent } from "../../../../src/core/editor/editor-git-api.ts";
import { createEditorApi } from "../../../../scripts/editor/api.ts";
import { root } from "../../support/fixture-site.ts";
import { makeGitSite, type GitSite } from "./git-fixture.ts";

const TOKEN = "test-token-git-0123456789";
let site: GitSite;
let server: Server;
let origin: string;

beforeEach(async () => {
  site = makeGitSite();
  const api = createEditorApi({
    root,
    pagesDir: site.pagesDir,
    publicDir: site.publicDir,
    origin: () => origin,
    token: TOKEN,
  });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  site.remove();
});

function call(path: string, body?: unknown, headers: Record<string, string | undefined> = {}) {
  const post = body === undefined ? {} : { origin, "content-type": "application/json" };
  const all = { [EDIT_TOKEN_HEADER]: TOKEN, "sec-fetch-site": "same-origin", ...post, ...headers };
  return fetch(`${origin.replace("localhost", "127.0.0.1")}${EDIT_API}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: Object.fromEntries(Object.entries(all).filter((e) => e[1] !== undefined)),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const retitle = (path: string, title: string) => {
  const file = join(site.dir, path);
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(/"title": "[^"]*"/, `"title": "${title}"`),
  );
};

it("refuses git calls without the token, from another origin or without Sec-Fetch-Site", async () => {
  retitle("pages/home.json", "Home, refused");
  const publish = { files: [site.name("pages/home.json")], message: "Nope" };
  const refusals = [
    await call("/changes", undefined, { [EDIT_TOKEN_HEADER]: undefined }),
    await call("/publish", publish, { [EDIT_TOKEN_HEADER]: "guess" }),
    await call("/publish", publish, { origin: "https://evil.example" }),
    await call("/discard", { file: publish.files[0] }, { "sec-fetch-site": "cross-site" }),
    await call("/push", {}, { origin: undefined }),
  ];
  expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  expect(site.git("log", "--format=%s").trim()).toBe("The fixture site");
  expect(site.git("status", "--porcelain").trim()).toBe("M pages/home.json");
});

it("lists the changes, then publishes them with each step streamed", async () => {
  retitle("pages/portfolio/alpha.json", "Alpha, over HTTP");
  const listed = (await (await call("/changes")).json()) as ChangesResponse;
  expect(listed).toMatchObject({
    branch: "main",
    target: "main",
    mode: "commit",
    remote: "origin",
    unpushed: 0,
    author: "Dana Designer <dana@example.com>",
    message: "Update Alpha",
    changes: [{ file: site.name("pages/portfolio/alpha.json"), kind: "page", status: "changed" }],
  });
  const response = await call("/publish", {
    files: listed.changes.map((c) => c.file),
    message: listed.message,
  });
  expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const events = (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PublishEvent);
  expect(
    events.filter((e) => e.kind === "stage").map((e) => e.kind === "stage" && e.stage),
  ).toEqual(expect.arrayContaining(["check", "validate", "commit", "push"]));
  // One file is one file, in the words the author reads.
  expect(events).toContainEqual(
    expect.objectContaining({ stage: "commit", label: "Committing 1 file on main" }),
  );
  const last = events.at(-1)!;
  expect(last).toMatchObject({ kind: "done", result: { branch: "main", pushed: "origin/main" } });
  expect(site.remote("log", "-1", "--format=%s").trim()).toBe("Update Alpha");
});

it("answers a refusal as the last event, and a repository mid-merge as an error", async () => {
  const refused = await call("/publish", { files: ["../../etc/passwd"], message: "x" });
  const events = (await refused.text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(events).toEqual([
    expect.objectContaining({ kind: "stage", stage: "check" }),
    expect.objectContaining({ kind: "failed", reason: "path" }),
  ]);
  const discard = await call("/discard", { file: site.name("pages/../../package.json") });
  expect(discard.status).toBe(403);
  expect(await discard.json()).toMatchObject({ reason: "path" });

  site.git("checkout", "-q", "--detach");
  const changes = await call("/changes");
  expect(changes.status).toBe(409);
  expect(await changes.json()).toMatchObject({ reason: "detached-head" });
});

it("reads how to publish from the repository's package.json on every call", async () => {
  retitle("pages/portfolio/alpha.json", "Alpha, for review");
  const changes = async () => (await (await call("/changes")).json()) as ChangesResponse;
  // No package.json in the repository: commit on its branch.
  expect(await changes()).toMatchObject({ mode: "commit", target: "main" });
  const settings = join(site.dir, "package.json");
  writeFileSync(settings, JSON.stringify({ editor: { publish: "pull-request" } }));
  expect(await changes()).toMatchObject({ mode: "pull-request", target: "content/alpha" });

  writeFileSync(settings, JSON.stringify({ editor: { publish: "review" } }));
  const refused = await call("/changes");
  expect(refused.status).toBe(409);
  const answer = (await refused.json()) as { reason: string; error: string };
  expect(answer.reason).toBe("settings");
  expect(answer.error).toContain(`${settings} has "editor": { "publish": "review" }`);
  const published = await call("/publish", {
    files: [site.name("pages/portfolio/alpha.json")],
    message: "Update Alpha",
  });
  const events = (await published.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PublishEvent);
  expect(events).toEqual([expect.objectContaining({ kind: "failed", reason: "settings" })]);
  expect(site.git("log", "--format=%s").trim()).toBe("The fixture site");

  writeFileSync(settings, JSON.stringify({ editor: { publish: "pull-request" } }));
  const again = await call("/publish", {
    files: [site.name("pages/portfolio/alpha.json")],
    message: "Update Alpha",
  });
  expect(
    (await again.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .at(-1),
  ).toMatchObject({
    kind: "done",
    result: { branch: "content/alpha", pushed: "origin/content/alpha" },
  });
  expect(site.remote("log", "--format=%s", "main").trim()).toBe("The fixture site");
});
