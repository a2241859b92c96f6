/**
 * One route per template, for the checks that run on every route at one width and on a sample at
 * the other (axe): every page document at the top of pages/ (home, About, Our Work, …: each its
 * own template), and of each folder of documents (the case studies), the fewest live ones that
 * together draw every block type (and variant) any of them uses, so each block is checked at
 * both widths. Read from the documents, so a new block type or page is in the sample at once.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { isDraft } from "../../../src/core/drafts.ts";
import { documentsIn, readDocument } from "./documents.ts";

const root = join(import.meta.dirname, "../../..");

type Page = PageDocument & { draft?: unknown };

/** What a document draws: its blocks' types, with a variant where a block has one. */
const drawn = (page: Page) =>
  new Set(
    page.blocks.map((block) => {
      const variant = (block as { variant?: unknown }).variant;
      return typeof variant === "string" ? `${block.type}:${variant}` : block.type;
    }),
  );

/** The fewest documents (greedily) that draw everything the given ones draw, in file order. */
export function covering(pages: readonly Page[]): Page[] {
  const left = new Set(pages.flatMap((page) => [...drawn(page)]));
  const chosen: Page[] = [];
  while (left.size > 0) {
    let best = pages[0]!;
    let bestCount = -1;
    for (const page of pages) {
      const count = [...drawn(page)].filter((type) => left.has(type)).length;
      if (count > bestCount) [best, bestCount] = [page, count];
    }
    chosen.push(best);
    for (const type of drawn(best)) left.delete(type);
  }
  return chosen;
}

/** The routes of one route per template (see the top of the file), live documents only. */
export function templateRoutes(pagesDir = "pages"): string[] {
  const live = (folder: string) =>
    documentsIn(folder)
      .map((path) => readDocument<Page>(path))
      .filter((doc) => "route" in doc && Array.isArray(doc.blocks) && !isDraft(doc));
  const folders = readdirSync(join(root, pagesDir)).filter((name) =>
    statSync(join(root, pagesDir, name)).isDirectory(),
  );
  return [
    ...live(pagesDir),
    ...folders.flatMap((folder) => covering(live(`${pagesDir}/${folder}`))),
  ].map((page) => page.route);
}
