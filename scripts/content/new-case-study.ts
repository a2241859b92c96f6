/**
 * `npm run new:case-study -- --slug acme --title "Acme" [--after pik] [--route /portfolio/acme] [--live]`
 *
 * Writes pages/portfolio/<slug>.json with placeholders that validate, as a draft (`"draft": true`,
 * scripts/content/drafts.ts: the built site leaves it out until it is made live) unless `live`;
 * copies placeholder pictures to public/media/<slug>/, and links the page into the Previous/Next
 * chain after the named case study (default: the one before the first case study, i.e. the end
 * of the chain), updating both neighbours' documents in place so their formatting is kept. The
 * live neighbours' Previous and Next skip the draft on the built site until it is live.
 * (--pages DIR and --public DIR point it at another site, for tests.)
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { applyEdits, modify } from "jsonc-parser";
import { loadAndValidate } from "./load.ts";
import { resolvePath, type RouteTable } from "../../src/core/routes.ts";
import type { PageDocument } from "../../src/generated/schema.ts";
import { chainLinkOf, chainOf, type BlockServers } from "../../src/core/blocks/block-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

export class ScaffoldError extends Error {}

export interface ScaffoldOptions {
  slug: string;
  title: string;
  after?: string;
  route?: string;
  /** Publish it at once; without this it is a draft. */
  live?: boolean;
  pagesDir: string;
  publicDir: string;
  /**
   * The block types' Node-side hooks (loadServers over src/render/definitions.ts): the block
   * that links a case study into the chain is the one whose type says how (BlockChain).
   */
  servers: BlockServers;
}

export interface ScaffoldResult {
  file: string;
  route: string;
  draft: boolean;
  previous: { file: string; route: string };
  next: { file: string; route: string };
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/**
 * Two-space JSON as Prettier prints it (printWidth 100), so the editor's first save of the page
 * changes only what the author changed: a list of plain values on one line when it fits.
 */
export function prettierJson(value: unknown): string {
  const list =
    /^( *)("[^"\n]*": )?\[\n((?: *(?:"(?:[^"\\\n]|\\.)*"|-?[\d.]+|true|false|null),?\n)+) *\](,?)$/gm;
  const text = JSON.stringify(value, null, 2).replace(
    list,
    (whole, indent: string, key: string | undefined, items: string, comma: string) => {
      const line = `${indent}${key ?? ""}[${items.trim().split(/,\n */).join(", ")}]${comma}`;
      return line.length <= 100 ? line : whole;
    },
  );
  return text + "\n";
}

