import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, TARGET_BENCHMARK_INDEX } from "../../../build/audit-calibrate.ts";

describe("cpuSlowdownFor", () => {
  it("simulates the same phone on any host: the host's benchmark index over the phone's", () => {
    expect(TARGET_BENCHMARK_INDEX).toBe(400);
    // This machine class when quiet (median of 108 runs): about Lighthouse's stock 4×.
    expect(cpuSlowdownFor(1654)).toBeCloseTo(4.135);
    // A host slowed to two thirds of that gets two thirds of the slowdown.
    expect(cpuSlowdownFor(1103)).toBeCloseTo(2.7575);
    // A faster host, a larger one.
    expect(cpuSlowdownFor(2400)).toBe(6);
  });

  it("never speeds a recording up", () => {
    expect(cpuSlowdownFor(250)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });
});
