/**
 * Image sizes and responsive variants (Node only). Development reads the source's size;
 * the build writes AVIF and WebP copies in several widths, named by a hash of the source's
 * bytes and the encoder settings (so a changed picture or setting is a new file name).
 *
 * Encoding all of them takes minutes on a small machine, so the variants are committed in
 * derived/images/: the build copies them from there, else from the encode cache outside the
 * checkout, and encodes only what neither holds (a new or changed picture), with a progress
 * bar. `npm run images` brings derived/images/ up to date; `-- --check` fails when it is not.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { ImageInfo } from "../../src/core/types.ts";
import type { SiteModel } from "./model.ts";
import { IMAGE_FILE, pageAssets } from "./resolve.ts";
import { startProgress } from "./progress.ts";

/**
 * Widths the build may produce; each image gets those below its own width, plus its width
 * (capped). 640 is for phones: a full-column picture on a 360 px screen at 2 device pixels per
 * CSS pixel needs 640 px, and Chromium takes the smallest file at or above that; it took the
 * 800 px one before (/services' hero: 19.0 KB in AVIF at 640, 25.1 KB at 800).
 */
export const VARIANT_WIDTHS = [480, 640, 800, 1200, 1600, 2400];
const MAX_WIDTH = 2400;
/**
 * Encoder settings: they are part of every variant's name, so a change renames them all. The
 * list of widths is not: a variant's bytes depend on its source, its width (in its name) and
 * these, so a width added or dropped leaves the other variants' names as they are.
 */
export const ENCODING = {
  maxWidth: MAX_WIDTH,
  avif: { quality: 52, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;
export const DERIVED_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../derived/images");
const FORMATS = ["avif", "webp"] as const;

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

export function variantWidths(width: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...widths.filter((w) => w < top), top];
}

/** Every picture the pages use (clips and vector files are served as they are). */
export const imageSources = (model: Pick<SiteModel, "pages">) => pageAssets(model, IMAGE_FILE);

export interface Variant {
  name: string;
  width: number;
  format: (typeof FORMATS)[number];
}

/** One source picture: the variant files it needs and what the pages say about it. */
export interface ImagePlan {
  src: string;
  file: string;
  variants: Variant[];
  info: ImageInfo;
}

/** What a source needs, from its bytes and size alone (no encoding). */
export function planFor(
  src: string,
  bytes: Buffer,
  width: number,
  height: number,
  ladder: readonly number[] = VARIANT_WIDTHS,
): ImagePlan {
  const hash = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify(ENCODING))
    .digest("hex")
    .slice(0, 10);
  const stem = basename(src, extname(src)).replace(/[^A-Za-z0-9-]/g, "-");
  const dir = src.split("/").slice(1, -1).join("-") || "root";
  const widths = variantWidths(width, ladder);
  const name = (w: number, format: string) => `${dir}-${stem}-${hash}-${w}.${format}`;
  const variants = widths.flatMap((w) =>
    FORMATS.map((format) => ({ name: name(w, format), width: w, format })),
  );
  const srcset = (format: string) => widths.map((w) => `/_img/${name(w, format)} ${w}w`).join(", ");
  const mid = widths.find((w) => w >= 1200) ?? widths[widths.length - 1]!;
  const scale = Math.min(width, MAX_WIDTH) / width;
  return {
    src,
    file: "",
    variants,
    info: {
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      srcset: { avif: srcset("avif"), webp: srcset("webp") },
      fallback: `/_img/${name(mid, "webp")}`,
    },
  };
}

/** Plans every distinct source, reading only headers and bytes. */
export async function planImages(publicDir: string, sources: string[]): Promise<ImagePlan[]> {
  const plans: ImagePlan[] = [];
  for (const src of [...new Set(sources)].sort()) {
    const file = join(publicDir, src);
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    plans.push({ ...planFor(src, bytes, meta.width ?? 0, meta.height ?? 0), file });
  }
  return plans;
}

