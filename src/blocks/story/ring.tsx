import styled from "@emotion/styled";
import { useId, type ReactNode } from "react";
import { colors } from "../../core/design/tokens.ts";
import { ringLabel } from "./story-math.ts";

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  > * {
    grid-area: 1 / 1;
  }
  .text {
    width: 100%;
    height: 100%;
    overflow: visible;
    transform: rotate(var(--ring-rotate, 0deg));
  }
  .text text {
    font-family: inherit;
    font-weight: 700;
    letter-spacing: 0.08em;
  }
  .middle {
    border-radius: 50%;
    border: 2px dashed ${colors.ink};
    opacity: 0.35;
    transform: rotate(calc(var(--ring-rotate, 0deg) * -0.6));
  }
  .inner {
    position: relative;
    border-radius: 50%;
    overflow: hidden;
    background: ${colors.paperDeep};
  }
  .inner img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Three circles: the outer carries `text` (repeated `repeat` times around it, turned by the
 * --ring-rotate custom property), the middle is a dashed orbit, the inner holds `children`.
 * Sizes are the document's diameters; the whole ring is scaled by its container.
 */
export function Ring({
  sizes,
  text,
  repeat,
  color,
  children,
  className,
}: {
  sizes: number[];
  text: string;
  repeat: number;
  color: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const [outer = 600, middle = 500, inner = 400] = sizes;
  const fontSize = Math.max(12, Math.round(outer * 0.045));
  const radius = outer / 2 - fontSize;
  const circumference = 2 * Math.PI * radius;
  const pathId = `ring-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <Frame className={className} data-story-ring="">
      <svg className="text" viewBox={`0 0 ${outer} ${outer}`} aria-hidden="true">
        <defs>
          <path
            id={pathId}
            d={`M ${outer / 2} ${outer / 2 - radius} a ${radius} ${radius} 0 1 1 0 ${radius * 2} a ${radius} ${radius} 0 1 1 0 ${-radius * 2}`}
          />
        </defs>
        <text fontSize={fontSize} fill={color} dy={fontSize * 0.35}>
          <textPath
            href={`#${pathId}`}
            textLength={circumference.toFixed(1)}
            lengthAdjust="spacing"
          >
            {ringLabel(text, repeat)}
          </textPath>
        </text>
      </svg>
      <div
        className="middle"
        css={{ width: `${(middle / outer) * 100}%`, height: `${(middle / outer) * 100}%` }}
      />
      <div
        className="inner"
        css={{ width: `${(inner / outer) * 100}%`, height: `${(inner / outer) * 100}%` }}
      >
        {children}
      </div>
    </Frame>
  );
}
