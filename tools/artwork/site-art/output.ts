// Where the Home and About artwork is written (public/media), and writing one picture.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
export const out = (path: string) => join(root, "public/media", path);

export async function writeImage(
  file: string,
  markup: string,
  format: "jpg" | "png",
  quality = 84,
) {
  mkdirSync(dirname(out(file)), { recursive: true });
  const image = sharp(Buffer.from(markup), { density: 72 });
  if (format === "png") await image.png({ compressionLevel: 9, palette: false }).toFile(out(file));
  else await image.jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(out(file));
  console.log(`  public/media/${file}`);
}
