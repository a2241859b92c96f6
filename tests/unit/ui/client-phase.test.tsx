// @vitest-environment jsdom
/**
 * The browser's own values (media queries, hydrated-only parts) after hydration: the first
 * client render matches the prerendered HTML, a part whose code arrives after the shell still
 * hydrates against its HTML, and then every part shows the browser's values.
 */
import { act, Suspense, use } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./match-media.ts";
import { settled, track, type Thenable } from "../../../src/core/thenable.ts";
import { ClientPhase, LatePart } from "../../../src/ui/client-phase.tsx";
import { useHydrated, useMedia } from "../../../src/ui/use-client.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PHONE = "(max-width: 767px)";

let root: Root | undefined;
let consoleErrors: unknown[][];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args) => void consoleErrors.push(args));
  // A phone: the query the server cannot answer is true in this browser.
  stubMatchMedia((query) => query === PHONE);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Shows what the hooks answer, as attributes the HTML carries. */
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  const phone = useMedia(PHONE);
  return <p data-name={name} data-hydrated={String(hydrated)} data-phone={String(phone)} />;
}

/** A part of the page whose code comes later (as the footer's does). */
function Late({ code }: { code: Thenable<unknown> }) {
  use(code);
  return (
    <LatePart>
      <Probe name="late" />
    </LatePart>
  );
}

const page = (code: Thenable<unknown>, hydrating: boolean, after?: Promise<unknown>) => (
  <ClientPhase hydrating={hydrating} after={after}>
    <Probe name="shell" />
    <Suspense fallback={null}>
      <Late code={code} />
    </Suspense>
  </ClientPhase>
);

const answers = (container: HTMLElement) =>
  [...container.querySelectorAll("p")].map(
    (p) => `${p.dataset.name} hydrated=${p.dataset.hydrated} phone=${p.dataset.phone}`,
  );

describe("ClientPhase", () => {
  it("hydrates every part against its HTML, then shows the browser's values once the late code is in", async () => {
    const container = document.createElement("div");
    // The server renders with every part's code at hand, and without the provider's browser.
    container.innerHTML = renderToString(page(settled(null), true));
    document.body.append(container);
    expect(answers(container)).toEqual([
      "shell hydrated=false phone=false",
      "late hydrated=false phone=false",
    ]);
    const served = container.innerHTML;

    let arrive!: () => void;
    const code = track(new Promise<void>((resolve) => (arrive = resolve)));
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(code, true, code), { onRecoverableError: recoverable });
    });
    // The shell is hydrated, the late part still waits for its code: nothing has changed yet.
    expect(container.innerHTML).toBe(served);

    await act(async () => arrive());

    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "late hydrated=true phone=true",
    ]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).toEqual([]);
  });

  it("hydrates a late part against its HTML when the page went live before its code came", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(settled(null), true));
    document.body.append(container);

    let arrive!: () => void;
    const code = track(new Promise<void>((resolve) => (arrive = resolve)));
    await act(async () => {
      root = hydrateRoot(container, page(code, true));
    });
    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "late hydrated=false phone=false",
    ]);

    await act(async () => arrive());

    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "late hydrated=true phone=true",
    ]);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the browser's values at once in a tree the browser draws from nothing", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(page(settled(null), false));
    });
    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "late hydrated=true phone=true",
    ]);
  });

  it("leaves server rendering without the browser's values", () => {
    const html = renderToString(<Probe name="server" />);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(answers(container)).toEqual(["server hydrated=false phone=false"]);
  });
});
