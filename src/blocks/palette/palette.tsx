import styled from "@emotion/styled";
import type { PaletteBlock } from "../../generated/schema.ts";
import { hexToRgb, labelColorFor } from "../../core/design/color.ts";
import type { BlockProps } from "../../core/types.ts";
import { fonts, fontSize, mq, radius, space } from "../../core/design/tokens.ts";
import { LABEL_COLORS, readable } from "./contrast.ts";
import { Section, SectionTitle } from "../../ui/section.tsx";

/**
 * Columns share the width whatever their labels: a long RGB line wraps rather than widen the
 * page (at 320 px, `1fr` columns pushed one-bonsai 28 px past the window).
 */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space["2xs"]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Swatch = styled.li`
  aspect-ratio: 4 / 5;
  border-radius: ${radius.s};
  padding: ${space.xs};
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 0.2rem;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08);
  strong {
    font-family: ${fonts.display};
    font-size: ${fontSize.lead};
    line-height: 1.1;
    letter-spacing: -0.01em;
  }
  span {
    font-size: 0.85rem;
    font-variant-numeric: tabular-nums;
  }
  &[data-plate] .label {
    align-self: flex-start;
    padding: 0.6rem 0.75rem;
    border-radius: 0.6rem;
    background: rgb(255 255 255 / 0.9);
    color: ${LABEL_COLORS.dark};
  }
  .label {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  em {
    font-style: normal;
    font-size: 0.8rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    margin-top: 0.5rem;
  }
`;

const Gradient = styled(Swatch)`
  grid-column: span 2;
  aspect-ratio: auto;
  min-height: 10rem;
`;

/**
 * Swatches filled with their colour, labelled in whichever of dark or light reads best; a label
 * that reads in neither sits on a plate (contrast.ts).
 */
export default function Palette({ block }: BlockProps<PaletteBlock>) {
  return (
    <Section>
      <SectionTitle>{block.title}</SectionTitle>
      <Grid>
        {block.colors.map((color) => (
          <Swatch
            key={color.name + color.hex}
            css={{
              background: color.hex,
              color: labelColorFor(color.hex, LABEL_COLORS.dark, LABEL_COLORS.light),
            }}
            data-plate={readable(color.hex) ? undefined : ""}
          >
            <span className="label">
              <strong>{block.uppercaseNames ? color.name.toUpperCase() : color.name}</strong>
              <span>{color.hex.toUpperCase()}</span>
              <span>{`RGB ${color.rgb ?? hexToRgb(color.hex)}`}</span>
              {block.showMeanings && color.meaning && <em>{color.meaning}</em>}
            </span>
          </Swatch>
        ))}
        {(block.gradients ?? []).map((gradient) => (
          <Gradient
            key={gradient.name}
            css={{
              background: `linear-gradient(120deg, ${gradient.from}, ${gradient.to})`,
              color: labelColorFor(gradient.from, LABEL_COLORS.dark, LABEL_COLORS.light),
            }}
          >
            <strong>{gradient.name}</strong>
            <span>{`${gradient.from.toUpperCase()} → ${gradient.to.toUpperCase()}`}</span>
          </Gradient>
        ))}
      </Grid>
    </Section>
  );
}
