import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import { colors, mq } from "../core/tokens.ts";
import { loopKeyframes, stripCopies } from "./marquee-math.ts";
import { useReducedMotion } from "./use-client.ts";

// Until the app has cloned the copies, the one shipped copy stands still (moving it alone would
// open a gap). With reduced motion nothing moves: one copy, wrapped, every item in view; no control
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

const Toggle = styled.button`
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
  svg {
    width: 0.8rem;
    height: 0.8rem;
    fill: currentColor;
  }
  &:hover {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
  }
`;

export function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5z" />
    </svg>
  );
}

/**
 * How many copies of the row to draw: one in the HTML and while hydrating, then one more every
 * 50 ms until there are `repeat`. Each copy is drawn in a transition, which React renders in
 * slices of a few milliseconds and sets aside for a tap: a copy of the testimonials is some 70
 * elements, 27–34 ms of one task on this machine when drawn at once (over 100 ms on a
 * Lighthouse phone). Under reduced motion the strip stands still and keeps its one copy.
 */
function useCopiesAfterLoad(repeat: number): number {
  const [copies, setCopies] = useState(1);
  // A strip that stands still shows its one copy: nothing to clone.
  const still = useReducedMotion();
  useEffect(() => {
    if (still || copies >= repeat) return;
    const id = setTimeout(() => startTransition(() => setCopies((n) => n + 1)), 50);
    return () => clearTimeout(id);
  }, [copies, repeat, still]);
  return copies;
}

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
  /** One item; `hidden` copies must not give images alt text. */
  renderItem: (item: T, index: number, hidden: boolean) => ReactNode;
  className?: string;
}

/**
 * An endless strip: `repeat` copies of a row on a track that a CSS animation moves by exactly
 * one copy's width per loop. Copies after the first are hidden from assistive technology. The
 * HTML ships the first copy only (a lighter first render); the app clones the others once the
 * page is live, in an idle moment, and the strip starts moving then. A
 * visible button pauses and plays it (WCAG 2.2.2); under reduced motion it stands still and
 * wraps, showing every item once.
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
  const [paused, setPaused] = useState(false);
  const copies = useCopiesAfterLoad(repeat);
  const cloned = copies >= repeat;
  // The rows as elements, made once: a render that adds a copy leaves the copies already drawn
  // alone (React skips an element it has seen), so each costs only the copy it adds.
  const rows = useMemo(() => {
    const row = (hidden: boolean) =>
      items.map((item, index) => <li key={index}>{renderItem(item, index, hidden)}</li>);
    return { shown: row(false), hidden: row(true) };
  }, [items, renderItem]);
  const animation = useMemo(() => {
    const [from, to] = loopKeyframes(repeat, direction);
    const loop = keyframes`
      from { transform: translateX(${from}); }
      to { transform: translateX(${to}); }
    `;
    return css`
      animation: ${loop} ${Math.round(durationMs)}ms linear infinite;
    `;
  }, [repeat, direction, durationMs]);

  return (
    <Root
      className={className}
      data-state={paused ? "paused" : "running"}
      data-hover-pause={pauseOnHover ? "" : undefined}
      data-cloned={cloned ? "" : undefined}
    >
      <div className="viewport">
        <div className="track" css={animation}>
          {stripCopies(copies).map(({ index: copy, hidden }) => (
            <ul className="copy" key={copy} aria-hidden={hidden ? "true" : undefined}>
              {hidden ? rows.hidden : rows.shown}
            </ul>
          ))}
        </div>
      </div>
      <div className="controls">
        <Toggle type="button" onClick={() => setPaused(!paused)}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? playLabel : pauseLabel}
        </Toggle>
      </div>
    </Root>
  );
}
