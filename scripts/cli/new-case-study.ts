/**
 * `npm run new:case-study -- --slug acme --title "Acme" [--after pik] [--live]`: scaffolds a case
 * study (scripts/content/new-case-study.ts), a draft unless --live.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDirs } from "../content/load.ts";
import { ScaffoldError, scaffoldCaseStudy } from "../content/new-case-study.ts";
import { loadServers } from "../../src/core/blocks/block-server.ts";
import { definitions } from "../../src/render/definitions.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const args = process.argv.slice(2);
const dirs = contentDirs(root);
try {
  const slug = option(args, "--slug");
  const title = option(args, "--title");
  if (!slug || !title)
    throw new ScaffoldError(
      'Usage: npm run new:case-study -- --slug acme --title "Acme" [--after pik] [--live]',
    );
  const made = scaffoldCaseStudy({
    slug,
    title,
    after: option(args, "--after"),
    route: option(args, "--route"),
    live: args.includes("--live"),
    pagesDir: option(args, "--pages") ? resolve(option(args, "--pages")!) : dirs.pagesDir,
    publicDir: option(args, "--public") ? resolve(option(args, "--public")!) : dirs.publicDir,
    servers: await loadServers(definitions),
  });
  console.log(`Created ${made.file} at ${made.route}, between ${made.previous.route} and ${made.next.route}${made.draft ? ", as a draft" : ""}.
Updated Next in ${made.previous.file} and Previous in ${made.next.file}.${
    made.draft
      ? `
It is a draft: npm run dev shows it, the built site leaves it out (its neighbours' Previous
and Next skip it) until it is made live. Pass --live to publish a new case study at once.`
      : ""
  }

Next steps:
1. Put the real pictures in public/media/${slug}/ (banner at least 2400 px wide; logo square).
2. Replace every "Replace this" text in ${made.file}; set the services and industry in "project"
   (ids from pages/taxonomy.json).
3. Add blocks (logos, palette, typography, media-grid, video): see AUTHORING.md.
4. Run npm run validate, then npm run dev and open http://localhost:5173${made.route}.${
    made.draft
      ? `
5. When it is ready, make it live: delete the line "draft": true, from ${made.file}
   (or press Make live in npm run edit, and save).`
      : ""
  }`);
} catch (error) {
  if (error instanceof ScaffoldError) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
