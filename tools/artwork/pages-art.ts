/**
 * Artwork for the Services and Contact Us pages, composed as SVG and rasterised with sharp:
 *   public/media/services/hero.svg (the drawing itself, served as it is)
 *   public/media/services/{graphic,copywriting,website,photo,social}.webp
 *   public/media/contact/thank-you.webp
 * The drawings live in pages-art/.
 * Run: node --import tsx tools/artwork/pages-art.ts
 * Deterministic: the same script always writes the same pictures.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { graphic, copywriting, website, photo, social, hero } from "./pages-art/services.ts";
import { thankYou } from "./pages-art/contact.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

const outputs: [string, () => string][] = [
  ["public/media/services/hero.svg", hero],
  ["public/media/services/graphic.webp", graphic],
  ["public/media/services/copywriting.webp", copywriting],
  ["public/media/services/website.webp", website],
  ["public/media/services/photo.webp", photo],
  ["public/media/services/social.webp", social],
  ["public/media/contact/thank-you.webp", thankYou],
];

for (const [file, draw] of outputs) {
  const out = join(root, file);
  mkdirSync(dirname(out), { recursive: true });
  if (file.endsWith(".svg")) writeFileSync(out, draw() + "\n");
  else await sharp(Buffer.from(draw())).webp({ quality: 86, effort: 6 }).toFile(out);
  console.log(`wrote ${file}`);
}
