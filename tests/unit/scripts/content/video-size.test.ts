import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { videoSize, videoSources } from "../../../../scripts/content/video-size.ts";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "../../../fixtures/media");
const scratch = mkdtempSync(join(tmpdir(), "video-size-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("clip sizes", () => {
  it("reads the width and height of an MP4's video track", () => {
    expect(videoSize(join(fixtures, "portrait-90x160.mp4"))).toEqual({ width: 90, height: 160 });
  });

  it("has no size for a missing file or one that is not an MP4", () => {
    expect(videoSize(join(scratch, "missing.mp4"))).toBeUndefined();
    const notVideo = join(scratch, "notes.mp4");
    writeFileSync(notVideo, "not a video at all");
    expect(videoSize(notVideo)).toBeUndefined();
  });

  it("lists each clip the pages use once, and no pictures", () => {
    const pages = [
      { assets: ["/media/a/reel.mp4", "/media/a/poster.webp"] },
      { assets: ["/media/a/reel.mp4", "/media/b/reel-mobile.MP4"] },
    ];
    expect(videoSources({ pages })).toEqual(["/media/a/reel.mp4", "/media/b/reel-mobile.MP4"]);
  });
});
