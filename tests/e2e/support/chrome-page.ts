/** The chrome as its tests see it: the site document it is drawn from, and small readers. */
import type { Page } from "@playwright/test";
/** The chrome's data comes from the site document; the tests read the same file. */
export { site, START } from "./documents.ts";

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The computed style of a link's ::after underline. */
export function underline(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name, exact: true })
    .evaluate((link) => {
      const style = getComputedStyle(link, "::after");
      return { color: style.backgroundColor, transform: style.transform };
    });
}
