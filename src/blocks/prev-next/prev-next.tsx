import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import type { PrevNextBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, displayText, gutter, maxWidth, mq, space } from "../../core/design/tokens.ts";
import { ArrowIcon } from "../../ui/icons.tsx";

/** Previous and Next side by side down to a 340 px window; below, Next under Previous, on the right. */
const Bar = styled.nav`
  max-width: ${maxWidth};
  margin: ${space["2xl"]} auto 0;
  padding: 2rem ${gutter} 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  border-top: 1px solid ${colors.line};
`;

const Pill = styled(Link)`
  --circle: 2.75rem;
  display: inline-flex;
  align-items: center;
  gap: 0.85rem;
  padding: 0.4rem 1.4rem 0.4rem 0.4rem;
  border: 1.5px solid ${colors.ink};
  border-radius: 999px;
  text-decoration: none;
  ${displayText}
  font-size: 1.05rem;
  transition:
    background-color 1s ease,
    color 1s ease;
  &[data-dir="next"] {
    flex-direction: row-reverse;
    padding: 0.4rem 0.4rem 0.4rem 1.4rem;
    margin-left: auto;
  }
  .circle {
    position: relative;
    overflow: hidden;
    flex: none;
    width: var(--circle);
    height: var(--circle);
    border-radius: 50%;
    background: ${colors.ink};
    color: ${colors.paper};
  }
  .circle svg {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 1.1rem;
    height: 1.1rem;
    transition: transform 1.5s cubic-bezier(0.19, 1, 0.22, 1);
  }
  .circle svg + svg {
    transform: translateX(calc(var(--dir) * -2.75rem));
  }
  &[data-dir="previous"] {
    --dir: -1;
  }
  &[data-dir="next"] {
    --dir: 1;
  }
  ${mq.hover} {
    &:hover {
      background: ${colors.ink};
      color: ${colors.paper};
    }
    &:hover .circle {
      background: ${colors.saffron};
      color: ${colors.ink};
    }
    &:hover .circle svg:first-of-type {
      transform: translateX(calc(var(--dir) * 2.75rem));
    }
    &:hover .circle svg + svg {
      transform: translateX(0);
    }
  }
  &:focus-visible .circle svg:first-of-type {
    transform: translateX(calc(var(--dir) * 2.75rem));
  }
  &:focus-visible .circle svg + svg {
    transform: translateX(0);
  }
`;

/** The bottom bar of a case study: pill-shaped Previous (left) and Next (right) with sliding arrows. */
export default function PrevNext({ block }: BlockProps<PrevNextBlock>) {
  return (
    <Bar aria-label="More case studies">
      {(["previous", "next"] as const).map((dir) => (
        <Pill
          discover="none"
          key={dir}
          to={block[dir]}
          data-dir={dir}
          rel={dir === "next" ? "next" : "prev"}
        >
          <span className="circle">
            <ArrowIcon tight direction={dir === "next" ? "right" : "left"} />
            <ArrowIcon tight direction={dir === "next" ? "right" : "left"} />
          </span>
          {dir === "next" ? "Next" : "Previous"}
        </Pill>
      ))}
    </Bar>
  );
}
