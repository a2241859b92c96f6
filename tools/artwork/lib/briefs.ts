/**
 * The briefs the case-study artwork is drawn from. briefs.json holds only the art direction
 * (the folder, the symbol, the tagline, the client in a sentence, the files to draw and their
 * sizes); everything a page also shows comes from that case study's page document, named by its
 * route: the brand, industry and services, the palette and its gradient, the typefaces and the
 * banner's options. Alt texts belong to the pages alone: the drawings do not use them.
 */
import fs from "node:fs";
import path from "node:path";
import type { Asset, Brief, Colour } from "./brand.ts";

/** One entry of briefs.json. */
interface Direction {
  folder: string;
  /** The route of the case study's page (pages/portfolio/*.json) the rest is read from. */
  route: string;
  client: string;
  tagline: string;
  symbol: string;
  /** Swatches the drawings use that the page's palette does not list (after the page's). */
  extraSwatches?: Colour[];
  assets: Asset[];
}

interface PageBlock {
  type: string;
  [key: string]: unknown;
}

interface CaseStudyPage {
  route: string;
  project: {
    brand: string;
    industry: string;
    services: string[];
    displayServices: string;
    logo?: { src?: string };
  };
  blocks: PageBlock[];
}

interface PaletteBlock extends PageBlock {
  colors: Colour[];
  gradients?: { name: string; from: string; to: string }[];
}

interface TypographyBlock extends PageBlock {
  primary: { name: string; role: string };
  secondary: { name: string; role: string; weights?: number[] };
}

/** The case-study pages, by route. */
function caseStudyPages(pagesDir: string): Map<string, { file: string; page: CaseStudyPage }> {
  const dir = path.join(pagesDir, "portfolio");
  const byRoute = new Map<string, { file: string; page: CaseStudyPage }>();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const file = path.join(dir, name);
    const page = JSON.parse(fs.readFileSync(file, "utf8")) as CaseStudyPage;
    byRoute.set(page.route, { file, page });
  }
  return byRoute;
}

function block<T extends PageBlock>(page: CaseStudyPage, type: string, file: string): T {
  const found = page.blocks.find((b) => b.type === type);
  if (!found) throw new Error(`${file}: the artwork needs its "${type}" block, and it has none.`);
  return found as T;
}

/** The brief of each entry of `directions`, completed from its page under `pagesDir`. */
export function joinBriefs(directions: Direction[], pagesDir: string): Brief[] {
  const pages = caseStudyPages(pagesDir);
  return directions.map((d) => {
    const match = pages.get(d.route);
    if (!match)
      throw new Error(
        `briefs.json: "${d.folder}" names the route ${d.route}, and no page in ${path.join(pagesDir, "portfolio")} has it.`,
      );
    const { file, page } = match;
    // The route is the key (two pages may share a folder); the page's logo must then be one of
    // this folder's files, or the brief names another brand's page.
    const logo = page.project.logo?.src;
    if (!logo?.startsWith(`/media/${d.folder}/`))
      throw new Error(
        `briefs.json: "${d.folder}" names the route ${d.route}, but ${file} takes its logo from ${logo ?? "nowhere"}, not from /media/${d.folder}/.`,
      );
    const palette = block<PaletteBlock>(page, "palette", file);
    const type = block<TypographyBlock>(page, "typography", file);
    const banner = block<PageBlock>(page, "banner", file);
    const gradient = palette.gradients?.[0];
    const { weights } = type.secondary;
    return {
      folder: d.folder,
      route: page.route,
      brand: page.project.brand,
      client: d.client,
      industry: page.project.industry,
      services: page.project.services,
      displayServices: page.project.displayServices,
      tagline: d.tagline,
      symbol: d.symbol,
      palette: [
        ...palette.colors.map(({ name, hex, meaning }) => ({
          name,
          hex,
          ...(meaning === undefined ? {} : { meaning }),
        })),
        ...(d.extraSwatches ?? []),
      ],
      ...(gradient
        ? { gradient: { name: gradient.name, from: gradient.from, to: gradient.to } }
        : {}),
      typefaces: {
        primary: { name: type.primary.name, role: type.primary.role },
        secondary: {
          name: type.secondary.name,
          role: type.secondary.role,
          ...(weights ? { weights } : {}),
        },
      },
      compactBannerOnMobile: banner.compactOnMobile === true,
      hoverZoom: banner.hoverZoom === true,
      assets: d.assets,
    };
  });
}

/** briefs.json beside this folder, joined with the pages of the repository it sits in. */
export function loadBriefs(artworkDir: string, pagesDir: string): Brief[] {
  const directions = JSON.parse(
    fs.readFileSync(path.join(artworkDir, "briefs.json"), "utf8"),
  ) as Direction[];
  return joinBriefs(directions, pagesDir);
}
