/**
 * A React root on a fresh element in the document for each test (jsdom), unmounted and removed
 * after it: `const dom = mountedRoot();` at the top of a file, then `dom.root.render(…)` and
 * `dom.container.querySelector(…)` in its tests.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

export function mountedRoot(): { readonly root: Root; readonly container: HTMLElement } {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const now = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("mountedRoot is read inside a test only.");
    return value;
  };
  return {
    get root() {
      return now(root);
    },
    get container() {
      return now(container);
    },
  };
}
