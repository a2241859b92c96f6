/**
 * The pages the collector answers a browser's own post with (JavaScript off, or not loaded
 * yet): the prerendered thank-you page of the form that was sent, and a page listing what to
 * fix. Both come from dist/_forms/ (scripts/prerender/form-pages.ts) with the site's header,
 * footer and Content-Security-Policy; their one link back is always a path on this site.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { BACK_LINK_ATTR, FORM_PAGES_DIR, FORM_SECTION_ATTR } from "../prerender/form-pages.ts";
import { escapeHtml } from "../../src/core/html.ts";
import type { FieldError } from "./validate.ts";

export interface FormPagesSource {
  dist: string;
  /** The build's policies by file (dist/_csp.json), current after a rebuild. */
  policies: () => Record<string, string>;
}

/**
 * A same-site path to go back to: the path (and query) of a URL on this host, never a
 * scheme, a host, "//" or "/\" (which browsers read as another host). Anything else is "/".
 */
export function backPath(value: string | undefined, host: string | undefined): string {
  if (!value) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return "/";
  }
  const sameSite = url.host === "same.invalid" || (host !== undefined && url.host === host);
  if (!sameSite || (url.protocol !== "http:" && url.protocol !== "https:")) return "/";
  const path = url.pathname + url.search;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return "/";
  return path;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  source: FormPagesSource,
  page: string,
  status: number,
  fill: (html: string) => string,
) {
  const file = `/${FORM_PAGES_DIR}/${page}.html`;
  let html: string;
  try {
    html = readFileSync(join(source.dist, file), "utf8");
  } catch {
    // A build from before the collector's pages: a bare page still says what happened.
    html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Form</title><main><section ${FORM_SECTION_ATTR}=""></section></main></html>`;
  }
  const csp = source.policies()[file];
  if (csp) res.setHeader("Content-Security-Policy", csp);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : fill(html));
}

const withBackLink = (html: string, back: string) =>
  html
    .split(`<a ${BACK_LINK_ATTR}="" href="/">`)
    .join(`<a ${BACK_LINK_ATTR}="" href="${escapeHtml(back)}">`);

export function sendThankYouPage(
  req: IncomingMessage,
  res: ServerResponse,
  source: FormPagesSource,
  form: string,
  back: string,
) {
  send(req, res, source, `thanks-${form}`, 200, (html) => withBackLink(html, back));
}

/** A page saying the form was not sent and why, field by field, with a link back to it. */
export function sendProblemPage(
  req: IncomingMessage,
  res: ServerResponse,
  source: FormPagesSource,
  options: { status: number; heading: string; text: string; errors?: FieldError[]; back: string },
) {
  const items = (options.errors ?? [])
    .map(
      (error) =>
        `<li>${error.field ? `<strong>${escapeHtml(error.field)}</strong>: ` : ""}${escapeHtml(error.message)}</li>`,
    )
    .join("");
  const inner =
    `<h1>${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.text)}</p>` +
    (items ? `<ul>${items}</ul>` : "") +
    `<a ${BACK_LINK_ATTR}="" href="${escapeHtml(options.back)}">Back to the form</a>`;
  send(req, res, source, "problem", options.status, (html) =>
    html
      .split(`${FORM_SECTION_ATTR}=""></section>`)
      .join(`${FORM_SECTION_ATTR}="">${inner}</section>`),
  );
}
