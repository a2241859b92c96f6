/**
 * What a page's HTML spends its gzip bytes on, for `npm run budgets` to say when a page is over
 * its 14 KB: gzip is not additive, so each part is weighed as what the page would save without
 * it (the page compressed whole, then again with that part's elements removed).
 */
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";

/** Gzip at the level a host's precompression uses: the size the budgets are measured in. */
export const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** The parts worth naming, by the elements that hold them. */
const PARTS: { name: string; selector: string }[] = [
  { name: "inline CSS", selector: "style" },
  { name: "pictures' markup (sources and srcsets)", selector: "picture" },
  { name: "inline SVG", selector: "svg" },
  { name: "footer", selector: "footer:not(main footer)" },
];

/** Each part's saving in gzip bytes, largest first; parts the page does not have are left out. */
export function htmlWeight(html: string): { name: string; bytes: number }[] {
  // Both sides serialized the same way, so the difference is the part alone.
  const serialize = (dom: JSDOM) => dom.serialize();
  const total = gzipBytes(serialize(new JSDOM(html)));
  return PARTS.flatMap(({ name, selector }) => {
    const dom = new JSDOM(html);
    const found = dom.window.document.querySelectorAll(selector);
    if (found.length === 0) return [];
    for (const element of found) element.remove();
    return [{ name, bytes: total - gzipBytes(serialize(dom)) }];
  }).sort((a, b) => b.bytes - a.bytes);
}

/** The budget's message for a page over it, with what it spends and what an author can do. */
export function htmlOverBudget(html: string, budgetBytes: number): string {
  const total = gzipBytes(html);
  const parts = htmlWeight(html)
    .map((part) => `${part.name} ${part.bytes.toLocaleString("en")}`)
    .join(", ");
  return (
    `HTML ${total.toLocaleString("en")} bytes gzip > ${budgetBytes.toLocaleString("en")} ` +
    `(${+(budgetBytes / 1024).toFixed(1)} KB, the first round trip), ${(total - budgetBytes).toLocaleString("en")} over. ` +
    `Bytes each part costs: ${parts}; the rest is the page's text and markup. ` +
    "To fit: shorten the page's text, use fewer kinds of blocks (each kind brings its own CSS), " +
    "or move blocks to another page."
  );
}
