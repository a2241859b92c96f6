import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAndValidate } from "../../../src/content/load.ts";
import { buildSearchIndex } from "../../../src/content/search-index.ts";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { PageRenderer } from "../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../src/render/registry.ts";
import { root } from "../content/fixture-site.ts";
import { definitions } from "../../../src/render/definitions.ts";

const doc = JSON.parse(readFileSync(join(root, "pages/about-us.json"), "utf8")) as PageDocument;
let html = "";

beforeAll(async () => {
  await preloadBlocks(doc.blocks.map((block) => block.type));
  html = renderToString(
    <MemoryRouter initialEntries={["/about-us"]}>
      <PageRenderer page={{ route: "/about-us", doc, images: {} }} />
    </MemoryRouter>,
  );
});

describe("the About page, rendered from pages/about-us.json", () => {
  it("has its sections in the spec's order, with the text belt between hero and story", () => {
    const order = [
      "we-are",
      "what-we-do",
      "how-we-started",
      "founder",
      "what-we-stand-for",
      "in-numbers",
      "why-choose-us",
    ].map((id) => html.indexOf(`id="${id}"`));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("opens with a “We are …” h1 and its six circle pictures, served settled (no entrance yet)", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(
      /<h1[^>]*><span class="lead">We are<\/span> <span class="title">Saffron Studio<\/span><\/h1>/,
    );
    expect(html.match(/<li class="[^"]*circle[^"]*"/g)).toHaveLength(6);
    expect(html).not.toMatch(/<[^>]+ data-enter/);
  });

  it("serves every step of the story readable, each with its ring text", () => {
    for (const text of ["The beginning", "Our approach", "Our mission"])
      expect(html).toContain(`>${text}</h3>`);
    for (const ring of ["HOW WE STARTED •", "OUR APPROACH •", "OUR MISSION •"])
      expect(html).toContain(ring);
    expect(html).toContain('data-variant="static"');
    expect(html.match(/<textPath /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("shows the founder, four value cards, the counters and the value chips", () => {
    expect(html).toMatch(/<h2[^>]*>Tara Venkatesh<\/h2>/);
    for (const title of [
      "Curiosity first",
      "Craft in every detail",
      "Honest timelines",
      "Work that works",
    ])
      expect(html).toContain(`>${title}</h3>`);
    for (const [value, label] of [
      ["40+", "CLIENTS"],
      ["55+", "PROJECTS"],
      ["200+", "CUP OF COFFEE"],
    ]) {
      expect(html).toContain(`>${value}</span>`);
      expect(html).toContain(`>${label}</p>`);
    }
    expect(html).toMatch(/<h2[^>]*>Why Choose Us\?<\/h2>/);
    expect(html.match(/<li class="[^"]*">[^<]+<\/li>/g)?.length).toBeGreaterThanOrEqual(8);
  });

  it("moves the belt 0.05% of a row per frame: one row per 33 333 ms, with a pause button", () => {
    expect(html).toMatch(/animation:[^;}]*33333ms linear infinite/);
    expect(html).toContain(">Pause belt<");
  });

  it("uses no inline style attributes", () => {
    expect(html).not.toMatch(/\sstyle="/);
  });
});

describe("the site search", () => {
  // Validates every document of the site, which takes a few seconds.
  it("has the founder as its team entry, pointing at the About page", { timeout: 30_000 }, () => {
    const { model } = loadAndValidate({ root });
    expect(model, "the documents must validate").toBeDefined();
    const index = buildSearchIndex(model!, definitions);
    expect(index.filter((entry) => entry.type === "team")).toEqual([
      {
        type: "team",
        title: "Tara Venkatesh",
        path: "/about-us",
        description: expect.stringMatching(/^Founder & Creative Director\. Tara spent eight years/),
      },
    ]);
    expect(
      index.find((entry) => entry.type === "page" && entry.path === "/about-us")?.description,
    ).toBe(doc.description);
  });
});
