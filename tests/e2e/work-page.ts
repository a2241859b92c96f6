/** Our Work as its tests see it: the documents' projects and categories, and the page's tiles. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
/** What the documents say, read independently of the site's own derivation. */
interface Project {
  route: string;
  services: string[];
  industry?: string;
}
interface Category {
  id: string;
  label: string;
  aliases?: string[];
}
const pagesDir = join(process.cwd(), "pages");
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
export const taxonomy = readJson<{ services: Category[]; industries: Category[] }>(
  join(pagesDir, "taxonomy.json"),
);
export const projects: Project[] = readdirSync(join(pagesDir, "portfolio"))
  .map((file) =>
    readJson<{ route: string; project?: Project & { listed?: boolean } }>(
      join(pagesDir, "portfolio", file),
    ),
  )
  .filter((doc) => doc.project && doc.project.listed !== false)
  .map((doc) => ({
    route: doc.route,
    services: doc.project!.services,
    industry: doc.project!.industry,
  }));

export function expectedRoutes(mode: "service" | "industry", id: string): string[] {
  return projects
    .filter((p) => (mode === "service" ? p.services.includes(id) : p.industry === id))
    .map((p) => p.route)
    .sort();
}

export const tiles = (page: Page) => page.locator("ul a[data-tile]");
export const chips = (page: Page, name: "Services" | "Industries") =>
  page.getByRole("group", { name, exact: true }).getByRole("button");

export async function tileRoutes(page: Page): Promise<string[]> {
  return (
    await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).sort();
}
