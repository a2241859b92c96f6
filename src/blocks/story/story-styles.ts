/** The styles of the story block: the stacked cards on phones and the pinned ring above. */
import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { StoryBlock, StoryStep } from "../../generated/schema.ts";
import {
  colors,
  displayText,
  easing,
  fontSize,
  gutter,
  headerHeight,
  maxWidth,
  measure,
  mq,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Band } from "../../ui/section.tsx";
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, sectionHeightFor } from "./story-math.ts";

/** The story across the whole width: its list and its cards each keep to a column of their own. */
export const StoryBand = styled(Band)`
  position: relative;
  .head {
    display: grid;
    gap: 0.6rem;
  }
  .eyebrow {
    ${titleStyle.eyebrow}
  }
  h2 {
    ${titleStyle.section}
  }
  h3 {
    font-size: ${fontSize.heading};
    letter-spacing: -0.03em;
  }
  .count {
    ${displayText}
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
`;

/* Served and reduced-motion layout (from 768 px): every step, each beside its still ring. */
export const List = styled.ol`
  display: none;
  list-style: none;
  margin: 0 auto;
  padding: ${space["3xl"]} ${gutter};
  max-width: ${maxWidth};
  > li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    gap: ${space["2xl"]};
    padding-block: ${space.l};
  }
  > li:nth-of-type(even) > :first-of-type {
    order: 2;
  }
  .ring {
    width: min(100%, 26rem);
    justify-self: center;
  }
  .text {
    display: grid;
    gap: 1rem;
    max-width: ${measure.body(46)};
  }
  .text p:not(.count) {
    color: ${colors.inkSoft};
    font-size: 1.1em;
  }
  ${mq.tablet} {
    display: block;
  }
`;

/* Phones (any motion preference): the steps as cards that stack while pinned. */
export const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 2rem ${gutter} 3rem;
  > li {
    position: sticky;
    display: grid;
    align-content: start;
    gap: 1rem;
    padding: 1.5rem;
    border-radius: 1.5rem;
    border: 1px solid rgb(20 18 16 / 0.1);
    box-shadow: 0 -0.5rem 2rem rgb(20 18 16 / 0.08);
  }
  > li:last-of-type {
    margin-bottom: 0;
  }
  .ring {
    width: min(72%, 16rem);
    justify-self: center;
    margin-block: 0.5rem;
  }
  p:not(.count) {
    color: ${colors.ink};
  }
  ${mq.tablet} {
    display: none;
  }
  ${mq.reducedMotion} {
    > li {
      position: static;
      margin-bottom: 1rem;
    }
  }
`;

export function cardStyle(step: StoryStep, index: number, viewports: number) {
  // Each card plus its gap below is `viewports` screen heights, so the pile is pinned for
  // card count × that.
  const height = `calc(100svh - ${headerHeight} - 4rem)`;
  return css`
    top: calc(${headerHeight} + 1rem + ${index * 0.75}rem);
    min-height: ${height};
    margin-bottom: calc(100svh * ${viewports} - (${height}));
    background: color-mix(in srgb, ${step.color} 16%, ${colors.paper});
    .count {
      color: ${colors.ink};
    }
  `;
}

/* Scroll-driven layout (hydrated, from 768 px, motion allowed). */
export const Track = styled.div`
  .pin {
    position: sticky;
    top: ${headerHeight};
    height: calc(100svh - ${headerHeight});
    overflow: hidden;
  }
  .ring {
    position: absolute;
    left: var(--ring-x, 50%);
    top: 50%;
    transform: translate(-50%, -50%) scale(var(--ring-scale, 1));
    opacity: var(--ring-opacity, 1);
    will-change: transform, opacity;
  }
  .ring .inner > div {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.6s ${easing};
  }
  .ring .inner > div[data-active] {
    opacity: 1;
  }
  .panel {
    position: absolute;
    z-index: 1;
    top: 50%;
    right: ${gutter};
    width: min(47%, 38rem);
    transform: translateY(-50%);
    display: grid;
    gap: 1.25rem;
    padding: ${space.m};
    border-radius: 1.75rem;
    background: color-mix(in srgb, ${colors.paper} 88%, transparent);
    -webkit-backdrop-filter: blur(8px);
    backdrop-filter: blur(8px);
  }
  .steps {
    display: grid;
  }
  .steps > article {
    grid-area: 1 / 1;
    display: grid;
    align-content: start;
    gap: 0.9rem;
    opacity: 0;
    transform: translateY(1rem);
    transition:
      opacity 0.5s ${easing},
      transform 0.6s ${easing};
  }
  .steps > article[data-active] {
    opacity: 1;
    transform: none;
  }
  .steps p {
    color: ${colors.inkSoft};
    font-size: 1.05em;
  }
  .dots {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .dots li {
    width: 2.25rem;
    height: 0.3rem;
    border-radius: 999px;
    background: ${colors.line};
    transition: background-color 0.3s ease;
  }
  .dots li[data-active] {
    background: ${colors.ink};
  }
  ${mq.desktop} {
    .panel {
      right: calc(${gutter} + 2vw);
      width: min(40%, 38rem);
    }
  }
`;

/**
 * The track's height and the ring's size. The design's scale is the track's `--ring-scale`:
 * story.tsx sets the scale that fits the screen on the same element's style, which wins over
 * it (set on .ring itself, the design's scale hid that fit from the ring).
 */
export function trackStyle(block: StoryBlock) {
  const { ring, scroll } = block;
  const [outer = 600] = ring.sizes;
  return css`
    height: ${sectionHeightFor(PHONE_MAX_WIDTH + 1, scroll, block.steps.length)}px;
    --ring-scale: ${ring.tabletScale};
    .ring {
      width: ${outer}px;
    }
    @media (min-width: ${TABLET_MAX_WIDTH + 1}px) {
      --ring-scale: 1;
    }
  `;
}

export const staticHead = css`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["3xl"]} ${gutter} 0;
`;
