/**
 * The phone menu's look. The panel is a native popover, so every open-state style keys off
 * `:popover-open` and works before and without the app; `[data-state="open"]` repeats it for
 * browsers without popovers, where the app opens the panel itself (in rules of their own: one
 * selector a browser does not know drops its whole rule; inside :is(), which forgives it, one).
 */
import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import {
  colors,
  displayText,
  easing,
  gutter,
  headerHeight,
  layers,
  mq,
} from "../../core/design/tokens.ts";

import { MENU_ID } from "./menu-ids.ts";

export { MENU_ID };

/** The toggle while its panel is open: a cross on saffron, and "Close". */
const toggleOpen = css`
  .bars {
    background: ${colors.saffron};
  }
  .bars::before,
  .bars::after {
    top: calc(50% - 1px);
    background: ${colors.ink};
  }
  .bars::before {
    transform: rotate(45deg);
  }
  .bars::after {
    transform: rotate(-45deg);
  }
  .when-closed {
    display: none;
  }
  .when-open {
    display: inline;
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  height: 2.75rem;
  padding: 0 0.5rem 0 1rem;
  border-radius: 999px;
  border: 1px solid ${colors.line};
  background: ${colors.paper};
  color: ${colors.ink};
  cursor: pointer;
  font-weight: 600;
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  .bars {
    position: relative;
    display: inline-block;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${colors.ink};
  }
  .bars::before,
  .bars::after {
    content: "";
    position: absolute;
    left: 0.5rem;
    right: 0.5rem;
    height: 2px;
    border-radius: 2px;
    background: ${colors.paper};
  }
  .bars::before {
    top: calc(50% - 4px);
  }
  .bars::after {
    top: calc(50% + 2px);
  }
  .when-open {
    display: none;
  }
  &:has(~ #${MENU_ID}:is(:popover-open, [data-state="open"])) {
    ${toggleOpen}
  }
  @media (prefers-reduced-motion: no-preference) {
    .bars,
    .bars::before,
    .bars::after {
      transition:
        transform 0.25s ${easing},
        top 0.25s ${easing},
        background-color 0.25s ${easing};
    }
  }
  ${mq.tablet} {
    display: none;
  }
`;

const drop = keyframes`
  from {
    transform: translateY(-0.75rem);
    clip-path: inset(0 0 100% 0);
  }
  to {
    transform: none;
    clip-path: inset(0 0 0 0);
  }
`;

/** Hangs below the sticky header, which always sits at the top of the window. */
export const Panel = styled.div`
  position: fixed;
  inset: ${headerHeight} 0 auto 0;
  z-index: ${layers.menu};
  width: auto;
  height: auto;
  max-height: calc(100dvh - ${headerHeight});
  margin: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.paper};
  color: ${colors.ink};
  border: 0;
  border-bottom: 1px solid ${colors.line};
  box-shadow: 0 1.5rem 3rem -1.5rem rgb(20 18 16 / 0.35);
  padding: 1.25rem ${gutter} 2rem;
  display: none;
  gap: 1.25rem;
  &:popover-open {
    display: grid;
  }
  &[data-state="open"] {
    display: grid;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${drop} 0.3s ${easing};
  }
  ${mq.tablet} {
    &:popover-open {
      display: none;
    }
    &[data-state="open"] {
      display: none;
    }
  }
`;

/** Dims the page below the open panel and takes the tap that closes it. */
export const Scrim = styled.div`
  position: fixed;
  inset: ${headerHeight} 0 0 0;
  z-index: ${layers.menu - 1};
  background: rgb(20 18 16 / 0.45);
  display: none;
  #${MENU_ID}:popover-open + & {
    display: block;
  }
  #${MENU_ID}[data-state="open"] + & {
    display: block;
  }
  ${mq.tablet} {
    display: none !important;
  }
`;

// Search runs in the browser: with scripting off, a box that cannot search is left out.
export const SearchBox = styled.form`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0 1rem;
  height: 3.25rem;
  border-radius: 999px;
  border: 1.5px solid ${colors.line};
  background: #fffdf8;
  &:focus-within {
    border-color: ${colors.ink};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${colors.saffron} 45%, transparent);
  }
  svg {
    flex: none;
    color: ${colors.inkSoft};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    font-size: 1rem;
    color: ${colors.ink};
    appearance: none;
  }
  input::placeholder {
    color: ${colors.inkSoft};
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
  @media (scripting: none) {
    display: none;
  }
`;

export const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  li + li {
    border-top: 1px solid ${colors.line};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.85rem 0.25rem;
    text-decoration: none;
    ${displayText}
    font-size: 1.75rem;
    letter-spacing: -0.02em;
    line-height: 1.15;
  }
  a .label {
    background-image: linear-gradient(var(--accent, ${colors.ink}), var(--accent, ${colors.ink}));
    background-repeat: no-repeat;
    background-position: 0 100%;
    background-size: 0 3px;
    padding-bottom: 0.1rem;
  }
  a[aria-current="page"] .label {
    background-size: 100% 3px;
  }
  a .dot {
    flex: none;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 50%;
    background: var(--accent, ${colors.ink});
  }
`;
