import styled from "@emotion/styled";
import { Eyebrow } from "../../ui/section.tsx";
import type { PageHeroBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import { inFirstScreen, type BlockProps } from "../../core/types.ts";
import {
  colors,
  columnWidth,
  fontSize,
  gutter,
  maxWidth,
  measure,
  media,
  mq,
  radius,
  space,
} from "../../core/design/tokens.ts";

const Hero = styled.header<{ accent: string; withArt: boolean }>`
  --accent: ${(p) => p.accent};
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["2xl"]} ${gutter} ${space.m};
  display: grid;
  gap: ${space.l};
  align-items: center;
  ${mq.tablet} {
    grid-template-columns: ${(p) => (p.withArt ? "minmax(0, 7fr) minmax(0, 5fr)" : "1fr")};
  }
`;

/** The text's column, a container: the hero title's size follows it (fontSize.hero's cqi). */
const Text = styled.div`
  container-type: inline-size;
`;

const Title = styled.h1`
  font-size: ${fontSize.hero};
  line-height: 0.92;
  letter-spacing: -0.045em;
  max-width: ${measure.display(13)};
  span {
    background: linear-gradient(
      transparent 80%,
      var(--accent) 80%,
      var(--accent) 91%,
      transparent 91%
    );
    box-decoration-break: clone;
    -webkit-box-decoration-break: clone;
  }
`;

const SectionTitle = Title.withComponent("h2");

const Lead = styled.div`
  display: grid;
  gap: 1em;
  margin-top: ${space.m};
  max-width: ${measure.body(46)};
  font-size: ${fontSize.lead};
  line-height: 1.5;
  color: ${colors.inkSoft};
  p:first-of-type {
    color: ${colors.ink};
  }
`;

const Art = styled.div`
  overflow: hidden;
  border-radius: ${radius.m};
  background: ${colors.paperDeep};
  img {
    width: 100%;
    height: auto;
  }
`;

/** The opening of a page: label, headline (the page's h1), lead and optional artwork. */
export default function PageHero({ block, pageHeading, index }: BlockProps<PageHeroBlock>) {
  const Heading = pageHeading ? Title : SectionTitle;
  return (
    <Hero accent={block.accent ?? colors.saffron} withArt={Boolean(block.image)} id={block.id}>
      <Text>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Heading>
          <span>{block.title}</span>
        </Heading>
        <Lead>
          {block.lead.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Lead>
      </Text>
      {block.image && (
        <Art>
          <Img
            image={block.image}
            sizes={`${media.desktop} 40vw, ${columnWidth}`}
            priority={inFirstScreen(index)}
          />
        </Art>
      )}
    </Hero>
  );
}
