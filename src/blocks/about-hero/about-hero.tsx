import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { AboutHeroBlock, AboutHeroCircle } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  easing,
  fonts,
  fontSize,
  gutter,
  headerHeight,
  measure,
  media,
  mq,
  space,
} from "../../core/design/tokens.ts";

/** Circle sizes in the document are pixels on a 1440 × 900 screen. */
const DESIGN_WIDTH = 1440;
/** The hero's height on that screen: the window's 900 px less the header's 4.5rem. */
const DESIGN_HERO_HEIGHT = 900 - parseFloat(headerHeight) * 16;
/** From 1025 px the hero fills the window under the header, within bounds. */
const heroHeight = `clamp(38rem, calc(100svh - ${headerHeight}), 64rem)`;

/**
 * A circle's diameter from 1025 px: it grows with the window's width and with the hero's height,
 * whichever grows less. The circles are placed in percent of the hero's height, so on a screen
 * wider than the design's proportions, circles that grew with the width alone reached into the
 * title and under the header (at 1920 × 900 the swatches covered the last "o" of the title).
 */
const desktopDiameter = (size: number) =>
  `min(${((size / DESIGN_WIDTH) * 100).toFixed(3)}vw, ${heroHeight} * ${(size / DESIGN_HERO_HEIGHT).toFixed(4)})`;

/* The served picture is the settled one; the entrance plays only once behaviour.ts asks. */
const settle = keyframes`
  from { opacity: 0; transform: translate(-50%, -50%) translateY(1.5rem) scale(0.82); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;
const settlePhone = keyframes`
  from { opacity: 0; transform: translateY(1rem) scale(0.82); }
  to { opacity: 1; transform: none; }
`;

// From 1025 px (mq.desktop) the heading sits in the middle and the circles float around it.
const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${space.xl} ${gutter} ${space.l};
  h1 {
    display: grid;
    gap: 0.2em;
    letter-spacing: -0.05em;
  }
  .lead {
    font-family: ${fonts.body};
    font-size: ${fontSize.heading};
    font-weight: 500;
    letter-spacing: -0.02em;
    color: ${colors.inkSoft};
  }
  .title {
    font-size: ${fontSize.mega};
    line-height: 0.86;
  }
  .text {
    max-width: ${measure.body(40)};
    margin-top: ${space.s};
    font-size: ${fontSize.lead};
    color: ${colors.inkSoft};
  }
  .circles {
    list-style: none;
    margin: 2.5rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
  .circle {
    flex: none;
    border-radius: 50%;
    overflow: hidden;
    box-shadow: 0 0 0 0.3rem var(--ring, ${colors.paper});
    background: ${colors.paperDeep};
  }
  .circle img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-enter] .circle {
    animation: ${settlePhone} 0.9s ${easing} var(--enter-delay, 0ms) both;
  }
  ${mq.desktop} {
    display: grid;
    place-items: center;
    min-height: ${heroHeight};
    text-align: center;
    .text {
      margin-inline: auto;
    }
    .circles {
      position: absolute;
      inset: 0;
      margin: 0;
      pointer-events: none;
    }
    .circle {
      position: absolute;
      transform: translate(-50%, -50%);
    }
    &[data-enter] .circle {
      animation-name: ${settle};
    }
  }
`;

/**
 * From 1025 px a circle is centred on its point, but never closer than 1.5rem to the hero's top
 * (the header's line): its top is at least half its diameter plus that.
 */
function circleStyle(circle: AboutHeroCircle, index: number, delayMs: number) {
  const phone = Math.round(Math.max(56, Math.min(circle.size * 0.5, 120)));
  return css`
    width: ${phone}px;
    height: ${phone}px;
    --enter-delay: ${delayMs + index * 90}ms;
    ${circle.color ? `--ring: ${circle.color};` : ""}
    ${mq.desktop} {
      left: ${circle.x}%;
      top: max(${circle.y}%, calc(${desktopDiameter(circle.size)} / 2 + 1.5rem));
      width: ${desktopDiameter(circle.size)};
      height: ${desktopDiameter(circle.size)};
    }
  `;
}

/**
 * "We are …": the About page's h1 with pictures in circles around it. The served HTML shows
 * them in place; once the page has loaded they settle in (behaviour.ts), fadeDelayMs later and
 * one after another. Nothing plays under reduced motion.
 */
export default function AboutHero({ block, pageHeading }: BlockProps<AboutHeroBlock>) {
  const Heading = pageHeading ? "h1" : "h2";

  return (
    <Hero id={block.id}>
      <div>
        <Heading>
          <span className="lead">{block.lead}</span> <span className="title">{block.title}</span>
        </Heading>
        {block.text && <p className="text">{block.text}</p>}
      </div>
      <ul className="circles">
        {block.circles.map((circle, index) => (
          <li
            key={circle.image.src}
            className="circle"
            css={circleStyle(circle, index, block.fadeDelayMs)}
          >
            <Img
              image={circle.image}
              eager
              sizes={`${media.desktop} ${desktopDiameter(circle.size)}, 120px`}
            />
          </li>
        ))}
      </ul>
    </Hero>
  );
}
