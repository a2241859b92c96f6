/**
 * Artwork for the Home and About Us pages: the hero film (desktop and phone), its poster, the
 * service-card pictures, client wordmarks, testimonial cards, the About hero circles, the story
 * pictures and the founder's portrait. Everything is composed as SVG here and rasterised with
 * sharp; the films are SVG frames piped into ffmpeg (H.264, yuv420p, +faststart, no audio).
 * Deterministic: no randomness without a fixed seed, no dates. The drawings live in site-art/.
 *
 *   npx tsx tools/artwork/site-art.ts            # everything
 *   npx tsx tools/artwork/site-art.ts --stills   # pictures only (skip the films)
 */
import { svg } from "./site-art/svg.ts";
import { writeImage } from "./site-art/output.ts";
import { heroFrame, renderFilm } from "./site-art/film.ts";
import { graphicCard, contentCard, websiteCard, photoCard, socialCard } from "./site-art/cards.ts";
import { LOGO_W, LOGO_H, logos } from "./site-art/logos.ts";
import { testimonials, testimonialCard } from "./site-art/testimonials.ts";
import { circlePicture, storyPicture, founderPortrait } from "./site-art/about.ts";

// ------------------------------------------------------------------ main

async function main() {
  const stillsOnly = process.argv.includes("--stills");
  console.log("Home artwork…");
  await writeImage("home/hero-poster.jpg", heroFrame(1920, 1080, 0, 0.7, 0.46), "jpg", 82);
  if (!stillsOnly) {
    await renderFilm("home/hero.mp4", 1280, 720, 0.7, 0.46);
    await renderFilm("home/hero-phone.mp4", 540, 960, 0.5, 0.34);
  }
  const cards: Record<string, () => string> = {
    graphic: graphicCard,
    content: contentCard,
    website: websiteCard,
    photo: photoCard,
    social: socialCard,
  };
  for (const [name, draw] of Object.entries(cards))
    await writeImage(`home/services/${name}.jpg`, draw(), "jpg");
  for (const [name, draw] of Object.entries(logos))
    await writeImage(`home/logos/${name}.png`, svg(LOGO_W, LOGO_H, draw()), "png");
  for (const q of testimonials)
    await writeImage(`home/testimonials/${q.file}.jpg`, testimonialCard(q), "jpg", 86);

  console.log("About artwork…");
  for (const kind of ["sketchbook", "lens", "type", "swatches", "chai", "plant"])
    await writeImage(`about/circles/${kind}.jpg`, circlePicture(kind), "jpg");
  for (const kind of ["beginning", "approach", "mission"])
    await writeImage(`about/story/${kind}.jpg`, storyPicture(kind), "jpg");
  await writeImage("about/founder.jpg", founderPortrait(), "jpg");
}

await main();

export { testimonials } from "./site-art/testimonials.ts";
