import { css } from "@emotion/react";
import { layers } from "../core/design/tokens.ts";
import { draftPill, draftWord } from "../ui/draft-look.ts";

const badge = css`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: ${layers.header};
  margin: 0;
  padding: 0.5rem 1rem;
  ${draftPill}
  font-size: 0.9rem;
  strong {
    ${draftWord}
  }
`;

/**
 * Over a draft page (`"draft": true`, scripts/content/drafts.ts): only `npm run dev` and the
 * editor's Preview ever draw one, since the production build leaves drafts out. Its tile in Our
 * Work wears the same pill (src/ui/draft-look.ts).
 */
export function DraftBadge() {
  return (
    <p css={badge} data-draft-badge>
      <strong>Draft</strong> · not on the built site until it is made live
    </p>
  );
}
