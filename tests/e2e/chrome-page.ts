/** The chrome as its tests see it: the site document it is drawn from, and small readers. */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
/** The chrome's data comes from the site document; the tests read the same file. */
export const site = JSON.parse(readFileSync("pages/site.json", "utf8")) as {
  nav: { label: string; href: string; accent: string }[];
  footer: { links: { label: string; href: string }[] };
  social: { network: string; label: string; href: string }[];
  contact: { email: string; phones: { city: string; number: string }[] };
};

/** A long case study whose blocks are all in place: a safe page to start from. */
export const START = "/portfolio/info3/one-bonsai";

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
