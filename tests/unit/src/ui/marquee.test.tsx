// @vitest-environment jsdom
/**
 * The endless strip as a visitor's browser gets it: the server's HTML (one copy of the row),
 * then its behaviour (src/ui/marquee-behaviour.ts, no React), which clones the other copies out
 * of reach of assistive technology and the keyboard, and gives the button its job.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./match-media.ts";
import { Marquee } from "../../../../src/ui/marquee.tsx";
import startStrips from "../../../../src/ui/marquee-behaviour.ts";

const ITEMS = ["North", "East", "South", "West"] as const;
const REPEAT = 5;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The strip's served HTML in the page, each item a picture with alt text and an id. */
function servedStrip() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <Marquee
      items={ITEMS}
      repeat={REPEAT}
      durationMs={20_000}
      pauseLabel="Pause"
      playLabel="Play"
      renderItem={(item) => <img id={`logo-${item}`} src={`/${item}.png`} alt={item} />}
    />,
  );
  document.body.append(container);
  return container;
}

const copies = (container: HTMLElement) => [...container.querySelectorAll("ul.copy")];

describe("an endless strip", () => {
  it("ships one copy; its behaviour adds the others, hidden, inert, without alt text or ids", () => {
    stubMatchMedia(() => false);
    const container = servedStrip();
    expect(copies(container)).toHaveLength(1);
    expect(container.querySelector("[data-repeat]")!.hasAttribute("data-cloned")).toBe(false);

    startStrips(container);

    const all = copies(container);
    expect(all).toHaveLength(REPEAT);
    expect(all.map((copy) => copy.getAttribute("aria-hidden"))).toEqual([
      null,
      ...Array<string>(REPEAT - 1).fill("true"),
    ]);
    expect(all.map((copy) => copy.hasAttribute("inert"))).toEqual([
      false,
      ...Array<boolean>(REPEAT - 1).fill(true),
    ]);
    expect([...all[0]!.querySelectorAll("img")].map((image) => image.alt)).toEqual([...ITEMS]);
    for (const copy of all.slice(1)) {
      expect([...copy.querySelectorAll("img")].map((image) => image.alt)).toEqual(["", "", "", ""]);
      expect(copy.querySelectorAll("[id]")).toHaveLength(0);
    }
    expect(container.querySelector("[data-repeat]")!.hasAttribute("data-cloned")).toBe(true);
  });

  it("pauses and plays from its button, which names what it will do", () => {
    stubMatchMedia(() => false);
    const container = servedStrip();
    const strip = container.querySelector<HTMLElement>("[data-repeat]")!;
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("Pause");
    startStrips(container);

    button.click();
    expect(strip.dataset.state).toBe("paused");
    expect(button.textContent).toBe("Play");
    button.click();
    expect(strip.dataset.state).toBe("running");
    expect(button.textContent).toBe("Pause");
  });

  it("stands still under reduced motion: nothing is cloned", () => {
    stubMatchMedia((query) => query.includes("reduce"));
    const container = servedStrip();
    startStrips(container);
    expect(copies(container)).toHaveLength(1);
    expect(container.querySelector("[data-repeat]")!.hasAttribute("data-cloned")).toBe(false);
  });

  it("is undone by what it returns (the dev server and the editor draw the block again)", () => {
    stubMatchMedia(() => false);
    const container = servedStrip();
    const stop = startStrips(container);
    container.querySelector("button")!.click();
    stop();
    expect(copies(container)).toHaveLength(1);
    expect(container.querySelector<HTMLElement>("[data-repeat]")!.dataset.state).toBe("running");
    container.querySelector("button")!.click();
    expect(container.querySelector<HTMLElement>("[data-repeat]")!.dataset.state).toBe("running");
  });
});
