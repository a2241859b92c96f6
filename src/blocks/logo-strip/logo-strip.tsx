import styled from "@emotion/styled";
import type { LogoStripBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import { colors, gutter, maxWidth, media, space, titleStyle } from "../../core/design/tokens.ts";
import { Band } from "../../ui/section.tsx";
import { Marquee } from "../../ui/marquee.tsx";

const StripBand = styled(Band)`
  border-block: 1px solid ${colors.line};
  h2 {
    max-width: ${maxWidth};
    margin: 0 auto ${space.m};
    padding: 0 ${gutter};
    ${titleStyle.eyebrow}
    font-family: inherit;
  }
`;

const Strip = styled(Marquee)`
  --marquee-gap: ${space.xl};
  img {
    width: auto;
    height: clamp(3.5rem, 2.6rem + 3vw, 6rem);
  }
  .controls {
    padding: 0 ${gutter};
  }
` as typeof Marquee;

/** Client logos on an endless strip, with a pause button. */
export default function LogoStrip({ block }: BlockProps<LogoStripBlock>) {
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <StripBand
      rhythm={[space.xl]}
      id={block.id}
      aria-labelledby={block.title ? headingId : undefined}
    >
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      <Strip
        items={block.logos}
        repeat={block.repeat}
        durationMs={block.durationSeconds * 1000}
        pauseLabel={block.pauseLabel}
        playLabel={block.playLabel}
        renderItem={(logo) => <Img image={logo} sizes={`${media.huge} 260px, 180px`} />}
      />
    </StripBand>
  );
}
