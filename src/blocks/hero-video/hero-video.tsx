import styled from "@emotion/styled";
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
  measure,
  mq,
  space,
} from "../../core/design/tokens.ts";
import { PauseButton } from "../../ui/pause-button.tsx";

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
    max-width: ${measure.display(11)};
    ${mq.desktop} {
      max-width: 5.6em;
    }
  }
`;

// Its right edge lines up with the header's last control (whose content column is at most 110rem
// wide).
const Toggle = styled(PauseButton)`
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
  &:hover {
    background: ${colors.paper};
    color: ${colors.ink};
  }
  &:focus-visible {
    outline-color: ${colors.saffron};
  }
  &[hidden] {
    display: none;
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
  &[hidden] {
    display: none;
  }
`;

/**
 * The home page's opening film. The poster is the served picture (and the largest one, so it
 * loads first); the film itself is the behaviour's (behaviour.ts, no React): it picks the source
 * for the screen (the phone file below 768 px, again when that changes), plays it muted and
 * looped by itself unless the visitor asked for reduced motion, and shows the button that pauses
 * and plays it. Until then, and without script, the poster stands; a press on the button before
 * then is held and replayed once the behaviour runs (src/app/islands-loader.ts).
 */
export default function HeroVideo({ block, pageHeading }: BlockProps<HeroVideoBlock>) {
  const Heading = pageHeading ? "h1" : "h2";
  return (
    <Hero id={block.id}>
      <div className="media">
        <Img image={block.poster} sizes="100vw" priority />
        <video
          muted
          loop
          playsInline
          preload="none"
          aria-label={block.video.label}
          data-src={block.video.src}
          data-phone-src={block.video.mobileSrc}
        />
      </div>
      <Copy>
        {block.eyebrow && <p>{block.eyebrow}</p>}
        <Heading>{block.heading}</Heading>
      </Copy>
      <ErrorText role="status" hidden />
      <Toggle pauseLabel={block.pauseLabel} playLabel={block.playLabel} />
    </Hero>
  );
}
