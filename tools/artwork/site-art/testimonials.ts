// The Home testimonial cards.
import { C, DISPLAY, rect, circle, text, wrap, grain, svg } from "./svg.ts";

// ------------------------------------------------------------------ testimonials

interface Quote {
  file: string;
  quote: string;
  name: string;
  role: string;
  background: string;
  accent: string;
}

export const testimonials: Quote[] = [
  {
    file: "one-bonsai",
    quote:
      "Saffron made a resort nobody had heard of feel like a place you already miss. Direct bookings doubled in the first season.",
    name: "Meera Krishnan",
    role: "Co-founder, One Bonsai",
    background: C.mint,
    accent: C.green,
  },
  {
    file: "am-pm-cafe",
    quote:
      "They sat in our café for a week before sketching anything. The menus, the signs, the neon at night — it all sounds like us.",
    name: "Arjun Bhatia",
    role: "Owner, AM:PM Café",
    background: C.butter,
    accent: C.vermilion,
  },
  {
    file: "tarini-home",
    quote:
      "Our block-printers finally see their craft on the packaging. Gift orders grew by forty percent after the relaunch.",
    name: "Kavya Rao",
    role: "Founder, Tarini Home",
    background: C.blush,
    accent: C.vermilion,
  },
  {
    file: "mova",
    quote:
      "Clear thinking, quick rounds, zero drama. The app, the scooters and the stations now look like one brand in three cities.",
    name: "Rohan Malhotra",
    role: "Head of Marketing, Mova",
    background: C.sky,
    accent: C.blue,
  },
  {
    file: "skintastic",
    quote:
      "They wrote copy that our chemists and our customers both love. Believe me, that is rarer than it sounds.",
    name: "Nisha Varghese",
    role: "CEO, Skintastic",
    background: C.lilac,
    accent: C.purple,
  },
  {
    file: "nature-trails",
    quote:
      "They gave our volunteers a voice online. Our weekend trail walks now fill up within a day of posting.",
    name: "Farhan Qureshi",
    role: "Programme Lead, Nature Trails Foundation",
    background: C.paper,
    accent: C.saffron,
  },
];

export function testimonialCard(q: Quote): string {
  const w = 800;
  const h = 1000;
  let b = "";
  b += text("“", 56, 390, { size: 380, font: DISPLAY, weight: 800, fill: q.accent });
  wrap(q.quote, 30).forEach((line, i) => {
    b += text(line, 64, 420 + i * 60, { size: 44, font: DISPLAY, weight: 500, spacing: -0.01 });
  });
  b += rect(64, 800, w - 128, 3, { fill: C.ink, opacity: 0.85 });
  const initials = q.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  b += circle(116, 890, 52, { fill: q.accent });
  b += text(initials, 116, 906, {
    size: 40,
    font: DISPLAY,
    weight: 700,
    fill: C.paper,
    anchor: "middle",
  });
  b += text(q.name, 190, 882, { size: 34, weight: 700 });
  b += text(q.role, 190, 926, { size: 26, weight: 500, fill: C.inkSoft });
  return svg(w, h, b + grain(w, h, 0.06), q.background);
}
