/**
 * The visual editor's endpoint (scripts/editor/api.ts) over a copy of the fixture site, on a plain
 * node:http server: first everything it must refuse (another origin, a missing token or header,
 * a path or symlink leading outside pages/, a body past the limit, a stale save, a file that is
 * not the picture it claims), then what the editor does with it (list, open, validate, save,
 * new case study, upload). The copy sits in tests/.tmp, as deep in the project as the fixture
 * site, so the documents' "$schema" paths still lead to the project's schema/.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EDIT_API,
  EDIT_MAX_BODY_BYTES,
  EDIT_MAX_UPLOAD_BYTES,
  EDIT_TOKEN_HEADER,
  type DocumentSummary,
  type OpenedDocument,
} from "../../../../src/core/editor/editor-api.ts";
import { createEditorApi } from "../../../../scripts/editor/api.ts";
import { EDITOR_PLUGIN_NAME } from "../../../../scripts/editor/plugin.ts";
import { rawRequest, request } from "../../support/server-harness.ts";
import { root, sitePages, sitePublic } from "../../support/fixture-site.ts";

const TOKEN = "test-token-0123456789";
let dir: string;
let pagesDir: string;
let publicDir: string;
let prefix: string;
let server: Server;
let port: number;
let origin: string;
const logs: string[] = [];

beforeEach(async () => {
  mkdirSync(join(root, "tests/.tmp"), { recursive: true });
  dir = mkdtempSync(join(root, "tests/.tmp/editor-"));
  pagesDir = join(dir, "pages");
  publicDir = join(dir, "public");
  cpSync(sitePages, pagesDir, { recursive: true });
  cpSync(sitePublic, publicDir, { recursive: true });
  prefix = relative(root, pagesDir).split("\\").join("/");
  const api = createEditorApi({
    root,
    pagesDir,
    publicDir,
    origin: () => origin,
    token: TOKEN,
    log: (line) => logs.push(line),
  });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
  origin = `http://localhost:${port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const doc = (name: string) => `${prefix}/${name}`;
const read = (file: string) => readFileSync(join(root, file), "utf8");

type Answer = { status: number; json: Record<string, unknown> & { reason?: string } };

/** What the editor's page sends; `headers` replaces or (with undefined) removes a header. */
async function call(
  path: string,
  body?: unknown,
  headers: Record<string, string | undefined> = {},
): Promise<Answer> {
  const post = body === undefined ? {} : { origin, "content-type": "application/json" };
  const all = { [EDIT_TOKEN_HEADER]: TOKEN, "sec-fetch-site": "same-origin", ...post, ...headers };
  const response = await fetch(`http://127.0.0.1:${port}${EDIT_API}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: Object.fromEntries(Object.entries(all).filter((entry) => entry[1] !== undefined)),
    body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
  });
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, json: await response.json() };
}

/** Checks a refusal's status and reason (`what` names the case in a failure). */
function refused(answer: Answer, status: number, reason: string, what?: string) {
  expect(answer, what).toMatchObject({ status, json: { reason } });
}

async function open(name: string) {
  const answer = await call(`/document?file=${encodeURIComponent(doc(name))}`);
  expect(answer.status).toBe(200);
  return answer.json as unknown as OpenedDocument & { data: Record<string, unknown> };
}

/** The data with one value, at a JSON pointer, replaced. */
function edit(data: unknown, pointer: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = pointer.split("/").slice(1);
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
  parent[last] = value;
  return copy;
}

const png = () => readFileSync(join(sitePublic, "media/fx/logo.png"));
const upload = (data: Buffer, type = "image/png", name = "Hero Shot (Final).PNG") =>
  call("/upload", { folder: "acme", name, type, data: data.toString("base64") });

describe("the editor's endpoint refuses", () => {
  const save = async (headers: Record<string, string | undefined>) => {
    const alpha = await open("portfolio/alpha.json");
    const answer = await call("/save", { ...alpha, data: { ...alpha.data, title: "X" } }, headers);
    expect(read(alpha.file)).toBe(alpha.text);
    return answer;
  };

  it("a write from another origin, another localhost port, or with no Origin", async () => {
    const others = ["https://evil.example", `http://localhost:${port + 1}`, "null", undefined];
    for (const other of [...others, `http://127.0.0.1:${port}`])
      refused(await save({ origin: other }), 403, "origin");
  });

  it("a call without the token or from another site, and a write without its headers", async () => {
    refused(await call("/documents", undefined, { [EDIT_TOKEN_HEADER]: undefined }), 403, "token");
    refused(await call("/documents", undefined, { [EDIT_TOKEN_HEADER]: "guess" }), 403, "token");
    refused(await save({ [EDIT_TOKEN_HEADER]: TOKEN + "x" }), 403, "token");
    const sameSite = await call("/documents", undefined, { "sec-fetch-site": "same-site" });
    refused(sameSite, 403, "fetch-site");
    refused(await save({ "sec-fetch-site": undefined }), 403, "fetch-site");
    refused(await save({ "content-type": "text/plain" }), 415, "type");
    refused(await call("/validate", "{ not json", {}), 400, "json");
  });

  it("a save over a file that changed on disk since it was opened", async () => {
    const alpha = await open("portfolio/alpha.json");
    const changed = alpha.text.replace("Alpha is a cafe.", "Alpha is a bakery.");
    writeFileSync(join(root, alpha.file), changed);
    const data = { ...alpha.data, description: "Edited in the editor." };
    const answer = await call("/save", { file: alpha.file, hash: alpha.hash, data });
    refused(answer, 409, "stale");
    expect(read(alpha.file)).toBe(changed);
    refused(await call("/diff", { file: alpha.file, hash: alpha.hash, data }), 409, "stale");
  });

  it("a path outside pages/, however it is written", async () => {
    const home = await open("home.json");
    const before = readFileSync(join(root, "package.json"), "utf8");
    for (const file of [
      "../package.json",
      "pages/../package.json",
      `${prefix}/../../../../package.json`,
      `${prefix}/./home.json`,
      `${prefix}\\home.json`,
      `${prefix}/home.json\0`,
      join(pagesDir, "home.json"),
      "/etc/passwd",
      "package.json",
    ]) {
      const opened = await call(`/document?file=${encodeURIComponent(file)}`);
      refused(opened, 403, "path", file);
      const saved = await call("/save", { file, hash: home.hash, data: home.data });
      refused(saved, 403, "path", file);
    }
    expect(readFileSync(join(root, "package.json"), "utf8")).toBe(before);
  });

  it("a symlink under pages/ that leads outside, and writes nothing there", async () => {
    const outside = join(dir, "outside.json");
    const text = read(doc("home.json"));
    writeFileSync(outside, text);
    symlinkSync(outside, join(pagesDir, "linked.json"));
    mkdirSync(join(dir, "elsewhere"));
    symlinkSync(join(dir, "elsewhere"), join(pagesDir, "folder"));
    const data = JSON.parse(text);
    for (const file of [doc("linked.json"), doc("folder/new.json")]) {
      refused(await call(`/document?file=${encodeURIComponent(file)}`), 403, "path");
      const saved = await call("/save", { file, hash: sha256(text), data, allowErrors: true });
      refused(saved, 403, "path");
    }
    expect(readFileSync(outside, "utf8")).toBe(text);
    expect(readdirSync(join(dir, "elsewhere"))).toEqual([]);
    const listed = (await call("/documents")).json as unknown as DocumentSummary[];
    expect(listed.map((d) => d.file)).not.toContain(doc("linked.json"));
  });

  it("a body past the limit, streamed chunked without a length", { timeout: 30_000 }, async () => {
    const head = request("POST", `${EDIT_API}/validate`, {
      [EDIT_TOKEN_HEADER]: TOKEN,
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
    }).replace(/Content-Length: \d+\r\n/, "");
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const answer = await rawRequest(
      port,
      async (socket) => {
        socket.write(head);
        for (let sent = 0; sent <= 2 * EDIT_MAX_BODY_BYTES && !socket.destroyed;) {
          const more = socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write("\r\n");
          sent += chunk.length;
          if (!more)
            await new Promise((done) => (socket.once("drain", done), socket.once("close", done)));
        }
      },
      { timeoutMs: 20_000 },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ reason: "size" });
    expect(answer.ended).not.toBe("open");
  });

  it("an upload of another type, of bytes that are not its type, or too large", async () => {
    refused(await upload(png(), "image/gif"), 415, "file-type");
    refused(await upload(png(), "image/jpeg"), 415, "file-type");
    refused(
      await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
      415,
      "file-type",
    );
    const large = Buffer.concat([png(), Buffer.alloc(EDIT_MAX_UPLOAD_BYTES)]);
    refused(await upload(large), 413, "size");
    const bad = { folder: "../x", name: "a.png", type: "image/png", data: "" };
    refused(await call("/upload", bad), 400, "folder");
    expect(existsSync(join(publicDir, "media/acme"))).toBe(false);
  });
});

