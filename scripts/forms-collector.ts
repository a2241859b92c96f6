/**
 * The local form-collection endpoint used when no external service is configured: accepts
 * the contact form's JSON and the newsletter's multipart data, and appends each submission as
 * one JSON line to <formsDir>/submissions.jsonl, so a fresh clone works end to end.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";

export const FORM_PATH_PREFIX = "/api/forms/";
const FORMS = new Set(["contact", "newsletter"]);
const MAX_BYTES = 64 * 1024;

function reply(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

export async function handleFormSubmission(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  formsDir: string,
) {
  const form = pathname.slice(FORM_PATH_PREFIX.length);
  if (!FORMS.has(form)) return reply(res, 404, { ok: false, error: "Unknown form" });
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(res, 405, { ok: false, error: "Use POST" });
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > MAX_BYTES) return reply(res, 413, { ok: false, error: "Too large" });
  try {
    const request = new Request("http://localhost" + pathname, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const type = req.headers["content-type"] ?? "";
    let fields: Record<string, unknown>;
    if (type.startsWith("application/json")) {
      fields = (await request.json()) as Record<string, unknown>;
    } else if (
      type.startsWith("multipart/form-data") ||
      type.startsWith("application/x-www-form-urlencoded")
    ) {
      fields = Object.fromEntries(
        [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]),
      );
    } else {
      return reply(res, 415, { ok: false, error: "Send JSON or form data" });
    }
    mkdirSync(formsDir, { recursive: true });
    appendFileSync(
      join(formsDir, "submissions.jsonl"),
      JSON.stringify({ form, receivedAt: new Date().toISOString(), fields }) + "\n",
    );
    reply(res, 200, { ok: true });
  } catch {
    reply(res, 400, { ok: false, error: "Could not read the submission" });
  }
}
