import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import type { HeroVideoBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  fonts,
  fontSize,
  gutter,
  headerHeight,
  maxWidth,
  mq,
  space,
} from "../../core/tokens.ts";
import { PauseIcon, PlayIcon } from "../../ui/marquee.tsx";
import { PHONE_QUERY, useHydrated, useMedia, useReducedMotion } from "../../ui/use-client.ts";
import { VIDEO_ERROR_TEXT } from "../../ui/video-player.tsx";

// The film's subject sits right of centre (`.media img`; the phone file centres it), and a soft
// shade under the words (`.media::after`) lets them read on any frame.
const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: grid;
  align-items: end;
  min-height: clamp(30rem, calc(100svh - ${headerHeight}), 70rem);
  overflow: hidden;
  background: ${colors.ink};
  color: ${colors.paper};
  .media,
  .media img,
  .media video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .media {
    z-index: -1;
  }
  .media img {
    object-position: 70% 50%;
  }
  ${mq.tablet} {
    .media video {
      object-position: 70% 50%;
    }
  }
  .media::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      transparent 40%,
      rgb(20 18 16 / 0.78) 62%,
      rgb(20 18 16 / 0.9) 100%
    );
  }
  ${mq.desktop} {
    .media::after {
      background: linear-gradient(
        90deg,
        rgb(20 18 16 / 0.88) 0%,
        rgb(20 18 16 / 0.75) 38%,
        transparent 62%
      );
    }
  }
`;

// Same column as the header's content, so the words line up with the logo on wide screens. Over
// the film on desktops, a narrower measure (about three lines) keeps the words clear of its mark.
const Copy = styled.div`
  width: 100%;
  max-width: ${maxWidth};
  margin-inline: auto;
  padding: 0 ${gutter} ${space["3xl"]};
  p {
    max-width: calc(62rem - 2 * ${gutter});
    font-size: ${fontSize.small};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${colors.saffron};
    margin-bottom: 1rem;
  }
  h1 {
    font-family: ${fonts.display};
    font-size: ${fontSize.hero};
    line-height: 0.9;
    letter-spacing: -0.045em;
    max-width: 11ch;
    ${mq.desktop} {
      max-width: 5.6em;
    }
  }
`;

// Its right edge lines up with the header's last control (whose content column is at most 110rem
// wide).
const Toggle = styled.button`
  position: absolute;
  right: max(${gutter}, calc((100% - 110rem) / 2 + ${gutter}));
  bottom: ${space.s};
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.1rem 0.5rem 0.9rem;
  border: 1.5px solid rgb(246 242 234 / 0.7);
  border-radius: 999px;
  background: rgb(20 18 16 / 0.55);
  color: ${colors.paper};
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  -webkit-backdrop-filter: blur(6px);
  backdrop-filter: blur(6px);
  svg {
    width: 0.8rem;
    height: 0.8rem;
    fill: currentColor;
  }
  &:hover {
    background: ${colors.paper};
    color: ${colors.ink};
  }
  &:focus-visible {
    outline-color: ${colors.saffron};
  }
`;

const ErrorText = styled.p`
  position: absolute;
  left: ${gutter};
  top: 1.25rem;
  padding: 0.4rem 0.8rem;
  border-radius: 999px;
  background: rgb(20 18 16 / 0.8);
  font-size: 0.85rem;
`;

type State = "loading" | "ready" | "error";

/**
 * The home page's opening film. The poster is the served picture (and the largest one, so
 * it loads first); after hydration the film's source is picked for the screen (the phone file
 * below 768 px, reloaded when that changes) and it plays muted and looped by itself, unlike
 * the case-study players it does not wait to be half visible. Under reduced motion it does not
 * start; the button always pauses and plays it.
 */
export default function HeroVideo({ block, pageHeading }: BlockProps<HeroVideoBlock>) {
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const phone = useMedia(PHONE_QUERY);
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  const src = hydrated ? (phone && block.video.mobileSrc) || block.video.src : undefined;
  const [status, setStatus] = useState<{ src?: string; state: State }>({ state: "loading" });
  const state: State = status.src === src ? status.state : "loading";
  const wantsPlay = choice === null ? !reduced : choice === "play";
  const Heading = pageHeading ? "h1" : "h2";

  // Stop decoding while the hero is scrolled completely out of view.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(Boolean(entry?.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || state !== "ready") return;
    if (wantsPlay && onScreen) element.play().catch(() => undefined);
    else element.pause();
  }, [wantsPlay, onScreen, state, src]);

  return (
    <Hero id={block.id} data-state={state}>
      <div className="media">
        <Img image={block.poster} sizes="100vw" priority />
        <video
          ref={ref}
          src={src}
          muted
          loop
          playsInline
          preload={src ? (wantsPlay ? "auto" : "metadata") : "none"}
          aria-label={block.video.label}
          data-playing={state === "ready" && wantsPlay && onScreen ? "true" : "false"}
          onCanPlay={() => setStatus({ src, state: "ready" })}
          onError={() => src && setStatus({ src, state: "error" })}
        />
      </div>
      <Copy>
        {block.eyebrow && <p>{block.eyebrow}</p>}
        <Heading>{block.heading}</Heading>
      </Copy>
      {state === "error" && <ErrorText role="status">{VIDEO_ERROR_TEXT}</ErrorText>}
      {state !== "error" && (
        <Toggle type="button" onClick={() => setChoice(wantsPlay ? "pause" : "play")}>
          {wantsPlay ? <PauseIcon /> : <PlayIcon />}
          {wantsPlay ? block.pauseLabel : block.playLabel}
        </Toggle>
      )}
    </Hero>
  );
}
