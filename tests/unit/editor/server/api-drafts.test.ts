/**
 * Drafts through the visual editor's endpoint (scripts/editor/api.ts; scripts/content/drafts.ts)
 * over a copy of the fixture site: New case study makes a draft, the list says which pages are
 * drafts, and Make live (the document saved without its flag) changes that one line of the file.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EDIT_API,
  EDIT_TOKEN_HEADER,
  type DocumentSummary,
  type NewCaseStudyResponse,
  type OpenedDocument,
} from "../../../../src/core/editor/editor-api.ts";
import { createEditorApi } from "../../../../scripts/editor/api.ts";
import { root, sitePages, sitePublic } from "../../support/fixture-site.ts";

const TOKEN = "test-token-drafts-0123456789";
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  // As deep in the project as the fixture site, so the documents' "$schema" paths still resolve.
  dir = mkdtempSync(join(root, "tests/.tmp/editor-drafts-"));
  cpSync(sitePages, join(dir, "pages"), { recursive: true });
  cpSync(sitePublic, join(dir, "public"), { recursive: true });
  const api = createEditorApi({
    root,
    pagesDir: join(dir, "pages"),
    publicDir: join(dir, "public"),
    origin: () => origin,
    token: TOKEN,
  });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** What the editor's page sends. */
async function call<T>(path: string, body?: unknown): Promise<T> {
  const post: Record<string, string> =
    body === undefined ? {} : { origin, "content-type": "application/json" };
  const response = await fetch(`${origin.replace("localhost", "127.0.0.1")}${EDIT_API}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { [EDIT_TOKEN_HEADER]: TOKEN, "sec-fetch-site": "same-origin", ...post },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const read = (file: string) => readFileSync(join(root, file), "utf8");
const entry = async (route: string) =>
  (await call<DocumentSummary[]>("/documents")).find((d) => d.route === route);

describe("drafts in the editor's endpoint", () => {
  it("New case study makes a draft, listed as one; live pages are listed as live", async () => {
    const made = await call<NewCaseStudyResponse>("/case-study", { title: "Acme", slug: "acme" });
    expect(JSON.parse(read(made.file)).draft).toBe(true);
    expect(await entry("/portfolio/acme")).toMatchObject({ draft: true, caseStudy: true });
    expect(await entry("/portfolio/alpha")).toMatchObject({ draft: false });
  });

  it("saves Make live (the document without its flag) as that one line removed", async () => {
    const { file } = await call<NewCaseStudyResponse>("/case-study", { title: "Go", slug: "go" });
    const acme = await call<OpenedDocument>(`/document?file=${encodeURIComponent(file)}`);
    const data = { ...(acme.data as Record<string, unknown>) };
    delete data.draft;
    await call("/save", { file, hash: acme.hash, data });
    expect(read(file)).toBe(acme.text.replace('  "draft": true,\n', ""));
    expect(await entry("/portfolio/go")).toMatchObject({ draft: false });
  });
});
