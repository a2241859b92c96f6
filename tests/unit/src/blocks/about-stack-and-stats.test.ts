import { describe, expect, it } from "vitest";
import { coveredBy, depthScale, pinStep } from "../../../../src/blocks/stacked-cards/stack-math.ts";
import { countAt } from "../../../../src/blocks/stats/count.ts";

describe("the stacked value cards", () => {
  it("take 0.6 × the screen height of scrolling per extra card", () => {
    expect(pinStep(1000, 0.6)).toBe(600);
  });

  it("count how many cards lie on top of each card as the pile is scrolled", () => {
    // 1000 px screen, 600 px per card: halfway through the second card's arrival.
    expect(coveredBy(300, 0, 4, 1000, 0.6)).toBeCloseTo(0.5);
    expect(coveredBy(300, 1, 4, 1000, 0.6)).toBe(0);
    // All four cards have arrived: three on the first, none on the last.
    expect(coveredBy(1800, 0, 4, 1000, 0.6)).toBe(3);
    expect(coveredBy(1800, 2, 4, 1000, 0.6)).toBe(1);
    expect(coveredBy(1800, 3, 4, 1000, 0.6)).toBe(0);
    expect(coveredBy(-200, 0, 4, 1000, 0.6)).toBe(0);
    expect(coveredBy(99999, 0, 4, 1000, 0.6)).toBe(3);
  });

  it("shrink covered cards a little per card on top", () => {
    expect(depthScale(0)).toBe(1);
    expect(depthScale(2)).toBeCloseTo(0.9);
  });
});

describe("the counters", () => {
  it("count up from 0 to the number, easing out, and end exactly on it", () => {
    expect(countAt(0, 1400, 40)).toBe(0);
    const early = countAt(350, 1400, 40);
    const late = countAt(1050, 1400, 40);
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(early);
    expect(late).toBeLessThan(40);
    expect(countAt(1400, 1400, 40)).toBe(40);
    expect(countAt(5000, 1400, 200)).toBe(200);
  });

  it("show the number at once when there is no count-up", () => {
    expect(countAt(0, 0, 55)).toBe(55);
  });
});
