/**
 * Islands on the server (src/render/island.tsx, scripts/prerender/island-props.ts): a page with
 * an interactive block is its HTML plus a marked wrapper per island, and each island's props are
 * written beside it, never the page's data.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  Island,
  IslandsContext,
  islandMarker,
  type IslandRecord,
} from "../../../../src/render/island.tsx";
import { PageRenderer } from "../../../../src/render/page-renderer.tsx";
import { preloadBlocks } from "../../../../src/render/registry.ts";
import type { ResolvedPage } from "../../../../src/core/types.ts";
import {
  INLINE_PROPS_MAX,
  PROPS_DIR,
  attachIslandProps,
} from "../../../../scripts/prerender/island-props.ts";

const dom = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page: ResolvedPage = {
  route: "/fixture",
  doc: {
    schemaVersion: 1,
    route: "/fixture",
    title: "A page that must not reach the browser twice",
    description: "Its description is the page's, not an island's.",
    blocks: [
      { type: "text", title: "Words", paragraphs: ["Only words."] },
      {
        type: "stats",
        items: [{ value: 12, suffix: "+", label: "Projects" }],
      },
    ],
  } as never,
  images: {},
};

let out: string | undefined;
afterEach(() => {
  if (out) rmSync(out, { recursive: true, force: true });
  out = undefined;
});

describe("Island", () => {
  it("renders its component in place where no server collects islands (dev, the editor)", () => {
    const html = renderToString(
      <Island name="greeting" wake="idle" component={Greeting} props={{ name: "Ada" }} />,
    );
    expect(dom(html).querySelector("p")?.textContent).toBe("Hello Ada");
    expect(dom(html).querySelector("[data-island]")).toBeNull();
  });

  it("on the server, is a marked wrapper with its trigger, and records its props for its own render", () => {
    const islands: IslandRecord[] = [];
    const html = renderToString(
      <IslandsContext.Provider value={islands}>
        <Island
          name="greeting"
          wake={{ media: "(width < 768px)" }}
          component={Greeting}
          props={{ name: "Ada" }}
        />
      </IslandsContext.Provider>,
    );
    const wrapper = dom(html).querySelector<HTMLElement>("[data-island]")!;
    expect(wrapper.dataset).toMatchObject({
      island: "greeting",
      islandId: "0",
      wake: "media:(width < 768px)",
    });
    expect(wrapper.innerHTML).toBe(islandMarker(0));
    expect(islands).toEqual([{ component: Greeting, props: { name: "Ada" } }]);
  });

  it("makes a page's interactive block an island and leaves its static blocks as HTML", async () => {
    await preloadBlocks(page.doc.blocks.map((block) => block.type));
    const islands: IslandRecord[] = [];
    const doc = dom(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <PageRenderer page={page} />
        </IslandsContext.Provider>,
      ),
    );
    expect(doc.querySelector("h1, h2")?.textContent).toBe("Words");
    expect(
      [...doc.querySelectorAll<HTMLElement>("[data-island]")].map((i) => i.dataset.island),
    ).toEqual(["block"]);
    expect(islands).toHaveLength(1);
    const props = islands[0]!.props as Record<string, unknown>;
    expect(props).toMatchObject({ block: page.doc.blocks[1], index: 1, route: "/fixture" });
    // Its own props only: nothing of the page's document beyond its block.
    expect(JSON.stringify(props)).not.toContain(page.doc.description);
  });
});

describe("attachIslandProps", () => {
  it("puts small props in the page and large ones in a file named by their content", () => {
    out = mkdtempSync(join(tmpdir(), "island-props-"));
    const small = { name: "Ada" };
    const large = { text: "x".repeat(INLINE_PROPS_MAX) };
    const html =
      '<div data-island="a" data-island-id="0"></div><div data-island="b" data-island-id="1"></div>' +
      '<div data-island="c" data-island-id="2"></div>';
    const doc = dom(attachIslandProps(html, [small, large, large], out));
    const [a, b, c] = [...doc.querySelectorAll<HTMLElement>("[data-island]")];
    expect(JSON.parse(a!.dataset.props!)).toEqual(small);
    expect(a!.dataset.propsSrc).toBeUndefined();
    expect(b!.dataset.props).toBeUndefined();
    expect(b!.dataset.propsSrc).toMatch(new RegExp(`^/${PROPS_DIR}/[0-9a-f]{16}\\.json$`));
    // The same props, one file.
    expect(c!.dataset.propsSrc).toBe(b!.dataset.propsSrc);
    expect(readdirSync(join(out, PROPS_DIR))).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(out, b!.dataset.propsSrc!), "utf8"))).toEqual(large);
  });

  it("fails the build when an island has no props", () => {
    out = mkdtempSync(join(tmpdir(), "island-props-"));
    expect(() =>
      attachIslandProps('<div data-island="a" data-island-id="3"></div>', [], out!),
    ).toThrow("Island 3 has no props.");
  });
});
