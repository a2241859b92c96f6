import styled from "@emotion/styled";
import { useId } from "react";
import type { HelpPanelBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  displayText,
  fontSize,
  gutter,
  maxWidth,
  measure,
  mq,
  space,
} from "../../core/design/tokens.ts";
import { Band } from "../../ui/section.tsx";

const HelpBand = styled(Band)`
  margin-top: ${space["2xl"]};
  background: ${colors.ink};
  color: ${colors.paper};
`;

const Inner = styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["2xl"]} ${gutter};
  display: grid;
  gap: ${space.l};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    align-items: start;
  }
`;

const Title = styled.h2`
  font-size: ${fontSize.section};
  line-height: 0.95;
  letter-spacing: -0.04em;
  max-width: ${measure.display(8)};
`;

const Prompts = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  li {
    display: grid;
    grid-template-columns: 3.25rem minmax(0, 1fr);
    gap: 0.25rem 1rem;
    padding: ${space.s} 0;
    border-top: 1px solid rgb(246 242 234 / 0.22);
  }
  li:last-of-type {
    border-bottom: 1px solid rgb(246 242 234 / 0.22);
  }
  .num {
    grid-row: span 2;
    ${displayText}
    font-size: 1.1rem;
    color: var(--accent, ${colors.saffron});
    font-variant-numeric: tabular-nums;
  }
  h3 {
    font-size: ${fontSize.heading};
    letter-spacing: -0.025em;
  }
  p {
    color: rgb(246 242 234 / 0.75);
    max-width: ${measure.body(52)};
  }
  ${mq.wide} {
    li {
      grid-template-columns: 4.5rem minmax(0, 1fr) minmax(0, 1fr);
      align-items: baseline;
    }
    .num {
      grid-row: auto;
    }
  }
`;

const Prompt = styled.li<{ accent?: string }>`
  ${(p) => (p.accent ? `--accent: ${p.accent};` : "")}
`;

/** "How can we Help?": a heading and numbered prompts on a dark band. */
export default function HelpPanel({ block }: BlockProps<HelpPanelBlock>) {
  const headingId = useId();
  return (
    <HelpBand aria-labelledby={headingId} id={block.id}>
      <Inner>
        <Title id={headingId}>{block.title}</Title>
        <Prompts>
          {block.prompts.map((prompt, i) => (
            <Prompt key={prompt.title} accent={prompt.accent}>
              <span className="num" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3>{prompt.title}</h3>
              <p>{prompt.text}</p>
            </Prompt>
          ))}
        </Prompts>
      </Inner>
    </HelpBand>
  );
}
