/**
 * The artwork's briefs (tools/artwork/briefs.json) take brand, palette, typefaces and banner
 * options from the case studies' page documents: each brief still finds its page with the blocks
 * it reads, and every file it draws is committed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { joinBriefs, loadBriefs } from "../../../../../tools/artwork/lib/briefs.ts";

const root = join(import.meta.dirname, "../../../../..");

describe("the artwork's briefs", () => {
  it("each join a page of the site, and each file they draw is committed", () => {
    const briefs = loadBriefs(join(root, "tools/artwork"), join(root, "pages"));
    expect(briefs.length).toBeGreaterThanOrEqual(28);
    const missing = briefs.flatMap((brief) =>
      brief.assets
        .map((asset) => `public/media/${brief.folder}/${asset.file}`)
        .filter((file) => !existsSync(join(root, file))),
    );
    expect(missing).toEqual([]);
    for (const brief of briefs) {
      expect(brief.palette.length, brief.folder).toBeGreaterThan(0);
      expect(brief.typefaces.primary.name, brief.folder).not.toBe("");
    }
  });

  it("name the page, and the block, that a brief cannot find", () => {
    const direction = {
      folder: "nowhere",
      route: "/portfolio/not-a-page",
      client: "A client",
      tagline: "A line",
      symbol: "arch",
      assets: [],
    };
    expect(() => joinBriefs([direction], join(root, "pages"))).toThrow(
      /"nowhere" names the route \/portfolio\/not-a-page, and no page/,
    );
  });
});
