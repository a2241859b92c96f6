import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useRef } from "react";
import type { StackedCard, StackedCardsBlock } from "../../generated/schema.ts";
import { labelColorFor } from "../../core/design/color.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  displayText,
  fontSize,
  headerHeight,
  measure,
  mq,
  radius,
  space,
  titleStyle,
} from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";
import { useHydrated, useReducedMotion, useScrollFrame } from "../../ui/use-client.ts";
import { coveredBy, depthScale } from "./stack-math.ts";

const THROTTLE_MS = 16;

const StackSection = styled(Section)`
  h2 {
    ${titleStyle.section}
    margin-bottom: ${space.l};
  }
`;

const Stack = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    position: sticky;
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: 1rem;
    padding: ${space.l};
    border-radius: ${radius.l};
    transform-origin: 50% 0;
    transform: scale(var(--depth-scale, 1));
    box-shadow: 0 -0.75rem 2.5rem rgb(20 18 16 / 0.12);
  }
  > li:last-of-type {
    margin-bottom: 0;
  }
  .kicker {
    ${displayText}
    font-size: ${fontSize.lead};
    letter-spacing: 0.06em;
  }
  h3 {
    align-self: center;
    font-size: ${fontSize.display};
    line-height: 0.9;
    letter-spacing: -0.05em;
    max-width: ${measure.display(12)};
  }
  p:not(.kicker) {
    max-width: ${measure.body(44)};
    font-size: ${fontSize.lead};
    justify-self: end;
  }
  ${mq.reducedMotion} {
    > li {
      position: static;
      transform: none;
      min-height: 0;
      margin-bottom: 1.25rem;
    }
  }
`;

function cardStyle(card: StackedCard, index: number, pinPerCard: number) {
  const height = `calc(100svh * ${pinPerCard} - 1.5rem)`;
  const text = labelColorFor(card.color, colors.ink, colors.paper);
  return css`
    top: calc(${headerHeight} + 1.5rem + ${index * 1.25}rem);
    min-height: max(${height}, 18rem);
    margin-bottom: 1.5rem;
    background: ${card.color};
    color: ${text};
    ${mq.tablet} {
      min-height: max(${height}, 22rem);
    }
  `;
}

/**
 * Value cards that stack while the pile is pinned: each card is pinPerCard screen heights
 * tall (with its gap), so each extra card takes that much scrolling to cover the one before;
 * covered cards shrink a little. A plain list under reduced motion.
 */
export default function StackedCards({ block }: BlockProps<StackedCardsBlock>) {
  const ref = useRef<HTMLOListElement>(null);
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const count = block.cards.length;

  useScrollFrame(
    () => {
      const list = ref.current;
      if (!list) return;
      const items = [...list.children] as HTMLElement[];
      const first = items[0];
      if (!first) return;
      const pinnedAt = parseFloat(getComputedStyle(first).top) || 0;
      const progress = pinnedAt - list.getBoundingClientRect().top;
      items.forEach((item, index) => {
        const covered = coveredBy(progress, index, count, window.innerHeight, block.pinPerCard);
        item.style.setProperty("--depth-scale", depthScale(covered).toFixed(4));
      });
    },
    THROTTLE_MS,
    hydrated && !reduced,
  );

  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <StackSection
      rhythm={[space["3xl"]]}
      id={block.id}
      aria-labelledby={block.title ? headingId : undefined}
    >
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      <Stack ref={ref}>
        {block.cards.map((card, index) => (
          <li key={card.id} id={card.id} css={cardStyle(card, index, block.pinPerCard)}>
            {card.content.kicker ? (
              <p className="kicker">{card.content.kicker}</p>
            ) : (
              <span aria-hidden="true" />
            )}
            <h3>{card.content.title}</h3>
            <p>{card.content.text}</p>
          </li>
        ))}
      </Stack>
    </StackSection>
  );
}
