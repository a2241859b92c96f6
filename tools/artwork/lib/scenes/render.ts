// One still asset drawn by the scene its file name asks for.
import type { Theme, Asset } from "../brand.ts";
import { svgDoc, resetIds } from "../core.ts";
import type { Scene } from "./scene.ts";
import { banner } from "./banner.ts";
import { logoTile, logoPrimary, logoSymbol, logoReversed, logoBadge } from "./logos.ts";
import { palette, typography } from "./palette-type.ts";
import { screenMobile, screenDesktop } from "./devices.ts";
import { socialGrid, socialPost, story, carousel } from "./social.ts";
import { packaging, cups, labels } from "./packaging.ts";
import { brochure, lookbook } from "./brochures.ts";
import { stationery, businessCards, tickets } from "./stationery.ts";
import { hangTags, jewelTags } from "./tags.ts";
import { toteScene, merch } from "./merch.ts";
import { signage } from "./signage.ts";
import { posterScene, billboard } from "./posters.ts";
import { menu } from "./menu.ts";
import { bookCoverScene, bookSpread, bookmark } from "./books.ts";

const APPS: Record<string, Scene> = {
  packaging,
  brochure,
  "social-post": socialPost,
  "social-grid": socialGrid,
  story,
  carousel,
  stationery,
  tote: toteScene,
  signage,
  "business-cards": businessCards,
  "hang-tags": hangTags,
  lookbook,
  poster: posterScene,
  billboard,
  menu,
  cups,
  labels,
  tags: jewelTags,
  "book-cover": bookCoverScene,
  "book-spread": bookSpread,
  bookmark,
  tickets,
  merch,
};

/** SVG for one still asset (not videos; posters are rendered by the video module). */
export async function renderStill(t: Theme, a: Asset): Promise<string> {
  resetIds();
  const W = a.width;
  const H = a.height;
  const stem = a.file.replace(/\.(webp|png)$/, "");
  let body: string;
  if (stem === "banner") body = await banner(t, W, H);
  else if (stem === "logo") body = await logoTile(t, W, H);
  else if (stem === "logo-primary") body = await logoPrimary(t, W, H);
  else if (stem === "logo-symbol") body = await logoSymbol(t, W, H);
  else if (stem === "logo-reversed") body = await logoReversed(t, W, H);
  else if (stem === "logo-badge") body = await logoBadge(t, W, H);
  else if (stem === "palette" || stem === "primary-colours") body = await palette(t, W, H);
  else if (stem === "typography") body = await typography(t, W, H);
  else if (stem.startsWith("screen-mobile")) body = await screenMobile(t, W, H, stem);
  else if (stem.startsWith("screen-desktop")) body = await screenDesktop(t, W, H, stem);
  else if (stem.startsWith("app-")) {
    const m = /^app-(.+?)(?:-(\d+))?$/.exec(stem)!;
    const scene = m[1]!;
    const idx = m[2] ? Number(m[2]) : 1;
    const fn = APPS[scene];
    if (!fn) throw new Error(`${t.folder}: no scene for ${stem}`);
    body = await fn(t, W, H, scene === "social-post" ? idx - 1 : idx);
  } else throw new Error(`${t.folder}: cannot draw ${a.file}`);
  return svgDoc(W, H, body);
}
