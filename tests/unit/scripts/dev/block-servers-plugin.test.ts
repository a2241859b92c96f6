/**
 * A block type's server.ts in what Vite builds (scripts/dev/block-servers-plugin.ts): the
 * browser gets an empty stand-in, the server renderer and the tests the module itself.
 */
import { describe, expect, it } from "vitest";
import {
  BROWSER_STAND_IN,
  blockServersPlugin,
} from "../../../../scripts/dev/block-servers-plugin.ts";

describe("a block type's server.ts in what Vite builds", () => {
  const load = blockServersPlugin().load as (
    id: string,
    options?: { ssr?: boolean },
  ) => string | undefined;

  it("is an empty stand-in for the browser, and itself for the server renderer", () => {
    expect(load("/site/src/blocks/palette/server.ts")).toBe(BROWSER_STAND_IN);
    expect(load("/site/src/blocks/palette/server.ts?import", { ssr: false })).toBe(
      BROWSER_STAND_IN,
    );
    expect(load("/site/src/blocks/palette/server.ts", { ssr: true })).toBeUndefined();
  });

  it("leaves every other module alone", () => {
    for (const id of [
      "/site/src/blocks/palette/palette.tsx",
      "/site/src/blocks/palette/contrast.ts",
      "/site/src/core/blocks/block-server.ts",
      "/site/scripts/serve/server.ts",
    ])
      expect(load(id), id).toBeUndefined();
  });
});
