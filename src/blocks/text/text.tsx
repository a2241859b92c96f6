import styled from "@emotion/styled";
import type { TextBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, fonts, fontSize, measure, mq, space } from "../../core/design/tokens.ts";
import { Section, splitList } from "../../ui/section.tsx";

const Title = styled.h1`
  font-size: ${fontSize.display};
  line-height: 0.95;
  letter-spacing: -0.035em;
  margin-bottom: ${space.m};
  max-width: ${measure.display(16)};
`;

const SectionHeading = Title.withComponent("h2");

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${mq.desktop} {
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 2fr);
    gap: ${space["3xl"]};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1.1em;
  max-width: ${measure.body(62)};
  color: ${colors.inkSoft};
  p:first-of-type {
    font-size: 1.2em;
    line-height: 1.5;
    color: ${colors.ink};
  }
  ${mq.desktop} {
    order: 2;
  }
`;

const Services = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  ${mq.desktop} {
    order: 1;
  }
  h2,
  h3 {
    font-family: ${fonts.body};
    font-size: 0.8rem;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    font-weight: 650;
    color: ${colors.inkSoft};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.4rem 0.9rem;
    border: 1px solid ${colors.ink};
    border-radius: 999px;
    font-size: 0.9rem;
    font-weight: 550;
  }
`;

/** Title, story and "Services Provided:" line of a case study. */
export default function Text({ block, pageHeading }: BlockProps<TextBlock>) {
  const services = block.services ? splitList(block.services) : [];
  return (
    <Section>
      {pageHeading ? <Title>{block.title}</Title> : <SectionHeading>{block.title}</SectionHeading>}
      <Grid>
        <Body>
          {block.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Body>
        {services.length > 0 && (
          <Services>
            <h2>{block.servicesLabel}</h2>
            <ul>
              {services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </Services>
        )}
      </Grid>
    </Section>
  );
}
