import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ValueChip, ValueChipsBlock } from "../../generated/schema.ts";
import { contrastRatio, labelColorFor } from "../../core/design/color.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  displayText,
  easing,
  fontSize,
  measure,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";

const ChipsSection = styled(Section)`
  h2 {
    ${titleStyle.section}
  }
  .text {
    margin-top: 1rem;
    max-width: ${measure.body(44)};
    color: ${colors.inkSoft};
    font-size: 1.1em;
  }
`;

// A chip's fill (`li::before`) rises from the bottom while it is hovered.
const Chips = styled.ul`
  list-style: none;
  margin: ${space.l} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space["2xs"]};
  li {
    position: relative;
    overflow: hidden;
    isolation: isolate;
    padding: ${space["2xs"]} ${space.s};
    border: 2px solid var(--chip);
    border-radius: 999px;
    ${displayText}
    font-size: ${fontSize.subheading};
    letter-spacing: -0.02em;
    color: var(--chip-text);
    transition: color 0.35s ${easing};
  }
  li::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background: var(--chip);
    transform: translateY(101%);
    transition: transform 0.45s ${easing};
  }
  li:hover {
    color: var(--chip-on);
  }
  li:hover::before {
    transform: none;
  }
`;

function chipColors(chip: ValueChip) {
  // The resting text uses the chip's colour when it reads on paper, ink otherwise.
  const text = contrastRatio(chip.color, colors.paper) >= 4.5 ? chip.color : colors.ink;
  return css`
    --chip: ${chip.color};
    --chip-text: ${text};
    --chip-on: ${labelColorFor(chip.color, colors.ink, colors.paper)};
  `;
}

/** "Why Choose Us?": reasons as outlined chips that fill with their colour while hovered. */
export default function ValueChips({ block }: BlockProps<ValueChipsBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <ChipsSection rhythm={[space["3xl"], space["4xl"]]} id={block.id} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {block.text && <p className="text">{block.text}</p>}
      <Chips>
        {block.chips.map((chip) => (
          <li key={chip.text} css={chipColors(chip)}>
            {chip.text}
          </li>
        ))}
      </Chips>
    </ChipsSection>
  );
}
