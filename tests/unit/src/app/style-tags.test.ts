import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { styleTags } from "../../../../src/app/style-tags.ts";

const THEME = { key: "c-global", ids: ["1abc"], css: "body{margin:0;}" };
const SPIN = {
  key: "c-global",
  ids: ["animation-spin"],
  css: "@keyframes animation-spin{to{transform:rotate(360deg);}}",
};
const SLIDE = {
  key: "c-global",
  ids: ["animation-slide"],
  css: "@keyframes animation-slide{from{opacity:0;}}",
};
const OWN = { key: "c", ids: ["x1", "y2"], css: ".c-x1{animation:animation-spin 1s;}.c-y2{}" };

function tags(html: string) {
  return [
    ...new JSDOM(`<!doctype html><head>${html}</head>`).window.document.querySelectorAll("style"),
  ];
}

describe("the prerendered style tags", () => {
  it("are the theme's global and one tag with the script rule, the keyframes and the components' rules", () => {
    const styles = tags(styleTags([THEME, SPIN, SLIDE, OWN]));
    expect(styles.map((style) => style.getAttribute("data-emotion"))).toEqual([
      "c-global 1abc",
      // The keyframes' ids are listed: the browser's cache counts them as inserted.
      "c animation-spin animation-slide x1 y2",
    ]);
    expect(styles.every((style) => style.getAttribute("data-s") === "")).toBe(true);
    expect(styles[0]!.textContent).toBe(THEME.css);
    const css = styles[1]!.textContent!;
    expect(
      css.startsWith("@media (scripting: none){[data-needs-script]{display:none!important}}"),
    ).toBe(true);
    // Keyframes first, then the rules that name them, in emotion's order.
    expect(css.indexOf(SPIN.css)).toBeLessThan(css.indexOf(SLIDE.css));
    expect(css.indexOf(SLIDE.css)).toBeLessThan(css.indexOf(OWN.css));
    expect(css.endsWith(OWN.css)).toBe(true);
  });

  it("keep a global that is not keyframes in a tag of its own, and write the script rule with no components", () => {
    const other = { key: "c-global", ids: ["animation-a", "reset"], css: "a{}" };
    const styles = tags(styleTags([THEME, other]));
    expect(styles.map((style) => style.getAttribute("data-emotion"))).toEqual([
      "c-global 1abc",
      "c-global animation-a reset",
      "c ",
    ]);
    expect(styles[2]!.textContent).toContain("[data-needs-script]");
  });
});
