/**
 * The footer's social icons drawn by CSS: a mask of the icon file that scripts/prerender/social-icons.ts
 * writes, filled with the link's colour (so hover colours still apply).
 */
import type { SocialLink } from "../generated/schema.ts";

export const SOCIAL_ICON_DIR = "_icons";

/** Rules for `.icon[data-network]` elements inside the styled parent (`&`). */
export function socialIconCss(networks: readonly SocialLink["network"][]): string {
  const base = `& .icon { display: block; width: 20px; height: 20px; background: currentColor;
    -webkit-mask: center / contain no-repeat; mask: center / contain no-repeat; }
  @media (forced-colors: active) { & .icon { background: CanvasText; } }`;
  return [
    base,
    ...networks.map(
      (network) =>
        `& .icon[data-network="${network}"] { -webkit-mask-image: url(/${SOCIAL_ICON_DIR}/${network}.svg); mask-image: url(/${SOCIAL_ICON_DIR}/${network}.svg); }`,
    ),
  ].join("\n");
}
