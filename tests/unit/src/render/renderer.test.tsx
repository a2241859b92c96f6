import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "../../../../src/generated/schema.ts";
import { BlockRenderer } from "../../../../src/render/block-renderer.tsx";
import { PageRenderer } from "../../../../src/render/page-renderer.tsx";
import { preloadBlocks, registry } from "../../../../src/render/registry.ts";
import type { ResolvedPage } from "../../../../src/core/types.ts";
import { type PriorityPicture, PriorityPicturesContext } from "../../../../src/ui/images.tsx";
import { root, sitePages } from "../../support/fixture-site.ts";
import { loadSchemas } from "../../../../scripts/content/load.ts";
import { createValidators } from "../../../../scripts/content/validators.ts";

const validators = createValidators(loadSchemas(root));

function fixturePage(file: string): ResolvedPage {
  const doc = JSON.parse(readFileSync(join(sitePages, file), "utf8")) as PageDocument;
  // As the build loads it: valid, and given the schema's defaults.
  expect(validators.check("page", doc).ok, file).toBe(true);
  return {
    route: doc.route,
    doc,
    images: {
      "/media/fx/banner.png": {
        width: 1200,
        height: 600,
        srcset: { avif: "/_img/b-480.avif 480w", webp: "/_img/b-480.webp 480w" },
        fallback: "/_img/b-480.webp",
      },
    },
  };
}

async function render(page: ResolvedPage): Promise<string> {
  await preloadBlocks(page.doc.blocks.map((b) => b.type));
  return renderToString(
    <MemoryRouter initialEntries={[page.route]}>
      <PageRenderer page={page} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the registry", () => {
  it("has a definition for every block schema (src/blocks/<type>/schema.json)", () => {
    const types = readdirSync(join(root, "src/blocks")).filter((type) =>
      existsSync(join(root, "src/blocks", type, "schema.json")),
    );
    expect(Object.keys(registry).sort()).toEqual(types.sort());
  });
});

/** The rendered HTML as a DOM, to query like a browser would. */
function dom(html: string): Document {
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
}

