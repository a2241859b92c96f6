/**
 * Connects the documents to Vite: `virtual:site-data` (the chrome's data) and the fonts cut
 * down to the documents' characters; in development `/_data/…json` per route, an HTML shell,
 * hot updates when a document changes and Vite's error overlay (with file:line:column) when it is
 * invalid. The build validates the documents once, before either of its Vite builds
 * (scripts/prerender/build-site.ts), and hands both the site it publishes (`validatedSite`);
 * the dev server validates them itself, again on every change.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { codeFrame, formatDiagnostic, summary } from "./diagnostics.ts";
import { isError, type Diagnostic } from "../../src/core/diagnostics/diagnostics.ts";
import { contentDirs, loadAndValidate, loadSchemas } from "./load.ts";
import type { SiteModel } from "./model.ts";
import {
  documentCharacters,
  parseSubsetImport,
  subsetFontFile,
  subsetText,
  unicodeRange,
} from "./fonts.ts";
import { fontFallback, instancesOf, parseFallbackImport, proseOf } from "./font-fallbacks.ts";
import { devImageInfo } from "./media.ts";
import { resolvePage, clientSiteData, IMAGE_FILE, VECTOR_FILE, VIDEO_FILE } from "./resolve.ts";
import { resolvePath } from "../../src/core/routes.ts";
import { blockTypeOfKey } from "../../src/core/schema/schema-keys.ts";
import { buildSearchIndex } from "./search-index.ts";
import { socialIconSvg } from "../prerender/social-icons.ts";
import { SOCIAL_ICON_DIR } from "../../src/site/social-icon-mask.ts";
import { videoSizeOf } from "./video-size.ts";
import { vectorInfoOf } from "./vector.ts";
import type { ValidateResult } from "./validate.ts";
import { renderDocument } from "../../src/core/html.ts";
import type { ImageInfo } from "../../src/core/types.ts";
import type { BlockDefinitions } from "../../src/core/blocks/define-block.ts";
import { routeOfDataUrl } from "./paths.ts";
import { settledCheck } from "./settled-check.ts";
import { EDIT_PATH } from "../../src/core/editor/editor-api.ts";
import { CONTENT_PLUGIN, CONTENT_UPDATE } from "../../src/core/content-hot.ts";

const require = createRequire(import.meta.url);
const VIRTUAL_ID = "virtual:site-data";
const RESOLVED_ID = "\0" + VIRTUAL_ID;
/** Development only: the schemas and tiles for the block catalogue at /__blocks. */
const CATALOGUE_ID = "virtual:block-catalogue";
const RESOLVED_CATALOGUE_ID = "\0" + CATALOGUE_ID;
/** The `unicode-range` of the fonts' `latin1` subsets (scripts/content/fonts.ts). */
const FONT_RANGES_ID = "virtual:font-ranges";
const RESOLVED_FONT_RANGES_ID = "\0" + FONT_RANGES_ID;
/** A font's metric-matched fallback faces (scripts/content/font-fallbacks.ts). */
const FONT_FALLBACK_PREFIX = "\0font-fallback:";
export const CATALOGUE_PATH = "/__blocks";
/** The plugin by which the build hands the content plugin its validated site (validatedSite). */
const VALIDATED_SITE = `${CONTENT_PLUGIN}:validated-site`;

/**
 * The site the build has validated and will publish (drafts left out), for the content plugin
 * of each of its Vite builds (scripts/prerender/bundle.ts), which then validates nothing itself.
 */
export function validatedSite(model: SiteModel): Plugin {
  return { name: VALIDATED_SITE, api: { model } };
}

export interface ContentError extends Error {
  id?: string;
  plugin?: string;
  frame?: string;
  loc?: { file: string; line: number; column: number };
}

/** One Error for Vite (overlay or build failure) describing every problem, positioned at the first. */
export function contentError(root: string, result: ValidateResult): ContentError {
  const errors = result.diagnostics.filter(isError);
  const first = errors[0] as Diagnostic;
  const text = result.documents.find((d) => d.file === first.file)?.source.text;
  const error = new Error(
    `${summary(result.diagnostics)} in the page documents:\n` +
      errors.map(formatDiagnostic).join("\n"),
  ) as ContentError;
  error.id = resolve(root, first.file);
  error.plugin = CONTENT_PLUGIN;
  error.loc = { file: resolve(root, first.file), line: first.line, column: first.column };
  if (text !== undefined) error.frame = codeFrame(text, first);
  error.stack = "";
  return error;
}

