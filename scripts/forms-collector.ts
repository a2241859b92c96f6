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

/**
 * A browser posting the form itself (JavaScript off: the newsletter form has this endpoint as
 * its action) asks for HTML; the site's own script asks for JSON.
 */
function wantsPage(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** A plain thank-you page with a link back to the page the form was on (same site only). */
function thankYouPage(res: ServerResponse, referer: string | undefined) {
  let back = "/";
  try {
    if (referer) {
      const url = new URL(referer);
      back = url.pathname + url.search;
    }
  } catch {
    // An unreadable Referer: go home.
  }
  const href = back.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  res.statusCode = 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Thank you</title><h1>Thank you for subscribing!</h1><p><a href="${href}">Back to the site</a></p></html>`,
  );
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
    if (wantsPage(req)) return thankYouPage(res, req.headers.referer);
    reply(res, 200, { ok: true });
  } catch {
    reply(res, 400, { ok: false, error: "Could not read the submission" });
  }
}
