/**
 * The built site, checked offline (`npm run check:dist`, scripts/cli/check-dist.ts):
 *  - every internal link and asset in dist/ resolves (linkinator, crawling from every page),
 *  - every #fragment of an internal link names an id on its target page,
 *  - the HTML of every page is valid (html-validate),
 *  - none of the visual editor is in it (it exists only under `npm run edit`).
 * Reads BUILD_OUT_DIR (default dist/).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { HtmlValidate } from "html-validate";
import { LinkChecker } from "linkinator";
import { outDir } from "../content/paths.ts";
import { EDIT_API, EDIT_PATH, EDIT_TOKEN_HEADER } from "../../src/core/editor/editor-api.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const dist = outDir(root);

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(path, out);
    else if (entry.name.endsWith(".html")) out.push(path);
  }
  return out;
}

const pageOf = (path: string) => {
  const clean = path.split(/[?#]/)[0]!;
  const file = clean.endsWith(".html") ? join(dist, clean) : join(dist, clean, "index.html");
  return existsSync(file) ? file : undefined;
};

async function checkLinks(pages: string[]): Promise<string[]> {
  const problems: string[] = [];
  const checker = new LinkChecker();
  const seen = new Set<string>();
  const result = await checker.check({
    path: dist,
    recurse: true,
    concurrency: 8,
    // Outside links are not fetched offline; mailto:/tel: are not pages.
    // Links with a query (/work?filter=…) are checked below: a static crawl cannot serve them.
    linksToSkip: async (link) =>
      !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(link) || link.includes("?"),
  });
  const pathOf = (url: string | undefined) => {
    if (!url) return "?";
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  for (const link of result.links) {
    seen.add(pathOf(link.url));
    if (link.state === "BROKEN")
      problems.push(
        `broken link ${pathOf(link.url)} (from ${pathOf(link.parent)}, HTTP ${link.status})`,
      );
  }
  // Fragments: #id must exist on the target page; links with a query must reach a page.
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    for (const match of html.matchAll(/\shref="(\/[^"?#]*)\?[^"]*"/g)) {
      if (!pageOf(match[1]!))
        problems.push(`${relative(dist, file)}: ${match[0].trim()} goes to no page`);
    }
    for (const match of html.matchAll(/\shref="(\/[^"#]*)?#([^"]+)"/g)) {
      const target = match[1] ? pageOf(match[1]) : file;
      if (!target) continue; // reported as a broken link above
      const targetHtml = readFileSync(target, "utf8");
      if (!targetHtml.includes(` id="${match[2]}"`))
        problems.push(
          `${relative(dist, file)}: #${match[2]} names no element on ${relative(dist, target)}`,
        );
    }
  }
  const pageCount = pages.filter((p) => p.endsWith("index.html")).length;
  console.log(
    `Links: crawled ${result.links.length} links from the pages (${seen.size} distinct paths); ${pageCount} pages.`,
  );
  return problems;
}

async function checkHtml(pages: string[]): Promise<string[]> {
  const validator = new HtmlValidate({
    extends: ["html-validate:standard"],
    rules: {
      // Prettier-style void elements (<meta ... />) are fine in HTML5.
      "void-style": "off",
      "no-trailing-whitespace": "off",
      // Long attribute values (srcset, CSP) are generated.
      "attribute-empty-style": "off",
    },
  });
  const problems: string[] = [];
  for (const file of pages) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${relative(dist, file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
        );
      }
    }
  }
  console.log(`HTML: validated ${pages.length} files.`);
  return problems;
}

/** The editor's paths and header name appear in its code and nowhere in the site's. */
function checkNoEditor(dir = dist, problems: string[] = []): string[] {
  const markers = [EDIT_PATH, EDIT_API, EDIT_TOKEN_HEADER];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) checkNoEditor(path, problems);
    else if (/\.(html|js|mjs|css|json|map|txt|xml)$/.test(entry.name)) {
      const text = readFileSync(path, "utf8");
      const found = markers.find((marker) => text.includes(marker));
      if (found) problems.push(`${relative(dist, path)}: contains the editor's "${found}"`);
    }
  }
  return problems;
}

/** Every problem of the build in `dist` (links, fragments, HTML, editor code); empty when none. */
export async function checkDist(): Promise<string[]> {
  const pages = htmlFiles(dist);
  return [...(await checkLinks(pages)), ...(await checkHtml(pages)), ...checkNoEditor()];
}
