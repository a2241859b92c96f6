/**
 * `npm run edit [-- --no-open]`: the dev server with the visual editor at /__edit.
 *
 * The editor writes files, so it lives in this process alone: the plugin that serves it and its
 * endpoint (scripts/editor/plugin.ts) is added here, never in vite.config.ts, with a token made
 * for this run. The server listens on localhost only, on PORT (default 5173) and no other port,
 * because the endpoint accepts writes from exactly http://localhost:<port>; cross-origin reads
 * (Vite's CORS for localhost pages) are off. The browser opens on the editor unless CI is set
 * or --no-open is given.
 */
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { EDIT_PATH } from "../../src/core/editor/editor-api.ts";
import { editorPlugin } from "../editor/plugin.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.PORT || 5173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`✗ PORT=${process.env.PORT} is not a port number.`);
  process.exit(1);
}
const open = !process.env.CI && !process.argv.includes("--no-open");
const token = randomBytes(24).toString("base64url");

// React as the site ships it, not its development build: the editor is a tool for authors, and
// React's development checks (and StrictMode's double renders) cost a keystroke on a 200-block page
// about two thirds of its CPU. Vite keeps serving the modules as they change; a developer who wants
// React's warnings runs NODE_ENV=development npm run edit.
process.env.NODE_ENV ??= "production";

const server = await createServer({
  root,
  configFile: join(root, "vite.config.ts"),
  plugins: [editorPlugin({ token })],
  server: {
    host: "localhost",
    port,
    strictPort: true,
    cors: false,
    open: open && EDIT_PATH,
    // The editor lists a document's problems itself, beside the fields; Vite's overlay for the
    // same problems (after Save anyway) covered the whole editor, forms and all. (npm run dev
    // keeps it: there the overlay is the only place a developer sees them.)
    hmr: { overlay: false },
    // The editor's and the preview's modules are compiled as the server starts, not while the
    // author waits for the first page.
    warmup: {
      clientFiles: ["src/app/editor/editor-entry.tsx", "src/app/editor/preview/preview-entry.tsx"],
    },
  },
  // Its own dependency cache, so it can run beside `npm run dev` (or another editor, with
  // EDIT_CACHE_DIR) without two servers rewriting one cache; and its entries named, so the
  // dependencies are bundled before the first page asks, not discovered then with a reload.
  cacheDir: process.env.EDIT_CACHE_DIR || join(root, "node_modules/.vite-editor"),
  optimizeDeps: {
    entries: [
      "src/app/editor/editor-entry.tsx",
      "src/app/editor/preview/preview-entry.tsx",
      "src/blocks/*/*.tsx",
    ],
  },
});
try {
  await server.listen();
} catch (error) {
  console.error(`✗ ${(error as Error).message} Set another with PORT=5174 npm run edit.`);
  await server.close();
  process.exit(1);
}
console.log(`Editor: http://localhost:${port}${EDIT_PATH}`);
