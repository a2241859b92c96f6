/**
 * Image sizes and responsive variants (Node only). Development reads the source's size;
 * the build writes AVIF and WebP copies in several widths, cached by content hash.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import type { ImageInfo } from "../render/types.ts";

/** Widths the build may produce; each image gets those below its own width, plus its width (capped). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2400];
const MAX_WIDTH = 2400;

const devCache = new Map<string, { mtime: number; info: ImageInfo }>();

export async function devImageInfo(publicDir: string, src: string): Promise<ImageInfo | undefined> {
  const file = join(publicDir, src);
  if (!existsSync(file)) return undefined;
  const mtime = statSync(file).mtimeMs;
  const hit = devCache.get(src);
  if (hit && hit.mtime === mtime) return hit.info;
  const meta = await sharp(file).metadata();
  const info = { width: meta.width ?? 0, height: meta.height ?? 0 };
  devCache.set(src, { mtime, info });
  return info;
}

export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

interface BuildOptions {
  publicDir: string;
  /** dist/: variants are copied to dist/_img/. */
  outDir: string;
  cacheDir: string;
  sources: string[];
  concurrency?: number;
}

async function variantsFor(options: BuildOptions, src: string): Promise<ImageInfo> {
  const file = join(options.publicDir, src);
  const bytes = readFileSync(file);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const stem = basename(src, extname(src)).replace(/[^A-Za-z0-9-]/g, "-");
  const dir = src.split("/").slice(1, -1).join("-") || "root";
  const widths = variantWidths(width);
  const srcset: { avif: string[]; webp: string[] } = { avif: [], webp: [] };
  for (const w of widths) {
    for (const format of ["avif", "webp"] as const) {
      const name = `${dir}-${stem}-${hash}-${w}.${format}`;
      const cached = join(options.cacheDir, name);
      if (!existsSync(cached)) {
        const pipeline = sharp(bytes).resize({ width: w, withoutEnlargement: true });
        if (format === "avif") await pipeline.avif({ quality: 52, effort: 2 }).toFile(cached);
        else await pipeline.webp({ quality: 78, effort: 4 }).toFile(cached);
      }
      copyFileSync(cached, join(options.outDir, "_img", name));
      srcset[format].push(`/_img/${name} ${w}w`);
    }
  }
  const mid = widths.find((w) => w >= 1200) ?? widths[widths.length - 1]!;
  const scale = Math.min(width, MAX_WIDTH) / width;
  return {
    width: Math.round(width * scale),
    height: Math.round(height * scale),
    srcset: { avif: srcset.avif.join(", "), webp: srcset.webp.join(", ") },
    fallback: `/_img/${dir}-${stem}-${hash}-${mid}.webp`,
  };
}

export async function buildImageVariants(options: BuildOptions): Promise<Map<string, ImageInfo>> {
  mkdirSync(options.cacheDir, { recursive: true });
  mkdirSync(join(options.outDir, "_img"), { recursive: true });
  const queue = [...new Set(options.sources)].sort();
  const result = new Map<string, ImageInfo>();
  const workers = Array.from({ length: options.concurrency ?? 2 }, async () => {
    for (let src = queue.shift(); src; src = queue.shift())
      result.set(src, await variantsFor(options, src));
  });
  await Promise.all(workers);
  return result;
}
