/**
 * The size of each clip (Node only), read from its MP4 header at build time, so the player can
 * hold the clip's shape before any of it has loaded: without it the box starts as tall as the
 * poster or nothing, and everything below jumps when the clip's first bytes arrive.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createFile, MP4BoxBuffer } from "mp4box";
import { VIDEO_FILE } from "./resolve.ts";

export interface VideoSize {
  width: number;
  height: number;
}

/** The first video track's display size, or undefined when the file is missing or not an MP4. */
export function videoSize(file: string): VideoSize | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  const mp4 = createFile();
  let size: VideoSize | undefined;
  mp4.onReady = (info) => {
    const track = info.videoTracks[0];
    if (track?.video?.width && track.video.height)
      size = { width: track.video.width, height: track.video.height };
  };
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(buffer as ArrayBuffer, 0));
  mp4.flush();
  return size;
}

const cache = new Map<string, { mtime: number; size: VideoSize | undefined }>();

/** A clip's size by its path under public/, read again only when the file changes. */
export function videoSizeOf(publicDir: string, src: string): VideoSize | undefined {
  const file = join(publicDir, src);
  if (!existsSync(file)) return undefined;
  const mtime = statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit?.mtime === mtime) return hit.size;
  const size = videoSize(file);
  cache.set(file, { mtime, size });
  return size;
}

/** Every clip the pages use. */
export function videoSources(model: { pages: readonly { assets: readonly string[] }[] }): string[] {
  return [...new Set(model.pages.flatMap((p) => p.assets).filter((src) => VIDEO_FILE.test(src)))];
}
