import { describe, expect, it } from "vitest";
import { jsonLd, robotsTxt, seoTags, sitemapXml } from "../../../../scripts/content/seo.ts";
import { JSDOM } from "jsdom";
import { validateFixture } from "../../support/fixture-site.ts";
import { definitions } from "../../../../src/render/definitions.ts";

const model = validateFixture().model!;
const alpha = model.byRoute.get("/portfolio/alpha")!.doc;
const images = {
  "/media/fx/banner.png": {
    width: 1200,
    height: 600,
    srcset: { webp: "/_img/b-480.webp 480w, /_img/b-1200.webp 1200w, /_img/b-2400.webp 2400w" },
  },
};

/** The head tags as a DOM: each meta's content by its property or name. */
function head(tags: string[]) {
  const { document } = new JSDOM(`<!doctype html><head>${tags.join("\n")}</head>`).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
  return { document, meta };
}

describe("sharing and search tags", () => {
  it("give a case study Open Graph and Twitter tags with an absolute 1200 px preview image", () => {
    const { meta } = head(
      seoTags({ site: model.site, page: alpha, route: "/portfolio/alpha", images, definitions }),
    );
    expect(meta("og:type")).toBe("article");
    expect(meta("og:url")).toBe("https://fixture.example/portfolio/alpha");
    expect(meta("og:image")).toBe("https://fixture.example/_img/b-1200.webp");
    expect(meta("twitter:card")).toBe("summary_large_image");
    // X falls back to the Open Graph tags: no copies of them.
    expect(meta("twitter:title")).toBeUndefined();
    expect(meta("twitter:image")).toBeUndefined();
    expect(meta("robots")).toBeUndefined();
  });

  it("describe the agency on the home page, and the case study as a CreativeWork by it", () => {
    const ld = jsonLd({
      site: model.site,
      page: alpha,
      route: "/portfolio/alpha",
      images,
      definitions,
    }) as {
      "@graph": { "@type": string; name?: string; creator?: object }[];
    };
    expect(ld["@graph"].map((node) => node["@type"])).toEqual(["CreativeWork"]);
    expect(ld["@graph"][0]).toMatchObject({
      name: "Alpha",
      creator: { "@id": "https://fixture.example/#organization" },
    });
    const home = jsonLd({
      site: model.site,
      page: model.byRoute.get("/")!.doc,
      route: "/",
      images,
      definitions,
    }) as { "@graph": { "@type": string; "@id"?: string }[] };
    expect(home["@graph"].map((node) => node["@type"])).toEqual(["Organization"]);
    expect(home["@graph"][0]!["@id"]).toBe("https://fixture.example/#organization");
  });

  it("share a page without a picture of its own with the site's picture, as it is, not the SVG logo", () => {
    const site = {
      ...model.site,
      logo: { src: "/media/fx/logo.svg", alt: "Fixture Studio" },
      shareImage: { src: "/media/fx/poster.png", alt: "The fixture's poster" },
    };
    // The home page's own pictures have variants; the site's picture is sent as it is.
    const home = { ...model.byRoute.get("/")!.doc, blocks: [] };
    for (const page of [home, null]) {
      const { meta } = head(seoTags({ site, page, route: "/", images, definitions }));
      expect(meta("og:image")).toBe("https://fixture.example/media/fx/poster.png");
      expect(meta("og:image:alt")).toBe("The fixture's poster");
    }
    // Without one, the logo it is.
    const { meta } = head(
      seoTags({
        site: { ...site, shareImage: undefined },
        page: home,
        route: "/",
        images,
        definitions,
      }),
    );
    expect(meta("og:image")).toBe("https://fixture.example/media/fx/logo.svg");
    expect(meta("og:image:alt")).toBe("Fixture Studio");
  });

  it("keep a not-found page out of search engines", () => {
    const { meta, document } = head(
      seoTags({ site: model.site, page: null, images: {}, definitions }),
    );
    expect(meta("robots")).toBe("noindex");
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("escape document text and keep JSON-LD from closing its element", () => {
    const page = { ...alpha, title: 'A "quoted" </script><script>alert(1)</script>' };
    const { document, meta } = head(
      seoTags({ site: model.site, page, route: "/portfolio/alpha", images, definitions }),
    );
    // The title arrives whole, as text, and the JSON-LD is one element that parses.
    expect(meta("og:title")).toBe(page.title);
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]!.textContent!) as { "@graph": { headline?: string }[] };
    expect(ld["@graph"][0]?.headline).toBe(page.title);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list every canonical route, not aliases", () => {
    const xml = sitemapXml(model.site, model.routeTable.routes);
    const { document } = new JSDOM(xml, { contentType: "text/xml" }).window;
    const locs = [...document.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locs).toContain("https://fixture.example/portfolio/beta");
    expect(locs).not.toContain("https://fixture.example/portfolio/b");
    expect(locs).toEqual(model.routeTable.routes.map((route) => `https://fixture.example${route}`));
    expect(robotsTxt(model.site)).toContain("Sitemap: https://fixture.example/sitemap.xml");
  });
});
