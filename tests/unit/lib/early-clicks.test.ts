// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks, isLive } from "../../../src/ui/early-clicks.ts";

/** What React does when it hydrates an element: it attaches its props under a private key. */
function hydrate(element: Element) {
  (element as unknown as Record<string, unknown>)["__reactProps$test"] = {};
}

let frames: Array<() => void> = [];
/** Runs the frames the page has asked for so far (one animation frame). */
function nextFrame() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback());
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
});
// The listener and what it holds outlive a test: let every button still held go, so no test
// depends on the ones before it.
afterEach(() => {
  document.querySelectorAll("button").forEach(hydrate);
  while (frames.length) nextFrame();
  vi.unstubAllGlobals();
});

/** The buttons held so far, as `onHold` heard of them. */
const heard: string[] = [];
// One listener for the whole file: the page installs it once and keeps it.
const installed = (() => {
  let done = false;
  return () => {
    if (!done) holdEarlyClicks((button) => heard.push(button.id));
    done = true;
  };
})();

function page(html: string) {
  installed();
  document.body.innerHTML = html;
  const clicks: string[] = [];
  document.body.addEventListener("click", (event) => {
    const target = event.target as Element;
    clicks.push(target.closest("[id]")?.id ?? target.tagName);
  });
  return clicks;
}

describe("early clicks", () => {
  it("holds a click on a button whose part is not live and replays it once that button is", () => {
    const clicks = page(
      '<header><button type="button" id="search">S</button></header>' +
        '<footer><button type="button" id="later">L</button></footer>',
    );
    const later = document.getElementById("later")!;
    later.click();
    expect(clicks).toEqual([]);
    // The rest of the page goes live first: the held button is still not.
    hydrate(document.getElementById("search")!);
    nextFrame();
    expect(clicks).toEqual([]);
    hydrate(later);
    nextFrame();
    expect(clicks).toEqual(["later"]);
    nextFrame();
    expect(clicks).toEqual(["later"]);
    expect(frames).toHaveLength(0);
  });

  it("replays each held button once, in the order pressed", () => {
    const clicks = page(
      '<button type="button" id="a"><svg><path id="inner"/></svg></button><button type="button" id="b">B</button>',
    );
    document.getElementById("inner")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.getElementById("b")!.click();
    document.getElementById("a")!.click();
    expect(clicks).toEqual([]);
    hydrate(document.getElementById("a")!);
    hydrate(document.getElementById("b")!);
    nextFrame();
    expect(clicks).toEqual(["a", "b"]);
  });

  it("lets through live buttons, links, submit buttons and popover toggles", () => {
    const clicks = page(
      '<button type="button" id="live">L</button><a id="link" href="#x">x</a>' +
        '<form><button id="submit">Send</button></form>' +
        '<button type="button" id="menu" popovertarget="panel">Menu</button>',
    );
    document.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    hydrate(document.getElementById("live")!);
    for (const id of ["live", "link", "submit", "menu"]) document.getElementById(id)!.click();
    expect(clicks).toEqual(["live", "link", "submit", "menu"]);
    expect(frames).toHaveLength(0);
  });

  it("tells of each button as it is held, so its code can be fetched before the replay", () => {
    heard.length = 0;
    page('<button type="button" id="held">H</button><button type="button" id="on">O</button>');
    hydrate(document.getElementById("on")!);
    document.getElementById("on")!.click();
    expect(heard).toEqual([]);
    document.getElementById("held")!.click();
    expect(heard).toEqual(["held"]);
  });

  it("reads React's props key to tell a live element", () => {
    const element = document.createElement("button");
    expect(isLive(element)).toBe(false);
    hydrate(element);
    expect(isLive(element)).toBe(true);
  });
});
