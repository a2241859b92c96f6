import { css } from "@emotion/react";
import { colors, layers } from "../core/tokens.ts";

const badge = css`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: ${layers.header};
  margin: 0;
  padding: 0.5rem 1rem;
  border-radius: 999px;
  background: ${colors.saffron};
  color: ${colors.ink};
  font-size: 0.9rem;
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.2);
  strong {
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

/**
 * Over a draft page (`"draft": true`, scripts/content/drafts.ts): only `npm run dev` and the
 * editor's Preview ever draw one, since the production build leaves drafts out.
 */
export function DraftBadge() {
  return (
    <p css={badge} data-draft-badge>
      <strong>Draft</strong> · not on the built site until it is made live
    </p>
  );
}
