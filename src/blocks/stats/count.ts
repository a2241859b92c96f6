/** The number a count-up shows `elapsed` ms into a `duration` ms count to `target` (ease-out). */
export function countAt(elapsed: number, duration: number, target: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}
