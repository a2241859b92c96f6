import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, fonts, fontSize, gutter, maxWidth, radius, space } from "../core/design/tokens.ts";

/**
 * A section's vertical rhythm: its padding above and below, read as CSS reads `padding-block`
 * (one value: both the same), in steps of `space`.
 */
export type Rhythm = readonly [top: string, bottom?: string];

/** The padding for a rhythm, with `inline` at the sides (one declaration, the shortest form). */
const padding = ([top, bottom]: Rhythm, inline: string) =>
  `padding: ${top} ${inline}${bottom === undefined ? "" : ` ${bottom}`};`;

/**
 * The page's content column (the site's width less its gutters) with the house's vertical
 * rhythm: `space.xl` above and nothing below, or the block's own `rhythm`. A block whose section
 * is the column extends it, `styled(Section)`, with the rest of its styles.
 */
export const Section = styled.section<{ rhythm?: Rhythm }>`
  max-width: ${maxWidth};
  margin: 0 auto;
  ${({ rhythm = [space.xl, "0"] }) => padding(rhythm, gutter)}
`;

/**
 * A band across the whole width of the page, not the content column: a coloured call to
 * action, a strip of logos, a row of quotes, a pinned story. What it holds keeps to the column on
 * its own. With a `rhythm`, its padding above and below; with `gutters`, the column's gutters at
 * its sides too. A block extends it, `styled(Band)`.
 */
export const Band = styled.section<{ rhythm?: Rhythm; gutters?: boolean }>`
  ${({ rhythm, gutters }) => (rhythm ? padding(rhythm, gutters ? gutter : "0") : "")}
`;

const Heading = styled.h2`
  display: flex;
  align-items: baseline;
  gap: 1rem;
  font-size: ${fontSize.title};
  margin-bottom: ${space.s};
  &::before {
    content: "";
    flex: none;
    width: 0.55em;
    height: 0.55em;
    border-radius: 50%;
    background: var(--section-accent, ${colors.saffron});
    transform: translateY(-0.05em);
  }
`;

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return <Heading id={id}>{children}</Heading>;
}

export const Caption = styled.figcaption`
  margin-top: 0.75rem;
  font-size: 0.9rem;
  color: ${colors.inkSoft};
  font-family: ${fonts.body};
`;

/** Rounded frame for pictures and clips. */
export const Frame = styled.div`
  overflow: hidden;
  border-radius: ${radius.s};
  background: ${colors.paperDeep};
  img,
  video {
    width: 100%;
  }
`;

/** Splits "Branding | Packaging, Web" into its parts. */
export function splitList(text: string): string[] {
  return text
    .split(/[|,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A small upper-case label above a heading, led by a dot in the section's --accent colour. */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  margin-bottom: ${space.xs};
  font-size: 0.8rem;
  font-weight: 650;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  &::before {
    content: "";
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: var(--accent, ${colors.saffron});
  }
`;
