import { describe, expect, it, vi } from "vitest";
import { beltLoopMs, loopKeyframes, loopShiftPercent } from "../../../../src/ui/marquee-math.ts";
import { throttled } from "../../../../src/ui/use-client.ts";

describe("an endless strip", () => {
  it("moves by exactly one copy per loop: 1/7 of a track of 7 copies, 1/3 of 3", () => {
    expect(loopShiftPercent(7)).toBeCloseTo(100 / 7);
    expect(loopShiftPercent(3)).toBeCloseTo(100 / 3);
    expect(loopKeyframes(7, "left")).toEqual(["0%", "-14.285714%"]);
    expect(loopKeyframes(3, "right")).toEqual(["-33.333333%", "0%"]);
  });

  it("needs at least two copies to loop without a gap", () => {
    expect(() => loopShiftPercent(1)).toThrow(/at least 2/);
  });
});

describe("the text belt", () => {
  it("moving 0.05% per frame at 60 frames a second takes 2000 frames (33.3 s) per row", () => {
    expect(beltLoopMs(0.05)).toBeCloseTo(33333.33, 1);
    expect(beltLoopMs(0.1)).toBeCloseTo(16666.67, 1);
    expect(() => beltLoopMs(0)).toThrow();
  });
});

describe("the scroll throttle", () => {
  function fakeClock() {
    let now = 0;
    const frames: (() => void)[] = [];
    const timers: { at: number; cb: () => void }[] = [];
    return {
      clock: {
        now: () => now,
        frame: (cb: () => void) => frames.push(cb),
        cancelFrame: () => frames.splice(0),
        later: (cb: () => void, ms: number) => {
          timers.push({ at: now + ms, cb });
          return 0 as unknown as ReturnType<typeof setTimeout>;
        },
        cancelLater: () => timers.splice(0),
      },
      advance(ms: number) {
        now += ms;
        for (const timer of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.cb();
        }
        for (const frame of frames.splice(0)) frame();
      },
    };
  }

  it("runs at most once per 16 ms, folding calls in between into one trailing run", () => {
    const fn = vi.fn();
    const { clock, advance } = fakeClock();
    const run = throttled(fn, 16, clock);
    run();
    run();
    advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    run();
    run();
    run();
    advance(5);
    expect(fn).toHaveBeenCalledTimes(1);
    advance(11);
    expect(fn).toHaveBeenCalledTimes(2);
    advance(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("does nothing after it is cancelled", () => {
    const fn = vi.fn();
    const { clock, advance } = fakeClock();
    const run = throttled(fn, 16, clock);
    run();
    run.cancel();
    advance(50);
    expect(fn).not.toHaveBeenCalled();
  });
});
