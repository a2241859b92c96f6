// @vitest-environment jsdom
/**
 * A block's behaviour where React draws the page (the dev server, the editor's preview): it runs
 * once the block is drawn, and is undone before the block is drawn again or taken away. On the
 * server the wrapper carries what the page's loader needs: its name and a trigger other than
 * the default.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JSDOM } from "jsdom";
import { BehaviourHost } from "../../../../src/render/behaviour-host.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** A behaviour that marks its block while it runs. */
function marking() {
  const runs: string[] = [];
  const behave = vi.fn((element: HTMLElement) => {
    const block = element.firstElementChild!;
    block.setAttribute("data-running", "");
    runs.push(block.textContent ?? "");
    return () => block.removeAttribute("data-running");
  });
  return { runs, behave, load: () => Promise.resolve({ default: behave }) };
}

describe("BehaviourHost", () => {
  it("serves its block inside a marked wrapper: its name, and its trigger unless `visible`", () => {
    const load = () => Promise.resolve({ default: () => () => undefined });
    const html = renderToString(
      <>
        <BehaviourHost name="logo-strip" wake="visible" load={load}>
          <p>strip</p>
        </BehaviourHost>
        <BehaviourHost name="newsletter" wake="interaction" load={load}>
          <form />
        </BehaviourHost>
      </>,
    );
    const { document: served } = new JSDOM(html).window;
    const [strip, form] = [...served.querySelectorAll<HTMLElement>('[data-island="behaviour"]')];
    expect(strip!.dataset.behaviour).toBe("logo-strip");
    expect(strip!.hasAttribute("data-wake")).toBe(false);
    expect(strip!.querySelector("p")?.textContent).toBe("strip");
    expect(form!.dataset.behaviour).toBe("newsletter");
    expect(form!.dataset.wake).toBe("interaction");
  });

  it("runs the behaviour on the drawn block, and undoes it before drawing another", async () => {
    const { runs, behave, load } = marking();
    const container = document.createElement("div");
    document.body.append(container);
    const draw = (text: string) => (
      <BehaviourHost key={text} name="strip" wake="visible" load={load}>
        <p>{text}</p>
      </BehaviourHost>
    );
    root = createRoot(container);
    await act(async () => root!.render(draw("first")));
    expect(runs).toEqual(["first"]);
    expect(container.querySelector("p")!.hasAttribute("data-running")).toBe(true);
    const first = container.querySelector("p")!;

    await act(async () => root!.render(draw("second")));
    expect(runs).toEqual(["first", "second"]);
    expect(first.hasAttribute("data-running")).toBe(false);
    expect(container.querySelector("p")!.hasAttribute("data-running")).toBe(true);

    await act(async () => root!.render(<></>));
    expect(behave).toHaveBeenCalledTimes(2);
  });
});
