import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe, run in the page itself (`axe.run`). The default mode runs axe in each frame, then
 * opens a second, blank page to merge the results: about 0.7 s a call here, most of the time
 * of the accessibility sweep over every route. The site has no cross-origin frames, the one
 * case that the default mode tests and this one does not (same-origin frames, such as the
 * editor's preview, are still checked).
 * Only violations are collected in full: the tests read nothing else, and listing every
 * passing node of every rule took a seventh of the sweep's axe time (25.8 → 22.3 s per width,
 * 34 routes at 1440 px, idle machine).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}
