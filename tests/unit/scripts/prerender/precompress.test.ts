/**
 * The build's precompression (scripts/prerender/precompress.ts): brotli at quality 10 for the
 * files there is one of per route, at its best (11) for the shared assets, gzip beside both.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { brotliQuality, precompress } from "../../../../scripts/prerender/precompress.ts";

const dist = mkdtempSync(join(tmpdir(), "precompress-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Text that compresses, differently at each brotli quality. */
const text = (seed: string) =>
  Array.from(
    { length: 400 },
    (_, i) => `<p class="c-${(i * 7919) % 997}">${seed} ${i * i}</p>`,
  ).join("\n");

const brotliAt = (data: Buffer, quality: number) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

describe("precompression", () => {
  it("writes .br and .gz beside a page and an asset, each the file itself", async () => {
    mkdirSync(join(dist, "work"), { recursive: true });
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "work/index.html"), text("page"));
    writeFileSync(join(dist, "assets/app.js"), text("script"));
    const { files } = await precompress(dist);
    expect(files).toBe(2);
    for (const file of ["work/index.html", "assets/app.js"]) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`)))).toEqual(original);
    }
  });

  it("compresses a route's files at brotli quality 10 and the shared assets at 11", () => {
    for (const path of ["a/index.html", "_data/a.json", "sitemap.xml", "robots.txt"])
      expect(brotliQuality(path)).toBe(10);
    for (const path of ["assets/app.js", "assets/site.css", "_icons/x.svg"])
      expect(brotliQuality(path)).toBe(11);
    const page = readFileSync(join(dist, "work/index.html"));
    const script = readFileSync(join(dist, "assets/app.js"));
    // Brotli is deterministic: the written file is the output at that quality, not at the other.
    expect(brotliAt(page, 10)).not.toEqual(brotliAt(page, 11));
    expect(readFileSync(join(dist, "work/index.html.br"))).toEqual(brotliAt(page, 10));
    expect(readFileSync(join(dist, "assets/app.js.br"))).toEqual(brotliAt(script, 11));
  });
});