/** The committed variants' file names. */
export function committedVariants(derivedDir: string): Set<string> {
  return new Set(existsSync(derivedDir) ? readdirSync(derivedDir) : []);
}

/** How the committed folder differs from what the plans need. */
export function derivedProblems(
  plans: ImagePlan[],
  committed: Set<string>,
): { missing: string[]; orphaned: string[] } {
  const needed = new Set(plans.flatMap((p) => p.variants.map((v) => v.name)));
  return {
    missing: [...needed].filter((name) => !committed.has(name)).sort(),
    orphaned: [...committed].filter((name) => !needed.has(name)).sort(),
  };
}

/** Where a variant is found: committed, cached, or nowhere yet (undefined). */
export function locate(
  name: string,
  places: { derivedDir: string; committed: Set<string>; cacheDir: string },
): string | undefined {
  if (places.committed.has(name)) return join(places.derivedDir, name);
  const cached = join(places.cacheDir, name);
  return existsSync(cached) ? cached : undefined;
}

async function encode(plan: ImagePlan, variants: Variant[], cacheDir: string, tick: () => void) {
  const bytes = readFileSync(plan.file);
  for (const v of variants) {
    const pipeline = sharp(bytes).resize({ width: v.width, withoutEnlargement: true });
    // Written aside, then renamed: a build stopped half-way leaves no truncated file to reuse.
    const partial = join(cacheDir, `.${v.name}.${process.pid}.partial`);
    if (v.format === "avif") await pipeline.avif(ENCODING.avif).toFile(partial);
    else await pipeline.webp(ENCODING.webp).toFile(partial);
    renameSync(partial, join(cacheDir, v.name));
    tick();
  }
}

/** Runs jobs on `workers` parallel lanes (sharp encodes off the main thread). */
export async function runPool<T>(items: T[], workers: number, job: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(workers, queue.length)) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await job(item);
    }),
  );
}

interface BuildOptions {
  publicDir: string;
  /** dist/: variants are copied to dist/_img/. */
  outDir: string;
  cacheDir: string;
  sources: string[];
  /** The committed variants (derived/images/ by default). */
  derivedDir?: string;
  concurrency?: number;
}

/** Encodes into the cache every variant that is neither committed nor cached; returns the count. */
export async function encodeMissing(
  plans: ImagePlan[],
  places: { derivedDir: string; committed: Set<string>; cacheDir: string },
  concurrency = availableParallelism(),
): Promise<number> {
  mkdirSync(places.cacheDir, { recursive: true });
  const todo = plans
    .map((plan) => ({ plan, variants: plan.variants.filter((v) => !locate(v.name, places)) }))
    .filter((t) => t.variants.length > 0);
  const total = todo.reduce((n, t) => n + t.variants.length, 0);
  if (total === 0) return 0;
  const progress = startProgress({
    label: `Encoding ${todo.length} pictures not in derived/images/ (variants)`,
    total,
  });
  try {
    await runPool(todo, concurrency, (t) =>
      encode(t.plan, t.variants, places.cacheDir, progress.tick),
    );
  } finally {
    progress.stop();
  }
  return total;
}

export async function buildImageVariants(options: BuildOptions): Promise<Map<string, ImageInfo>> {
  mkdirSync(join(options.outDir, "_img"), { recursive: true });
  const derivedDir = options.derivedDir ?? DERIVED_DIR;
  const places = {
    derivedDir,
    committed: committedVariants(derivedDir),
    cacheDir: options.cacheDir,
  };
  const plans = await planImages(options.publicDir, options.sources);
  const encoded = await encodeMissing(plans, places, options.concurrency);
  if (encoded > 0)
    console.log(
      `  ${encoded} variants encoded; \`npm run images\` adds them to derived/images/ (commit it).`,
    );
  const result = new Map<string, ImageInfo>();
  for (const plan of plans) {
    for (const v of plan.variants)
      copyFileSync(locate(v.name, places)!, join(options.outDir, "_img", v.name));
    result.set(plan.src, plan.info);
  }
  return result;
}
