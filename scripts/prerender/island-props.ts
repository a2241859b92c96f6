/**
 * Writes each island's props beside it (src/render/island.tsx, src/core/wake.ts): small ones in the page, as its
 * `data-props`; larger ones in a file of their own, named by their content, which the loader
 * fetches as the island wakes (`data-props-src`). The page's first response stays within one
 * round trip (14 KB), an island's data is fetched only by a visitor who wakes it, and islands
 * that are the same on every page (the footer's newsletter) are one cached file.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ISLAND_ID_ATTRIBUTE, propsAttribute } from "../../src/core/wake.ts";

/** Props longer than this (characters of JSON) go to a file. */
export const INLINE_PROPS_MAX = 256;

/** The folder under the output for props files: hashed and cached for a year, as assets are. */
export const PROPS_DIR = "assets/islands";

export function attachIslandProps(html: string, islandProps: object[], dist: string): string {
  const id = new RegExp(` ${ISLAND_ID_ATTRIBUTE}="(\\d+)"`, "g");
  return html.replace(id, (attribute, index: string) => {
    const props = islandProps[Number(index)];
    if (!props) throw new Error(`Island ${index} has no props.`);
    const json = JSON.stringify(props);
    // None: the loader reads an island without props as `{}` (src/core/wake.ts readProps).
    if (json === "{}") return attribute;
    if (json.length <= INLINE_PROPS_MAX) return `${attribute} ${propsAttribute({ json })}`;
    const name = `${PROPS_DIR}/${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
    mkdirSync(join(dist, PROPS_DIR), { recursive: true });
    writeFileSync(join(dist, name), json);
    return `${attribute} ${propsAttribute({ src: `/${name}` })}`;
  });
}
