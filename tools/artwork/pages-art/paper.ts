// The Services and Contact artwork's colours, canvas size, SVG wrapper and paper grain.

export const ink = "#141210";
export const paper = "#F6F2EA";
export const paperDeep = "#ECE5D8";
export const saffron = "#E8951C";
export const display = "Inter Display, Inter, sans-serif";

/** Small deterministic PRNG (mulberry32) for scattered details. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Fine paper grain: a dot field in a darker tone, so flat colour does not look digital. */
export function grain(
  width: number,
  height: number,
  color: string,
  seed: number,
  count = 900,
): string {
  const random = rng(seed);
  let dots = "";
  for (let i = 0; i < count; i++) {
    const x = (random() * width).toFixed(1);
    const y = (random() * height).toFixed(1);
    const r = (0.8 + random() * 1.8).toFixed(1);
    dots += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }
  return `<g fill="${color}" opacity="0.08">${dots}</g>`;
}

export const W = 1600;
export const H = 1280;
