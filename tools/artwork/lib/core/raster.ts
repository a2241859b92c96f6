// Rasterising SVG with sharp: to a WebP file, or to raw RGB for video frames.
import sharp from "sharp";

// ---------------------------------------------------------------- rasterising
export async function svgToWebp(svg: string, file: string, quality = 80): Promise<number> {
  const info = await sharp(Buffer.from(svg))
    .webp({ quality, effort: 5, smartSubsample: true })
    .toFile(file);
  return info.size;
}
export async function svgToRawRgb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}
