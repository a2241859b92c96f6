/** The contact form's look (docs/site-spec.md §2 Contact Us). */
import styled from "@emotion/styled";
import {
  colors,
  displayText,
  fontSize,
  gutter,
  maxWidth,
  measure,
  mq,
  radius,
  space,
} from "../../core/design/tokens.ts";
import { Modal } from "../../ui/modal.tsx";

/** A problem's words, and its mark (the alert's dot, a field's border). */
const problemInk = "#8a1c12";
const problemMark = "#b42318";

export const Wrap = styled.section`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["2xl"]} ${gutter} 0;
  display: grid;
  gap: ${space.xl};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

export const Intro = styled.div`
  ${mq.desktop} {
    position: sticky;
    top: 7rem;
  }
`;

export const Title = styled.h1`
  font-size: ${fontSize.display};
  line-height: 0.92;
  letter-spacing: -0.045em;
  max-width: ${measure.display(10)};
`;

export const SectionTitle = Title.withComponent("h2");

export const IntroText = styled.div`
  display: grid;
  gap: 1em;
  margin-top: ${space.s};
  max-width: ${measure.body(40)};
  font-size: ${fontSize.lead};
  color: ${colors.inkSoft};
`;

export const Card = styled.form`
  display: grid;
  .portfolio {
    display: none;
  }
  &:has(input[data-portfolio]:checked) .portfolio {
    display: grid;
  }
  gap: ${space.xs};
  padding: ${space.m};
  border-radius: ${radius.l};
  background: #fffaf1;
  box-shadow:
    0 1px 0 ${colors.line},
    0 30px 60px -40px rgb(20 18 16 / 0.45);
`;

export const Row = styled.div`
  display: grid;
  gap: ${space.xs};
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  label {
    font-size: 0.85rem;
    font-weight: 650;
    letter-spacing: 0.01em;
  }
  input {
    width: 100%;
    min-height: 3.1rem;
    padding: 0.7rem 0.95rem;
    border: 1.5px solid ${colors.line};
    border-radius: 0.8rem;
    background: ${colors.paper};
    font: inherit;
    font-size: 1rem;
    color: ${colors.ink};
    transition:
      border-color 0.2s ease,
      background-color 0.2s ease;
  }
  input::placeholder {
    color: #8a8178;
  }
  input:hover {
    border-color: #b9ad99;
  }
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
    border-color: ${colors.ink};
    background: #fff;
  }
  input[aria-invalid="true"] {
    border-color: ${problemMark};
  }
  .problem {
    color: ${problemInk};
    font-size: 0.85rem;
    font-weight: 550;
  }
`;

/**
 * The service options: real checkboxes, each drawn as a toggle chip. Each checkbox covers its
 * chip, unseen: a tap anywhere on the chip is a tap on it.
 */
export const Services = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-size: 0.85rem;
    font-weight: 650;
  }
  .hint {
    font-size: 0.85rem;
    color: ${colors.inkSoft};
    margin-top: 0.2rem;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.55rem;
    margin-top: 0.85rem;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 1rem 0.5rem 0.75rem;
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    background: transparent;
    font-size: 0.92rem;
    font-weight: 550;
    line-height: 1.25;
    text-align: left;
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      color 0.2s ease;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    outline: none;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    border: 1.5px solid currentColor;
  }
  .tick svg {
    width: 0.75rem;
    height: 0.75rem;
    transform: scale(0);
    transition: transform 0.25s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  label:has(input:checked) {
    background: ${colors.ink};
    color: ${colors.paper};
  }
  label:has(input:checked) .tick {
    background: ${colors.saffron};
    border-color: ${colors.saffron};
    color: ${colors.ink};
  }
  label:has(input:checked) .tick svg {
    transform: scale(1);
  }
  ${mq.hover} {
    label:not(:has(input:checked)):hover {
      background: ${colors.paperDeep};
    }
  }
`;

/** Off-screen and out of the tab order: only bots that fill in every field find it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Alert = styled.p`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  padding: 0.8rem 1rem;
  border-radius: 0.8rem;
  background: #fdecea;
  color: ${problemInk};
  font-weight: 550;
  font-size: 0.95rem;
  &::before {
    content: "!";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    background: ${problemMark};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 800;
    transform: translateY(0.1em);
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  .note {
    font-size: 0.85rem;
    color: ${colors.inkSoft};
  }
`;

export const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  min-height: 3.25rem;
  padding: 0.85rem 1.75rem;
  border: 0;
  border-radius: 999px;
  background: ${colors.ink};
  color: ${colors.paper};
  ${displayText}
  font-size: 1.05rem;
  cursor: pointer;
  transition: background-color 0.3s ease;
  &:disabled {
    cursor: progress;
    background: #5c554e;
  }
  .spinner {
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    border: 2px solid rgb(246 242 234 / 0.35);
    border-top-color: ${colors.saffron};
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${mq.hover} {
    &:not(:disabled):hover {
      background: ${colors.saffron};
      color: ${colors.ink};
    }
  }
`;

/** The thank-you picture after a sent message: the site's one modal, styled. */
export const Dialog = styled(Modal)`
  padding: 0;
  border: 0;
  border-radius: ${radius.m};
  width: min(92vw, 40rem);
  max-height: 92vh;
  overflow: hidden;
  background: ${colors.paper};
  box-shadow: 0 40px 80px -30px rgb(0 0 0 / 0.6);
  cursor: pointer;
  &::backdrop {
    background: rgb(20 18 16 / 0.72);
  }
  img {
    width: 100%;
    height: auto;
  }
  button {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    border-radius: 50%;
    background: ${colors.ink};
    color: ${colors.paper};
    cursor: pointer;
  }
  button svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;
