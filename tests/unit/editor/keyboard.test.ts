// @vitest-environment jsdom
/**
 * The editor's keyboard helpers: roving focus among a block's tools (roving.ts), the panels F6
 * visits (panels.ts) and which controls keep Alt+arrows for themselves (shortcuts.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { rovingTarget, tabStop } from "../../../src/app/editor/outline/roving.ts";
import { cyclePanels, focusPanel, nextPanel, panelOf } from "../../../src/app/editor/panels.ts";
import { inTextEntry, SHORTCUTS } from "../../../src/app/editor/shortcuts.ts";

describe("roving focus among a block's tools", () => {
  // The first block: it cannot move up.
  const first = [false, true, true, true];
  it("moves to the next or previous enabled tool, wrapping round, past disabled ones", () => {
    expect(rovingTarget(first, 1, "ArrowRight")).toBe(2);
    expect(rovingTarget(first, 3, "ArrowRight")).toBe(1);
    expect(rovingTarget(first, 1, "ArrowLeft")).toBe(3);
    expect(rovingTarget(first, 2, "ArrowUp")).toBe(1);
    expect(rovingTarget(first, 2, "ArrowDown")).toBe(3);
  });
  it("Home and End go to the first and last enabled tool", () => {
    expect(rovingTarget(first, 3, "Home")).toBe(1);
    expect(rovingTarget([true, true, false], 0, "End")).toBe(1);
  });
  it("leaves other keys, and a group with nothing enabled, alone", () => {
    expect(rovingTarget(first, 1, "Enter")).toBeUndefined();
    expect(rovingTarget(first, 1, "Tab")).toBeUndefined();
    expect(rovingTarget([false, false], 0, "ArrowRight")).toBeUndefined();
  });
  it("keeps the tab stop on the chosen tool, or the first enabled one when it is disabled", () => {
    expect(tabStop(first, 2)).toBe(2);
    expect(tabStop(first, 0)).toBe(1);
    expect(tabStop([true, false], 1)).toBe(0);
  });
});

describe("the panels F6 visits", () => {
  afterEach(() => document.body.replaceChildren());
  const draw = () => {
    document.body.innerHTML = `
      <div data-panel="side" tabindex="-1"><h2 tabindex="-1">Blocks</h2>
        <button id="settings">Page settings</button><button id="row" aria-current="true">1</button></div>
      <main data-panel="form" tabindex="-1"><h2 id="form-title" tabindex="-1">Block 1</h2>
        <input id="field"></main>
      <section data-panel="preview" tabindex="-1" aria-label="Preview"><iframe></iframe></section>`;
  };
  it("go side → form → Preview and round, backwards with Shift", () => {
    expect(nextPanel(undefined, false)).toBe("side");
    expect(nextPanel(undefined, true)).toBe("preview");
    expect(nextPanel("side", false)).toBe("form");
    expect(nextPanel("preview", false)).toBe("side");
    expect(nextPanel("side", true)).toBe("preview");
  });
  it("land on the chosen row, the form's heading, the Preview's region", () => {
    draw();
    focusPanel("side");
    expect(document.activeElement?.id).toBe("row");
    focusPanel("form");
    expect(document.activeElement?.id).toBe("form-title");
    focusPanel("preview");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Preview");
  });
  it("know the panel of whatever has focus, the Preview's frame too", () => {
    draw();
    expect(panelOf(document.getElementById("field"))).toBe("form");
    expect(panelOf(document.querySelector("iframe"))).toBe("preview");
    expect(panelOf(document.body)).toBeUndefined();
  });
  it("pass over a panel that is not drawn", () => {
    draw();
    document.querySelector("main")!.remove();
    document.getElementById("row")!.focus();
    expect(cyclePanels(false)).toBe("preview");
    expect(cyclePanels(false)).toBe("side");
    expect(document.activeElement?.id).toBe("row");
  });
});

describe("the keyboard shortcuts", () => {
  it("leave Alt+arrows to the controls that take typing", () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(inTextEntry(make("<input>"))).toBe(true);
    expect(inTextEntry(make('<input type="search">'))).toBe(true);
    expect(inTextEntry(make("<textarea></textarea>"))).toBe(true);
    expect(inTextEntry(make("<select></select>"))).toBe(true);
    expect(inTextEntry(make('<input type="checkbox">'))).toBe(false);
    expect(inTextEntry(make("<button></button>"))).toBe(false);
    expect(inTextEntry(make('<h2 tabindex="-1"></h2>'))).toBe(false);
  });
  it("are listed with their keys, each once", () => {
    const does = SHORTCUTS.map((s) => s.does);
    expect(new Set(does).size).toBe(does.length);
    for (const keys of ["F6", "Shift+F6", "Alt+↑", "Alt+↓", "Ctrl+Z"])
      expect(SHORTCUTS.some((s) => s.keys.includes(keys))).toBe(true);
  });
});
