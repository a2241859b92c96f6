import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./src/content/vite-plugin.ts";

export default defineConfig({
  plugins: [react({ jsxImportSource: "@emotion/react" }), contentPlugin()],
  // Fixture sites and the scale test build other folders of documents and assets.
  publicDir: process.env.CONTENT_PUBLIC_DIR || "public",
  build: {
    outDir: process.env.BUILD_OUT_DIR || "dist",
    manifest: true,
    assetsDir: "assets",
    rollupOptions: { input: "src/entry-client.tsx" },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
