import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import type { NotFoundCopy } from "../generated/schema.ts";
import { colors, displayText, fontSize, gutter } from "../core/design/tokens.ts";

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: start;
  gap: 1.25rem;
  padding: 4rem ${gutter};
  max-width: 52rem;
  margin: 0 auto;
  h1 {
    font-size: ${fontSize.section};
  }
  p {
    color: ${colors.inkSoft};
    font-size: 1.15rem;
  }
  a {
    ${displayText}
    padding: 0.8rem 1.4rem;
    border-radius: 999px;
    background: ${colors.ink};
    color: ${colors.paper};
    text-decoration: none;
  }
`;

/** The not-found page; a route family's message (for example "Project not found") replaces the title. */
export function NotFound({ copy, text }: { copy: NotFoundCopy; text?: string }) {
  return (
    <Wrap data-not-found="">
      <h1>{text ?? copy.title}</h1>
      <p>{copy.text}</p>
      <Link discover="none" to="/">
        {copy.linkLabel}
      </Link>
    </Wrap>
  );
}
