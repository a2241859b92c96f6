import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { PageRenderer } from "../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../src/render/registry.ts";
import { root } from "../content/fixture-site.ts";

const doc = JSON.parse(readFileSync(join(root, "pages/home.json"), "utf8")) as PageDocument;
let html = "";

beforeAll(async () => {
  await preloadBlocks(doc.blocks.map((block) => block.type));
  html = renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <PageRenderer page={{ route: "/", doc, images: {} }} />
    </MemoryRouter>,
  );
});

/** The markup of the element with this id, up to the next block. */
function block(id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `no element with id ${id}`).toBeGreaterThan(-1);
  const next = html.slice(start + 1).search(/<(section|div)[^>]* id="[a-z-]+"[^>]*>/);
  return next === -1 ? html.slice(start) : html.slice(start, start + 1 + next);
}

describe("the home page, rendered from pages/home.json", () => {
  it("opens with the film's heading as the page's only h1", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Brands with a point of view<\/h1>/);
  });

  it("serves the hero film muted, looping and inline, without a source until hydration", () => {
    const video = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(video).toContain('muted=""');
    expect(video).toContain('loop=""');
    expect(video).toContain('playsInline=""');
    expect(video).not.toMatch(/\ssrc=/);
    expect(video).toContain('preload="none"');
    expect(html).toMatch(/<img[^>]*src="\/media\/home\/hero-poster.jpg"[^>]*fetchPriority="high"/);
    expect(html).toContain(">Pause film<");
  });

  it("has a Who are we? block with a Know More link to /about-us", () => {
    expect(block("who-are-we")).toMatch(/<h2[^>]*>Who are we\?<\/h2>/);
    expect(block("who-are-we")).toMatch(/<a[^>]*href="\/about-us"[^>]*>Know More/);
  });

  it("links the five service cards to Our Work filtered by their service", () => {
    const links = [...block("what-to-expect").matchAll(/href="(\/work\?filter=[a-z]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual([
      "/work?filter=graphic",
      "/work?filter=content",
      "/work?filter=website",
      "/work?filter=photo",
      "/work?filter=social",
    ]);
  });

  it("ships the 10 client logos once, with alt text (the app clones the other 6 copies)", () => {
    const strip = block("clients");
    const copies = strip.match(/<ul class="copy"[^>]*>/g) ?? [];
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toContain("aria-hidden");
    expect(strip.match(/<img /g)).toHaveLength(10);
    expect(strip.match(/alt="One Bonsai"/g)).toHaveLength(1);
    expect(strip).not.toContain(`data-cloned=""`);
    expect(html).toContain(">Pause logos<");
  });

  it("loops the logo strip by one copy (1/7 of the track) every 40 s", () => {
    expect(html).toMatch(/translateX\(-14\.285714%\)/);
    expect(html).toMatch(/animation:[^;}]*40000ms linear infinite/);
  });

  it("ships the 6 testimonials once, moving left by 1/3 of 3 copies over 200 s and pausing on hover and focus", () => {
    const strip = block("from-our-clients");
    expect(strip.match(/<ul class="copy"[^>]*>/g)).toHaveLength(1);
    expect(strip.match(/<img /g)).toHaveLength(6);
    expect(strip.match(/alt="“[^"]+”[^"]*"/g)).toHaveLength(6);
    expect(strip).toContain("data-hover-pause");
    expect(html).toMatch(/animation:[^;}]*200000ms linear infinite/);
    expect(html).toMatch(/to\{[^}]*transform:translateX\(-33\.333333%\)/);
  });

  it("closes with a Get in Touch link to /contact-us that says Lets Gooooooo! on hover", () => {
    const cta = block("get-in-touch");
    const link = cta.match(/<a [^>]*>/)?.[0] ?? "";
    expect(link).toContain('href="/contact-us"');
    expect(link).toContain('aria-label="Get in Touch with us"');
    expect(cta).toContain(">Lets Gooooooo!<");
  });

  it("uses no inline style attributes", () => {
    expect(html).not.toMatch(/\sstyle="/);
  });
});
