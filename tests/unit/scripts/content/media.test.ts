import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentDirs, loadAndValidate } from "../../../../scripts/content/load.ts";
import {
  buildImageVariants,
  committedVariants,
  DERIVED_DIR,
  derivedProblems,
  encodeMissing,
  imageSources,
  locate,
  planFor,
  planImages,
} from "../../../../scripts/content/media.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

describe("image variants", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "media-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names each variant by the picture's bytes and the encoder settings, in every width below the picture's own", () => {
    const plan = planFor("/media/acme/banner.webp", Buffer.from("pixels"), 1000, 500);
    expect(plan.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "640.avif",
      "640.webp",
      "800.avif",
      "800.webp",
      "1000.avif",
      "1000.webp",
    ]);
    expect(plan.variants[0]!.name).toMatch(/^media-acme-banner-[0-9a-f]{10}-480\.avif$/);
    // The hash covers the settings too: it is not the hash of the bytes alone.
    const bytesOnly = "6ec9c2b0eb"; // sha256("pixels"), the naming before settings counted
    expect(plan.variants[0]!.name).not.toContain(bytesOnly);
    const other = planFor("/media/acme/banner.webp", Buffer.from("other pixels"), 1000, 500);
    expect(other.variants[0]!.name).not.toBe(plan.variants[0]!.name);
    expect(plan.info.srcset?.avif?.split(", ").map((c) => c.split(" ")[1])).toEqual([
      "480w",
      "640w",
      "800w",
      "1000w",
    ]);
  });

  it("keeps every other variant's name when a width is added to the ladder", () => {
    const bytes = Buffer.from("pixels");
    const before = planFor("/media/acme/banner.webp", bytes, 1000, 500, [480, 800]);
    const after = planFor("/media/acme/banner.webp", bytes, 1000, 500, [480, 640, 800]);
    const names = (plan: typeof before) => plan.variants.map((v) => v.name);
    expect(names(after)).toEqual(expect.arrayContaining(names(before)));
    expect(names(after).filter((name) => !names(before).includes(name))).toHaveLength(2);
  });

  it("finds what the committed folder lacks and what it holds that no page uses", () => {
    const plan = planFor("/media/a.png", Buffer.from("a"), 480, 480);
    const names = plan.variants.map((v) => v.name);
    expect(derivedProblems([plan], new Set([names[0]!, "old-1234567890-480.avif"]))).toEqual({
      missing: [names[1]],
      orphaned: ["old-1234567890-480.avif"],
    });
    expect(derivedProblems([plan], new Set(names))).toEqual({ missing: [], orphaned: [] });
  });

  it("takes a variant from the committed folder first, then from the cache", () => {
    const derivedDir = join(dir, "derived");
    const cacheDir = join(dir, "cache");
    mkdirSync(derivedDir);
    mkdirSync(cacheDir);
    writeFileSync(join(derivedDir, "a.avif"), "");
    writeFileSync(join(cacheDir, "a.avif"), "");
    writeFileSync(join(cacheDir, "b.avif"), "");
    const places = { derivedDir, cacheDir, committed: committedVariants(derivedDir) };
    expect(locate("a.avif", places)).toBe(join(derivedDir, "a.avif"));
    expect(locate("b.avif", places)).toBe(join(cacheDir, "b.avif"));
    expect(locate("c.avif", places)).toBeUndefined();
  });

  it("encodes only the variants neither committed nor cached, and builds from both", async () => {
    const publicDir = join(dir, "public");
    mkdirSync(join(publicDir, "media"), { recursive: true });
    for (const name of ["one", "two"])
      await sharp({ create: { width: 600, height: 300, channels: 3, background: "#c63" } })
        .png()
        .toFile(join(publicDir, "media", `${name}.png`));
    const sources = ["/media/one.png", "/media/two.png"];
    const plans = await planImages(publicDir, sources);
    const derivedDir = join(dir, "derived");
    mkdirSync(derivedDir);
    // "one" is committed (any bytes will do for this test); "two" is not.
    for (const v of plans[0]!.variants) writeFileSync(join(derivedDir, v.name), "committed");
    const cacheDir = join(dir, "cache");
    const places = { derivedDir, cacheDir, committed: committedVariants(derivedDir) };
    expect(await encodeMissing(plans, places, 2)).toBe(4);
    expect(readdirSync(cacheDir).sort()).toEqual(plans[1]!.variants.map((v) => v.name).sort());
    expect(await encodeMissing(plans, places, 2)).toBe(0);

    const outDir = join(dir, "dist");
    const images = await buildImageVariants({ publicDir, outDir, cacheDir, derivedDir, sources });
    expect(images.get("/media/two.png")).toMatchObject({ width: 600, height: 300 });
    for (const plan of plans)
      for (const v of plan.variants) expect(existsSync(join(outDir, "_img", v.name))).toBe(true);
    const encoded = await sharp(join(outDir, "_img", plans[1]!.variants[0]!.name)).metadata();
    expect([encoded.format, encoded.width]).toEqual(["heif", 480]);
  });

  it("has every variant the site's pages need committed, and none they do not", async () => {
    const dirs = contentDirs(root, {});
    const model = loadAndValidate({ root, ...dirs }).model!;
    const plans = await planImages(dirs.publicDir, imageSources(model));
    expect(plans.length).toBeGreaterThan(200);
    expect(derivedProblems(plans, committedVariants(DERIVED_DIR))).toEqual({
      missing: [],
      orphaned: [],
    });
  }, 60_000);
});
