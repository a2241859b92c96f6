import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { CtaBlock } from "../../generated/schema.ts";
import { labelColorFor } from "../../core/design/color.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  displayText,
  easing,
  fontSize,
  maxWidth,
  measure,
  mq,
  space,
} from "../../core/design/tokens.ts";
import { Band } from "../../ui/section.tsx";
import { ArrowIcon } from "../../ui/icons.tsx";
import { SmartLink } from "../../ui/smart-link.tsx";

const CtaBand = styled(Band)`
  .inner {
    max-width: ${maxWidth};
    margin: 0 auto;
    display: grid;
    gap: ${space.m};
    justify-items: start;
  }
  .eyebrow {
    font-size: 0.9rem;
    font-weight: 650;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
  h2 {
    font-size: ${fontSize.hero};
    line-height: 0.9;
    letter-spacing: -0.05em;
    max-width: ${measure.display(13)};
  }
  .text {
    max-width: ${measure.body(44)};
    font-size: 1.15em;
    opacity: 0.85;
  }
`;

/*
 * The label swaps on hover and keyboard focus: the resting label slides up and out, the
 * hover label slides in from below. The link's accessible name stays the resting label.
 */
const Button = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: 1rem;
  margin-top: 0.5rem;
  padding: 0.55rem 0.55rem 0.55rem 1.9rem;
  border-radius: 999px;
  background: ${colors.saffron};
  color: ${colors.ink};
  ${displayText}
  font-size: ${fontSize.lead};
  text-decoration: none;
  .labels {
    display: grid;
    overflow: hidden;
  }
  .labels > span {
    grid-area: 1 / 1;
    transition:
      transform 0.45s ${easing},
      visibility 0s linear 0.45s;
  }
  .hover {
    transform: translateY(110%);
    visibility: hidden;
  }
  .icon {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${colors.ink};
    color: ${colors.paper};
    transition: transform 0.6s ${easing};
  }
  &:hover,
  &:focus-visible {
    .rest {
      transform: translateY(-110%);
      visibility: hidden;
    }
    .hover {
      transform: none;
      visibility: visible;
      transition:
        transform 0.45s ${easing},
        visibility 0s;
    }
    .icon {
      transform: rotate(-45deg) scale(1.08);
    }
  }
  ${mq.tablet} {
    .icon {
      width: 3.5rem;
      height: 3.5rem;
    }
  }
`;

const tone = (background: string) => {
  const text = labelColorFor(background, colors.ink, colors.paper);
  return css`
    background: ${background};
    color: ${text};
    .eyebrow {
      color: ${text === colors.paper ? colors.saffron : colors.inkSoft};
    }
  `;
};

/** A closing headline and one button whose label changes on hover and focus. */
export default function Cta({ block }: BlockProps<CtaBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <CtaBand
      rhythm={[space["4xl"]]}
      gutters
      id={block.id}
      aria-labelledby={headingId}
      css={tone(block.background ?? colors.ink)}
    >
      <div className="inner">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h2 id={headingId}>{block.headline}</h2>
        {block.text && <p className="text">{block.text}</p>}
        <Button href={block.button.href} label={block.button.label}>
          <span className="labels">
            <span className="rest" aria-hidden="true">
              {block.button.label}
            </span>
            <span className="hover" aria-hidden="true">
              {block.button.hoverLabel}
            </span>
          </span>
          <span className="icon">
            <ArrowIcon size={20} />
          </span>
        </Button>
      </div>
    </CtaBand>
  );
}
