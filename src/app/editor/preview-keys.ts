/**
 * The Preview's keys for a page's blocks: each block by its type and how many blocks of that
 * type come before it (the third palette is "palette#2"). The renderer's own keys are by
 * position, so deleting block 100 of 200 made React unmount and mount every block below it
 * (~480 ms on the 200-block page); by these keys, a block whose place moved is the same component
 * given new props, and only the last of the deleted block's type goes. Pure.
 */
export function previewKeys(route: string, blocks: readonly { type?: unknown }[]): string[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const type = String(block?.type);
    const count = seen.get(type) ?? 0;
    seen.set(type, count + 1);
    return `${route}:${type}#${count}`;
  });
}
