/** Easing and staging of a symbol's build-in. */
import { g, f } from "../core.ts";

export const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const ease = (v: number) => {
  v = clamp01(v);
  return v < 0.5 ? 4 * v * v * v : 1 - Math.pow(-2 * v + 2, 3) / 2;
};
export const easeOutBack = (v: number) => {
  v = clamp01(v);
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(v - 1, 3) + c1 * Math.pow(v - 1, 2);
};
/** progress of part i of n parts within overall progress p (staggered) */
export const stage = (p: number, i: number, n: number, overlap = 0.5) => {
  const span = 1 / (n - (n - 1) * overlap);
  const start = i * span * (1 - overlap);
  return clamp01((p - start) / span);
};
/** scale element around (cx,cy) */
export const pop = (inner: string, cx: number, cy: number, s: number, op = 1) =>
  s >= 0.999 && op >= 0.999
    ? inner
    : g(inner, {
        transform: `translate(${f(cx)} ${f(cy)}) scale(${f(Math.max(0.0001, s))}) translate(${f(-cx)} ${f(-cy)})`,
        opacity: clamp01(op),
      });