const textOf = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe("PageRenderer", () => {
  it("renders a palette case study: banner with responsive sources, h1 title, services and swatches", async () => {
    const doc = dom(await render(fixturePage("portfolio/alpha.json")));
    const avif = doc.querySelector('picture source[type="image/avif"]');
    expect(avif?.getAttribute("srcset")).toBe("/_img/b-480.avif 480w");
    expect(avif?.getAttribute("sizes")).toBe("100vw");
    const banner = doc.querySelector('img[src="/_img/b-480.webp"]');
    expect(banner?.getAttribute("width")).toBe("1200");
    expect(banner?.getAttribute("height")).toBe("600");
    expect(banner?.getAttribute("loading")).toBe("eager");
    expect(banner?.getAttribute("fetchpriority")).toBe("high");
    // The <img> is for browsers without AVIF only: one file, no second srcset and sizes.
    expect(banner?.hasAttribute("srcset")).toBe(false);
    expect(banner?.hasAttribute("sizes")).toBe(false);
    expect(textOf(doc, "h1")).toEqual(["Alpha"]);
    expect(doc.body.textContent).toContain("Services Provided:");
    expect(textOf(doc, "li")).toContain("Branding");
    expect(textOf(doc, "strong")).toContain("Moss");
    expect(textOf(doc, "span")).toContain("#4F6B3A");
    expect(textOf(doc, "em")).toContain("Growth");
    expect(doc.body.textContent).toContain("#B8860B → #F5D77A");
    const previous = doc.querySelector('a[data-dir="previous"]');
    expect(previous?.getAttribute("href")).toBe("/portfolio/info5/Gamma");
    expect(previous?.textContent).toContain("Previous");
    const next = doc.querySelector('a[data-dir="next"]');
    expect(next?.getAttribute("href")).toBe("/portfolio/beta");
    expect(next?.textContent).toContain("Next");
  });

  it("names to the prerender the pictures it fetches at high priority, with their srcset and sizes", async () => {
    const page = fixturePage("portfolio/alpha.json");
    await preloadBlocks(page.doc.blocks.map((b) => b.type));
    const collect = (shown: ResolvedPage) => {
      const collected: PriorityPicture[] = [];
      const html = renderToString(
        <PriorityPicturesContext.Provider value={collected}>
          <MemoryRouter initialEntries={[shown.route]}>
            <PageRenderer page={shown} />
          </MemoryRouter>
        </PriorityPicturesContext.Provider>,
      );
      return { html, collected };
    };
    // The banner: its AVIF source, as the picture declares it (the preload then picks its file).
    const { html, collected } = collect(page);
    const avif = dom(html).querySelector('img[fetchpriority="high"]')?.previousElementSibling;
    expect(collected).toEqual([
      { srcset: avif?.getAttribute("srcset"), sizes: avif?.getAttribute("sizes") },
    ]);
    expect(collected[0]?.srcset).toBe("/_img/b-480.avif 480w");
    // The same banner further down the page is not fetched at high priority, nor named.
    const blocks = [...page.doc.blocks.slice(1), page.doc.blocks[0]!];
    expect(collect({ ...page, doc: { ...page.doc, blocks } }).collected).toEqual([]);
  });

  it("renders a typography case study with both typefaces and the weights", async () => {
    const doc = dom(await render(fixturePage("portfolio/beta.json")));
    expect(textOf(doc, "h3")).toEqual(expect.arrayContaining(["Fraunces", "Inter"]));
    expect(doc.body.textContent).toContain("300 · 400 · 600");
    expect(doc.querySelector("[data-hover-zoom]")).not.toBeNull();
  });

  it("renders a media grid with its column count, an image lazily and a video with its pause control", async () => {
    const doc = dom(await render(fixturePage("portfolio/gamma.json")));
    expect(doc.querySelector('[data-columns="2"]')).not.toBeNull();
    expect(doc.querySelector('img[alt="A screen"]')?.getAttribute("loading")).toBe("lazy");
    expect(doc.querySelector('[aria-label="A clip"]')).not.toBeNull();
    expect(doc.querySelector('[aria-label="Pause video: A clip"]')).not.toBeNull();
    // The server does not pick a source: the phone or desktop file is chosen on the client.
    expect(doc.querySelector('[src="/media/fx/clip.mp4"]')).toBeNull();
  });

  it("renders document text as text, never as HTML", async () => {
    const page = fixturePage("portfolio/alpha.json");
    const text = page.doc.blocks[1] as { title: string; paragraphs: string[] };
    text.title = "<img src=x onerror=alert(1)>";
    text.paragraphs = ["<script>alert(1)</script>"];
    const doc = dom(await render(page));
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(doc.querySelector("script")).toBeNull();
    expect(textOf(doc, "h1")).toEqual(["<img src=x onerror=alert(1)>"]);
    expect(doc.body.textContent).toContain("<script>alert(1)</script>");
  });
});

describe("BlockRenderer with an unknown type", () => {
  const block = { type: "carousel" } as never;

  it("shows a visible placeholder in development", () => {
    vi.stubEnv("DEV", true);
    const html = renderToString(<BlockRenderer block={block} index={3} pageHeading={false} />);
    const placeholder = dom(html).querySelector('[data-unknown-block="carousel"]');
    expect(placeholder?.textContent).toContain("Unknown block type");
  });

  it("renders nothing and logs an error in production", () => {
    vi.stubEnv("DEV", false);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(<BlockRenderer block={block} index={3} pageHeading={false} />);
    expect(html).toBe("");
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unknown block type "carousel"'));
  });
});

describe("VideoPlayer", () => {
  it("says “Video content could not be loaded” when there is no source", async () => {
    const { VideoPlayer } = await import("../../../../src/ui/video-player.tsx");
    const html = renderToString(<VideoPlayer video={{ src: "", label: "Nothing" }} />);
    const doc = dom(html);
    expect(doc.body.textContent).toContain("Video content could not be loaded");
    expect(doc.querySelector("video")).toBeNull();
  });
});
