/**
 * The local form-collection endpoint used when no external service is configured
 * (POST /api/forms/contact, POST /api/forms/newsletter). Under bad input it holds: the body
 * is limited as it streams (413), a cross-site Origin is refused (403), the fields are checked
 * against schema/forms/ (422, field by field), a filled honeypot is thanked and dropped, and
 * a submission is on disk (fsync) before the 200; a storage failure is logged and answered
 * 503, so the form keeps what the visitor typed. A browser's own post gets pages of the site
 * (scripts/forms/pages.ts); the site's script gets JSON. `npm run forms` reads what arrived.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "./body.ts";
import { isCrossSite } from "./origin.ts";
import { backPath, sendProblemPage, sendThankYouPage, type FormPagesSource } from "./pages.ts";
import { parseFields, wantsHtml } from "./parse.ts";
import { storeSubmission } from "./store.ts";
import { checkSubmission, FORMS, type FieldError, type FormName } from "./validate.ts";

export const FORM_PATH_PREFIX = "/api/forms/";

export interface CollectorOptions extends FormPagesSource {
  formsDir: string;
  /** Where failures are reported (console.error by default). */
  log?: (line: string) => void;
}

function reply(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

const isForm = (name: string): name is FormName => (FORMS as readonly string[]).includes(name);

/** GET /api/forms/<form>/thanks?back=/path: where a browser's post is sent after success. */
function thanksPath(form: FormName, back: string) {
  return `${FORM_PATH_PREFIX}${form}/thanks?back=${encodeURIComponent(back)}`;
}

export async function handleFormSubmission(
  req: IncomingMessage,
  res: ServerResponse,
  target: { path: string; query: string },
  options: CollectorOptions,
) {
  const log = options.log ?? ((line: string) => console.error(line));
  const [name, page, ...rest] = target.path.slice(FORM_PATH_PREFIX.length).split("/");
  if (!name || !isForm(name) || rest.length > 0 || (page !== undefined && page !== "thanks"))
    return reply(res, 404, { ok: false, error: "Unknown form" });
  const form = name;
  if (page === "thanks") {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return reply(res, 405, { ok: false, error: "Use GET" });
    }
    const back = new URLSearchParams(target.query).get("back") ?? undefined;
    return sendThankYouPage(req, res, options, form, backPath(back, undefined));
  }
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(res, 405, { ok: false, error: "Use POST" });
  }
  const html = wantsHtml(req.headers.accept);
  const back = backPath(req.headers.referer, req.headers.host);
  const refuse = (status: number, heading: string, text: string, errors?: FieldError[]) => {
    if (html) return sendProblemPage(req, res, options, { status, heading, text, errors, back });
    // One shape for every refusal: the form reads the status; tools can read the list.
    reply(res, status, {
      ok: false,
      error: text,
      errors: errors ?? [{ field: "", message: text }],
    });
  };
  if (isCrossSite(req)) {
    res.setHeader("Connection", "close");
    return refuse(403, "Your form was not sent", "Forms are only accepted from this site.");
  }
  const body = await readBody(req);
  if (body.kind === "aborted") return;
  if (body.kind === "too-large") {
    // Stop here: the rest of the body is never read, and the connection closes.
    res.setHeader("Connection", "close");
    return refuse(413, "Your form was not sent", "The submission is too large.");
  }
  const parsed = await parseFields(req.headers["content-type"], body.body);
  if (parsed.kind === "unsupported") {
    res.setHeader(
      "Accept-Post",
      "application/json, multipart/form-data, application/x-www-form-urlencoded",
    );
    return refuse(415, "Your form was not sent", "Send JSON or form data.");
  }
  if (parsed.kind === "invalid")
    return refuse(422, "Please check the form", parsed.message, [
      { field: "", message: parsed.message },
    ]);
  const honeypot = parsed.fields._honeypot;
  const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined;
  const receivedAt = new Date();
  if (!spam) {
    const checked = checkSubmission(form, parsed.fields, receivedAt);
    if (!checked.ok)
      return refuse(422, "Please check the form", "Your message was not sent:", checked.errors);
    try {
      await storeSubmission(options.formsDir, {
        form,
        receivedAt: receivedAt.toISOString(),
        fields: checked.fields,
      });
    } catch (error) {
      log(
        `forms: could not store a ${form} submission in ${options.formsDir}: ${error instanceof Error ? error.message : String(error)}`,
      );
      res.setHeader("Retry-After", "60");
      return refuse(
        503,
        "Your form was not sent",
        "We could not keep it just now. Please try again in a few minutes; what you typed is still on the form.",
      );
    }
  }
  // A bot that filled the hidden field is thanked like anyone else, and nothing is kept.
  if (html) {
    res.statusCode = 303;
    res.setHeader("Location", thanksPath(form, back));
    res.setHeader("Cache-Control", "no-store");
    return res.end();
  }
  reply(res, 200, { ok: true });
}
