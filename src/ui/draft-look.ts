/**
 * How the site marks a draft wherever it draws one, which is only in `npm run dev` and the
 * editor's Preview (the build leaves drafts out): a saffron pill with the word in ink, over the
 * page (src/render/draft-badge.tsx) or on its Our Work tile. The word says it; the colour only
 * catches the eye.
 */
import { colors } from "../core/design/tokens.ts";

/** The pill: its shape, colours and lift. */
export const draftPill = `
  border-radius: 999px;
  background: ${colors.saffron};
  color: ${colors.ink};
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.2);
`;

/** The word "Draft" in it. */
export const draftWord = `
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
