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
  it("are one tag: the theme's global, the script rule, the keyframes and the components' rules", () => {
    const styles = tags(styleTags([THEME, SPIN, SLIDE, OWN], { theme: "1abc" }));
    expect(styles.map((style) => style.getAttribute("data-emotion"))).toEqual([
      // Every id is listed: the browser's cache counts them as inserted.
      "c 1abc animation-spin animation-slide x1 y2",
    ]);
    expect(styles[0]!.getAttribute("data-s")).toBe("");
    const css = styles[0]!.textContent!;
    expect(css.startsWith(THEME.css)).toBe(true);
    const script = "@media (scripting: none){[data-needs-script]{display:none!important}}";
    // The theme, the script rule, keyframes, then the rules that name them, in emotion's order.
    expect(css.indexOf(script)).toBe(THEME.css.length);
    expect(css.indexOf(SPIN.css)).toBeLessThan(css.indexOf(SLIDE.css));
    expect(css.indexOf(SLIDE.css)).toBeLessThan(css.indexOf(OWN.css));
    expect(css.endsWith(OWN.css)).toBe(true);
  });

  it("keep a global that is not the theme's nor keyframes in a tag of its own, and write the script rule with no components", () => {
    const other = { key: "c-global", ids: ["animation-a", "reset"], css: "a{}" };
    const styles = tags(styleTags([THEME, other], { theme: "1abc" }));
    expect(styles.map((style) => style.getAttribute("data-emotion"))).toEqual([
      "c-global animation-a reset",
      "c 1abc",
    ]);
    expect(styles[1]!.textContent).toContain("[data-needs-script]");
  });

  it("minify each tag's CSS with the function given", () => {
    const minify = (css: string) => css.replaceAll(";}", "}");
    const styles = tags(styleTags([THEME, OWN], { theme: "1abc", minify }));
    expect(styles[0]!.textContent).toBe(
      "body{margin:0}@media (scripting: none){[data-needs-script]{display:none!important}}" +
        ".c-x1{animation:animation-spin 1s}.c-y2{}",
    );
  });
});
