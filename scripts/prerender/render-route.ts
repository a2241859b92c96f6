/**
 * One route to a whole HTML document: the server renderer's body and styles, each island's
 * props beside it, the SEO tags, the preloads of the first paint (its high-priority pictures,
 * its blocks' head scripts, the display font), the page's one inline script (which requests the
 * loader) and the page's Content-Security-Policy, which also goes to the host's headers.
 */
import { escapeHtml, renderDocument } from "../../src/core/html.ts";
import type { ResolvedPage } from "../../src/core/types.ts";
import { definitions } from "../../src/render/definitions.ts";
import type { PriorityPicture } from "../../src/ui/images.tsx";
import { contentSecurityPolicy, styleHashes } from "../content/headers.ts";
import type { SiteModel } from "../content/model.ts";
import { clientSiteData } from "../content/resolve.ts";
import { seoTags } from "../content/seo.ts";
import type { Bundle } from "./bundle.ts";
import { attachIslandProps } from "./island-props.ts";
import { minifyCss } from "./minify-css.ts";
import { scriptHash } from "./capture-script.ts";
import { SPECULATION_RULES } from "../../src/core/speculation.ts";
import { writeHeadScripts } from "./head-scripts.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";

export interface RenderedRoute {
  html: string;
  csp: string;
}

export type RenderRoute = (
  url: string,
  page: ResolvedPage | null,
  canonicalRoute?: string,
) => Promise<RenderedRoute>;

export function routeRenderer(
  model: SiteModel,
  bundle: Bundle,
  dist: string,
  servers: BlockServers,
): RenderRoute {
  const { server, capture } = bundle;
  // The page's inline script, and the speculation rules its loader adds once the page is idle.
  const scriptHashes = [capture.hash, scriptHash(SPECULATION_RULES)];
  const headScriptsOf = writeHeadScripts(dist, servers, model);
  const endpoints = Object.values(clientSiteData(model, process.env).endpoints);

  function head(page: ResolvedPage | null, pictures: PriorityPicture[]): string {
    const tags: string[] = [];
    // First, so the browser starts on the largest paint before fonts and modules: the pictures
    // the page renders with high priority (a banner, a film's poster, a hero's artwork), with
    // their own srcset and sizes, so the preload fetches the file the picture then picks.
    for (const { srcset, sizes } of pictures) {
      tags.push(
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
      );
    }
    if (page) tags.push(...headScriptsOf(page.doc.blocks));
    for (const font of server.fontPreloads)
      tags.push(
        `<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin${font.media ? ` media="${font.media}"` : ""} />`,
      );
    return tags.map((t) => `\n    ${t}`).join("");
  }

  return async (url, page, canonicalRoute) => {
    const rendered = await server.render(url, page, minifyCss);
    const { styles, priorityPictures } = rendered;
    const html = attachIslandProps(rendered.html, rendered.islandProps, dist);
    const hashes = { styleHashes: styleHashes(styles), scriptHashes, endpoints };
    const seo = seoTags({
      site: model.site,
      page: page?.doc ?? null,
      route: canonicalRoute,
      images: page?.images ?? {},
      definitions,
    });
    const document = renderDocument({
      lang: model.site.lang,
      csp: contentSecurityPolicy({ ...hashes, forMeta: true }),
      title: page?.doc.title ?? `${model.site.notFound.title} | ${model.site.name}`,
      description: page?.doc.description ?? model.site.notFound.text,
      canonical: canonicalRoute ? model.site.url + canonicalRoute : undefined,
      head:
        seo.map((tag) => `\n    ${tag}`).join("") +
        head(page, priorityPictures) +
        (styles ? `\n    ${styles}` : ""),
      body: html,
      prerendered: true,
      scripts: [],
      inline: capture.code,
    });
    return { html: document, csp: contentSecurityPolicy(hashes) };
  };
}
