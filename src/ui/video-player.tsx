import styled from "@emotion/styled";
import { useContext, useEffect, useRef, useState } from "react";
import type { VideoSource } from "../generated/schema.ts";
import { ImagesContext, Img } from "./images.tsx";
import type { ImageInfo } from "../core/types.ts";
import { colors, columnSizes, mq, radius } from "../core/design/tokens.ts";
import { PHONE_QUERY, useHydrated, useMedia, useReducedMotion } from "./use-client.ts";

import { VIDEO_ERROR_TEXT } from "./video-text.ts";

export { VIDEO_ERROR_TEXT };

const ratio = (size: ImageInfo | undefined) => (size ? `${size.width} / ${size.height}` : "auto");

/**
 * The clip's shape is known from the build (phone file below 768 px, desktop file above), so the
 * box has its final height from the first paint and nothing below it moves when the clip loads.
 * The poster, a sized, lazy picture under the clip, shows until the clip can play: until the
 * clip has a file (and with scripts off, when it never gets one) the clip is transparent.
 */
const Wrap = styled.div<{ phoneSize?: ImageInfo; desktopSize?: ImageInfo }>`
  position: relative;
  overflow: hidden;
  border-radius: ${radius.s};
  background: ${colors.paperDeep};
  .poster {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  video {
    position: relative;
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${(p) => ratio(p.phoneSize)};
    transition: opacity 0.4s ease;
    ${mq.tablet} {
      aspect-ratio: ${(p) => ratio(p.desktopSize)};
    }
  }
  &[data-state="loading"] video,
  video:not([src]) {
    opacity: 0;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.5rem 0.9rem 0.5rem 0.7rem;
  border: 0;
  border-radius: 999px;
  background: rgb(20 18 16 / 0.78);
  color: #fff;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  -webkit-backdrop-filter: blur(6px);
  backdrop-filter: blur(6px);
  &:hover {
    background: rgb(20 18 16 / 0.92);
  }
  svg {
    width: 0.9rem;
    height: 0.9rem;
    fill: currentColor;
  }
`;

const ErrorBox = styled.p`
  display: grid;
  place-items: center;
  min-height: 12rem;
  padding: 2rem;
  text-align: center;
  color: ${colors.inkSoft};
  border: 1px dashed ${colors.line};
  border-radius: ${radius.s};
`;

type State = "loading" | "ready" | "error";

/**
 * Muted, looping, inline clip. The source is chosen on the client (phone file below 768 px,
 * reloaded when that changes) and set once the clip comes within a screen of the window, so a
 * visitor who never scrolls to it never downloads it. It plays only while at least half
 * visible, never by itself under reduced motion, and always has a visible pause/play button.
 * The poster is a picture of its own under the clip, not the video's `poster` attribute: that
 * one is fetched with the page, full size, wherever the clip is; this one is lazy and comes in
 * AVIF or WebP at the width it is shown (`sizes`, the content column's by default).
 */
export function VideoPlayer({
  video,
  autoplay = true,
  sizes = columnSizes,
}: {
  video: VideoSource;
  autoplay?: boolean;
  sizes?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const known = useContext(ImagesContext);
  const desktopSize = known[video.src];
  const phoneSize = (video.mobileSrc && known[video.mobileSrc]) || desktopSize;
  const phone = useMedia(PHONE_QUERY);
  const reduced = useReducedMotion();
  const mounted = useHydrated();
  const [paused, setPaused] = useState<boolean | null>(null);
  const [visible, setVisible] = useState(false);
  // Whether the clip has come within a screen of the window: only then is its file asked for.
  const [near, setNear] = useState(false);
  const src = phone && video.mobileSrc ? video.mobileSrc : video.src;
  // Each source starts out loading; a new source (phone ↔ desktop) loads again.
  const [status, setStatus] = useState<{ src: string; state: State }>({ src, state: "loading" });
  const state: State = !src ? "error" : status.src === src ? status.state : "loading";
  const setState = (next: State) => setStatus({ src, state: next });

  // The visitor's choice wins; otherwise autoplay unless reduced motion is asked for.
  const wantsPlay = paused === null ? autoplay && !reduced : !paused;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(Boolean(entry?.isIntersecting)),
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state === "error"]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = ref.current;
    if (!element || state !== "ready") return;
    if (wantsPlay && visible) {
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  }, [wantsPlay, visible, state, src]);

  if (state === "error") return <ErrorBox role="status">{VIDEO_ERROR_TEXT}</ErrorBox>;

  const playing = wantsPlay;
  return (
    <Wrap data-state={mounted ? state : "ready"} phoneSize={phoneSize} desktopSize={desktopSize}>
      {video.poster && (
        <Img className="poster" image={{ src: video.poster, alt: "" }} sizes={sizes} />
      )}
      <video
        ref={ref}
        src={mounted && near ? src : undefined}
        muted
        loop
        playsInline
        preload={mounted && near ? "auto" : "none"}
        aria-label={video.label}
        onCanPlay={() => setState("ready")}
        onError={() => setState("error")}
        data-playing={playing && visible ? "true" : "false"}
      />
      <Toggle
        type="button"
        data-needs-script=""
        onClick={() => setPaused(playing)}
        aria-label={`${playing ? "Pause" : "Play"} video: ${video.label}`}
      >
        {playing ? (
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <rect x="3" y="2" width="3.5" height="12" rx="1" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5z" />
          </svg>
        )}
        <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
      </Toggle>
    </Wrap>
  );
}
