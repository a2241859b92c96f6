import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ServiceCardsBlock } from "../../generated/schema.ts";
import { labelColorFor } from "../../core/design/color.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  columnWidth,
  easing,
  fontSize,
  measure,
  media,
  mq,
  radius,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";
import { ArrowIcon } from "../../ui/icons.tsx";
import { SmartLink } from "../../ui/smart-link.tsx";

const CardsSection = styled(Section)``;

const Head = styled.header`
  display: grid;
  gap: 1rem;
  margin-bottom: ${space.l};
  h2 {
    ${titleStyle.section}
  }
  p {
    max-width: ${measure.body(46)};
    color: ${colors.inkSoft};
    font-size: 1.1em;
  }
  ${mq.desktop} {
    grid-template-columns: 1fr auto;
    align-items: end;
    column-gap: 4rem;
  }
`;

/* One column on phones, two on tablets, a 2 + 3 bento on desktops, one row of five from 1920 px. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > li:last-of-type:nth-of-type(odd) {
      grid-column: 1 / -1;
    }
    > li:last-of-type:nth-of-type(odd) .picture {
      aspect-ratio: 2 / 1;
    }
  }
  ${mq.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > li {
      grid-column: span 2;
    }
    > li:nth-of-type(-n + 2) {
      grid-column: span 3;
    }
    > li:last-of-type:nth-of-type(odd) {
      grid-column: span 2;
    }
    > li:last-of-type:nth-of-type(odd) .picture {
      aspect-ratio: 4 / 3;
    }
  }
  ${mq.huge} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    > li,
    > li:nth-of-type(-n + 2),
    > li:last-of-type:nth-of-type(odd) {
      grid-column: auto;
    }
    > li:last-of-type:nth-of-type(odd) .picture {
      aspect-ratio: 4 / 5;
    }
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${radius.m};
  background: ${colors.paperDeep};
  .picture {
    overflow: hidden;
    aspect-ratio: 4 / 3;
    background: ${colors.line};
  }
  .picture img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.9s ${easing};
  }
  &:hover .picture img {
    transform: scale(1.05);
  }
  .body {
    flex: 1;
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: 0.75rem;
    padding: ${space.s};
  }
  h3 {
    font-size: ${fontSize.heading};
    letter-spacing: -0.03em;
  }
  p {
    color: ${colors.inkSoft};
  }
  ${mq.huge} {
    .picture {
      aspect-ratio: 4 / 5;
    }
  }
`;

const Button = styled(SmartLink)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  margin-top: 0.5rem;
  padding: 0.7rem 1.1rem 0.7rem 1.3rem;
  border-radius: 999px;
  font-weight: 650;
  font-size: 0.95rem;
  text-decoration: none;
  svg {
    transition: transform 0.4s ${easing};
  }
  &:hover svg,
  &:focus-visible svg {
    transform: translateX(0.25rem);
  }
`;

const buttonColors = (fill: string) => css`
  background: ${fill};
  color: ${labelColorFor(fill)};
`;

/** "What to Expect": one card per service, each with a button to its work. */
export default function ServiceCards({ block }: BlockProps<ServiceCardsBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <CardsSection rhythm={[space["2xl"]]} id={block.id} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{block.title}</h2>
        {block.intro && <p>{block.intro}</p>}
      </Head>
      <Grid>
        {block.cards.map((card) => (
          <Card key={card.title}>
            <div className="picture">
              <Img
                image={card.image}
                sizes={`${media.huge} 20vw, ${media.desktop} 50vw, ${media.tablet} 50vw, ${columnWidth}`}
              />
            </div>
            <div className="body">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <Button href={card.button.href} css={buttonColors(card.buttonColor)}>
                {card.button.label}
                <ArrowIcon size={20} />
              </Button>
            </div>
          </Card>
        ))}
      </Grid>
    </CardsSection>
  );
}
