// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlockErrorBoundary } from "../../../../src/render/block-error-boundary.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error("bad data");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function mount(children: React.ReactNode) {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(children));
  return container;
}

describe("BlockErrorBoundary", () => {
  it("keeps the rest of the page when one block throws, and logs the failure", () => {
    vi.stubEnv("DEV", false);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = mount(
      <>
        <p>before</p>
        <BlockErrorBoundary type="palette" index={2}>
          <Broken />
        </BlockErrorBoundary>
        <p>after</p>
      </>,
    );
    expect(container.textContent).toBe("beforeafter");
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("Block 2 (palette) failed to render:"),
      expect.any(Error),
      expect.anything(),
    );
  });

  it("shows a notice in development", () => {
    vi.stubEnv("DEV", true);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = mount(
      <BlockErrorBoundary type="palette" index={2}>
        <Broken />
      </BlockErrorBoundary>,
    );
    expect(container.querySelector('[data-block-error="palette"]')?.textContent).toContain(
      "Block 2 (palette) failed to render",
    );
  });
});
