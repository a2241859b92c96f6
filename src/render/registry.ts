/**
 * Block type → component. Each component is its own chunk, so a page downloads only the
 * blocks it uses. The `satisfies` clause makes `tsc` fail when a schema in schema/blocks/
 * has no component here, or a component's props do not match its schema's type.
 */
import type { ComponentType } from "react";
import { track, type Thenable } from "../lib/thenable.ts";
import type { BlockOf, BlockProps, BlockType } from "./types.ts";

type BlockModule<T extends BlockType> = { default: ComponentType<BlockProps<BlockOf<T>>> };

export const registry = {
  banner: () => import("../blocks/banner/banner.tsx"),
  text: () => import("../blocks/text/text.tsx"),
  logos: () => import("../blocks/logos/logos.tsx"),
  palette: () => import("../blocks/palette/palette.tsx"),
  typography: () => import("../blocks/typography/typography.tsx"),
  "media-grid": () => import("../blocks/media-grid/media-grid.tsx"),
  video: () => import("../blocks/video/video.tsx"),
  "prev-next": () => import("../blocks/prev-next/prev-next.tsx"),
  "page-hero": () => import("../blocks/page-hero/page-hero.tsx"),
  portfolio: () => import("../blocks/portfolio/portfolio.tsx"),
  "service-list": () => import("../blocks/service-list/service-list.tsx"),
  "contact-form": () => import("../blocks/contact-form/contact-form.tsx"),
  "help-panel": () => import("../blocks/help-panel/help-panel.tsx"),
  "contact-details": () => import("../blocks/contact-details/contact-details.tsx"),
  "hero-video": () => import("../blocks/hero-video/hero-video.tsx"),
  intro: () => import("../blocks/intro/intro.tsx"),
  "service-cards": () => import("../blocks/service-cards/service-cards.tsx"),
  "logo-strip": () => import("../blocks/logo-strip/logo-strip.tsx"),
  testimonials: () => import("../blocks/testimonials/testimonials.tsx"),
  cta: () => import("../blocks/cta/cta.tsx"),
  "about-hero": () => import("../blocks/about-hero/about-hero.tsx"),
  story: () => import("../blocks/story/story.tsx"),
  founder: () => import("../blocks/founder/founder.tsx"),
  "stacked-cards": () => import("../blocks/stacked-cards/stacked-cards.tsx"),
  stats: () => import("../blocks/stats/stats.tsx"),
  "value-chips": () => import("../blocks/value-chips/value-chips.tsx"),
  "text-belt": () => import("../blocks/text-belt/text-belt.tsx"),
} satisfies { [T in BlockType]: () => Promise<BlockModule<T>> };

const loaded = new Map<string, Thenable<{ default: ComponentType<BlockProps<never>> }>>();

export function isKnownBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

export function loadBlock(
  type: BlockType,
): Thenable<{ default: ComponentType<BlockProps<never>> }> {
  let entry = loaded.get(type);
  if (!entry) {
    entry = track(registry[type]() as Promise<{ default: ComponentType<BlockProps<never>> }>);
    loaded.set(type, entry);
  }
  return entry;
}

/** Loads the components of these block types; call before hydrating or rendering on the server. */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownBlockType).map((type) => loadBlock(type)));
}

/** Block types whose title can be the page's h1; the first such block on a page gets it. */
export const HEADING_BLOCK_TYPES: ReadonlySet<string> = new Set<BlockType>([
  "text",
  "page-hero",
  "contact-form",
  "hero-video",
  "about-hero",
]);
