/**
 * The hand-written static text page the audit measures next to the site (issue 41): the home
 * page's hero words in plain HTML, with one small stylesheet and the site's icon (without it the
 * browser asks for /favicon.ico, and its 404 costs the page best practices). No script, no
 * picture and no web font: the system's sans-serif. Measured in the same run, in rounds with
 * the site's pages and on the same server, it shows what the machine itself costs; the table
 * prints each page's LCP as a multiple of its LCP (reported, not gated).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ResolvedPage } from "../../src/core/types.ts";
import { dataFileOf } from "../content/paths.ts";

/** Where the page is served (a path with an extension: the server sends it as a file). */
export const STATIC_PAGE = "/_audit/static-reference.html";

const CSS = `body{margin:0;background:#f6f2ea;color:#141210;font:1.05rem/1.6 system-ui,sans-serif}
header{padding:1.25rem;font-weight:700}section{position:relative}
h1{margin:0;padding:1.5rem 1.25rem 0;font-size:clamp(2.5rem,1.5rem + 5vw,6rem);line-height:1;letter-spacing:-.03em}
p{padding:0 1.25rem;max-width:40ch}`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Writes the page (and its stylesheet) into dist/_audit/; returns a function that removes them. */
export function writeStaticPage(dist: string): () => void {
  const home = JSON.parse(readFileSync(dataFileOf(dist, "/"), "utf8")) as ResolvedPage;
  const hero = home.doc.blocks[0] as { heading?: string; title?: string; eyebrow?: string };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference page</title>
<meta name="description" content="A hand-written text page with the home page's hero words, for comparing LCP.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/_audit/static-reference.css">
</head>
<body>
<header>Saffron Studio</header>
<main><section>${hero.eyebrow ? `<p>${escape(hero.eyebrow)}</p>` : ""}<h1>${escape(hero.heading ?? hero.title ?? "Brands with a point of view")}</h1>
<p>${escape(home.doc.description)}</p></section></main>
</body>
</html>
`;
  const dir = join(dist, "_audit");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "static-reference.html"), html);
  writeFileSync(join(dir, "static-reference.css"), CSS);
  return () => rmSync(dir, { recursive: true, force: true });
}
