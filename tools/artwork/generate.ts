/*
 * Case-study media generator.
 *
 *   npx tsx tools/artwork/generate.ts [folder...]       # all folders, or only the named ones
 *   npx tsx tools/artwork/generate.ts --stills [folder]  # skip videos
 *   npx tsx tools/artwork/generate.ts --examples         # only public/media/examples + placeholder
 *
 * Reads the briefs (tools/artwork/briefs.json, joined with the case studies' page documents by
 * lib/briefs.ts) and draws every asset listed there as original artwork
 * (SVG composed in code, rasterised with sharp to WebP; videos encoded with the ffmpeg binary
 * from @ffmpeg-installer/ffmpeg). Output goes to public/media/<folder>/<file>.
 * Everything is deterministic: no clock or Math.random; the only randomness is a PRNG seeded
 * by the folder name.
 *
 * The artwork uses system fonts through fontconfig (librsvg). The committed outputs were made
 * with these Debian packages installed (only needed to regenerate):
 *
 *   apt-get install -y --no-install-recommends \
 *     fonts-lato fonts-open-sans fonts-roboto-unhinted fonts-roboto-slab fonts-ebgaramond \
 *     fonts-cantarell fonts-league-spartan fonts-bebas-neue fonts-comfortaa fonts-dancingscript \
 *     fonts-inter fonts-karla fonts-manrope fonts-quicksand fonts-lobster fonts-vollkorn \
 *     fonts-cabin fonts-dosis fonts-yanone-kaffeesatz fonts-oldstandard fonts-kaushanscript \
 *     fonts-quattrocento fonts-jetbrains-mono fonts-linuxlibertine fonts-play fonts-gfs-didot
 *
 * (fonts-sora, fonts-solide-mirage, fonts-oxygen and fonts-gfs-bodoni-classic were tried and are not used.)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { makeTheme, type Brief } from "./lib/brand.ts";
import { loadBriefs } from "./lib/briefs.ts";
import { renderStill } from "./lib/scenes.ts";
import { renderReel, reelFrame, renderExampleClip, posterTime } from "./lib/video.ts";
import {
  svgToWebp,
  svgDoc,
  rect,
  circle,
  text,
  path as svgPath,
  linearGradient,
  resetIds,
  roundedRectPath,
} from "./lib/core.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const outRoot = path.join(root, "public", "media");
const WEBP_QUALITY = 80;

async function generateFolder(
  b: Brief,
  o: { stills: boolean; videos: boolean },
): Promise<{ files: number; bytes: number }> {
  const t = makeTheme(b);
  const dir = path.join(outRoot, b.folder);
  fs.mkdirSync(dir, { recursive: true });
  let files = 0;
  let bytes = 0;
  for (const a of b.assets) {
    const out = path.join(dir, a.file);
    const t0 = performance.now();
    if (a.kind === "video" || a.kind === "video-mobile") {
      if (!o.videos) continue;
      bytes += await renderReel(t, a.width, a.height, out);
    } else if (a.kind === "poster") {
      if (!o.stills) continue;
      // a still from the landscape reel, at its fully built-up moment
      const svg = await reelFrame(t, a.width, a.height, posterTime(t));
      bytes += await svgToWebp(svg, out, WEBP_QUALITY);
    } else {
      if (!o.stills) continue;
      const svg = await renderStill(t, a);
      bytes += await svgToWebp(svg, out, WEBP_QUALITY);
    }
    files++;
    const ms = performance.now() - t0;
    process.stdout.write(
      `  ${b.folder}/${a.file}  ${(fs.statSync(out).size / 1024).toFixed(0)} KB  ${(ms / 1000).toFixed(1)} s\n`,
    );
  }
  return { files, bytes };
}

/** Neutral examples for the block catalogue, plus the placeholder logo tile. */
async function generateExamples(): Promise<void> {
  const dir = path.join(outRoot, "examples");
  fs.mkdirSync(dir, { recursive: true });
  const ink = "#2F3A4A";
  const gold = "#C9A227";
  const sage = "#8A9A8C";
  const paper = "#EEEBE6";

  const png = async (svg: string, file: string) => {
    await sharp(Buffer.from(svg))
      .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
      .toFile(file);
    process.stdout.write(
      `  ${path.relative(outRoot, file)}  ${(fs.statSync(file).size / 1024).toFixed(0)} KB\n`,
    );
  };

  // placeholder logo tile
  resetIds();
  {
    const W = 800;
    let s = rect(0, 0, W, W, { fill: "#F1F1F1" });
    s += svgPath(roundedRectPath(250, 230, 300, 240, 28), {
      fill: "none",
      stroke: "#C4C4C4",
      "stroke-width": 14,
    });
    s += circle(335, 310, 30, { fill: "#C4C4C4" });
    s += svgPath("M 270 450 L 370 350 L 440 420 L 480 380 L 530 450 Z", { fill: "#C4C4C4" });
    s += text("LOGO", W / 2, 570, {
      font: "Inter",
      size: 44,
      weight: 600,
      anchor: "middle",
      fill: "#A8A8A8",
      ls: 0.3,
    });
    await png(svgDoc(W, W, s), path.join(outRoot, "placeholder-logo.png"));
  }
  // banner.png
  {
    const W = 1600;
    const H = 800;
    let s =
      `<defs>${linearGradient(
        "bg",
        [
          [0, paper],
          [1, "#DEDAD3"],
        ],
        0,
        0,
        1,
        1,
      )}</defs>` + rect(0, 0, W, H, { fill: "url(#bg)" });
    s +=
      circle(1160, 400, 260, { fill: "#E2DED7" }) +
      circle(1160, 400, 150, { fill: gold }) +
      circle(1260, 300, 70, { fill: sage });
    s += text("EXAMPLE BANNER", 140, 300, {
      font: "Inter",
      size: 24,
      weight: 700,
      fill: gold,
      ls: 0.2,
    });
    s += text("Brand story", 140, 420, { font: "EB Garamond", size: 110, weight: 500, fill: ink });
    s += text("A headline for a case study", 140, 490, {
      font: "Inter",
      size: 34,
      fill: "#6B7280",
    });
    await png(svgDoc(W, H, s), path.join(dir, "banner.png"));
  }
  // logo.png
  {
    const W = 800;
    let s = rect(0, 0, W, W, { fill: paper });
    s += circle(400, 330, 130, { fill: ink }) + circle(460, 280, 60, { fill: gold });
    s += text("Example Co.", 400, 580, {
      font: "EB Garamond",
      size: 76,
      weight: 500,
      anchor: "middle",
      fill: ink,
    });
    await png(svgDoc(W, W, s), path.join(dir, "logo.png"));
  }
  // poster.png
  {
    const W = 1280;
    const H = 720;
    let s = rect(0, 0, W, H, { fill: ink });
    s += circle(W / 2, H / 2 - 30, 120, { fill: "none", stroke: paper, "stroke-width": 10 });
    s += svgPath(
      `M ${W / 2 - 36} ${H / 2 - 90} L ${W / 2 + 60} ${H / 2 - 30} L ${W / 2 - 36} ${H / 2 + 30} Z`,
      { fill: gold },
    );
    s += text("Example video poster", W / 2, H - 150, {
      font: "Inter",
      size: 40,
      weight: 600,
      anchor: "middle",
      fill: paper,
    });
    await png(svgDoc(W, H, s), path.join(dir, "poster.png"));
  }
  const size = await renderExampleClip(path.join(dir, "clip.mp4"));
  process.stdout.write(`  examples/clip.mp4  ${(size / 1024).toFixed(0)} KB\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const stillsOnly = args.includes("--stills");
  const videosOnly = args.includes("--videos");
  const examplesOnly = args.includes("--examples");
  const names = args.filter((a) => !a.startsWith("--"));
  const briefs = loadBriefs(here, path.join(root, "pages"));
  const t0 = performance.now();
  if (!examplesOnly) {
    const unknown = names.filter((n) => !briefs.some((b) => b.folder === n));
    if (unknown.length) throw new Error("unknown folder(s): " + unknown.join(", "));
    const todo = names.length ? briefs.filter((b) => names.includes(b.folder)) : briefs;
    let files = 0;
    let bytes = 0;
    for (const b of todo) {
      const r = await generateFolder(b, { stills: !videosOnly, videos: !stillsOnly });
      files += r.files;
      bytes += r.bytes;
    }
    process.stdout.write(`${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB\n`);
  }
  if (examplesOnly || !names.length) await generateExamples();
  process.stdout.write(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
