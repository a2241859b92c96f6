/**
 * The header's search button and the overlay it opens (docs/site-spec.md §2, §4 Site search), an
 * island that wakes on the first press, focus or key: a press made before its code has arrived is
 * held by the page's loader and replayed once it has (src/app/islands-loader.ts). The overlay's
 * code and the search index load the first time search opens.
 */
import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import styled from "@emotion/styled";
import { SearchIcon } from "../../ui/icons.tsx";
import { colors, easing, mq } from "../../core/design/tokens.ts";

type SearchOverlay = Awaited<typeof import("./search-overlay.tsx")>["default"];

const loadOverlay = () => import("./search-overlay.tsx").then((module) => module.default);

const Button = styled.button`
  display: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border-radius: 50%;
  border: 1px solid ${colors.line};
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  &:hover {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color 0.2s ${easing},
      color 0.2s ${easing},
      border-color 0.2s ${easing};
  }
  ${mq.tablet} {
    display: inline-grid;
  }
`;

export default function SearchButton() {
  const [open, setOpen] = useState(false);
  // The overlay's code is requested the first time search opens, then stays mounted. Not with
  // lazy(): React holds a Suspense boundary's new content back for up to 300 ms, and search
  // opens as soon as its code is here.
  const [Overlay, setOverlay] = useState<SearchOverlay>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onClosed = useCallback(() => {
    setOpen(false);
    // The dialog returns focus itself; this covers browsers that do not.
    if (!document.activeElement || document.activeElement === document.body) {
      buttonRef.current?.focus();
    }
  }, []);

  return (
    <>
      <Button
        data-needs-script=""
        ref={buttonRef}
        type="button"
        title="Search website"
        aria-label="Search website"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
          if (Overlay) return;
          loadOverlay().then(
            // Drawn and opened in the task its code arrived in, not at React's next turn.
            (component) => flushSync(() => setOverlay(() => component)),
            () => setOpen(false),
          );
        }}
      >
        <SearchIcon />
      </Button>
      {Overlay && <Overlay open={open} onClosed={onClosed} />}
    </>
  );
}
