import styled from "@emotion/styled";
import type { FounderBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  columnWidth,
  displayText,
  fontSize,
  measure,
  media,
  mq,
  radius,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";

const FounderSection = styled(Section)`
  display: grid;
  gap: ${space["2xl"]};
  align-items: center;
  ${mq.tablet} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
  .portrait {
    position: relative;
    margin: 0;
    max-width: 34rem;
  }
  .portrait img {
    width: 100%;
    border-radius: ${radius.l};
  }
  .about {
    display: grid;
    gap: 1.1rem;
    max-width: ${measure.body(58)};
  }
  .eyebrow {
    ${titleStyle.eyebrow}
  }
  h2 {
    ${titleStyle.section}
  }
  .role {
    ${displayText}
    font-size: ${fontSize.lead};
    color: ${colors.ink};
    margin-bottom: 0.5rem;
  }
  .bio {
    color: ${colors.inkSoft};
  }
  blockquote {
    margin: 1rem 0 0;
    padding: 1.5rem 0 0;
    border-top: 2px solid ${colors.ink};
    font-size: ${fontSize.heading};
    font-weight: 500;
    line-height: 1.2;
    letter-spacing: -0.02em;
  }
  blockquote p::before {
    content: "“";
    color: ${colors.saffron};
  }
  blockquote p::after {
    content: "”";
    color: ${colors.saffron};
  }
`;

/** The founder: portrait, name, role, a short biography and a line in their own words. */
export default function Founder({ block }: BlockProps<FounderBlock>) {
  const headingId = `${block.id ?? "founder"}-name`;
  return (
    <FounderSection rhythm={[space["3xl"]]} id={block.id} aria-labelledby={headingId}>
      <figure className="portrait">
        <Img image={block.portrait} sizes={`${media.tablet} 40vw, ${columnWidth}`} />
      </figure>
      <div className="about">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h2 id={headingId}>{block.name}</h2>
        <p className="role">{block.role}</p>
        {block.bio.map((paragraph, i) => (
          <p className="bio" key={i}>
            {paragraph}
          </p>
        ))}
        {block.quote && (
          <blockquote>
            <p>{block.quote}</p>
          </blockquote>
        )}
      </div>
    </FounderSection>
  );
}
