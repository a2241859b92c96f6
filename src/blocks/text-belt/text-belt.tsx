import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { TextBeltBlock } from "../../generated/schema.ts";
import { labelColorFor } from "../../core/design/color.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, displayText, fontSize, gutter, space } from "../../core/design/tokens.ts";
import { Marquee } from "../../ui/marquee.tsx";
import { beltLoopMs } from "../../ui/marquee-math.ts";

const Belt = styled(Marquee)`
  --marquee-gap: ${space.s};
  padding: ${space.xs} 0 ${space["2xs"]};
  .viewport {
    -webkit-mask-image: none;
    mask-image: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: var(--marquee-gap);
    ${displayText}
    font-size: ${fontSize.section};
    line-height: 1.1;
    letter-spacing: -0.04em;
    white-space: nowrap;
  }
  .separator {
    font-size: 0.6em;
  }
  .controls {
    margin-top: 0.5rem;
    padding: 0 ${gutter};
  }
` as typeof Marquee;

const tone = (background: string) => css`
  background: ${background};
  color: ${labelColorFor(background, colors.ink, colors.paper)};
`;

/**
 * A belt of big words moving sideways by percentPerFrame of one row per frame (60 frames a
 * second), with a pause button; still under reduced motion.
 */
export default function TextBelt({ block }: BlockProps<TextBeltBlock>) {
  return (
    <div id={block.id} role="group" aria-label={block.label} css={tone(block.background)}>
      <Belt
        items={block.items}
        repeat={block.repeat}
        durationMs={beltLoopMs(block.percentPerFrame)}
        pauseLabel={block.pauseLabel}
        playLabel={block.playLabel}
        renderItem={(item) => (
          <>
            {item}
            {block.separator && (
              <span className="separator" aria-hidden="true">
                {block.separator}
              </span>
            )}
          </>
        )}
      />
    </div>
  );
}
