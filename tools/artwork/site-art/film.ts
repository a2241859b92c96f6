// The Home hero film: one frame at a time, and the frames piped into ffmpeg.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import sharp from "sharp";
import { C, n, rect, circle, path, g, svg, star } from "./svg.ts";
import { out } from "./output.ts";

const require = createRequire(import.meta.url);
const ffmpegPath = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

// ------------------------------------------------------------------ hero film

const LOOP_SECONDS = 8;
const FPS = 24;

/**
 * One frame of the hero film at time t (seconds). Every movement is periodic in LOOP_SECONDS,
 * so the last frame leads seamlessly into the first. `focusX`/`focusY` place the composition
 * (right of centre on desktop, upper half on phones, where the headline does not sit).
 */
export function heroFrame(w: number, h: number, t: number, focusX: number, focusY: number): string {
  const p = (t / LOOP_SECONDS) * Math.PI * 2; // one turn per loop
  const unit = Math.min(w, h);
  const cx = w * focusX;
  const cy = h * focusY;
  const R = unit * 0.3 * (1 + 0.025 * Math.sin(p));
  let body = "";
  // Drifting horizontal bands behind everything.
  for (let i = 0; i < 9; i++) {
    const y = ((i / 9) * h + (t / LOOP_SECONDS) * (h / 9)) % h;
    body += rect(0, y, w, Math.max(1, unit * 0.004), { fill: C.paper, opacity: 0.06 });
  }
  // Orbit guide rings.
  for (const [k, dash] of [
    [1.3, "2 14"],
    [1.55, "1 22"],
  ] as const) {
    body += circle(cx, cy, R * k, {
      fill: "none",
      stroke: C.paper,
      "stroke-opacity": 0.28,
      "stroke-width": unit * 0.003,
      "stroke-dasharray": dash,
      transform: `rotate(${n((t / LOOP_SECONDS) * (k > 1.4 ? -90 : 90))} ${n(cx)} ${n(cy)})`,
    });
  }
  // The sun.
  body += circle(cx, cy, R, { fill: C.saffron });
  // A vermilion half-disc that rocks across the sun.
  const rock = 25 * Math.sin(p);
  body += g(
    path(`M${n(cx - R)} ${n(cy)}A${n(R)} ${n(R)} 0 0 0 ${n(cx + R)} ${n(cy)}Z`, {
      fill: C.vermilion,
    }),
    { transform: `rotate(${n(rock)} ${n(cx)} ${n(cy)})` },
  );
  // The ink S of the studio's mark, swaying with the half-disc.
  const s = R / 17;
  body += g(
    path("M-10 7c4 4 16 4 20-2s-2-9-10-10-12-6-8-11 14-3 17 1", {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 4.4,
      "stroke-linecap": "round",
    }),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(rock / 5)}) scale(${n(s)})` },
  );
  // Planets: four coloured discs orbiting at different radii.
  const planets: [number, number, string, number][] = [
    [1.3, 1, C.blue, 0.06],
    [1.3, 1, C.paper, 0.035],
    [1.55, -1, C.purple, 0.045],
    [1.55, -1, C.green, 0.065],
  ];
  planets.forEach(([k, dir, fill, size], i) => {
    const a = dir * p + (i * Math.PI) / 2 + (i % 2) * Math.PI;
    body += circle(cx + Math.cos(a) * R * k, cy + Math.sin(a) * R * k, unit * size, { fill });
  });
  // A spinning eight-point star, top left of the sun.
  const sx = cx - R * 1.05;
  const sy = cy - R * 0.95;
  body += path(star(sx, sy, unit * 0.07, unit * 0.028, 8, p / 4), { fill: C.butter });
  return svg(w, h, body, C.ink);
}

export async function renderFilm(
  file: string,
  w: number,
  h: number,
  focusX: number,
  focusY: number,
) {
  mkdirSync(dirname(out(file)), { recursive: true });
  const frames = LOOP_SECONDS * FPS;
  const ffmpeg = spawn(
    ffmpegPath,
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${w}x${h}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-tune",
      "animation",
      "-threads",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      out(file),
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    ),
  );
  for (let i = 0; i < frames; i++) {
    const raw = await sharp(Buffer.from(heroFrame(w, h, i / FPS, focusX, focusY)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(raw))
      await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`  public/media/${file}`);
}
