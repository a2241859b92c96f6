import styled from "@emotion/styled";
import type { TestimonialsBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  gutter,
  maxWidth,
  measure,
  media,
  mq,
  radius,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Band } from "../../ui/section.tsx";
import { Marquee } from "../../ui/marquee.tsx";

const QuotesBand = styled(Band)``;

const Head = styled.header`
  max-width: ${maxWidth};
  margin: 0 auto ${space.l};
  padding: 0 ${gutter};
  display: grid;
  gap: 1rem;
  h2 {
    ${titleStyle.section}
  }
  p {
    max-width: ${measure.body(44)};
    color: ${colors.inkSoft};
    font-size: 1.1em;
  }
  ${mq.desktop} {
    grid-template-columns: 1fr auto;
    align-items: end;
    column-gap: 4rem;
  }
`;

const Strip = styled(Marquee)`
  --marquee-gap: ${space.xs};
  img {
    width: clamp(15rem, 11rem + 14vw, 26rem);
    height: auto;
    border-radius: ${radius.m};
    box-shadow: 0 1px 0 rgb(20 18 16 / 0.06);
  }
  .controls {
    padding: 0 ${gutter};
  }
` as typeof Marquee;

/** "From our Clients": testimonial cards drifting slowly, paused while hovered or focused. */
export default function Testimonials({ block }: BlockProps<TestimonialsBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <QuotesBand rhythm={[space["2xl"]]} id={block.id} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{block.title}</h2>
        {block.intro && <p>{block.intro}</p>}
      </Head>
      <Strip
        items={block.images}
        repeat={block.repeat}
        durationMs={block.durationSeconds * 1000}
        direction={block.direction}
        pauseOnHover
        pauseLabel={block.pauseLabel}
        playLabel={block.playLabel}
        renderItem={(image) => (
          <Img image={image} sizes={`${media.huge} 26rem, ${media.tablet} 30vw, 15rem`} />
        )}
      />
    </QuotesBand>
  );
}
