import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, easing, mq } from "../core/design/tokens.ts";

/**
 * A link from a document: a plain anchor; the browser navigates (and may have prerendered the
 * page already: src/app/islands-loader.ts).
 */
export function SmartLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className?: string;
  /** An accessible name, when the visible text changes (for example on hover). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} aria-label={label}>
      {children}
    </a>
  );
}

/** The house button-link: a dark pill with a saffron arrow disc that turns on hover. */
export const PillLink = styled(SmartLink)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.9rem;
  margin-top: 0.75rem;
  padding: 0.45rem 0.45rem 0.45rem 1.5rem;
  border-radius: 999px;
  background: ${colors.ink};
  color: ${colors.paper};
  font-weight: 650;
  text-decoration: none;
  .icon {
    display: grid;
    place-items: center;
    width: 2.6rem;
    height: 2.6rem;
    border-radius: 50%;
    background: ${colors.saffron};
    color: ${colors.ink};
    transition: transform 0.5s ${easing};
  }
  &:hover .icon,
  &:focus-visible .icon {
    transform: rotate(-45deg);
  }
  ${mq.huge} {
    font-size: 1.25rem;
    .icon {
      width: 3.2rem;
      height: 3.2rem;
    }
  }
`;