export function scaffoldCaseStudy(options: ScaffoldOptions): ScaffoldResult {
  const { slug, title } = options;
  if (!SLUG.test(slug))
    throw new ScaffoldError(
      `The slug "${slug}" can only use letters, digits and hyphens (for example acme-bakery).`,
    );
  if (!title.trim()) throw new ScaffoldError('Give the case study a title with --title "Acme".');
  const route = options.route ?? `/portfolio/${slug}`;
  const file = join(options.pagesDir, "portfolio", `${slug}.json`);
  const rel = (path: string) => relative(root, path).split("\\").join("/");

  if (existsSync(file))
    throw new ScaffoldError(
      `A case study with the slug "${slug}" already exists: ${rel(file)}. Choose another --slug.`,
    );
  const result = loadAndValidate({
    root,
    pagesDir: options.pagesDir,
    publicDir: options.publicDir,
  });
  const pages = result.documents.filter((d) => d.kind === "page") as {
    file: string;
    value: PageDocument;
    source: { text: string };
  }[];
  const owner = pages.find(
    (p) => p.value.route === route || (p.value.aliases ?? []).includes(route),
  );
  if (owner)
    throw new ScaffoldError(
      `The route ${route} is already used by ${owner.file}. Choose another --slug or --route.`,
    );
  if (existsSync(join(options.publicDir, "media", slug)))
    throw new ScaffoldError(
      `The folder public/media/${slug}/ already exists. Choose another --slug, or remove that folder.`,
    );
  if (!result.model)
    throw new ScaffoldError(
      "Fix the errors that `npm run validate` reports first; the chain can only be changed in valid documents.",
    );

  const table: RouteTable = result.model.routeTable;
  const chain = chainOf(options.servers)?.chain;
  if (!chain) throw new ScaffoldError("No block type links the case studies' chain.");
  const linkOf = (page: (typeof pages)[number]) => chainLinkOf(page.value.blocks, options.servers);
  const chained = pages.filter(
    (p) => p.value.project && p.value.project.listed !== false && linkOf(p),
  );
  const byRoute = new Map(chained.map((p) => [p.value.route, p]));
  const canonical = (path: string) => {
    const r = resolvePath(path, table);
    return r.kind === "page" ? r.route : path;
  };
  const prevNext = (page: (typeof chained)[number]) => linkOf(page)!.links;

  let previous: (typeof chained)[number] | undefined;
  if (options.after) {
    const wanted = options.after;
    previous = chained.find(
      (p) =>
        p.value.route === wanted ||
        p.value.route.split("/").pop() === wanted ||
        p.file.endsWith(`/${wanted}.json`),
    );
    if (!previous)
      throw new ScaffoldError(
        `No case study in the chain matches --after ${wanted}. Use a slug such as pik or a route such as /portfolio/pik.`,
      );
  } else {
    // The end of the chain: the page whose Next is the first listed case study.
    const first = chained[0];
    previous =
      chained.find((p) => first && canonical(prevNext(p).next) === first.value.route) ??
      chained[chained.length - 1];
  }
  if (!previous)
    throw new ScaffoldError(
      "There is no case study with a Previous/Next bar to link the new one after.",
    );
  const nextRoute = canonical(prevNext(previous).next);
  const next = byRoute.get(nextRoute);
  if (!next)
    throw new ScaffoldError(
      `Next of ${previous.file} (${prevNext(previous).next}) is not a listed case study; fix the chain first.`,
    );

  const schemaPointer = relative(dirname(file), join(root, "schema/page.schema.json"))
    .split("\\")
    .join("/");
  // As authored, not as loaded (PageDocument): what the schema defaults is left for the loader
  // to fill in (src/core/schema/defaults.ts). tests/unit/scripts/content/new-case-study.test.ts
  // validates it.
  const doc = {
    $schema: schemaPointer,
    schemaVersion: 1,
    route,
    title: `${title} — case study | Saffron Studio`,
    description: `Replace this: one or two sentences about what we made for ${title}, shown in search results.`,
    ...(options.live ? {} : { draft: true }),
    project: {
      title,
      brand: title,
      logo: {
        src: `/media/${slug}/logo.png`,
        alt: `${title} logo (replace this picture and describe it)`,
      },
      services: ["identity"],
      industry: "others",
      displayServices: "Branding",
    },
    blocks: [
      {
        type: "banner",
        image: {
          src: `/media/${slug}/banner.png`,
          alt: `Replace this: describe the ${title} banner picture`,
        },
      },
      {
        type: "text",
        title,
        paragraphs: [
          `Replace this paragraph: what did ${title} ask us for, and why?`,
          "Replace this paragraph: what was the idea we built on?",
          "Replace this paragraph: what did we make, and where does it live now?",
        ],
        services: "Branding",
      },
      chain.make({ previous: previous.value.route, next: prevNext(previous).next }),
    ],
  };

  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, prettierJson(doc));
  const mediaDir = join(options.publicDir, "media", slug);
  mkdirSync(mediaDir, { recursive: true });
  copyFileSync(join(root, "public/media/placeholder-banner.png"), join(mediaDir, "banner.png"));
  copyFileSync(join(root, "public/media/placeholder-logo.png"), join(mediaDir, "logo.png"));

  // Only the two values change; everything else in the neighbours' files stays byte for byte.
  const setValue = (page: (typeof chained)[number], key: "next" | "previous", value: string) => {
    const { index, at } = linkOf(page)!;
    const path = join(root, page.file);
    const text = readFileSync(path, "utf8");
    const inBlock = at[key].split("/").slice(1);
    const edits = modify(text, ["blocks", index, ...inBlock], value, {
      formattingOptions: { insertSpaces: true, tabSize: 2 },
    });
    writeFileSync(path, applyEdits(text, edits));
  };
  setValue(previous, "next", route);
  setValue(next, "previous", route);

  return {
    file: rel(file),
    route,
    draft: !options.live,
    previous: { file: previous.file, route: previous.value.route },
    next: { file: next.file, route: next.value.route },
  };
}
