import { afterEach, describe, expect, it, vi } from "vitest";
import { firstContentfulPaint } from "../../../src/ui/first-contentful-paint.ts";

type Callback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A browser whose paint entries are delivered by hand: `paint(name)`. */
function fakePaints(already: string[] = []) {
  const observers: Callback[] = [];
  const disconnected: Callback[] = [];
  vi.spyOn(performance, "getEntriesByName").mockImplementation(
    (name: string) => (already.includes(name) ? [{ name }] : []) as PerformanceEntryList,
  );
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(private callback: Callback) {}
      observe() {
        observers.push(this.callback);
      }
    },
  );
  return {
    paint(name: string) {
      for (const callback of [...observers])
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => disconnected.push(callback) },
        );
    },
    disconnected,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("firstContentfulPaint", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("waits past a first paint of the bare background for the first contentful paint", async () => {
    const browser = fakePaints();
    const painted = firstContentfulPaint();
    browser.paint("first-paint");
    expect(await settled(painted)).toBe(false);
    browser.paint("first-contentful-paint");
    expect(await settled(painted)).toBe(true);
    expect(browser.disconnected).toHaveLength(1);
  });

  it("resolves at once when the content has already been painted", async () => {
    fakePaints(["first-paint", "first-contentful-paint"]);
    expect(await settled(firstContentfulPaint())).toBe(true);
  });
});
