/**
 * Our Work's filter in the very first paint, before (and without) the app: a tiny classic script
 * in the head (query-script.ts, written by the build) reads the query string and marks
 * <html data-work-query="service:content">; CSS generated here from the listing hides the tiles
 * that selection excludes and shows its mode, chip, count and empty text. The app renders the
 * same state once it has hydrated and then removes the mark, so nothing moves.
 */
import type { ClientTaxonomy } from "../../core/client-site-data.ts";
import type { Tile } from "../../core/types.ts";
import { countText, tileMatches, type FilterMode } from "./filter.ts";
import { UNKNOWN_MARK, WORK_QUERY_ATTR } from "./params.ts";

const MODES: FilterMode[] = ["service", "industry"];

/** The marks a tile matches, for its data-match attribute ("service:identity industry:food"). */
export function tileMarks(tile: Tile, taxonomy: ClientTaxonomy): string {
  return MODES.flatMap((mode) =>
    (mode === "service" ? taxonomy.services : taxonomy.industries)
      .filter((category) => tileMatches(tile, mode, category.id))
      .map((category) => `${mode}:${category.id}`),
  ).join(" ");
}

/** A CSS string literal. */
function cssString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\A ")}"`;
}

/** What the first-frame CSS needs to know about the listing. */
export interface FirstFrameInput {
  taxonomy: ClientTaxonomy;
  tiles: readonly Tile[];
  countTemplate: string;
  /** Colours of the pressed mode button, and of a pressed chip (background, text and count). */
  pressed: {
    toggle: { background: string; color: string };
    chip: { background: string; color: string; count: string };
  };
}

/**
 * Rules (nested under the block's root, `&`) that show each possible mark's state: tiles it
 * excludes hidden, its mode's chips shown with its chip pressed, its count, and the empty text
 * when nothing matches. They apply only while <html> carries the mark, before hydration.
 */
export function firstFrameCss({
  taxonomy,
  tiles,
  countTemplate,
  pressed,
}: FirstFrameInput): string {
  const rules: string[] = [];
  const on = (mark: string) => `html[${WORK_QUERY_ATTR}="${mark}"] &`;
  rules.push(`html[${WORK_QUERY_ATTR}] & [data-count] > span { display: none; }`);
  for (const mode of MODES) {
    const other = mode === "service" ? "industry" : "service";
    const modeOn = `html[${WORK_QUERY_ATTR}^="${mode}:"] &`;
    rules.push(`${modeOn} [data-chips="${other}"] { display: none; }`);
    rules.push(`${modeOn} [data-chips="${mode}"] { display: flex; }`);
    rules.push(
      `${modeOn} [data-option="${mode}"] { background: ${pressed.toggle.background}; color: ${pressed.toggle.color}; }`,
    );
    const categories = mode === "service" ? taxonomy.services : taxonomy.industries;
    const marks = [
      ...categories.map((category) => ({ id: category.id, mark: `${mode}:${category.id}` })),
      { id: undefined, mark: `${mode}:${UNKNOWN_MARK}` },
    ];
    for (const { id, mark } of marks) {
      const shown = id === undefined ? 0 : tiles.filter((t) => tileMatches(t, mode, id)).length;
      rules.push(
        `${on(mark)} [data-count]::before { content: ${cssString(countText(countTemplate, shown, tiles.length))}; }`,
      );
      if (shown === 0) {
        rules.push(`${on(mark)} [data-grid] { display: none; }`);
        rules.push(`${on(mark)} [data-empty] { display: grid; }`);
      } else {
        rules.push(`${on(mark)} li[data-match]:not([data-match~="${mark}"]) { display: none; }`);
      }
      if (id !== undefined) {
        const chip = `${on(mark)} [data-chips="${mode}"] button[data-category="${id}"]`;
        rules.push(
          `${chip} { background: ${pressed.chip.background}; color: ${pressed.chip.color}; }`,
        );
        rules.push(`${chip} span { color: ${pressed.chip.count}; }`);
      }
    }
  }
  return rules.join("\n");
}
