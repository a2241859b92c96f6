// The Contact Us thank-you picture.
import { ink, paper, saffron, display, rng, svg } from "./paper.ts";

/** The contact form's thank-you card. Its alt text repeats the words it shows. */
export function thankYou(): string {
  const w = 1280;
  const h = 960;
  const random = rng(21);
  let confetti = "";
  const colors = [saffron, "#D9480F", "#1C7ED6", "#2B8A3E", "#AE3EC9", ink];
  for (let i = 0; i < 46; i++) {
    const x = random() * w;
    const y = random() * h;
    if (x > 180 && x < 1100 && y > 250 && y < 760) continue;
    const color = colors[i % colors.length];
    const rot = (random() * 180).toFixed(0);
    confetti +=
      i % 3 === 0
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(8 + random() * 10).toFixed(0)}" fill="${color}"/>`
        : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(14 + random() * 20).toFixed(0)}" height="10" rx="5" fill="${color}" transform="rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  let rays = "";
  for (let i = 0; i < 18; i++) {
    const a1 = ((i * 20 - 4) * Math.PI) / 180;
    const a2 = ((i * 20 + 4) * Math.PI) / 180;
    rays += `<path d="M640 470 L${(640 + Math.cos(a1) * 900).toFixed(0)} ${(470 + Math.sin(a1) * 900).toFixed(0)} L${(640 + Math.cos(a2) * 900).toFixed(0)} ${(470 + Math.sin(a2) * 900).toFixed(0)} Z"/>`;
  }
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${paper}"/>
    <g fill="${saffron}" opacity="0.16">${rays}</g>
    ${confetti}
    <circle cx="640" cy="250" r="86" fill="${saffron}"/>
    <path d="M596 252 l30 30 l60 -64" fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="640" y="540" text-anchor="middle" font-family="${display}" font-weight="800" font-size="168" letter-spacing="-7" fill="${ink}">Thank you!</text>
    <text x="640" y="640" text-anchor="middle" font-family="Inter, sans-serif" font-weight="500" font-size="44" fill="#4A4540">Your message is with us.</text>
    <text x="640" y="700" text-anchor="middle" font-family="Inter, sans-serif" font-weight="500" font-size="44" fill="#4A4540">We will write back soon.</text>
    <rect x="560" y="770" width="160" height="10" rx="5" fill="${ink}"/>`,
  );
}
