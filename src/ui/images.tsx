import { createContext, useContext } from "react";
import type { Image } from "../generated/schema.ts";
import type { ImageInfo } from "../core/types.ts";

export const ImagesContext = createContext<Record<string, ImageInfo>>({});

/** A picture the page fetches at high priority, as the head's `<link rel="preload">` names it. */
export interface PriorityPicture {
  /** The AVIF source's srcset. */
  srcset: string;
  sizes: string;
}

/**
 * Set by the prerender only (src/app/entry-server.tsx): collects every picture rendered with
 * `priority`, so the build preloads exactly the file that picture then picks, with its own
 * srcset and sizes. Null in the browser.
 */
export const PriorityPicturesContext = createContext<PriorityPicture[] | null>(null);

interface ImgProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn, for picking a file from the srcset. */
  sizes: string;
  /** The page's main picture, above the fold: preloaded, loaded at once with high priority. */
  priority?: boolean;
  /**
   * In the first screen but not the main picture: loaded at once, at low priority, after the
   * words' font and the main picture (the about page's circles are 24 KB that, fetched at high
   * priority, delayed its largest paint, the paragraph beside them: Lighthouse mobile, median
   * of 3, 1.59 → 1.44 s).
   */
  eager?: boolean;
  className?: string;
}

/**
 * A picture with width and height (no layout shift), AVIF sources sized for the screen, and
 * lazy loading unless it is above the fold. Its `<img>` names one WebP file, for the browsers
 * without AVIF (Safari before 16.4, Edge before 121) only: a second srcset and sizes on every
 * picture cost / 454 bytes of its first 14 KB (gzip), which the fonts' metric-matched fallbacks
 * needed (issue 56).
 */
export function Img({ image, sizes, priority = false, eager = false, className }: ImgProps) {
  const info = useContext(ImagesContext)[image.src];
  const priorityPictures = useContext(PriorityPicturesContext);
  if (priority && info?.srcset?.avif) priorityPictures?.push({ srcset: info.srcset.avif, sizes });
  const img = (
    <img
      className={className}
      src={info?.fallback ?? image.src}
      srcSet={info?.srcset?.avif ? undefined : info?.srcset?.webp}
      sizes={info?.srcset && !info.srcset.avif ? sizes : undefined}
      alt={image.alt}
      width={info?.width}
      height={info?.height}
      loading={priority || eager ? "eager" : "lazy"}
      // A lazy picture is decoded as it comes into view, apart from the first paint: saying so
      // cost the home page 11 bytes of its first 14 KB.
      decoding={priority ? "sync" : eager ? "async" : undefined}
      fetchPriority={priority ? "high" : eager ? "low" : undefined}
    />
  );
  if (!info?.srcset?.avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={info.srcset.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
