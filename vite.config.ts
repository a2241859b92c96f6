import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { blockServersPlugin } from "./scripts/dev/block-servers-plugin.ts";
import { outDir } from "./scripts/content/paths.ts";

/**
 * react-router 7 resolves to its development build under every condition (its issue #14102:
 * ENABLE_DEV_WARNINGS stays on); the production build, from the same package, has no warnings
 * and checks to run while the page hydrates.
 */
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  resolve: {
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: routerProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerProduction("dom-export.mjs") },
          ]
        : [],
  },
  plugins: [react({ jsxImportSource: "@emotion/react" }), contentPlugin(), blockServersPlugin()],
  // Fixture sites and the scale test build other folders of documents and assets.
  publicDir: process.env.CONTENT_PUBLIC_DIR || "public",
  build: {
    outDir: outDir(fileURLToPath(new URL(".", import.meta.url))),
    manifest: true,
    assetsDir: "assets",
    // The loader is the page's only script tag; it imports an island's code when the island
    // wakes. Vite's preload helper fetches that code's own imports alongside it, not one after
    // another.
    rollupOptions: {
      input: ["src/app/islands-loader.ts"],
      // Constants imported from another module are written where they are used (Rolldown's
      // inlineConst), so a module of constants that the entry and the app share is no chunk of
      // its own, which the entry would fetch before the page paints.
      optimization: { inlineConst: true },
      treeshake: {
        // CommonJS packages without a "sideEffects" field are kept whole even when unused:
        // emotion imports hoist-non-react-statics (and react-is) only for withTheme, which the
        // site never calls. Both are pure, so the unused import can go.
        // src/core is pure by the house's layering (.dependency-cruiser.cjs): a module of it whose
        // constants were all inlined (above) leaves no empty chunk behind to be fetched.
        moduleSideEffects: (id) =>
          !/node_modules\/(hoist-non-react-statics|react-is)\/|\/src\/core\//.test(id),
      },
    },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // Worker threads that keep their loaded modules from one test file to the next: the suite
    // takes 42 s of CPU here instead of 96 s (forks, a fresh module graph per file). No test
    // relies on another's leftovers: files and tests in shuffled order pass too
    // (`npx vitest run --sequence.shuffle`).
    pool: "threads",
    isolate: false,
    // npm test runs the unit tests beside the end-to-end tests on two cores: the tests that
    // compile every schema for each fixture take ~1 s alone and several under that load.
    testTimeout: 20_000,
  },
}));
