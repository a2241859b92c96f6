/**
 * Where the story is for a scroll position: which step shows, where the ring stands, how far
 * it has turned and how visible it is. Pure, so it is tested without a browser.
 *
 * `progress` is how many pixels the section's top has scrolled past the top of the screen
 * (negative while the section is still coming up from below).
 */
import type { StoryRing, StoryScroll } from "../../generated/schema.ts";
import { breakpoints } from "../../core/design/tokens.ts";

export const PHONE_MAX_WIDTH = breakpoints.tablet - 1;
export const TABLET_MAX_WIDTH = breakpoints.desktop - 1;
/** Where the story can follow the scroll: wider than a phone (phones get the stacked cards). */
export const WIDE_QUERY = `(min-width: ${PHONE_MAX_WIDTH + 1}px)`;

export function stepHeightFor(width: number, scroll: StoryScroll): number {
  return width <= PHONE_MAX_WIDTH ? scroll.phoneStepHeight : scroll.stepHeight;
}

/** The section's height: one step height per step plus the extra (smaller on phones). */
export function sectionHeightFor(width: number, scroll: StoryScroll, steps: number): number {
  const extra = width <= PHONE_MAX_WIDTH ? scroll.phoneExtraHeight : scroll.extraHeight;
  return stepHeightFor(width, scroll) * steps + extra;
}

/** One step per step height, from the first to the last. */
export function stepIndexAt(progress: number, stepHeight: number, steps: number): number {
  if (steps <= 0) return 0;
  return Math.min(steps - 1, Math.max(0, Math.floor(progress / stepHeight)));
}

/** The ring's scale: smaller on phones and tablets. */
export function ringScaleFor(width: number, ring: StoryRing): number {
  if (width <= PHONE_MAX_WIDTH) return ring.phoneScale;
  if (width <= TABLET_MAX_WIDTH) return ring.tabletScale;
  return 1;
}

/** Turned by scrolled pixels ÷ rotationDivisor, in degrees. */
export function ringRotationAt(progress: number, scroll: StoryScroll): number {
  return progress / scroll.rotationDivisor;
}

/** The fade-out window: from stepHeight × (steps − 1) + start offset to stepHeight × steps + end offset. */
export function fadeWindow(stepHeight: number, steps: number, scroll: StoryScroll) {
  return {
    start: stepHeight * (steps - 1) + scroll.fadeStartOffset,
    end: stepHeight * steps + scroll.fadeEndOffset,
  };
}

/** 1 until the fade starts, 0 once it has ended, linear in between. */
export function ringOpacityAt(
  progress: number,
  stepHeight: number,
  steps: number,
  scroll: StoryScroll,
): number {
  const { start, end } = fadeWindow(stepHeight, steps, scroll);
  if (progress <= start) return 1;
  if (progress >= end) return 0;
  return 1 - (progress - start) / (end - start);
}

/**
 * The ring's centre, in percent of the width: at fromX while the section comes into view from
 * below, moving to toX by the time half a step has been scrolled inside the section.
 */
export function ringXAt(
  progress: number,
  viewportHeight: number,
  stepHeight: number,
  ring: StoryRing,
): number {
  const travel = viewportHeight + stepHeight / 2;
  const t = Math.min(1, Math.max(0, (progress + viewportHeight) / travel));
  return ring.fromX + (ring.toX - ring.fromX) * t;
}

export interface StoryFrame {
  step: number;
  /** Ring centre, percent of the width. */
  x: number;
  /** Degrees. */
  rotation: number;
  opacity: number;
  scale: number;
}

/** Everything the desktop story draws for one scroll position and screen size. */
export function storyFrame(
  input: { progress: number; width: number; viewportHeight: number; steps: number },
  scroll: StoryScroll,
  ring: StoryRing,
): StoryFrame {
  const stepHeight = stepHeightFor(input.width, scroll);
  return {
    step: stepIndexAt(input.progress, stepHeight, input.steps),
    x: ringXAt(input.progress, input.viewportHeight, stepHeight, ring),
    rotation: ringRotationAt(input.progress, scroll),
    opacity: ringOpacityAt(input.progress, stepHeight, input.steps, scroll),
    scale: ringScaleFor(input.width, ring),
  };
}

/** The room kept between the ring and the screen's edge, or the text panel, in px. */
export const RING_MARGIN = 16;

/**
 * The largest scale at which a ring `outer` px wide, resting with its centre `centreX` px from
 * the left, fits the pinned screen: inside 86% of its height, left of the text panel (which
 * starts at `panelLeft`) and inside the left edge. On a tablet the design's scale put the ring's
 * right side under the panel (26 px of it at 768 px).
 */
export function ringFit(
  outer: number,
  { height, centreX, panelLeft }: { height: number; centreX: number; panelLeft: number },
): number {
  const room = Math.min(centreX, panelLeft - centreX) - RING_MARGIN;
  return Math.max(0, Math.min((height * 0.86) / outer, (2 * room) / outer));
}

/**
 * The ring text repeated `repeat` times, so it runs once around the circle. The gaps are
 * no-break spaces: SVG would drop the trailing one, and the seam where the text meets its
 * start would lose its gap.
 */
export function ringLabel(text: string, repeat: number): string {
  const unit = text.trim();
  return Array.from({ length: repeat }, () => `${unit}\u00a0`).join("");
}
