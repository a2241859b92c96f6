/**
 * SVG drawings used as pictures (Node only). A drawing is served as it is, sharp at any size and
 * often a fraction of its raster copies (/services' art: 4.9 KB brotli against 25.8 KB of AVIF
 * at 800 px), with its width and height read from the file so the page holds its shape.
 *
 * A browser runs no script in an SVG shown by `<img>`, but one opened on its own is a page of the
 * site's origin. So a drawing may hold only drawing: the elements below, no event attributes, and
 * references only to its own parts (`#id`). The content checks refuse any other
 * (scripts/content/load.ts, assetChecker).
 */
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import type { ImageInfo } from "../../src/core/types.ts";
import { pageAssets, VECTOR_FILE } from "./resolve.ts";
import { readOnChange } from "./read-on-change.ts";

/**
 * The elements a drawing may hold, by their exact (case-sensitive) names: shapes, text, paint
 * servers, clips, masks and filters (with their `fe…` primitives).
 */
const DRAWING = new Set<string>([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "metadata",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
]);
const SVG_NS = "http://www.w3.org/2000/svg";
/** A reference outside the drawing: `url(…)` to anything but one of its own ids. */
const OUTSIDE_URL = /url\(\s*(?!['"]?#)/i;

function parse(text: string): Document | undefined {
  try {
    return new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
  } catch {
    return undefined;
  }
}

/** What in a drawing is more than drawing, in words for its author; undefined when nothing. */
export function vectorProblem(text: string): string | undefined {
  const document = parse(text);
  const root = document?.documentElement;
  if (!document || !root || root.namespaceURI !== SVG_NS || root.localName !== "svg")
    return "it is not an SVG file";
  if (document.doctype) return "it has a DOCTYPE (which can define entities)";
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const name = element.localName;
    const allowed = element.namespaceURI === SVG_NS && (DRAWING.has(name) || /^fe[A-Z]/.test(name));
    if (!allowed) return `it holds a <${element.tagName}> element`;
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.localName))
        return `its <${element.tagName}> has an ${attribute.name} attribute`;
      if (attribute.localName === "href" && !attribute.value.trim().startsWith("#"))
        return `its <${element.tagName}> links to ${JSON.stringify(attribute.value)}`;
      if (OUTSIDE_URL.test(attribute.value))
        return `its <${element.tagName}> refers to another file in ${attribute.name}`;
    }
  }
  return undefined;
}

/** A length in CSS pixels: a plain number, or one in px. */
const pixels = (value: string | null) => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? "");
  return match ? Number(match[1]) : undefined;
};

/** The drawing's size from its width and height, else its viewBox; undefined for neither. */
export function vectorSize(text: string): { width: number; height: number } | undefined {
  const root = parse(text)?.documentElement;
  if (!root || root.localName !== "svg") return undefined;
  const width = pixels(root.getAttribute("width"));
  const height = pixels(root.getAttribute("height"));
  if (width && height) return { width, height };
  const box = (root.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

/** A drawing's size by its path under public/, read again only when the file changes. */
export const vectorInfoOf = readOnChange<ImageInfo>((file) =>
  vectorSize(readFileSync(file, "utf8")),
);

/** Every drawing the pages use as a picture. */
export const vectorSources = (model: Parameters<typeof pageAssets>[0]) =>
  pageAssets(model, VECTOR_FILE);
