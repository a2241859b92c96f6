// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, URL as NodeURL } from "node:url";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Block, PageDocument } from "../../../src/generated/schema.ts";
import { PageRenderer } from "../../../src/render/page-renderer.tsx";
import {
  isInteractive,
  preloadBlocks,
  readsQueryBeforePaint,
  registry,
} from "../../../src/render/registry.ts";
import { keepStaticBlocks, staticBlockHtml } from "../../../src/render/static-blocks.ts";
import { stubMatchMedia } from "../ui/match-media.ts";
import type { ResolvedPage } from "../../../src/core/types.ts";

// jsdom replaces the global URL, so the fixtures' folder is found with node's.
const sitePages = fileURLToPath(new NodeURL("../../fixtures/site/pages/", import.meta.url));
const blocksDir = fileURLToPath(new NodeURL("../../../src/blocks/", import.meta.url));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fixturePage(file: string): ResolvedPage {
  const doc = JSON.parse(readFileSync(join(sitePages, file), "utf8")) as PageDocument;
  return { route: doc.route, doc, images: {} };
}

function tree(page: ResolvedPage) {
  return (
    <MemoryRouter initialEntries={[page.route]}>
      <PageRenderer page={page} />
    </MemoryRouter>
  );
}

/** Server-renders the page into a container, as the prerendered HTML arrives in the browser. */
async function prerendered(page: ResolvedPage): Promise<HTMLElement> {
  await preloadBlocks(page.doc.blocks.map((block) => block.type));
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree(page));
  document.body.append(container);
  return container;
}

const hydratedByReact = (node: Node) =>
  Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("block definitions", () => {
  it("every block folder has one, for the type the folder is named after", () => {
    const folders = readdirSync(blocksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(registry).sort()).toEqual(folders.sort());
  });

  it("a media grid needs the app only when it has a clip", () => {
    const grid = (kinds: string[]) =>
      ({
        type: "media-grid",
        columns: 2,
        items: kinds.map((kind) => ({ kind })),
      }) as unknown as Block;
    expect(isInteractive(grid(["image", "image"]))).toBe(false);
    expect(isInteractive(grid(["image", "video"]))).toBe(true);
  });

  it("say which pages read their query before the first paint: those listing the work", () => {
    expect(readsQueryBeforePaint(fixturePage("work.json").doc.blocks)).toBe(true);
    expect(readsQueryBeforePaint(fixturePage("portfolio/alpha.json").doc.blocks)).toBe(false);
  });
});

describe("static blocks", () => {
  it("are wrapped in data-block-static by the server; blocks that need the app are not", async () => {
    const page = fixturePage("portfolio/gamma.json");
    const container = await prerendered(page);
    const wrapped = [...container.querySelectorAll<HTMLElement>("[data-block-static]")].map(
      (wrapper) => page.doc.blocks[Number(wrapper.dataset.blockStatic)]!.type,
    );
    // gamma: banner, text, media-grid with a clip, video, prev-next.
    expect(wrapped).toEqual(["banner", "text", "prev-next"]);
  });

  it("keep the prerendered HTML by position, until another page renders", async () => {
    const page = fixturePage("portfolio/alpha.json");
    const container = await prerendered(page);
    keepStaticBlocks(container);
    const first = container.querySelector("[data-block-static]")!;
    expect(staticBlockHtml(page.route, 0)).toBe(first.innerHTML);
    expect(staticBlockHtml(page.route, 0), "asked twice").toBe(first.innerHTML);
    // Once another page renders, the first one's markup is gone, for a return to it too.
    expect(staticBlockHtml("/elsewhere", 0)).toBeUndefined();
    expect(staticBlockHtml(page.route, 0)).toBeUndefined();
  });

  async function hydrate(page: ResolvedPage) {
    const container = await prerendered(page);
    keepStaticBlocks(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(page), { onRecoverableError: (error) => problems.push(error) });
    });
    return { container, problems };
  }

  it("are not hydrated: their nodes stay the server's, untouched by React, with no errors", async () => {
    const consoleError = vi.spyOn(console, "error");
    // alpha: banner, text, palette, prev-next; none needs the app.
    const { container, problems } = await hydrate(fixturePage("portfolio/alpha.json"));
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(hydratedByReact(container.querySelector("article")!)).toBe(true);
    const wrappers = container.querySelectorAll("[data-block-static]");
    expect(wrappers).toHaveLength(4);
    for (const wrapper of wrappers) {
      expect(hydratedByReact(wrapper)).toBe(true);
      expect(wrapper.querySelector("*")).not.toBeNull();
      for (const node of wrapper.querySelectorAll("*")) expect(hydratedByReact(node)).toBe(false);
    }
  });

  it("leave the blocks that need the app to React: the grid with a clip and the video", async () => {
    // What the player asks of the browser, which jsdom lacks.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    stubMatchMedia(() => false);
    // React's development build warns that a prerendered <video muted> differs; production does not.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container, problems } = await hydrate(fixturePage("portfolio/gamma.json"));
    expect(problems).toEqual([]);
    const article = container.querySelector("article")!;
    const interactive = [...article.children].filter(
      (child) => !child.matches("[data-block-static]"),
    );
    expect(interactive).toHaveLength(2);
    expect(article.querySelector("[data-block-error]")).toBeNull();
    for (const block of interactive) {
      expect(hydratedByReact(block)).toBe(true);
      expect(hydratedByReact(block.querySelector("*")!)).toBe(true);
    }
    expect(hydratedByReact(article.querySelector("[data-block-static] *")!)).toBe(false);
  });
});
