/**
 * Roving focus in a group of buttons that is one tab stop (a block's tools in the outline):
 * which button an arrow key, Home or End moves to, passing over disabled ones. Pure.
 */

/** The keys that move within the group; any other key leaves it to the browser. */
export const ROVING_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];

/**
 * The button to move to from `from` on `key`, among buttons that are enabled or not: the next
 * (→ ↓) or previous (← ↑) enabled one, wrapping round; the first or last enabled one (Home,
 * End). Undefined when the key does not move or no button is enabled.
 */
export function rovingTarget(
  enabled: readonly boolean[],
  from: number,
  key: string,
): number | undefined {
  const indices = enabled.flatMap((on, index) => (on ? [index] : []));
  if (!indices.length || !ROVING_KEYS.includes(key)) return undefined;
  if (key === "Home") return indices[0];
  if (key === "End") return indices.at(-1);
  const step = key === "ArrowRight" || key === "ArrowDown" ? 1 : -1;
  const count = enabled.length;
  for (let n = 1; n <= count; n++) {
    const index = (((from + step * n) % count) + count) % count;
    if (enabled[index]) return index;
  }
  return undefined;
}

/** The button that holds the group's tab stop: `active` if enabled, else the first enabled. */
export function tabStop(enabled: readonly boolean[], active: number): number {
  if (enabled[active]) return active;
  const first = enabled.indexOf(true);
  return first < 0 ? active : first;
}
