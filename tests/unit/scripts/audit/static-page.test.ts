import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STATIC_PAGE, writeStaticPage } from "../../../../scripts/audit/static-page.ts";

describe("the audit's static text page", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("is the home page's hero words with no script, no picture and no web font", () => {
    dist = mkdtempSync(join(tmpdir(), "static-page-"));
    mkdirSync(join(dist, "_data"));
    const hero = {
      type: "hero-video",
      eyebrow: "Creative & branding agency",
      heading: "Brands with a point of view",
      poster: { src: "/media/home/hero-poster.jpg", alt: "The mark" },
    };
    writeFileSync(
      join(dist, "_data/index.json"),
      JSON.stringify({
        doc: { description: "An agency <in> Bangalore.", blocks: [hero] },
        images: { "/media/home/hero-poster.jpg": { width: 1600, height: 900 } },
      }),
    );
    const remove = writeStaticPage(dist);
    const html = readFileSync(join(dist, STATIC_PAGE), "utf8");
    const css = readFileSync(join(dist, "_audit/static-reference.css"), "utf8");
    expect(html).toContain("<h1>Brands with a point of view</h1>");
    expect(html).toContain("<p>Creative &amp; branding agency</p>");
    expect(html).toContain("<p>An agency &lt;in&gt; Bangalore.</p>");
    expect(html).not.toMatch(/<(img|picture|source|video|svg|script)\b/i);
    expect(html).not.toContain("hero-poster");
    expect(html).not.toMatch(/\.(woff2?|ttf|otf)\b|rel="preload"/);
    expect(css).not.toMatch(/@font-face|url\(|@import/);
    expect(css).toContain("system-ui,sans-serif");
    expect(readdirSync(join(dist, "_audit")).sort()).toEqual([
      "static-reference.css",
      "static-reference.html",
    ]);
    remove();
    expect(readdirSync(dist)).toEqual(["_data"]);
  });
});
