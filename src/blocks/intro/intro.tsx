import styled from "@emotion/styled";
import type { IntroBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, displayText, fontSize, measure, mq, space } from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";
import { ArrowIcon } from "../../ui/icons.tsx";
import { PillLink } from "../../ui/smart-link.tsx";

/*
 * Three sizes, by the spec's home breakpoints: small below 1280 px (one column), medium from
 * 1280 px (title beside the text), large from 1920 px (bigger type, wider measure).
 */
const IntroSection = styled(Section)`
  display: grid;
  gap: 2rem;
  ${mq.wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: ${space["3xl"]};
    row-gap: 3.5rem;
  }
  ${mq.huge} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    padding-block: 11rem 8rem;
  }
`;

const Title = styled.h2`
  font-size: ${fontSize.section};
  letter-spacing: -0.04em;
  line-height: 0.95;
  span {
    color: ${colors.saffron};
  }
  ${mq.wide} {
    font-size: ${fontSize.display};
  }
  ${mq.huge} {
    font-size: 9rem;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  .lead {
    font-size: ${fontSize.heading};
    line-height: 1.2;
    letter-spacing: -0.02em;
    font-weight: 500;
    color: ${colors.ink};
    max-width: ${measure.body(30)};
  }
  .more {
    max-width: ${measure.body(60)};
    color: ${colors.inkSoft};
  }
  ${mq.wide} {
    .lead {
      font-size: 2.35rem;
    }
  }
  ${mq.huge} {
    .lead {
      font-size: 3rem;
      max-width: ${measure.body(32)};
    }
    .more {
      font-size: 1.25rem;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1.5rem;
  margin: 1rem 0 0;
  padding-top: 1.5rem;
  border-top: 1px solid ${colors.line};
  div {
    display: grid;
    gap: 0.25rem;
  }
  dt {
    order: 2;
    font-size: 0.9rem;
    color: ${colors.inkSoft};
  }
  dd {
    margin: 0;
    ${displayText}
    font-size: ${fontSize.title};
    line-height: 1;
    letter-spacing: -0.04em;
  }
  ${mq.huge} {
    dd {
      font-size: 4.5rem;
    }
  }
`;

/** "Who are we?": the studio in a few lines, with a button to the About page. */
export default function Intro({ block }: BlockProps<IntroBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <IntroSection rhythm={[space["3xl"], space["2xl"]]} id={block.id} aria-labelledby={headingId}>
      <Title id={headingId}>{block.title}</Title>
      <Body>
        <p className="lead">{block.lead}</p>
        {block.paragraphs?.map((paragraph, i) => (
          <p className="more" key={i}>
            {paragraph}
          </p>
        ))}
        {block.facts && block.facts.length > 0 && (
          <Facts>
            {block.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        )}
        <PillLink href={block.button.href}>
          {block.button.label}
          <span className="icon">
            <ArrowIcon size={20} />
          </span>
        </PillLink>
      </Body>
    </IntroSection>
  );
}
