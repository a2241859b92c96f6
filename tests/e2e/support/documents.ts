/**
 * The documents the site is built from, as the end-to-end tests read them: what a test expects
 * (labels, endpoints, links, projects) follows the content, so an author's edit of a page does
 * not break a test. One reader, typed by the schemas' generated types.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type {
  Block,
  NewsletterCopy,
  PageDocument,
  SiteDocument,
} from "../../../src/generated/schema.ts";

const root = join(import.meta.dirname, "../../..");

/** A JSON document of the repository, by its path from the root. */
export const readDocument = <T>(path: string): T =>
  JSON.parse(readFileSync(join(root, path), "utf8")) as T;

/** The files of a folder of documents, by their paths from the root. */
export const documentsIn = (folder: string): string[] =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `${folder}/${name}`);

/** The first block of a type in a page document, typed by its schema; throws if there is none. */
export function blockOf<T extends Block["type"]>(
  page: PageDocument,
  type: T,
): Extract<Block, { type: T }> {
  const block = page.blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
  if (!block) throw new Error(`${page.route} has no ${type} block`);
  return block;
}

/** The site's settings. This site sets the newsletter's words, which the form tests check. */
export const site = readDocument<SiteDocument & { newsletter: NewsletterCopy }>("pages/site.json");

/** A long case study whose blocks are all in place: a safe page to start from. */
export const START = "/portfolio/info3/one-bonsai";
