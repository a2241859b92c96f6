/**
 * The collector's pages (scripts/forms/), prerendered with the site's header, footer and
 * styles: a thank-you page per form and a page for a submission that was not sent. They are
 * the not-found page's render with its section's content replaced, without the app's scripts
 * (they are never hydrated), under dist/_forms/, which is never served as a file; the
 * collector sends them with the policy recorded for them in _csp.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { SiteModel } from "../content/model.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";

export const FORM_PAGES_DIR = "_forms";
/** Attribute of the section the collector fills (problem page) or whose link it sets. */
export const FORM_SECTION_ATTR = "data-form-page";
export const BACK_LINK_ATTR = "data-back-link";

export interface FormPageWords {
  title: string;
  heading: string;
  text: string;
}

/** "Thank you! Your message is with us." → heading "Thank you!", text "Your message is with us." */
function splitThanks(words: string): { heading: string; text: string } {
  const end = words.search(/[!.] /);
  return end < 0
    ? { heading: words, text: "" }
    : { heading: words.slice(0, end + 1), text: words.slice(end + 2) };
}

/**
 * The words of each page, from the documents: the newsletter's thank-you picture's description,
 * and each block form's thank-you words (`form.thanks` of its type's hooks, block-server.ts), from
 * the site's first block of that type.
 */
export function formPageWords(
  model: SiteModel,
  servers: BlockServers,
): Record<string, FormPageWords> {
  const newsletter = splitThanks(
    model.site.newsletter?.thankYouImage.alt ?? "Thank you for subscribing!",
  );
  const pages: Record<string, FormPageWords> = {
    "thanks-newsletter": { title: newsletter.heading, ...newsletter },
  };
  const blocks = model.pages.flatMap((page) => page.doc.blocks);
  for (const [type, { form }] of Object.entries(servers)) {
    if (!form) continue;
    const block = blocks.find((candidate) => candidate.type === type);
    const words = splitThanks(block ? form.thanks(block as never) : "Thank you!");
    pages[`thanks-${form.name}`] = { title: words.heading, ...words };
  }
  pages.problem = { title: "Your form was not sent", heading: "", text: "" };
  return pages;
}

/** One page: the not-found render with the section's words, title and link replaced. */
export function formPageHtml(notFoundHtml: string, words: FormPageWords, siteName: string) {
  const dom = new JSDOM(notFoundHtml);
  const doc = dom.window.document;
  const section = doc.querySelector("section[data-not-found]");
  if (!section) throw new Error("The not-found page has no section[data-not-found].");
  section.removeAttribute("data-not-found");
  section.setAttribute(FORM_SECTION_ATTR, "");
  section.replaceChildren();
  if (words.heading) {
    const h1 = doc.createElement("h1");
    h1.textContent = words.heading;
    const p = doc.createElement("p");
    p.textContent = words.text;
    const link = doc.createElement("a");
    link.setAttribute(BACK_LINK_ATTR, "");
    link.setAttribute("href", "/");
    link.textContent = "Back to the site";
    section.append(h1, ...(words.text ? [p] : []), link);
  }
  doc.title = `${words.title} | ${siteName}`;
  doc.querySelector('meta[name="description"]')?.setAttribute("content", words.title);
  // Never hydrated: the app would render the not-found page at this address.
  for (const script of doc.querySelectorAll('script:not([type="application/ld+json"])'))
    script.remove();
  for (const link of doc.querySelectorAll('link[rel="canonical"]')) link.remove();
  const robots = doc.createElement("meta");
  robots.setAttribute("name", "robots");
  robots.setAttribute("content", "noindex");
  doc.head.append(robots);
  return dom.serialize();
}

/** Writes dist/_forms/<page>.html for every form page and records each one's policy. */
export function writeFormPages(options: {
  dist: string;
  notFound: { html: string; csp: string };
  model: SiteModel;
  /** The block types' Node-side hooks: their forms' thank-you pages. */
  servers: BlockServers;
  policies: Map<string, string>;
}) {
  const dir = join(options.dist, FORM_PAGES_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, words] of Object.entries(formPageWords(options.model, options.servers))) {
    writeFileSync(
      join(dir, `${name}.html`),
      formPageHtml(options.notFound.html, words, options.model.site.name),
    );
    options.policies.set(`/${FORM_PAGES_DIR}/${name}.html`, options.notFound.csp);
  }
}
