// Encoding films with the ffmpeg binary: the brand reel and the neutral example clip.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import type { Theme } from "../brand.ts";
import { svgDoc, rect, circle, text, svgToRawRgb, linearGradient } from "../core.ts";
import { reelSeconds, reelFrame } from "./reel.ts";

const require = createRequire(import.meta.url);
export const FFMPEG: string = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

export const FPS = 24;

/** Render the reel to an mp4 file. Returns the byte size. */
export async function renderReel(
  t: Theme,
  W: number,
  H: number,
  out: string,
  o: { crf?: number } = {},
): Promise<number> {
  const secs = reelSeconds(t);
  const n = Math.round(secs * FPS);
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${W}x${H}`,
    "-r",
    String(FPS),
    "-i",
    "-",
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-crf",
    String(o.crf ?? 26),
    "-pix_fmt",
    "yuv420p",
    "-profile:v",
    "high",
    "-g",
    String(n),
    "-threads",
    "1",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    "-movflags",
    "+faststart",
    out,
  ];
  const proc = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "pipe"] });
  let err = "";
  proc.stderr.on("data", (d) => (err += String(d)));
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`)),
    );
  });
  for (let i = 0; i < n; i++) {
    const svg = await reelFrame(t, W, H, i / n);
    const raw = await svgToRawRgb(svg);
    if (!proc.stdin.write(raw)) await new Promise((r) => proc.stdin.once("drain", r));
  }
  proc.stdin.end();
  await done;
  return fs.statSync(out).size;
}

/** Generic example clip for the block catalogue (neutral colours). */
export async function renderExampleClip(out: string, W = 640, H = 360): Promise<number> {
  const n = FPS * 3;
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${W}x${H}`,
    "-r",
    String(FPS),
    "-i",
    "-",
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-g",
    String(n),
    "-threads",
    "1",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    "-movflags",
    "+faststart",
    out,
  ];
  const proc = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    );
  });
  for (let i = 0; i < n; i++) {
    const time = i / n;
    const gid = "eg";
    let s =
      `<defs>${linearGradient(
        gid,
        [
          [0, "#E9E6E1"],
          [1, "#D5D1CA"],
        ],
        0,
        0,
        1,
        1,
      )}</defs>` + rect(0, 0, W, H, { fill: `url(#${gid})` });
    const cols = ["#2F3A4A", "#C9A227", "#8A9A8C"];
    for (let k = 0; k < 3; k++) {
      const a = time * Math.PI * 2 + (k * Math.PI * 2) / 3;
      s += circle(W / 2 + Math.cos(a) * W * 0.16, H / 2 + Math.sin(a) * H * 0.2, H * 0.12, {
        fill: cols[k]!,
        opacity: 0.92,
      });
    }
    s += text("Example clip", W / 2, H - H * 0.08, {
      font: "Inter",
      size: H * 0.06,
      weight: 600,
      anchor: "middle",
      fill: "#2F3A4A",
    });
    const raw = await svgToRawRgb(svgDoc(W, H, s));
    if (!proc.stdin.write(raw)) await new Promise((r) => proc.stdin.once("drain", r));
  }
  proc.stdin.end();
  await done;
  return fs.statSync(out).size;
}
