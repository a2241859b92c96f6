import { describe, expect, it } from "vitest";
import { inSlices, type SliceClock } from "../../../src/ui/in-slices.ts";

/** A clock that moves only when a step says so, and tasks that run when the test says so. */
function fakeBrowser() {
  let time = 0;
  const queued: (() => void)[] = [];
  const clock: SliceClock = { now: () => time, later: (task) => void queued.push(task) };
  return {
    clock,
    spend: (ms: number) => void (time += ms),
    /** Runs the queued tasks one by one until none is left; returns how many ran. */
    drain() {
      let tasks = 0;
      while (queued.length) {
        queued.shift()!();
        tasks++;
      }
      return tasks;
    },
  };
}

describe("inSlices", () => {
  it("runs every step in order, as many to a task as fit in the budget", async () => {
    const browser = fakeBrowser();
    const ran: [step: number, task: number][] = [];
    let task = 0;
    const steps = Array.from({ length: 7 }, (_, step) => () => {
      ran.push([step, task]);
      browser.spend(1.5);
    });
    const done = inSlices(steps, 4, {
      now: browser.clock.now,
      later: (next) => browser.clock.later(() => (task++, next())),
    });
    // The first task ran its share at once; the rest wait for the browser.
    expect(ran).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(browser.drain()).toBe(2);
    await done;
    expect(ran).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 2],
    ]);
  });

  it("runs a step longer than the budget on its own, and still runs the next", async () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    const done = inSlices(
      [() => (ran.push("slow"), browser.spend(30)), () => (ran.push("quick"), browser.spend(1))],
      4,
      browser.clock,
    );
    expect(ran).toEqual(["slow"]);
    expect(browser.drain()).toBe(1);
    await done;
    expect(ran).toEqual(["slow", "quick"]);
  });

  it("stops at a step that throws and rejects with its error", async () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    const done = inSlices(
      [
        () => void ran.push("first"),
        () => {
          throw new Error("no head");
        },
        () => void ran.push("never"),
      ],
      4,
      browser.clock,
    );
    browser.drain();
    await expect(done).rejects.toThrow("no head");
    expect(ran).toEqual(["first"]);
  });

  it("yields between tasks by message, with the runtime's own clock", async () => {
    const order: string[] = [];
    // A budget of 0 ms: one step to a task, the second after a message.
    const done = inSlices([() => void order.push("a"), () => void order.push("b")], 0);
    order.push("after the first task");
    await done;
    expect(order).toEqual(["a", "after the first task", "b"]);
  });
});
