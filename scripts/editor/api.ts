/**
 * The visual editor's endpoint (development only: scripts/editor/plugin.ts, which `npm run edit`
 * alone registers). It reads and writes the documents under pages/ and adds pictures under
 * public/media, so every request must prove it comes from the editor's own page: the session's
 * token, and on a POST the exact Origin, `Sec-Fetch-Site: same-origin` and a JSON body read
 * under a byte limit (a page on another site or another localhost port can send none of these).
 * A path is resolved through realpath and must stay inside pages/ (or public/media), so no name
 * and no symlink reaches a file outside.
 *
 * Validation is the build's own (scripts/content/load.ts) over the whole site with the edited
 * document in place of the saved one, so the author sees what `npm run validate` would say, at
 * the line and column of the text that would be written. A save is refused when the file changed
 * on disk since it was opened (its SHA-256), and written atomically. The contract (paths, shapes,
 * limits) is src/core/editor/editor-api.ts; the checks themselves are in scripts/editor/guards.ts.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  EDIT_API,
  type DiffResponse,
  type DocumentSummary,
  type NewCaseStudyResponse,
  type OpenedDocument,
  type SaveResponse,
} from "../../src/core/editor/editor-api.ts";
import { loadAndValidate, loadSchemas, readDocuments } from "../content/load.ts";
import { parseJsonSource } from "../content/json-source.ts";
import { isError, type Diagnostic } from "../../src/core/diagnostics/diagnostics.ts";
import { loadServers, type BlockServers } from "../../src/core/blocks/block-server.ts";
import { definitions } from "../../src/render/definitions.ts";
import { createValidators, kindOf } from "../content/validators.ts";
import { scaffoldCaseStudy, ScaffoldError } from "../content/new-case-study.ts";
import { isDraft } from "../../src/core/drafts.ts";
import { editJson } from "./json-edit.ts";
import { fileDiff } from "./file-diff.ts";
import { admit, inside, isInside, Refusal, toPosix, writeAtomically } from "./guards.ts";
import type { Body, Route } from "./guards.ts";
import { gitRoutes } from "./git-routes.ts";
import { mediaRoutes } from "./media-routes.ts";

export interface EditorApiOptions {
  /** The project: holds schema/ and src/blocks/; document paths are relative to it. */
  root: string;
  pagesDir: string;
  publicDir: string;
  /** The editor page's origin, for example "http://localhost:5173" (known once listening). */
  origin: () => string;
  token: string;
  /** Where an unexpected failure is reported; console.error unless told. */
  log?: (line: string) => void;
}

/** Where scaffoldCaseStudy names its files from (scripts/content/new-case-study.ts: the repository). */
const SCAFFOLD_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The schemas, re-read per call (a few ms) but kept as the same object while their content is
 * unchanged: the build's validators are compiled once per schemas object (validators.ts), and
 * compiling them (~250 ms) would otherwise be most of every validation.
 */
const schemaCache = new Map<string, { key: string; value: Record<string, object> }>();
function schemasOf(root: string): Record<string, object> {
  const value = loadSchemas(root);
  const key = JSON.stringify(value);
  if (schemaCache.get(root)?.key !== key) schemaCache.set(root, { key, value });
  return schemaCache.get(root)!.value;
}

export const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

