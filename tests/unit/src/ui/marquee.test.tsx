// @vitest-environment jsdom
/**
 * The endless strip after hydration: the app adds the copies one at a time, and a render that
 * adds one does not draw again the copies already there (on a phone, a testimonials copy drawn
 * at once was one task of over 100 ms under Lighthouse).
 */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./match-media.ts";
import { Marquee } from "../../../../src/ui/marquee.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEMS = ["North", "East", "South", "West"] as const;
const REPEAT = 5;

let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  // A visitor who has not asked for reduced motion.
  stubMatchMedia(() => false);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function hydratedStrip(renderItem: (item: string, index: number, hidden: boolean) => string) {
  const strip = (
    <Marquee
      items={ITEMS}
      repeat={REPEAT}
      durationMs={20_000}
      pauseLabel="Pause"
      playLabel="Play"
      renderItem={renderItem}
    />
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(strip);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, strip);
  });
  return container;
}

/** Lets the strip's timers run until it has every copy (or gives up after twice as long). */
async function untilCloned(container: HTMLElement) {
  for (
    let step = 0;
    step < REPEAT * 2 && container.querySelectorAll("ul.copy").length < REPEAT;
    step++
  ) {
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
  }
}

describe("Marquee after hydration", () => {
  it("ships one copy, then adds the others, hidden from assistive technology", async () => {
    const container = await hydratedStrip((item, _index, hidden) => (hidden ? `(${item})` : item));
    expect(container.querySelectorAll("ul.copy")).toHaveLength(1);

    await untilCloned(container);

    const copies = [...container.querySelectorAll("ul.copy")];
    expect(copies).toHaveLength(REPEAT);
    expect(copies.map((copy) => copy.getAttribute("aria-hidden"))).toEqual([
      null,
      ...Array<string>(REPEAT - 1).fill("true"),
    ]);
    expect([...copies[0]!.querySelectorAll("li")].map((li) => li.textContent)).toEqual([...ITEMS]);
    for (const copy of copies.slice(1))
      expect([...copy.querySelectorAll("li")].map((li) => li.textContent)).toEqual(
        ITEMS.map((item) => `(${item})`),
      );
    expect(container.firstElementChild?.hasAttribute("data-cloned")).toBe(true);
  });

  it("draws each item for the shown and the hidden row once, however many copies it adds", async () => {
    const renderItem = vi.fn((item: string) => item);
    const container = await hydratedStrip(renderItem);
    renderItem.mockClear();

    await untilCloned(container);

    expect(container.querySelectorAll("ul.copy")).toHaveLength(REPEAT);
    // Hydration drew the shown row and the hidden one; adding four copies draws no item again.
    expect(renderItem).not.toHaveBeenCalled();
  });
});
