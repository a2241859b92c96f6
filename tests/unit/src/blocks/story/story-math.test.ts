import { describe, expect, it } from "vitest";
import type { StoryRing, StoryScroll } from "../../../../../src/generated/schema.ts";
import {
  RING_MARGIN,
  ringFit,
  fadeWindow,
  ringLabel,
  ringOpacityAt,
  ringRotationAt,
  ringScaleFor,
  ringXAt,
  sectionHeightFor,
  stepHeightFor,
  stepIndexAt,
  storyFrame,
} from "../../../../../src/blocks/story/story-math.ts";

const scroll: StoryScroll = {
  stepHeight: 1000,
  phoneStepHeight: 1400,
  fadeStartOffset: 300,
  fadeEndOffset: 400,
  extraHeight: 800,
  phoneExtraHeight: 600,
  rotationDivisor: 7,
  throttleMs: 16,
  phoneCardViewports: 1,
};
const ring: StoryRing = {
  sizes: [600, 500, 400],
  phoneScale: 0.5,
  tabletScale: 0.65,
  fromX: 50,
  toX: 27,
  repeat: 3,
};

describe("the story's step height and section height", () => {
  it("is 1000 px per step from 768 px wide and 1400 px below", () => {
    expect(stepHeightFor(1280, scroll)).toBe(1000);
    expect(stepHeightFor(768, scroll)).toBe(1000);
    expect(stepHeightFor(767, scroll)).toBe(1400);
    expect(stepHeightFor(375, scroll)).toBe(1400);
  });

  it("makes the section step height × 3 + 800 (600 on phones)", () => {
    expect(sectionHeightFor(1280, scroll, 3)).toBe(3800);
    expect(sectionHeightFor(375, scroll, 3)).toBe(1400 * 3 + 600);
  });
});

describe("the step index", () => {
  it("moves on by one step per step height of scrolling", () => {
    expect(stepIndexAt(0, 1000, 3)).toBe(0);
    expect(stepIndexAt(999, 1000, 3)).toBe(0);
    expect(stepIndexAt(1000, 1000, 3)).toBe(1);
    expect(stepIndexAt(2000, 1000, 3)).toBe(2);
    expect(stepIndexAt(1399, 1400, 3)).toBe(0);
    expect(stepIndexAt(1400, 1400, 3)).toBe(1);
  });

  it("stays on the first step above the section and on the last below it", () => {
    expect(stepIndexAt(-500, 1000, 3)).toBe(0);
    expect(stepIndexAt(9000, 1000, 3)).toBe(2);
  });
});

describe("the ring", () => {
  it("turns by the scrolled distance divided by 7", () => {
    expect(ringRotationAt(0, scroll)).toBe(0);
    expect(ringRotationAt(700, scroll)).toBe(100);
    expect(ringRotationAt(2100, scroll)).toBe(300);
  });

  it("is full size on desktops, 0.65 on tablets (768–1024 px) and 0.5 on phones", () => {
    expect(ringScaleFor(1920, ring)).toBe(1);
    expect(ringScaleFor(1025, ring)).toBe(1);
    expect(ringScaleFor(1024, ring)).toBe(0.65);
    expect(ringScaleFor(768, ring)).toBe(0.65);
    expect(ringScaleFor(767, ring)).toBe(0.5);
  });

  it("fades out between step height × (steps − 1) + 300 and step height × steps + 400", () => {
    expect(fadeWindow(1000, 3, scroll)).toEqual({ start: 2300, end: 3400 });
    expect(ringOpacityAt(0, 1000, 3, scroll)).toBe(1);
    expect(ringOpacityAt(2300, 1000, 3, scroll)).toBe(1);
    expect(ringOpacityAt(2850, 1000, 3, scroll)).toBeCloseTo(0.5);
    expect(ringOpacityAt(3400, 1000, 3, scroll)).toBe(0);
    expect(ringOpacityAt(5000, 1000, 3, scroll)).toBe(0);
    expect(fadeWindow(1400, 3, scroll)).toEqual({ start: 3100, end: 4600 });
  });

  it("starts in the middle and travels to the side as the section is scrolled", () => {
    expect(ringXAt(-800, 800, 1000, ring)).toBe(50);
    expect(ringXAt(-2000, 800, 1000, ring)).toBe(50);
    const halfway = ringXAt(-150, 800, 1000, ring);
    expect(halfway).toBeLessThan(50);
    expect(halfway).toBeGreaterThan(27);
    expect(ringXAt(500, 800, 1000, ring)).toBe(27);
    expect(ringXAt(2500, 800, 1000, ring)).toBe(27);
  });

  it("repeats its text around the circle with unbreakable gaps", () => {
    expect(ringLabel("OUR MISSION •", 3)).toBe(
      "OUR MISSION •\u00a0OUR MISSION •\u00a0OUR MISSION •\u00a0",
    );
  });
});

describe("a whole story frame", () => {
  it("puts a 1280 px desktop two step heights in on the mission, turned and still visible", () => {
    const frame = storyFrame(
      { progress: 2000, width: 1280, viewportHeight: 800, steps: 3 },
      scroll,
      ring,
    );
    expect(frame).toEqual({ step: 2, x: 27, rotation: 2000 / 7, opacity: 1, scale: 1 });
  });

  it("uses the phone step height and scale below 768 px", () => {
    const frame = storyFrame(
      { progress: 2000, width: 375, viewportHeight: 812, steps: 3 },
      scroll,
      ring,
    );
    expect(frame.step).toBe(1);
    expect(frame.scale).toBe(0.5);
  });
});

describe("the ring's fit where it rests", () => {
  // The about page's ring: 600 px, resting at 27% of the width.
  it("keeps the design's scale where there is room (1280 × 800: height decides, 0.86 × 728 / 600)", () => {
    expect(ringFit(600, { height: 728, centreX: 0.27 * 1280, panelLeft: 700 })).toBeCloseTo(
      1.043,
      3,
    );
  });

  it("shrinks the ring to end RING_MARGIN px left of the text panel (768 px: panel at 376)", () => {
    const centreX = 0.27 * 768;
    const scale = ringFit(600, { height: 900, centreX, panelLeft: 376 });
    expect(centreX + (600 * scale) / 2).toBeCloseTo(376 - RING_MARGIN, 6);
    expect(scale).toBeLessThan(0.65);
  });

  it("keeps it inside the left edge, and never below 0", () => {
    const scale = ringFit(600, { height: 900, centreX: 100, panelLeft: 900 });
    expect(100 - (600 * scale) / 2).toBeCloseTo(RING_MARGIN, 6);
    expect(ringFit(600, { height: 900, centreX: 100, panelLeft: 90 })).toBe(0);
  });
});
