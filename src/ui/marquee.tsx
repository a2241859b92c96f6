import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, mq } from "../core/design/tokens.ts";
import { loopKeyframes } from "./marquee-math.ts";
import { PauseButton } from "./pause-button.tsx";

// Until its behaviour has cloned the copies, the one shipped copy stands still (moving it alone
// would open a gap). With reduced motion nothing moves: one copy, wrapped, every item in view; no control
// needed.
const Root = styled.div`
  --marquee-gap: 2rem;
  position: relative;
  .viewport {
    overflow: hidden;
    -webkit-mask-image: linear-gradient(90deg, transparent, #000 4%, #000 96%, transparent);
    mask-image: linear-gradient(90deg, transparent, #000 4%, #000 96%, transparent);
  }
  .track {
    display: flex;
    width: max-content;
    will-change: transform;
  }
  .copy {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--marquee-gap);
    margin: 0;
    padding: 0 var(--marquee-gap) 0 0;
    list-style: none;
  }
  .copy > li {
    flex: none;
  }
  &:not([data-cloned]) .track {
    animation: none;
  }
  &[data-state="paused"] .track {
    animation-play-state: paused;
  }
  &[data-hover-pause]:hover .track,
  &[data-hover-pause]:focus-within .track {
    animation-play-state: paused;
  }
  .controls {
    display: flex;
    justify-content: flex-end;
    margin-top: 1rem;
  }
  ${mq.reducedMotion} {
    .viewport {
      -webkit-mask-image: none;
      mask-image: none;
    }
    .track {
      animation: none;
      width: auto;
    }
    .copy {
      flex: 1;
      flex-wrap: wrap;
      justify-content: center;
      padding: 0;
    }
    .copy[aria-hidden] {
      display: none;
    }
    .controls {
      display: none;
    }
  }
`;

const Toggle = styled(PauseButton)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.1rem 0.5rem 0.9rem;
  border: 1.5px solid currentColor;
  border-radius: 999px;
  background: transparent;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;
  &:hover {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
  }
`;

interface MarqueeProps<T> {
  items: readonly T[];
  /** Copies of the row on the track (at least 2). */
  repeat: number;
  /** Milliseconds to move by one copy. */
  durationMs: number;
  direction?: "left" | "right";
  /** Also pause while the pointer is over the strip or focus is inside it. */
  pauseOnHover?: boolean;
  pauseLabel: string;
  playLabel: string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

/**
 * An endless strip: `repeat` copies of a row on a track that a CSS animation moves by exactly
 * one copy's width per loop. The HTML ships the first copy only (a lighter first response);
 * the block's behaviour (marquee-behaviour.ts, no React) clones the others when the strip comes
 * near the window, hidden from assistive technology, and the strip starts moving then. A visible
 * button pauses and plays it (WCAG 2.2.2); under reduced motion it stands still and wraps,
 * showing every item once.
 */
export function Marquee<T>({
  items,
  repeat,
  durationMs,
  direction = "left",
  pauseOnHover = false,
  pauseLabel,
  playLabel,
  renderItem,
  className,
}: MarqueeProps<T>) {
  const [from, to] = loopKeyframes(repeat, direction);
  const loop = keyframes`
    from { transform: translateX(${from}); }
    to { transform: translateX(${to}); }
  `;
  return (
    <Root
      className={className}
      data-repeat={repeat}
      data-state="running"
      data-hover-pause={pauseOnHover ? "" : undefined}
    >
      <div className="viewport">
        <div
          className="track"
          css={css`
            animation: ${loop} ${Math.round(durationMs)}ms linear infinite;
          `}
        >
          <ul className="copy">
            {items.map((item, index) => (
              <li key={index}>{renderItem(item, index)}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="controls">
        <Toggle pauseLabel={pauseLabel} playLabel={playLabel} />
      </div>
    </Root>
  );
}
