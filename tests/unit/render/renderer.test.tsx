import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { BlockRenderer } from "../../../src/render/block-renderer.tsx";
import { PageRenderer } from "../../../src/render/page-renderer.tsx";
import { preloadBlocks, registry } from "../../../src/render/registry.ts";
import type { ResolvedPage } from "../../../src/core/types.ts";
import { root, sitePages } from "../content/fixture-site.ts";

function fixturePage(file: string): ResolvedPage {
  const doc = JSON.parse(readFileSync(join(sitePages, file), "utf8")) as PageDocument;
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

describe("PageRenderer", () => {
  it("renders a palette case study: banner with responsive sources, h1 title, services and swatches", async () => {
    const html = await render(fixturePage("portfolio/alpha.json"));
    expect(html).toContain(
      '<source type="image/avif" srcSet="/_img/b-480.avif 480w" sizes="100vw"/>',
    );
    expect(html).toMatch(
      /<img[^>]*src="\/_img\/b-480.webp"[^>]*width="1200" height="600" loading="eager"[^>]*fetchPriority="high"/,
    );
    expect(html).toMatch(/<h1[^>]*>Alpha<\/h1>/);
    expect(html).toContain("Services Provided:");
    expect(html).toContain("<li");
    expect(html).toContain(">Branding</li>");
    expect(html).toContain(">Moss</strong>");
    expect(html).toContain(">#4F6B3A</span>");
    expect(html).toContain(">Growth</em>");
    expect(html).toContain("#B8860B → #F5D77A");
    expect(html).toMatch(
      /<a data-dir="previous"[^>]*href="\/portfolio\/info5\/Gamma"[^>]*>.*?Previous<\/a>/,
    );
    expect(html).toMatch(/<a data-dir="next"[^>]*href="\/portfolio\/beta"[^>]*>.*?Next<\/a>/);
  });

  it("renders a typography case study with both typefaces and the weights", async () => {
    const html = await render(fixturePage("portfolio/beta.json"));
    expect(html).toContain(">Fraunces</h3>");
    expect(html).toContain(">Inter</h3>");
    expect(html).toContain("300 · 400 · 600");
    expect(html).toContain('data-hover-zoom=""');
  });

  it("renders a media grid with its column count, an image lazily and a video with its pause control", async () => {
    const html = await render(fixturePage("portfolio/gamma.json"));
    expect(html).toContain('data-columns="2"');
    expect(html).toMatch(/<img[^>]*alt="A screen"[^>]*loading="lazy"/);
    expect(html).toContain('aria-label="A clip"');
    expect(html).toContain('aria-label="Pause video: A clip"');
    // The server does not pick a source: the phone or desktop file is chosen on the client.
    expect(html).not.toContain('src="/media/fx/clip.mp4"');
  });

  it("renders document text as text, never as HTML", async () => {
    const page = fixturePage("portfolio/alpha.json");
    const text = page.doc.blocks[1] as { title: string; paragraphs: string[] };
    text.title = "<img src=x onerror=alert(1)>";
    text.paragraphs = ["<script>alert(1)</script>"];
    const html = await render(page);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("BlockRenderer with an unknown type", () => {
  const block = { type: "carousel" } as never;

  it("shows a visible placeholder in development", () => {
    vi.stubEnv("DEV", true);
    const html = renderToString(
      <BlockRenderer block={block} index={3} pageHeading={false} route="/fixture" />,
    );
    expect(html).toContain('data-unknown-block="carousel"');
    expect(html).toContain("Unknown block type");
  });

  it("renders nothing and logs an error in production", () => {
    vi.stubEnv("DEV", false);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(
      <BlockRenderer block={block} index={3} pageHeading={false} route="/fixture" />,
    );
    expect(html).toBe("");
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unknown block type "carousel"'));
  });
});

describe("VideoPlayer", () => {
  it("says “Video content could not be loaded” when there is no source", async () => {
    const { VideoPlayer } = await import("../../../src/ui/video-player.tsx");
    const html = renderToString(<VideoPlayer video={{ src: "", label: "Nothing" }} />);
    expect(html).toContain("Video content could not be loaded");
    expect(html).not.toContain("<video");
  });
});
