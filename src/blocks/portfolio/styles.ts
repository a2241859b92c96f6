/** Our Work's styles: the toggle, the chips, the count, the grid, a tile and the empty result. */
import styled from "@emotion/styled";
import { keyframes } from "@emotion/react";
import {
  colors,
  displayText,
  fontSize,
  gutter,
  maxWidth,
  measure,
  media,
  mq,
  radius,
  space,
} from "../../core/design/tokens.ts";
import { draftPill, draftWord } from "../../ui/draft-look.ts";
import { laidOutWhenNear } from "../../ui/laid-out-when-near.ts";
import { WORK_QUERY_ATTR } from "./params.ts";

/** Not pressed-looking while the head script's mark decides what looks pressed. */
const unmarked = `html:not([${WORK_QUERY_ATTR}])`;

export const Wrap = styled.section<{ firstFrame: string }>`
  ${(props) => props.firstFrame}
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space.m} ${gutter} 0;
`;

export const Controls = styled.div`
  display: grid;
  gap: 1rem;
  padding: 0 0 ${space.s};
  margin-bottom: ${space.s};
  border-bottom: 1px solid ${colors.line};
`;

export const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`;

export const Toggle = styled.div`
  display: inline-flex;
  padding: 0.3rem;
  border-radius: 999px;
  background: ${colors.ink};
  button {
    border: 0;
    border-radius: 999px;
    padding: 0.6rem 1.2rem;
    background: transparent;
    color: ${colors.paper};
    ${displayText}
    font-size: 0.95rem;
    letter-spacing: -0.01em;
    cursor: pointer;
    transition:
      background-color 0.25s ease,
      color 0.25s ease;
  }
  ${unmarked} & button[aria-pressed="true"] {
    background: ${colors.saffron};
    color: ${colors.ink};
  }
  ${mq.hover} {
    button[aria-pressed="false"]:hover {
      background: rgb(255 255 255 / 0.12);
    }
  }
  button:focus-visible {
    outline-color: ${colors.saffron};
    outline-offset: 2px;
  }
`;

export const Count = styled.p`
  font-size: 0.9rem;
  color: ${colors.inkSoft};
  font-variant-numeric: tabular-nums;
`;

/** One swipeable row on phones (the cut-off chip at the edge says there is more), wrapped wider. */
export const Chips = styled.div`
  display: flex;
  gap: 0.5rem;
  margin: -0.5rem calc(-1 * ${gutter});
  padding: 0.5rem ${gutter};
  overflow-x: auto;
  scroll-padding-inline: ${gutter};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &[hidden] {
    display: none;
  }
  ${mq.tablet} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
  button {
    flex: none;
    white-space: nowrap;
    display: inline-flex;
    align-items: baseline;
    gap: 0.4rem;
    padding: 0.45rem 0.95rem;
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    background: transparent;
    font-size: 0.88rem;
    font-weight: 550;
    line-height: 1.3;
    text-align: left;
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      color 0.2s ease;
  }
  button span {
    font-size: 0.72rem;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    color: ${colors.inkSoft};
  }
  ${unmarked} & button[aria-pressed="true"] {
    background: ${colors.ink};
    color: ${colors.paper};
  }
  ${unmarked} & button[aria-pressed="true"] span {
    color: ${colors.saffron};
  }
  ${mq.hover} {
    button[aria-pressed="false"]:hover {
      background: ${colors.paperDeep};
    }
  }
`;

const tileIn = keyframes`
  from { opacity: 0; transform: translateY(1.25rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// Tiles below the first screen (from the fifth) are laid out when they come near it
// (src/ui/laid-out-when-near.ts). The stand-in: a square column plus its details on phones, a
// square where the details show on hover; two columns, four on desktops.
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xs} ${space["2xs"]};
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  &[data-animate] > li {
    animation: ${tileIn} 0.5s cubic-bezier(0.2, 0.8, 0.2, 1) both;
  }
  ${Array.from(
    { length: 12 },
    (_, i) => `&[data-animate] > li:nth-of-type(${i + 1}) { animation-delay: ${i * 35}ms; }`,
  ).join("\n")}
  &[data-animate] > li:nth-of-type(n + 13) {
    animation-delay: 420ms;
  }
  & > li:nth-of-type(n + 5) {
    ${laidOutWhenNear("calc(50vw + 5rem)")}
  }
  ${mq.hover} {
    & > li:nth-of-type(n + 5) {
      contain-intrinsic-block-size: auto calc(50vw - 2rem);
    }
  }
  ${mq.desktop} {
    & > li:nth-of-type(n + 5) {
      content-visibility: visible;
    }
    & > li:nth-of-type(n + 9) {
      ${laidOutWhenNear("calc(min(25vw, 26.5rem) + 3rem)")}
    }
  }
  @media ${media.desktop} and (hover: hover) and (pointer: fine) {
    & > li:nth-of-type(n + 9) {
      contain-intrinsic-block-size: auto calc(min(25vw, 26.5rem) - 2rem);
    }
  }
`;

// With a mouse (mq.hover) the details slide up over the logo on hover or keyboard focus.
export const Card = styled.a`
  position: relative;
  display: block;
  height: 100%;
  text-decoration: none;
  border-radius: ${radius.s};
  .media {
    overflow: hidden;
    aspect-ratio: 1;
    border-radius: inherit;
    background: ${colors.paperDeep};
  }
  .media {
    position: relative;
  }
  .stand-in {
    position: absolute;
    inset: auto 0 12%;
    padding: 0 1rem;
    text-align: center;
    ${displayText}
    font-size: ${fontSize.subheading};
    letter-spacing: -0.02em;
    color: ${colors.ink};
  }
  .draft-badge {
    position: absolute;
    top: 0.75rem;
    left: 0.75rem;
    z-index: 1;
    padding: 0.2rem 0.7rem;
    ${draftPill}
    ${draftWord}
    font-size: 0.75rem;
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.7s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  .info {
    display: grid;
    gap: 0.2rem;
    padding: 0.7rem 0.15rem 0;
  }
  h3 {
    font-size: ${fontSize.lead};
    letter-spacing: -0.015em;
  }
  .services,
  .industry {
    font-size: 0.8rem;
    line-height: 1.4;
    color: ${colors.inkSoft};
  }
  .services {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .label {
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    font-size: 0.68rem;
    margin-right: 0.4em;
  }
  ${mq.hover} {
    overflow: hidden;
    .info {
      position: absolute;
      inset: auto 0 0;
      gap: 0.45rem;
      padding: 1.1rem 1.2rem 1.2rem;
      background: ${colors.ink};
      color: ${colors.paper};
      border-radius: 0 0 ${radius.s} ${radius.s};
      transform: translateY(101%);
      transition: transform 0.45s cubic-bezier(0.2, 0.8, 0.2, 1);
    }
    .services,
    .industry {
      color: rgb(246 242 234 / 0.78);
      -webkit-line-clamp: 3;
    }
    .label {
      color: ${colors.saffron};
    }
    &:hover .info,
    &:focus-visible .info {
      transform: none;
    }
    &:hover img,
    &:focus-visible img {
      transform: scale(1.06);
    }
  }
`;

export const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: 1.25rem;
  padding: ${space.xl} 0;
  &[hidden] {
    display: none;
  }
  p {
    ${displayText}
    font-size: ${fontSize.heading};
    letter-spacing: -0.02em;
    max-width: ${measure.display(24)};
    line-height: 1.15;
  }
  button {
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    padding: 0.65rem 1.3rem;
    background: ${colors.ink};
    color: ${colors.paper};
    font-weight: 600;
    cursor: pointer;
  }
`;
