import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LAID_OUT_ATTRIBUTE } from "../../../src/core/design/laid-out.ts";

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

/**
 * Lays out the parts of the page held back until they come near the window
 * (src/ui/laid-out-when-near.ts), as the visitor's scrolling would. axe reads a text's background
 * by hit testing, which passes over a part not yet drawn: the page's own background behind the
 * footer's muted headings, say, and a contrast failure the visitor never sees, or none where
 * there is one. A part laid out while axe runs made the result depend on timing.
 */
export async function layOutWhole(page: Page): Promise<void> {
  await page.evaluate(
    (name) => document.documentElement.setAttribute(name, ""),
    LAID_OUT_ATTRIBUTE,
  );
}
