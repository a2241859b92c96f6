/**
 * What a page's HTML spends its gzip bytes on, for `npm run budgets` to say when a page is over
 * its 14 KB: gzip is not additive, so each part is weighed as what the page would save without
 * it (the whole compressed, then compressed again with that part cut out).
 */
import { gzipSync } from "node:zlib";

export const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

/** The parts worth naming, by the tags that hold them (in the minified prerendered HTML). */
const PARTS: { name: string; open: string; close: string }[] = [
  { name: "inline CSS", open: "<style", close: "</style>" },
  { name: "pictures' markup (sources and srcsets)", open: "<picture", close: "</picture>" },
  { name: "inline SVG", open: "<svg", close: "</svg>" },
  { name: "footer", open: "<footer", close: "</footer>" },
];

/** The text with every element that opens with `open` and ends with `close` cut out. */
function without(text: string, open: string, close: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const start = text.indexOf(open, at);
    if (start === -1) return out + text.slice(at);
    const end = text.indexOf(close, start);
    if (end === -1) return out + text.slice(at);
    out += text.slice(at, start);
    at = end + close.length;
  }
}

/** Each part's saving in gzip bytes, largest first; parts the page does not have are left out. */
export function htmlWeight(html: string): { name: string; bytes: number }[] {
  const total = gzipBytes(html);
  return PARTS.map(({ name, open, close }) => {
    const rest = without(html, open, close);
    return { name, bytes: rest.length === html.length ? 0 : total - gzipBytes(rest) };
  })
    .filter((part) => part.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
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
