/**
 * The arithmetic of endless strips. A track holds `repeat` identical copies of a row side by
 * side; moving it by exactly one copy's width (100 / repeat percent of the track) and starting
 * again is invisible, so the loop never jumps.
 */

/** How far the track moves per loop, in percent of its own width. */
export function loopShiftPercent(repeat: number): number {
  if (!Number.isInteger(repeat) || repeat < 2) throw new Error("A strip needs at least 2 copies.");
  return 100 / repeat;
}

/** The keyframe offsets (translateX percentages) of one loop in the given direction. */
export function loopKeyframes(repeat: number, direction: "left" | "right"): [string, string] {
  const shift = `${-Number(loopShiftPercent(repeat).toFixed(6))}%`;
  return direction === "left" ? ["0%", shift] : [shift, "0%"];
}

/** Frames per second that "per frame" speeds are defined at. */
export const REFERENCE_FPS = 60;

/**
 * Milliseconds for a belt moving `percentPerFrame` percent of one row per frame to move one
 * whole row (at 60 frames a second, so the speed is the same on faster screens).
 */
export function beltLoopMs(percentPerFrame: number, fps = REFERENCE_FPS): number {
  if (!(percentPerFrame > 0)) throw new Error("percentPerFrame must be above 0.");
  return (100 / percentPerFrame) * (1000 / fps);
}
