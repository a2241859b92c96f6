/**
 * `npm run build`: validate every document (fail on any error), build the client and the
 * server renderer with Vite, make the responsive images, then prerender every route to
 * dist/<route>/index.html with its data in dist/_data/<route>.json.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { formatDiagnostic, summary } from "../content/diagnostics.ts";
import { contentDirs, loadAndValidate } from "../content/load.ts";
import { buildImageVariants, imageSources } from "../content/media.ts";
import { dataFileOf, imageCacheDir, outDir, ssrOutDir } from "../content/paths.ts";
import { resolvePage } from "../content/resolve.ts";
import { videoSizeOf, videoSources } from "../content/video-size.ts";
import { vectorInfoOf, vectorSources } from "../content/vector.ts";
import { buildSearchIndex } from "../content/search-index.ts";
import { robotsTxt, seoTags, sitemapXml } from "../content/seo.ts";
import { definitions } from "../../src/render/definitions.ts";
import { loadServers } from "../../src/core/block-server.ts";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  nginxCspMap,
  siteHeaderRules,
  styleHashes,
} from "../content/headers.ts";
import {
  BUILD_INTERNAL_FILES,
  formatRedirectsFile,
  redirectRules,
  routeManifestOf,
} from "../content/redirects.ts";
import { clientSiteData } from "../content/resolve.ts";
import type { SiteModel } from "../content/model.ts";
import { escapeHtml, renderDocument } from "../../src/core/html.ts";
import type { ResolvedPage } from "../../src/core/types.ts";
import type { PriorityPicture } from "../../src/ui/images.tsx";
import { inputsFingerprint } from "../prerender/fingerprint.ts";
import type { Manifest } from "../prerender/chunks.ts";
import { writeFormPages } from "../prerender/form-pages.ts";
import { attachIslandProps } from "../prerender/island-props.ts";
import { precompress } from "../prerender/precompress.ts";
import { writeHeadScripts } from "../prerender/head-scripts.ts";
import { writeSocialIcons } from "../prerender/social-icons.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = outDir(root);
const dirs = contentDirs(root);
const ssrOut = ssrOutDir(root, dist);
const started = performance.now();
const step = (label: string) =>
  console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

function htmlPathFor(path: string): string {
  return path === "/"
    ? join(dist, "index.html")
    : join(dist, ...path.slice(1).split("/"), "index.html");
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function main() {
  console.log("Validating documents…");
  const servers = await loadServers(definitions);
  const result = loadAndValidate({ root, ...dirs, servers });
  for (const d of result.diagnostics) console.log(formatDiagnostic(d));
  if (!result.model) {
    console.error(
      `Build stopped: ${summary(result.diagnostics)}. Fix the documents above (npm run validate).`,
    );
    process.exit(1);
  }
  const model: SiteModel = result.model;
  step(`${model.pages.length} documents valid`);

  rmSync(dist, { recursive: true, force: true });
  await build({ root, logLevel: "warn" });
  step("client built");
  await build({
    root,
    logLevel: "warn",
    build: {
      ssr: "src/app/entry-server.tsx",
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      // The fonts and pictures the page's styles name are imported by the server's code only
      // (the browser's code is the islands'): the server build writes them, for dist/assets.
      ssrEmitAssets: true,
      rollupOptions: { input: "src/app/entry-server.tsx" },
    },
  });
  for (const file of readdirSync(join(ssrOut, "assets"), { withFileTypes: true }))
    if (file.isFile() && !file.name.endsWith(".js"))
      copyFileSync(join(ssrOut, "assets", file.name), join(dist, "assets", file.name));
  step("server renderer built");

  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  // The page's one script: it wakes the islands, whose code (and React's) it imports when they do.
  const entry = manifest["src/app/islands-loader.ts"];
  if (!entry)
    throw new Error("The loader (src/app/islands-loader.ts) is missing from Vite's manifest.");

  const images = await buildImageVariants({
    publicDir: dirs.publicDir,
    outDir: dist,
    cacheDir: imageCacheDir(),
    sources: imageSources(model),
  });
  step(`${images.size} images resized to AVIF and WebP`);
  for (const src of videoSources(model)) {
    const size = videoSizeOf(dirs.publicDir, src);
    if (size) images.set(src, size);
  }
  for (const src of vectorSources(model)) {
    const size = vectorInfoOf(dirs.publicDir, src);
    if (size) images.set(src, size);
  }

  const server = (await import(
    pathToFileURL(join(ssrOut, "entry-server.js")).href
  )) as typeof import("../../src/app/entry-server.tsx");
  const siteUrl = model.site.url;
  const headScriptsOf = writeHeadScripts(dist, servers, model);
  writeSocialIcons(
    dist,
    model.site.social.map((link) => link.network),
  );

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
        `<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin media="${font.media}" />`,
      );
    return tags.map((t) => `\n    ${t}`).join("");
  }

  const endpoints = Object.values(clientSiteData(model, process.env).endpoints);
  /** Content-Security-Policy of every HTML file written, by its path under dist/. */
  const policies = new Map<string, string>();

  async function renderRoute(
    url: string,
    page: ResolvedPage | null,
    canonicalRoute?: string,
  ): Promise<{ html: string; csp: string }> {
    const rendered = await server.render(url, page);
    const { styles, priorityPictures } = rendered;
    const html = attachIslandProps(rendered.html, rendered.islandProps, dist);
    const hashes = styleHashes(styles);
    const csp = contentSecurityPolicy({ styleHashes: hashes, endpoints });
    const seo = seoTags({
      site: model.site,
      page: page?.doc ?? null,
      route: canonicalRoute,
      images: page?.images ?? {},
      definitions,
    });
    const document = renderDocument({
      lang: model.site.lang,
      csp: contentSecurityPolicy({ styleHashes: hashes, endpoints, forMeta: true }),
      title: page?.doc.title ?? `${model.site.notFound.title} | ${model.site.name}`,
      description: page?.doc.description ?? model.site.notFound.text,
      canonical: canonicalRoute ? siteUrl + canonicalRoute : undefined,
      head:
        seo.map((tag) => `\n    ${tag}`).join("") +
        head(page, priorityPictures) +
        (styles ? `\n    ${styles}` : ""),
      body: html,
      prerendered: true,
      scripts: [`/${entry!.file}`],
    });
    return { html: document, csp };
  }

  function writePage(path: string, rendered: { html: string; csp: string }) {
    const file = htmlPathFor(path);
    write(file, rendered.html);
    policies.set("/" + relative(dist, file).split("\\").join("/"), rendered.csp);
  }

  let pagesWritten = 0;
  for (const route of model.routeTable.routes) {
    const page = resolvePage(model, route, (src) => images.get(src), definitions);
    writePage(route, await renderRoute(route, page, route));
    write(dataFileOf(dist, route), JSON.stringify(page));
    pagesWritten++;
  }
  for (const [alias, route] of Object.entries(model.routeTable.aliases)) {
    const page = resolvePage(model, route, (src) => images.get(src), definitions);
    writePage(alias, await renderRoute(alias, page, route));
    pagesWritten++;
  }

  const routeManifest = routeManifestOf(model.routeTable);
  const notFound = await renderRoute("/404", null);
  write(join(dist, "404.html"), notFound.html);
  policies.set("/404.html", notFound.csp);
  // The form collector's thank-you and problem pages (npm start only; never served as files).
  writeFormPages({ dist, notFound, model, servers, policies });
  // Each family's not-found page, once per file (families with the same text share one).
  const notFoundFiles = new Set<string>();
  for (const family of routeManifest.families) {
    const file = family.notFoundPage;
    if (!file || notFoundFiles.has(file)) continue;
    const rendered = await renderRoute(`${family.prefix}__unknown__`, null);
    write(join(dist, file), rendered.html);
    policies.set(file, rendered.csp);
    notFoundFiles.add(file);
  }
  write(join(dist, "_routes.json"), JSON.stringify(routeManifest, null, 2));
  write(join(dist, "_search.json"), JSON.stringify(buildSearchIndex(model, definitions)));
  write(join(dist, "sitemap.xml"), sitemapXml(model.site, model.routeTable.routes));
  write(join(dist, "robots.txt"), robotsTxt(model.site));

  // The same headers for npm start (scripts/serve/site-server.ts reads these files), static hosts and nginx.
  const routeCsp: [string, string][] = [
    ...model.routeTable.routes,
    ...Object.keys(model.routeTable.aliases),
  ].map((path) => [
    path,
    policies.get("/" + relative(dist, htmlPathFor(path)).split("\\").join("/"))!,
  ]);
  const rules = siteHeaderRules(routeCsp);
  write(join(dist, "_headers"), formatHeadersFile(rules));
  // Netlify (and Cloudflare Pages, which reads the same format): the families and 404s.
  write(
    join(dist, "_redirects"),
    formatRedirectsFile(redirectRules(routeManifest, BUILD_INTERNAL_FILES)),
  );
  write(join(dist, "_csp.json"), JSON.stringify(Object.fromEntries(policies), null, 2));
  // nginx answers an unknown project id with its family's not-found page (error_page): that
  // file's own policy, like npm start; any other path falls back to the 404 page's.
  const familyNotFound = [...notFoundFiles.values()].map((file): [string, string] => [
    file,
    policies.get(file)!,
  ]);
  write(join(dist, "_csp.nginx.conf"), nginxCspMap(routeCsp, familyNotFound, notFound.csp));
  // The build's longest step after prerendering (brotli). The checks that build a copy of the
  // project only to read its pages skip it with BUILD_PRECOMPRESS=off; the server then sends
  // those pages uncompressed.
  if (process.env.BUILD_PRECOMPRESS === "off")
    step("precompression skipped (BUILD_PRECOMPRESS=off)");
  else {
    const compressed = await precompress(dist);
    step(
      `${compressed.files} files precompressed (.br, .gz; ${(compressed.savedBytes / 1024).toFixed(0)} KB saved by brotli)`,
    );
  }
  write(join(dist, ".build-stamp"), inputsFingerprint(root));
  rmSync(ssrOut, { recursive: true, force: true });
  step(`${pagesWritten} pages prerendered`);
  const hash = createHash("sha256")
    .update(readFileSync(join(dist, entry.file)))
    .digest("hex")
    .slice(0, 8);
  console.log(
    `Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (entry ${entry.file}, ${hash}).`,
  );
}

if (!existsSync(join(root, "src/generated/schema.ts"))) {
  console.error("src/generated/schema.ts is missing: run `npm run types`.");
  process.exit(1);
}
await main();
