import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SETTLE_MS,
  settledCheck,
  type Checked,
} from "../../../../scripts/content/settled-check.ts";

const valid: Checked = { model: {} };
const broken: Checked = {};

/** A check that answers with `answers` in turn, and what it reported. */
function setup(...answers: Checked[]) {
  const reported: string[] = [];
  let calls = 0;
  const onChange = settledCheck(() => answers[Math.min(calls++, answers.length - 1)]!, {
    valid: () => reported.push("valid"),
    broken: () => reported.push("broken"),
  });
  return { onChange, reported, checks: () => calls };
}

describe("the development server's check of a changed document", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports valid documents at once", () => {
    const { onChange, reported } = setup(valid);
    onChange();
    expect(reported).toEqual(["valid"]);
  });

  it("does not report a document read halfway through its write, which is whole a moment later", () => {
    const { onChange, reported, checks } = setup(broken, valid);
    onChange();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1);
    // No second change was reported by the watcher: the second look finds it whole.
    expect(checks()).toBe(2);
    expect(reported).toEqual(["valid"]);
  });

  it("reports a document still broken a moment later", () => {
    const { onChange, reported } = setup(broken, broken);
    onChange();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(reported).toEqual(["broken"]);
  });

  it("lets the newest change decide: a pending second look is cancelled", () => {
    const { onChange, reported, checks } = setup(broken, valid, broken);
    onChange();
    onChange();
    expect(reported).toEqual(["valid"]);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(checks()).toBe(2);
    expect(reported).toEqual(["valid"]);
  });
});
