/**
 * What search engines and link previews read: Open Graph and Twitter tags, JSON-LD
 * (the Organization on the home page, as search engines ask, and each case study's CreativeWork
 * naming it by its @id), the sitemap and robots.txt.
 * All derived from the documents; every value is escaped.
 */
import type { PageDocument, SiteDocument } from "../../src/generated/schema.ts";
import { escapeHtml } from "../../src/core/html.ts";
import type { ImageInfo } from "../../src/core/types.ts";
import type { BlockDefinitions } from "../../src/core/blocks/define-block.ts";
import { DATA_PREFIX } from "../../src/core/data-url.ts";

export interface SeoInput {
  site: SiteDocument;
  /** The page, or null for a not-found page. */
  page: PageDocument | null;
  /** The canonical route of the page. */
  route?: string;
  images: Record<string, ImageInfo>;
  /** The block types' definitions: which block offers the page's share image. */
  definitions: BlockDefinitions;
}

/**
 * The picture for link previews: the page's shareImage, else the first one a block offers (a
 * banner's picture: see `shareImage` in define-block.ts), else the project's logo.
 */
export function shareImageOf(
  page: PageDocument | null,
  definitions: BlockDefinitions,
): { src: string; alt: string } | undefined {
  if (!page) return undefined;
  if (page.shareImage) return page.shareImage;
  for (const block of page.blocks) {
    const image = definitions[block.type]?.shareImage?.(block as never);
    if (image) return image;
  }
  return page.project?.logo;
}

function absolute(site: SiteDocument, path: string): string {
  return new URL(path, site.url).href;
}

/** The widest WebP variant up to 1200 px: what Open Graph and Twitter cards show best. */
function previewUrl(site: SiteDocument, src: string, info: ImageInfo | undefined): string {
  const candidates = (info?.srcset?.webp ?? "")
    .split(",")
    .map((part) => part.trim().split(" "))
    .filter((parts): parts is [string, string] => parts.length === 2)
    .map(([url, w]) => ({ url, width: parseInt(w, 10) }))
    .sort((a, b) => a.width - b.width);
  const best = candidates.filter((c) => c.width <= 1200).pop() ?? candidates[0];
  return absolute(site, best?.url ?? src);
}

export function organizationLd(site: SiteDocument) {
  return {
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    logo: absolute(site, site.logo.src),
    email: site.contact.email,
    telephone: site.contact.phones.map((phone) => phone.number),
    address: site.contact.phones.map((phone) => ({
      "@type": "PostalAddress",
      addressLocality: phone.city,
      addressCountry: "IN",
    })),
    sameAs: site.social.map((link) => link.href),
  };
}

/**
 * The page's graph: only what the page's tags do not say already. The agency is described once,
 * on the home page (a copy on every page cost ~190 bytes of each page's first 14 KB); a case
 * study is a CreativeWork by it. Other pages have none: a WebPage node repeated their title,
 * description and address (~110 bytes).
 */
export function jsonLd(input: SeoInput): { "@context": string; "@graph": object[] } {
  const { site, page, route } = input;
  const graph: object[] = route === "/" ? [organizationLd(site)] : [];
  if (page?.project && route) {
    const image = shareImageOf(page, input.definitions);
    graph.push({
      "@type": "CreativeWork",
      name: page.project.title || page.project.brand || page.title,
      headline: page.title,
      description: page.description,
      url: absolute(site, route),
      image: image ? previewUrl(site, image.src, input.images[image.src]) : undefined,
      creator: { "@id": `${site.url}/#organization` },
      keywords: page.project.displayServices,
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** Head tags for sharing and search, one per line, already escaped. */
export function seoTags(input: SeoInput): string[] {
  const { site, page, route } = input;
  const title = page?.title ?? `${site.notFound.title} | ${site.name}`;
  const description = page?.description ?? site.notFound.text;
  const image = shareImageOf(page, input.definitions);
  // A page without a picture of its own is shared with the site's (a JPEG or PNG, sent as it
  // is): the logo is an SVG, which the networks and chat apps show no preview for.
  const fallback = site.shareImage ?? { src: site.logo.src, alt: site.name };
  const imageUrl = image
    ? previewUrl(site, image.src, input.images[image.src])
    : absolute(site, fallback.src);
  const tags = [
    ["og:site_name", site.name],
    ["og:type", page?.project ? "article" : "website"],
    ["og:title", title],
    ["og:description", description],
    ["og:image", imageUrl],
    ["og:image:alt", (image ?? fallback).alt],
    ...(route ? [["og:url", absolute(site, route)]] : []),
  ].map(
    ([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`,
  );
  // X reads the title, description and picture from the Open Graph tags when its own are absent:
  // only the card's kind is its own.
  tags.push(`<meta name="twitter:card" content="summary_large_image" />`);
  if (!page) tags.push(`<meta name="robots" content="noindex" />`);
  // A data block, not a script: JSON with "<" escaped cannot close the element. A not-found
  // page has nothing to describe.
  const ld = jsonLd(input);
  if (ld["@graph"].length)
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, "\\u003c")}</script>`,
    );
  return tags;
}

export function sitemapXml(site: SiteDocument, routes: string[]): string {
  const urls = routes
    .map((route) => `  <url><loc>${escapeHtml(absolute(site, route))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: SiteDocument): string {
  return `User-agent: *\nAllow: /\nDisallow: ${DATA_PREFIX}\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
