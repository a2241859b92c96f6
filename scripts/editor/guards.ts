/**
 * The editor endpoint's guards (scripts/editor/api.ts): who may call it, how much it reads, where
 * a path really leads, and how files are written. Kept apart so each check can be read on its
 * own: a request is admitted only with the session's token, and a POST only from the editor's
 * exact origin with `Sec-Fetch-Site: same-origin` and a JSON body under the byte limit; a path
 * counts by its realpath, so a symlink cannot lead out of pages/ or public/; a document is
 * replaced by rename and an upload is linked to a name that does not exist yet, never over one.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, fsyncSync, linkSync, lstatSync, openSync, realpathSync } from "node:fs";
import { renameSync, unlinkSync, writeSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join, sep } from "node:path";
import { EDIT_MAX_BODY_BYTES, EDIT_TOKEN_HEADER } from "../../src/core/editor/editor-api.ts";
import type { Diagnostic } from "../../src/core/diagnostics/diagnostics.ts";
import { readBody } from "../forms/body.ts";

export type Body = Record<string, unknown>;

/** A route of the endpoint (api.ts): the admitted body and the URL in; a status and JSON out. */
export type Route = (body: Body, url: URL) => Promise<{ status?: number; body: unknown }>;

/** A refusal: its status, machine-readable reason and message become the EditorError answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly diagnostics?: Diagnostic[],
  ) {
    super(message);
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The checks every request passes before a route runs; a POST's JSON body, `{}` for a GET, or
 * undefined when the client went away. A token alone is not enough to write: a page elsewhere
 * that learnt it still cannot send this origin's Origin or Sec-Fetch-Site.
 */
export async function admit(
  req: IncomingMessage,
  res: ServerResponse,
  options: { token: string; origin: () => string },
) {
  const token = req.headers[EDIT_TOKEN_HEADER];
  if (typeof token !== "string" || !timingSafeEqual(digest(token), digest(options.token)))
    throw new Refusal(403, "token", "This session's token is missing or wrong: reload the editor.");
  // A browser names where a request comes from; only the editor's own page may call.
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin")
    throw new Refusal(403, "fetch-site", "Only the editor's own page may call the editor.");
  if (req.method !== "POST") return {};
  if (req.headers.origin !== options.origin())
    throw new Refusal(403, "origin", `Only ${options.origin()} may change documents.`);
  if (site !== "same-origin")
    throw new Refusal(403, "fetch-site", "Only the editor's own page may change documents.");
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new Refusal(415, "type", "Send the request as JSON.");
  const read = await readBody(req, EDIT_MAX_BODY_BYTES);
  if (read.kind === "aborted") return undefined;
  if (read.kind === "too-large") {
    res.setHeader("Connection", "close");
    throw new Refusal(413, "size", `The request is larger than ${EDIT_MAX_BODY_BYTES} bytes.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(read.body.toString("utf8"));
  } catch {
    throw new Refusal(400, "json", "The request is not valid JSON.");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new Refusal(400, "json", "The request must be a JSON object.");
  return body as Body;
}

export const toPosix = (path: string) => path.split(sep).join("/");

/**
 * Where `path` really is (symlinks resolved), if it exists; refused (403) when that, or for a
 * missing path its nearest existing folder, is not inside `dir`.
 */
export function inside(path: string, dir: string): string | undefined {
  const base = realpathSync(dir);
  const within = (real: string) => real.startsWith(base + sep);
  const outside = () => new Refusal(403, "path", "That path leads outside the editable folders.");
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // A dangling symlink, or a new file: judged by where its folder really is.
    if (lstatSync(path, { throwIfNoEntry: false })) throw outside();
    let parent = dirname(path);
    while (!lstatSync(parent, { throwIfNoEntry: false })) parent = dirname(parent);
    const real = realpathSync(parent);
    if (real !== base && !within(real)) throw outside();
    return undefined;
  }
  if (!within(real)) throw outside();
  return real;
}

export function isInside(path: string, dir: string): boolean {
  try {
    return inside(path, dir) !== undefined;
  } catch {
    return false;
  }
}

/** Temp file in the same folder, written, flushed to disk, then renamed over the document. */
export function writeAtomically(file: string, text: string) {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temp, "wx");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    unlinkSync(temp);
    throw error;
  }
}

/**
 * Stores a new file as <base><ext>, else <base>-2<ext>, -3…: written aside, then hard-linked to
 * its name, which fails rather than replace an existing file (or follow a symlink).
 */
export function storeNew(dir: string, base: string, ext: string, bytes: Buffer): string {
  const temp = join(dir, `.upload.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temp, "wx");
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    for (let n = 1; n < 1000; n++) {
      const name = `${base}${n === 1 ? "" : `-${n}`}${ext}`;
      try {
        linkSync(temp, join(dir, name));
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    throw new Refusal(409, "exists", `Too many pictures named ${base}${ext} in this folder.`);
  } finally {
    unlinkSync(temp);
  }
}

/** Whether the bytes start the way a file of the declared type does. */
export function hasMagicBytes(type: string, b: Buffer): boolean {
  const text = (start: number, end: number) => b.toString("latin1", start, end);
  if (type === "image/png") return b.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"));
  if (type === "image/jpeg") return b.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex"));
  if (type === "image/webp") return text(0, 4) === "RIFF" && text(8, 12) === "WEBP";
  // An ISO box "ftyp" whose major or compatible brands include AVIF's.
  if (type === "image/avif")
    return b.length >= 12 && text(4, 8) === "ftyp" && /avi[fs]/.test(text(8, b.readUInt32BE(0)));
  return false;
}

/** "Hero Shot (final).PNG" → "hero-shot-final": the stored name's base. */
export function kebabName(name: string): string {
  const stem = (name.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "");
  const kebab = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return kebab || "picture";
}
