/**
 * The size of each clip (Node only), read from its MP4 header at build time, so the player can
 * hold the clip's shape before any of it has loaded: without it the box starts as tall as the
 * poster or nothing, and everything below jumps when the clip's first bytes arrive.
 */
import { existsSync, readFileSync } from "node:fs";
import { createFile, MP4BoxBuffer } from "mp4box";
import { pageAssets, VIDEO_FILE } from "./resolve.ts";
import { readOnChange } from "./read-on-change.ts";

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

/** A clip's size by its path under public/, read again only when the file changes. */
export const videoSizeOf = readOnChange(videoSize);

/** Every clip the pages use. */
export const videoSources = (model: Parameters<typeof pageAssets>[0]) =>
  pageAssets(model, VIDEO_FILE);
