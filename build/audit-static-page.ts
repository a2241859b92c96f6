/**
 * The hand-written static page the audit measures next to the site (issue 14): the home page's
 * hero picture and words in plain HTML with one small stylesheet and the site's icon (without
 * it the browser asks for /favicon.ico, and its 404 costs the page best practices), no fonts
 * and no script. Its LCP, measured in the same run on the same server, is the yardstick for the
 * site's pages, so the ratio does not depend on how fast the machine is.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ResolvedPage } from "../src/core/types.ts";
import { dataFileOf } from "./content/paths.ts";

/** Where the page is served (a path with an extension: the server sends it as a file). */
export const STATIC_PAGE = "/_audit/static-reference.html";

const CSS = `body{margin:0;background:#f6f2ea;color:#141210;font:1.05rem/1.6 system-ui,sans-serif}
header{padding:1.25rem;font-weight:700}section{position:relative}
img{display:block;width:100%;height:auto;max-height:90vh;object-fit:cover}
h1{margin:0;padding:1.5rem 1.25rem 0;font-size:clamp(2.5rem,1.5rem + 5vw,6rem);line-height:1;letter-spacing:-.03em}
p{padding:0 1.25rem;max-width:40ch}`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Writes the page (and its stylesheet) into dist/_audit/; returns a function that removes them. */
export function writeStaticPage(dist: string): () => void {
  const home = JSON.parse(readFileSync(dataFileOf(dist, "/"), "utf8")) as ResolvedPage;
  const hero = home.doc.blocks[0] as {
    type: string;
    title?: string;
    poster?: { src: string; alt: string };
  };
  const poster = hero.poster ? home.images[hero.poster.src] : undefined;
  const avif = poster?.srcset?.avif;
  const picture = poster
    ? `<picture>${avif ? `<source type="image/avif" srcset="${escape(avif)}" sizes="100vw">` : ""}<img src="${escape(hero.poster!.src)}" alt="${escape(hero.poster!.alt)}" width="${poster.width}" height="${poster.height}" fetchpriority="high"></picture>`
    : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference page</title>
<meta name="description" content="A hand-written page with the home page's hero, for comparing LCP.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/_audit/static-reference.css">
</head>
<body>
<header>Saffron Studio</header>
<main><section>${picture}<h1>${escape(hero.title ?? "Brands with a point of view")}</h1>
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
