/**
 * The visual editor in the dev server: its page at /__edit, its preview frame at
 * /__edit/preview, and its endpoint (scripts/editor/api.ts). Only `npm run edit` (scripts/cli/edit.ts)
 * adds this plugin; vite.config.ts never names it, so `npm run dev` and the build have no
 * endpoint that writes files. The session's token is in the editor page alone, which no other
 * page may frame; the endpoint checks it, and the exact origin of this server on every write.
 */
import type { AddressInfo } from "node:net";
import type { Plugin, ViteDevServer } from "vite";
import { EDIT_PATH, EDIT_PREVIEW_PATH, EDIT_TOKEN_META } from "../../src/core/editor/editor-api.ts";
import { escapeHtml, renderDocument } from "../../src/core/html.ts";
import { contentDirs } from "../content/load.ts";
import { createEditorApi } from "./api.ts";

export const EDITOR_PLUGIN_NAME = "agency-editor";

/** The origin the browser names on the editor's requests: localhost and the port listened on. */
function originOf(server: ViteDevServer): string {
  const address = server.httpServer?.address() as AddressInfo | string | null | undefined;
  const port = typeof address === "object" && address ? address.port : server.config.server.port;
  return `http://localhost:${port}`;
}

interface Shell {
  title: string;
  script: string;
  /** Who may frame the page: nobody for the editor (it holds the token), the editor for the preview. */
  frameAncestors: string;
  withToken: boolean;
}

const shells: Record<string, Shell> = {
  [EDIT_PATH]: {
    title: "Editor",
    script: "/src/app/editor/editor-entry.tsx",
    frameAncestors: "'none'",
    withToken: true,
  },
  [EDIT_PREVIEW_PATH]: {
    title: "Preview",
    script: "/src/app/editor/preview/preview-entry.tsx",
    frameAncestors: "'self'",
    withToken: false,
  },
};

export function editorPlugin(options: { token: string }): Plugin {
  return {
    name: EDITOR_PLUGIN_NAME,
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      server.middlewares.use(
        createEditorApi({
          root,
          ...contentDirs(root),
          origin: () => originOf(server),
          token: options.token,
        }),
      );
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/(.)\/$/, "$1");
        const shell = shells[path];
        if (!shell || (req.method !== "GET" && req.method !== "HEAD")) return next();
        try {
          const head = shell.withToken
            ? `\n    <meta name="${EDIT_TOKEN_META}" content="${escapeHtml(options.token)}" />`
            : "";
          const html = renderDocument({
            lang: "en",
            title: shell.title,
            description: "",
            head,
            body: "",
            prerendered: false,
            scripts: [shell.script],
          });
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          res.setHeader("Content-Security-Policy", `frame-ancestors ${shell.frameAncestors}`);
          res.end(await server.transformIndexHtml(req.url ?? path, html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