describe("the editor's endpoint", () => {
  it("lists every document with its kind, route and title", async () => {
    const { status, json } = await call("/documents");
    expect(status).toBe(200);
    const list = json as unknown as DocumentSummary[];
    const site = { file: doc("site.json"), kind: "site", title: "Site settings", caseStudy: false };
    expect(list).toContainEqual({ ...site, draft: false });
    expect(list.find((d) => d.file === doc("taxonomy.json"))?.kind).toBe("taxonomy");
    expect(list).toContainEqual(
      expect.objectContaining({ file: doc("home.json"), route: "/", caseStudy: false }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ route: "/portfolio/alpha", kind: "page", caseStudy: true }),
    );
    expect(list).toHaveLength(7);
  });

  it("opens a document with its text, hash and data", async () => {
    const alpha = await open("portfolio/alpha.json");
    expect(alpha.text).toBe(read(doc("portfolio/alpha.json")));
    expect(alpha.hash).toBe(sha256(alpha.text));
    expect(alpha.data).toEqual(JSON.parse(alpha.text));
    refused(await call(`/document?file=${encodeURIComponent(doc("no.json"))}`), 404, "missing");
  });

  it("validates the unsaved document with the build's validator, at its pointer", async () => {
    const alpha = await open("portfolio/alpha.json");
    const data = edit(alpha.data, "/blocks/2/colors/1/hex", "blue");
    const { status, json } = await call("/validate", { file: alpha.file, data });
    expect(status).toBe(200);
    const where = { code: "bad-format", pointer: "/blocks/2/colors/1/hex", line: 40 };
    expect(json.diagnostics).toEqual([expect.objectContaining(where)]);
    expect(read(alpha.file)).toBe(alpha.text);
  });

  it("saves one edited field as a one-line change, then refuses the old hash", async () => {
    const alpha = await open("portfolio/alpha.json");
    const data = edit(alpha.data, "/blocks/1/paragraphs/0", "Alpha is a bakery.");
    const body = { file: alpha.file, hash: alpha.hash, data };
    const diff = await call("/diff", body);
    expect(diff.status).toBe(200);
    expect(diff.json.diff).toContain('+      "paragraphs": ["Alpha is a bakery."],');
    const saved = await call("/save", body);
    expect(saved.status).toBe(200);
    const after = read(alpha.file);
    expect(saved.json).toMatchObject({ hash: sha256(after), text: after, diagnostics: [] });
    const [was, now] = [alpha.text.split("\n"), after.split("\n")];
    expect(now).toHaveLength(was.length);
    expect(now.filter((line, i) => line !== was[i])).toEqual([
      '      "paragraphs": ["Alpha is a bakery."],',
    ]);
    expect(readdirSync(join(pagesDir, "portfolio")).filter((f) => f.startsWith("."))).toEqual([]);
    const again = await call("/save", { ...body, data: { ...data, title: "Again" } });
    refused(again, 409, "stale");
    expect(read(alpha.file)).toBe(after);
  });

  it("refuses to save errors unless told to", async () => {
    const alpha = await open("portfolio/alpha.json");
    const data = edit(alpha.data, "/blocks/2/colors/1/hex", "blue");
    const body = { file: alpha.file, hash: alpha.hash, data };
    const answer = await call("/save", body);
    refused(answer, 422, "invalid");
    expect(answer.json.diagnostics).toEqual([expect.objectContaining({ code: "bad-format" })]);
    expect(read(alpha.file)).toBe(alpha.text);
    expect((await call("/save", { ...body, allowErrors: true })).status).toBe(200);
    expect(read(alpha.file)).toContain('"hex": "blue"');
  });

  it("makes a new case study and links its neighbours to it", async () => {
    const made = await call("/case-study", { title: "Acme", slug: "acme" });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ file: doc("portfolio/acme.json"), route: "/portfolio/acme" });
    expect(existsSync(join(pagesDir, "portfolio/acme.json"))).toBe(true);
    const changed = made.json.changed as string[];
    expect(changed).toHaveLength(2);
    for (const file of changed) expect(read(file)).toContain('"/portfolio/acme"');
    refused(await call("/case-study", { title: "Again", slug: "alpha" }), 400, "scaffold");
  });

  it("lists the pictures with their sizes, and stores an upload under a new name", async () => {
    const media = await call("/media");
    const size = { width: expect.any(Number), height: expect.any(Number) };
    expect(media.json.items).toContainEqual({ src: "/media/fx/logo.png", ...size });
    const first = await upload(png());
    expect(first).toMatchObject({ status: 201, json: { src: "/media/acme/hero-shot-final.png" } });
    expect(first.json).toMatchObject(size);
    expect(readFileSync(join(publicDir, "media/acme/hero-shot-final.png"))).toEqual(png());
    const second = await upload(png());
    expect(second.json.src).toBe("/media/acme/hero-shot-final-2.png");
    const stored = readdirSync(join(publicDir, "media/acme")).sort();
    expect(stored).toEqual(["hero-shot-final-2.png", "hero-shot-final.png"]);
    expect(logs).toEqual([]);
  });
});

describe("the editor plugin", () => {
  it("is not part of the project's Vite config, in the build or in `npm run dev`", async () => {
    const { default: config } = await import("../../../../vite.config.ts");
    const names = async (env: { mode: string; command: "build" | "serve" }) => {
      const resolved = await (config as (env: object) => { plugins?: unknown[] })(env);
      const flat = (await Promise.all(resolved.plugins ?? [])).flat(Infinity);
      return flat.map((plugin) => (plugin as { name?: string } | null)?.name);
    };
    const build = { mode: "production", command: "build" as const };
    for (const env of [build, { mode: "development", command: "serve" as const }]) {
      const list = await names(env);
      expect(list).toContain("agency-content");
      expect(list).not.toContain(EDITOR_PLUGIN_NAME);
    }
  });
});
