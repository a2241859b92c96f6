// @vitest-environment jsdom
/**
 * The browser's own values (media queries, hydrated-only parts) after an island hydrates: the
 * first client render matches the prerendered HTML, then every part shows the browser's values.
 */
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./match-media.ts";
import { ClientPhase } from "../../../../src/ui/client-phase.tsx";
import { useHydrated, useMedia } from "../../../../src/ui/use-client.ts";

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

const page = (hydrating: boolean) => (
  <ClientPhase hydrating={hydrating}>
    <Probe name="shell" />
    <Probe name="part" />
  </ClientPhase>
);

const answers = (container: HTMLElement) =>
  [...container.querySelectorAll("p")].map(
    (p) => `${p.dataset.name} hydrated=${p.dataset.hydrated} phone=${p.dataset.phone}`,
  );

describe("ClientPhase", () => {
  it("hydrates against its HTML, then shows the browser's values", async () => {
    const container = document.createElement("div");
    // The server renders without the browser's values.
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    expect(answers(container)).toEqual([
      "shell hydrated=false phone=false",
      "part hydrated=false phone=false",
    ]);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(true), { onRecoverableError: recoverable });
    });
    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "part hydrated=true phone=true",
    ]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).toEqual([]);
  });

  it("shows the browser's values at once in a tree the browser draws from nothing", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(page(false));
    });
    expect(answers(container)).toEqual([
      "shell hydrated=true phone=true",
      "part hydrated=true phone=true",
    ]);
  });

  it("leaves server rendering without the browser's values", () => {
    const html = renderToString(<Probe name="server" />);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(answers(container)).toEqual(["server hydrated=false phone=false"]);
  });
});
