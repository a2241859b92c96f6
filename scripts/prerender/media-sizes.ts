/**
 * Every picture, film and drawing the documents name, measured: pictures resized to AVIF and
 * WebP variants (cached in derived/), films' and drawings' sizes read from their files. The
 * renderer sizes each one from this map, so nothing shifts as it loads.
 */
import { buildImageVariants, imageSources } from "../content/media.ts";
import type { SiteModel } from "../content/model.ts";
import { imageCacheDir } from "../content/paths.ts";
import { vectorInfoOf, vectorSources } from "../content/vector.ts";
import { videoSizeOf, videoSources } from "../content/video-size.ts";

export async function measureMedia(model: SiteModel, publicDir: string, dist: string) {
  const images = await buildImageVariants({
    publicDir,
    outDir: dist,
    cacheDir: imageCacheDir(),
    sources: imageSources(model),
  });
  const encoded = images.size;
  for (const src of videoSources(model)) {
    const size = videoSizeOf(publicDir, src);
    if (size) images.set(src, size);
  }
  for (const src of vectorSources(model)) {
    const size = vectorInfoOf(publicDir, src);
    if (size) images.set(src, size);
  }
  return { images, encoded };
}
