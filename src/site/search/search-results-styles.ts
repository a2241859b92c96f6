/** The styles of the search results: the region, the listbox, an option and the messages. */
import styled from "@emotion/styled";
import { m } from "motion/react";
import { colors, displayText, easing, fontSize, mq, space } from "../../core/design/tokens.ts";

export const Region = styled.div`
  display: grid;
  min-height: 0;
  &[data-variant="menu"] {
    --text: ${colors.ink};
    --muted: ${colors.inkSoft};
    --line: ${colors.line};
    --hover: ${colors.paperDeep};
    --mark: color-mix(in srgb, ${colors.saffron} 40%, transparent);
  }
  &[data-variant="overlay"] {
    --text: ${colors.paper};
    --muted: ${colors.inkMuted};
    --line: ${colors.inkLine};
    --hover: ${colors.inkRaised};
    --mark: color-mix(in srgb, ${colors.saffron} 45%, transparent);
  }
  color: var(--text);
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  &[data-variant="overlay"] {
    max-height: 60vh;
  }
  &[data-variant="menu"] {
    max-height: 24rem;
  }
  &:empty {
    display: none;
  }
`;

export const Option = styled(m.li)`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.15rem 1rem;
  padding: 0.9rem 1rem 0.9rem 1.25rem;
  border-bottom: 1px solid var(--line);
  cursor: pointer;
  border-radius: 0.25rem;
  &::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0.9rem;
    bottom: 0.9rem;
    width: 3px;
    border-radius: 3px;
    background: ${colors.saffron};
    transform: scaleY(0);
  }
  &[aria-selected="true"] {
    background: var(--hover);
  }
  &[aria-selected="true"]::before {
    transform: scaleY(1);
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: background-color 0.15s ${easing};
    &::before {
      transition: transform 0.2s ${easing};
    }
  }
  .type {
    grid-column: 1;
    font-size: 0.7rem;
    font-weight: 650;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.saffron};
  }
  &[data-variant="menu"] .type {
    color: #8a5208;
  }
  .title {
    grid-column: 1;
    ${displayText}
    font-size: 1.15rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  mark {
    background: var(--mark);
    color: inherit;
    border-radius: 2px;
  }
  .description {
    grid-column: 1;
    color: var(--muted);
    font-size: 0.9rem;
    line-height: 1.45;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  .go {
    grid-column: 2;
    grid-row: 1 / span 3;
    color: var(--muted);
  }
  &[aria-selected="true"] .go {
    color: ${colors.saffron};
  }
  ${mq.tablet} {
    &[data-variant="overlay"] {
      padding: 1.1rem 1.25rem 1.1rem 1.5rem;
    }
    &[data-variant="overlay"] .title {
      font-size: 1.4rem;
    }
  }
`;

export const Message = styled.div`
  .box {
    display: grid;
    gap: 0.35rem;
    padding: 0.5rem 0;
  }
  &[data-variant="overlay"] .box {
    padding: ${space.l} 0;
    text-align: center;
    justify-items: center;
  }
  .lead {
    ${displayText}
    font-size: 1.1rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  &[data-variant="overlay"] .lead {
    font-size: ${fontSize.subheading};
  }
  .hint {
    color: var(--muted);
    font-size: 0.95rem;
  }
`;
