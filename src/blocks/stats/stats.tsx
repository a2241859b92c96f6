import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import type { StatItem, StatsBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, displayText, fontSize, mq, space, titleStyle } from "../../core/design/tokens.ts";
import { Section } from "../../ui/section.tsx";
import { REDUCED_MOTION_QUERY, useReducedMotion } from "../../ui/use-client.ts";
import { countAt } from "./count.ts";

const StatsSection = styled(Section)`
  h2 {
    ${titleStyle.section}
    margin-bottom: ${space.l};
  }
`;

// A circle has no automatic minimum width: with it the first two outgrew their columns on a
// phone (124 px in a 113 px column at 412 px, the third 113). It is the container its figure
// is sized by (30% of its width), so "200+" fits on any screen. Nor has an item: at 320 px
// "PROJECTS" (85 px) widened its column and circle; it may now reach into the gap. An item's
// circle and label sit at its top, so labels line up when one of them takes two lines.
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.xs};
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    align-content: start;
    justify-items: center;
    min-width: 0;
    gap: ${space["2xs"]};
    text-align: center;
  }
  .circle {
    display: grid;
    place-items: center;
    width: min(100%, 22rem);
    min-width: 0;
    aspect-ratio: 1;
    container-type: inline-size;
    border-radius: 50%;
    border: clamp(2px, 0.25vw, 4px) solid var(--stat-color);
    color: var(--stat-color);
    transition:
      background-color 0.35s ease,
      color 0.35s ease,
      border-color 0.35s ease;
  }
  .circle:hover {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
  }
  .value {
    ${displayText}
    font-size: 30cqi;
    letter-spacing: -0.05em;
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }
  .label {
    font-size: ${fontSize.small};
    font-weight: 700;
    letter-spacing: 0.14em;
    color: ${colors.ink};
  }
  ${mq.tablet} {
    .label {
      letter-spacing: 0.2em;
    }
  }
`;

const tint = (item: StatItem) => css`
  --stat-color: ${item.color ?? colors.ink};
`;

/**
 * Numbers in circles. The served HTML shows the final numbers; when the list first comes into
 * view they count up from zero over countMs (not under reduced motion). A circle turns black
 * while hovered.
 */
export default function Stats({ block }: BlockProps<StatsBlock>) {
  const ref = useRef<HTMLUListElement>(null);
  const reduced = useReducedMotion();
  const [elapsed, setElapsed] = useState<number | null>(null);

  useEffect(() => {
    const list = ref.current;
    // Checked here too: during hydration `reduced` still has the server's answer.
    const still = reduced || window.matchMedia(REDUCED_MOTION_QUERY).matches;
    if (!list || still || block.countMs <= 0) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        const tick = (now: number) => {
          const time = now - started;
          setElapsed(time >= block.countMs ? null : Math.max(0, time));
          if (time < block.countMs) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced, block.countMs]);

  const counting = elapsed !== null;
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <StatsSection
      rhythm={[space["3xl"]]}
      id={block.id}
      aria-labelledby={block.title ? headingId : undefined}
    >
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      <List ref={ref} data-state={counting ? "counting" : "done"}>
        {block.items.map((item) => {
          const final = `${item.value}${item.suffix ?? ""}`;
          const shown = counting
            ? `${countAt(elapsed, block.countMs, item.value)}${item.suffix ?? ""}`
            : final;
          return (
            <li key={item.label} css={tint(item)}>
              <p className="circle">
                <span className="value" aria-hidden={counting ? "true" : undefined}>
                  {shown}
                </span>
                {counting && <span className="visually-hidden">{final}</span>}
              </p>
              <p className="label">{item.label}</p>
            </li>
          );
        })}
      </List>
    </StatsSection>
  );
}
