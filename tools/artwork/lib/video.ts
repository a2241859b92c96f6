// Looping brand reels: frames drawn as SVG, rasterised with sharp and piped to ffmpeg (H.264, yuv420p).
// The parts live in lib/video/.

export { posterTime, reelSeconds, reelFrame } from "./video/reel.ts";
export { FFMPEG, FPS, renderReel, renderExampleClip } from "./video/encode.ts";
