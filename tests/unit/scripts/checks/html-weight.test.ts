import { describe, expect, it } from "vitest";
import { gzipBytes, htmlOverBudget, htmlWeight } from "../../../../scripts/checks/html-weight.ts";

/** Text that gzip cannot shrink much: `n` pseudo-random letters from a fixed seed. */
function noise(n: number, seed: number): string {
  let x = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + ((x >>> 16) % 26));
  }
  return out;
}

const page = (css: number, pictures: number) =>
  `<!doctype html><html><head><style>.a{content:"${noise(css, 1)}"}</style></head>` +
  `<body><main><p>${noise(2000, 2)}</p>` +
  `<picture><source srcset="/_img/${noise(pictures, 3)}.avif 480w"><img src="/x.webp" alt=""></picture>` +
  `</main></body></html>`;

describe("what a page's HTML spends its gzip bytes on", () => {
  it("weighs each part as what the page would save without it, largest first", () => {
    const weight = htmlWeight(page(6000, 1500));
    expect(weight.map((part) => part.name)).toEqual([
      "inline CSS",
      "pictures' markup (sources and srcsets)",
    ]);
    // About 0.6 bytes of gzip per random letter (log2(26) / 8 = 0.59).
    expect(weight[0]!.bytes / 6000).toBeGreaterThan(0.5);
    expect(weight[0]!.bytes / 6000).toBeLessThan(0.7);
    expect(weight[1]!.bytes / 1500).toBeGreaterThan(0.5);
    expect(weight[1]!.bytes / 1500).toBeLessThan(0.7);
  });

  it("names no part the page does not have", () => {
    expect(htmlWeight("<main><p>Only text.</p></main>")).toEqual([]);
  });

  it("says by how much a page is over, what it spends, and what an author can do", () => {
    const html = page(20000, 3000);
    const total = gzipBytes(html);
    const message = htmlOverBudget(html, 14 * 1024);
    expect(message).toContain(`HTML ${total.toLocaleString("en")} bytes gzip > 14,336 (14 KB`);
    expect(message).toContain(`${(total - 14336).toLocaleString("en")} over`);
    expect(message).toMatch(/inline CSS [\d,]+, pictures' markup \(sources and srcsets\) [\d,]+;/);
    expect(message).toContain("use fewer kinds of blocks");
  });
});
