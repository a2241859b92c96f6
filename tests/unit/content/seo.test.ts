import { describe, expect, it } from "vitest";
import { jsonLd, robotsTxt, seoTags, sitemapXml } from "../../../build/content/seo.ts";
import { validateFixture } from "./fixture-site.ts";
import { definitions } from "../../../src/render/definitions.ts";

const model = validateFixture().model!;
const alpha = model.byRoute.get("/portfolio/alpha")!.doc;
const images = {
  "/media/fx/banner.png": {
    width: 1200,
    height: 600,
    srcset: { webp: "/_img/b-480.webp 480w, /_img/b-1200.webp 1200w, /_img/b-2400.webp 2400w" },
  },
};

describe("sharing and search tags", () => {
  it("give a case study Open Graph and Twitter tags with an absolute 1200 px preview image", () => {
    const tags = seoTags({
      site: model.site,
      page: alpha,
      route: "/portfolio/alpha",
      images,
      definitions,
    }).join("\n");
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(
      '<meta property="og:url" content="https://fixture.example/portfolio/alpha" />',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://fixture.example/_img/b-1200.webp" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain("noindex");
  });

  it("describe the agency on every page and the case study as a CreativeWork", () => {
    const ld = jsonLd({
      site: model.site,
      page: alpha,
      route: "/portfolio/alpha",
      images,
      definitions,
    }) as {
      "@graph": { "@type": string; name?: string; creator?: object }[];
    };
    expect(ld["@graph"].map((node) => node["@type"])).toEqual(["Organization", "CreativeWork"]);
    expect(ld["@graph"][1]).toMatchObject({
      name: "Alpha",
      creator: { "@id": "https://fixture.example/#organization" },
    });
  });

  it("keep a not-found page out of search engines", () => {
    expect(seoTags({ site: model.site, page: null, images: {}, definitions }).join("\n")).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it("escape document text and keep JSON-LD from closing its element", () => {
    const page = { ...alpha, title: 'A "quoted" </script><script>alert(1)</script>' };
    const tags = seoTags({
      site: model.site,
      page,
      route: "/portfolio/alpha",
      images,
      definitions,
    }).join("\n");
    expect(tags).toContain("&quot;quoted&quot; &lt;/script&gt;");
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list every canonical route, not aliases", () => {
    const xml = sitemapXml(model.site, model.routeTable.routes);
    expect(xml).toContain("<loc>https://fixture.example/portfolio/beta</loc>");
    expect(xml).not.toContain("/portfolio/b<");
    expect(xml.match(/<url>/g)).toHaveLength(model.routeTable.routes.length);
    expect(robotsTxt(model.site)).toContain("Sitemap: https://fixture.example/sitemap.xml");
  });
});