export function createEditorApi(options: EditorApiOptions) {
  const root = resolve(options.root);
  const pagesDir = resolve(options.pagesDir);
  const publicDir = resolve(options.publicDir);
  const prefix = toPosix(relative(root, pagesDir));
  if (!prefix || prefix.startsWith("..") || resolve(root, prefix) !== pagesDir)
    throw new Error(`The editor needs the documents (${pagesDir}) inside the project (${root}).`);
  const log = options.log ?? ((line: string) => console.error(line));
  const rel = (absolute: string) => toPosix(relative(root, absolute));

  // Compiled while the editor's page loads rather than on its first validation; a schema that
  // fails to load is reported by the validation that needs it.
  setTimeout(() => {
    try {
      createValidators(schemasOf(root));
    } catch {
      /* reported by that validation */
    }
  }, 0).unref();

  /** A document named by the editor: its path checked, its real location inside pages/. */
  function documentAt(file: unknown) {
    const shape = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9_-]*\.json$/;
    if (typeof file !== "string" || !file.startsWith(prefix + "/"))
      throw new Refusal(403, "path", `Only documents under ${prefix}/ can be edited.`);
    if (!shape.test(file.slice(prefix.length + 1)))
      throw new Refusal(
        403,
        "path",
        `"${file}" is not a document path such as ${prefix}/home.json.`,
      );
    const real = inside(resolve(root, file), pagesDir);
    if (!real) throw new Refusal(404, "missing", `There is no document ${file}.`);
    return { file, real, text: readFileSync(real, "utf8") };
  }

  /** The block types' checks run too, as in `npm run validate`. */
  const servers: Promise<BlockServers> = loadServers(definitions);

  async function diagnose(file: string, text: string): Promise<Diagnostic[]> {
    const result = loadAndValidate({
      root,
      pagesDir,
      publicDir,
      schemas: schemasOf(root),
      edited: { file, text },
      servers: await servers,
    });
    return result.diagnostics.filter((d) => d.file === file);
  }

  /** The document's text as it would be saved with `data`, and what the build says of it. */
  async function edited(body: Body, checkHash: boolean) {
    if (!("data" in body)) throw new Refusal(400, "request", 'The request has no "data".');
    const doc = documentAt(body.file);
    if (checkHash) {
      if (typeof body.hash !== "string")
        throw new Refusal(400, "request", 'The request has no "hash" of the opened text.');
      if (sha256(doc.text) !== body.hash) throw stale(doc.file);
    }
    const after = await editJson(doc.text, body.data, doc.real);
    return { ...doc, after, diagnostics: await diagnose(doc.file, after) };
  }

  const stale = (file: string) =>
    new Refusal(
      409,
      "stale",
      `${file} changed on disk since it was opened. Reload it (your edits are kept in the editor) and save again.`,
    );

  const git = gitRoutes({ root, pagesDir, publicDir, servers });
  const routes: Record<string, Route> = {
    ...git.routes,
    ...mediaRoutes({ publicDir }).routes,
    "GET /documents": async () => ({ body: listDocuments() }),
    "GET /document": async (_body, url) => {
      const doc = documentAt(url.searchParams.get("file"));
      const opened: OpenedDocument = {
        file: doc.file,
        text: doc.text,
        hash: sha256(doc.text),
        data: parseJsonSource(doc.text).lenientValue,
      };
      return { body: opened };
    },
    "POST /validate": async (body) => ({
      body: { diagnostics: (await edited(body, false)).diagnostics },
    }),
    "POST /diff": async (body) => {
      const doc = await edited(body, true);
      const answer: DiffResponse = {
        diff: fileDiff(doc.file, doc.text, doc.after),
        text: doc.after,
        diagnostics: doc.diagnostics,
      };
      return { body: answer };
    },
    "POST /save": async (body) => {
      const doc = await edited(body, true);
      if (body.allowErrors !== true && doc.diagnostics.some(isError))
        throw new Refusal(
          422,
          "invalid",
          `${doc.file} was not saved: the build would refuse it. Fix the errors, or save with errors.`,
          doc.diagnostics,
        );
      // Read again just before replacing: a change made while the text was being formatted wins.
      if (sha256(readFileSync(doc.real, "utf8")) !== body.hash) throw stale(doc.file);
      if (doc.after !== doc.text) writeAtomically(doc.real, doc.after);
      const answer: SaveResponse = {
        hash: sha256(doc.after),
        text: doc.after,
        diagnostics: doc.diagnostics,
      };
      return { body: answer };
    },
    "POST /case-study": async (body) => {
      const { title, slug } = body;
      if (typeof title !== "string" || typeof slug !== "string")
        throw new Refusal(400, "request", 'A new case study needs a "title" and a "slug".');
      try {
        const made = scaffoldCaseStudy({
          title,
          slug,
          pagesDir,
          publicDir,
          servers: await servers,
        });
        const answer: NewCaseStudyResponse = {
          file: rel(join(pagesDir, "portfolio", `${slug}.json`)),
          route: made.route,
          changed: [made.previous.file, made.next.file].map((f) => rel(resolve(SCAFFOLD_ROOT, f))),
        };
        return { status: 201, body: answer };
      } catch (error) {
        if (error instanceof ScaffoldError) throw new Refusal(400, "scaffold", error.message);
        throw error;
      }
    },
  };

  function listDocuments(): DocumentSummary[] {
    return readDocuments(root, pagesDir)
      .filter((d) => isInside(resolve(root, d.file), pagesDir))
      .map(({ file, text }) => {
        const value = parseJsonSource(text).lenientValue as Record<string, unknown> | undefined;
        const name = basename(file);
        const kind =
          kindOf(value) ??
          (name === "site.json" ? "site" : name === "taxonomy.json" ? "taxonomy" : "page");
        const route = kind === "page" && typeof value?.route === "string" ? value.route : undefined;
        const title =
          kind === "site"
            ? "Site settings"
            : kind === "taxonomy"
              ? "Services and industries"
              : typeof value?.title === "string"
                ? value.title
                : file;
        const caseStudy = kind === "page" && typeof value?.project === "object";
        const draft = kind === "page" && isDraft(value);
        return { file, kind, ...(route === undefined ? {} : { route }), title, caseStudy, draft };
      });
  }

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== EDIT_API && !url.pathname.startsWith(EDIT_API + "/")) return next();
    res.setHeader("Cache-Control", "no-store");
    const path = url.pathname.slice(EDIT_API.length);
    void (async () => {
      try {
        const body = await admit(req, res, options);
        if (body === undefined) return;
        const stream = git.streams[`${req.method} ${path}`];
        if (stream) return await stream(body, res);
        const route = routes[`${req.method} ${path}`];
        if (!route) throw new Refusal(404, "route", `The editor has no ${req.method} ${path}.`);
        const answer = await route(body, url);
        send(res, answer.status ?? 200, answer.body);
      } catch (error) {
        // A body left unread (refused before reading, or past the limit) is never read.
        if (req.method === "POST" && !req.readableEnded) res.setHeader("Connection", "close");
        if (error instanceof Refusal) {
          const { status, reason, message, diagnostics } = error;
          return send(res, status, { error: message, reason, ...(diagnostics && { diagnostics }) });
        }
        log(`[editor] ${req.method} ${url.pathname} failed: ${(error as Error)?.stack ?? error}`);
        send(res, 500, {
          error: `The editor's server failed: ${String(error)}`,
          reason: "internal",
        });
      }
    })();
  };
}