/** The browser's HMR channel (Vite 6+ environments; `server.ws` before). */
function clientHot(server: ViteDevServer): { send: (payload: object) => void } {
  const environments = (
    server as unknown as {
      environments?: { client?: { hot?: { send: (payload: object) => void } } };
    }
  ).environments;
  return environments?.client?.hot ?? (server.ws as unknown as { send: (payload: object) => void });
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  let result: ValidateResult | undefined;
  /** The build's site, validated and without its drafts (validatedSite). */
  let built: SiteModel | undefined;
  const validate = () => (result = loadAndValidate({ root, ...contentDirs(root) }));

  /** The site with its drafts in development; in the build, the one handed over, without them. */
  function ensureModel() {
    if (built) return built;
    const current = result ?? validate();
    if (!current.model) throw contentError(root, current);
    return current.model;
  }

  /** Every document's values whose strings a page can show: settings, taxonomy and pages. */
  function allDocuments(): unknown[] {
    const model = ensureModel();
    return [model.site, model.taxonomy, ...model.pages.map((page) => page.doc)];
  }

  /**
   * The block types' definitions, loaded through Vite (the config bundle never imports the
   * blocks' code): fresh after an edit to a block.ts, like the page itself.
   */
  async function devDefinitions(server: ViteDevServer): Promise<BlockDefinitions> {
    const generated = "/src/render/definitions.ts";
    const loaded = (await server.ssrLoadModule(generated)) as { definitions: BlockDefinitions };
    return loaded.definitions;
  }

  async function devPageData(server: ViteDevServer, route: string) {
    const model = ensureModel();
    const entry = model.byRoute.get(route);
    const infos = new Map<string, ImageInfo>();
    const publicDir = contentDirs(root).publicDir;
    for (const src of entry?.assets ?? []) {
      const info = IMAGE_FILE.test(src)
        ? await devImageInfo(publicDir, src)
        : VIDEO_FILE.test(src)
          ? videoSizeOf(publicDir, src)
          : VECTOR_FILE.test(src)
            ? vectorInfoOf(publicDir, src)
            : undefined;
      if (info) infos.set(src, info);
    }
    return resolvePage(model, route, (src) => infos.get(src), await devDefinitions(server));
  }

  /**
   * What a document change shows: the page updated in place, or Vite's overlay with the problem.
   * One check for every file, so the newest change cancels a pending second look.
   */
  function documentsCheck(server: ViteDevServer) {
    return settledCheck(validate, {
      valid: () => {
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        // The pages also close the overlay a broken document opened (src/app/dev/content-hot.ts).
        clientHot(server).send({ type: "custom", event: CONTENT_UPDATE });
      },
      broken: (current) => {
        const error = contentError(root, current);
        clientHot(server).send({
          type: "error",
          err: { ...error, message: error.message, stack: "" },
        });
      },
    });
  }

  /** Whether a changed file is a page document or a schema, which the documents are checked by. */
  function isDocument(file: string) {
    const rel = file.slice(root.length + 1);
    const inPages = file.startsWith(contentDirs(root).pagesDir + "/");
    const isSchema = rel.startsWith("schema/") || blockTypeOfKey(rel) !== undefined;
    return (inPages || isSchema) && rel.endsWith(".json");
  }

  return {
    name: CONTENT_PLUGIN,
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      command = config.command;
      const handed = config.plugins.find((plugin) => plugin.name === VALIDATED_SITE);
      built = (handed?.api as { model: SiteModel } | undefined)?.model;
    },
    buildStart() {
      // Only the build validates for a build (npm run build); the dev server reports problems in
      // its overlay instead.
      if (command === "build" && !built)
        this.error(
          "Build the site with `npm run build` (scripts/prerender/build-site.ts): it validates the documents and hands them to Vite.",
        );
    },
    async resolveId(id, importer) {
      if (id === CATALOGUE_ID) return command === "serve" ? RESOLVED_CATALOGUE_ID : undefined;
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === FONT_RANGES_ID) return RESOLVED_FONT_RANGES_ID;
      const fallback = parseFallbackImport(id);
      if (fallback) {
        const file = await this.resolve(fallback.file, importer, { skipSelf: true });
        return file && `${FONT_FALLBACK_PREFIX}${id.replace(fallback.file, file.id)}`;
      }
      // A font cut down to the documents' characters (scripts/content/fonts.ts); whole in development.
      const font = parseSubsetImport(id);
      if (!font) return undefined;
      const file = await this.resolve(font.file, importer, { skipSelf: true });
      if (!file || command !== "build") return file && `${file.id}?url`;
      const text = subsetText(font.mode, documentCharacters(allDocuments()));
      return `${await subsetFontFile(file.id, text, undefined, font.weights)}?url`;
    },
    async load(id) {
      if (id.startsWith(FONT_FALLBACK_PREFIX)) {
        const { file, family, weights } = parseFallbackImport(
          id.slice(FONT_FALLBACK_PREFIX.length),
        )!;
        // The metrics of the faces the text is set in: the font instanced at each weight.
        const instances = await instancesOf(file, weights);
        const {
          family: families,
          faces,
          ch,
        } = await fontFallback(
          instances,
          family,
          (packageFile) => readFileSync(require.resolve(packageFile)),
          proseOf(allDocuments()),
        );
        return `export default ${JSON.stringify({ family: families, faces, ch })};`;
      }
      if (id === RESOLVED_CATALOGUE_ID) {
        const schemas = loadSchemas(root);
        return `export default ${JSON.stringify({ schemas, tiles: result?.model?.tiles ?? ensureModel().tiles })};`;
      }
      if (id === RESOLVED_FONT_RANGES_ID) {
        // In development every face is the whole font, so the extra face covers all of Latin-1.
        const latin1 =
          command === "build"
            ? unicodeRange(subsetText("latin1", documentCharacters(allDocuments())))
            : "U+A0-FF";
        return `export default ${JSON.stringify({ latin1 })};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      const model = ensureModel();
      return `export default ${JSON.stringify(clientSiteData(model, process.env))};`;
    },
    configureServer(server) {
      server.watcher.add([contentDirs(root).pagesDir, join(root, "schema")]);
      const checkDocuments = documentsCheck(server);
      for (const event of ["add", "change", "unlink"] as const) {
        server.watcher.on(event, (file) => {
          if (isDocument(file)) checkDocuments();
        });
      }
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        try {
          // The footer's social icons, as the build writes them (scripts/prerender/social-icons.ts).
          // The model is read for those alone: while a document is broken, every other request
          // (the editor's endpoint, the modules) must still be answered.
          const icon = url.pathname.match(new RegExp(`^/${SOCIAL_ICON_DIR}/([a-z]+)\\.svg$`));
          const network =
            icon && ensureModel().site.social.find((link) => link.network === icon[1]);
          if (network) {
            res.setHeader("Content-Type", "image/svg+xml");
            res.end(socialIconSvg(network.network));
            return;
          }
          if (url.pathname === "/_search.json") {
            res.setHeader("Content-Type", "application/json");
            res.end(JSON.stringify(buildSearchIndex(ensureModel(), await devDefinitions(server))));
            return;
          }
          const route = routeOfDataUrl(url.pathname);
          if (route !== undefined) {
            const page = await devPageData(server, route);
            res.setHeader("Content-Type", "application/json");
            res.end(JSON.stringify(page));
            return;
          }
          const wantsHtml =
            req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
          if (!wantsHtml || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/@"))
            return next();
          // The visual editor's pages are its own plugin's (npm run edit), or a 404 without it.
          if (url.pathname === EDIT_PATH || url.pathname.startsWith(`${EDIT_PATH}/`)) return next();
          if (url.pathname === CATALOGUE_PATH) {
            const shell = renderDocument({
              lang: "en",
              title: "Block catalogue",
              description: "Every block type with its example.",
              head: "",
              body: "",
              prerendered: false,
              scripts: ["/src/app/dev/catalogue-entry.tsx"],
            });
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(await server.transformIndexHtml(req.url ?? "/", shell));
            return;
          }
          const current = result ?? validate();
          const model = current.model;
          const resolution = model ? resolvePath(url.pathname, model.routeTable) : undefined;
          const doc =
            resolution?.kind === "page" ? model?.byRoute.get(resolution.route)?.doc : undefined;
          const shell = renderDocument({
            lang: model?.site.lang ?? "en",
            title: doc?.title ?? model?.site.notFound.title ?? "Development",
            description: doc?.description ?? "",
            head: "",
            body: "",
            prerendered: false,
            scripts: ["/src/app/dev/dev-app.tsx"],
          });
          const html = await server.transformIndexHtml(req.url ?? "/", shell);
          res.statusCode = resolution?.kind === "not-found" ? 404 : 200;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
