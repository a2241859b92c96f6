/** Our Work as its tests see it: the documents' projects and categories, and the page's tiles. */
import type { Page } from "@playwright/test";
import { documentsIn, readDocument } from "../support/documents.ts";
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
export const taxonomy = readDocument<{ services: Category[]; industries: Category[] }>(
  "pages/taxonomy.json",
);
export const projects: Project[] = documentsIn("pages/portfolio")
  .map((file) => readDocument<{ route: string; project?: Project & { listed?: boolean } }>(file))
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
