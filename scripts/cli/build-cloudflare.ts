/**
 * `npm run build:cloudflare`: `npm run build`, then dist-cloudflare/, the site as Cloudflare
 * Pages serves it (scripts/deploy/cloudflare-pages.ts; docs/deploy.md). Publish that folder.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writePagesSite } from "../deploy/cloudflare-pages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const site = writePagesSite(join(root, "dist"), join(root, "dist-cloudflare"));
console.log(
  `Wrote dist-cloudflare/ for Cloudflare Pages: ${site.headerRules} _headers rules, ${site.redirects} _redirects rules, 404.html in ${site.notFoundCopies.length} family folders.`,
);
