import styled from "@emotion/styled";
import type { LogosBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import { colors, columnWidth, media, mq, radius, space } from "../../core/design/tokens.ts";
import { Caption, Section, SectionTitle } from "../../ui/section.tsx";

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  grid-template-columns: 1fr;
  align-items: start;
  ${mq.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  li:first-of-type {
    ${mq.tablet} {
      grid-column: 1 / -1;
    }
  }
  figure {
    margin: 0;
  }
  img {
    width: 100%;
    border-radius: ${radius.s};
    background: ${colors.paperDeep};
  }
`;

const variantName = { primary: "Primary logo", symbol: "Symbol", application: "In use" } as const;

/** The brand's logo set: the primary mark spans the row, symbol and applications follow. */
export default function Logos({ block }: BlockProps<LogosBlock>) {
  return (
    <Section>
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      <Grid>
        {block.items.map((item, i) => (
          <li key={i} data-variant={item.variant}>
            <figure>
              <Img
                image={item.image}
                sizes={`${media.tablet} ${i === 0 ? "90vw" : "46vw"}, ${columnWidth}`}
              />
              <Caption>
                <strong>{variantName[item.variant]}</strong>
                {item.description ? ` — ${item.description}` : ""}
              </Caption>
            </figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
