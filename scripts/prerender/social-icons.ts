/**
 * The footer's social icons as files (dist/_icons/<network>.svg) rendered from the same
 * components the chrome uses (src/site/chrome/social-icon.tsx): the footer draws them with a CSS mask
 * in its link's colour, so their ~5 KB of path data is not in every page's HTML (under the
 * 14 KB first-response budget) and is fetched once for the whole site. The dev server serves the
 * same files from socialIconSvg (scripts/content/vite-plugin.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SocialLink } from "../../src/generated/schema.ts";
import { SocialIcon } from "../../src/site/chrome/social-icon.tsx";
import { SOCIAL_ICON_DIR } from "../../src/site/social-icon-mask.ts";

/** One network's icon as an SVG file's text. */
export function socialIconSvg(network: SocialLink["network"]): string {
  return renderToStaticMarkup(createElement(SocialIcon, { network })).replace(
    "<svg ",
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  );
}

export function writeSocialIcons(dist: string, networks: Iterable<SocialLink["network"]>): void {
  const dir = join(dist, SOCIAL_ICON_DIR);
  mkdirSync(dir, { recursive: true });
  for (const network of new Set(networks))
    writeFileSync(join(dir, `${network}.svg`), socialIconSvg(network));
}
