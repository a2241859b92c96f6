import styled from "@emotion/styled";
import type { BannerBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import { inFirstScreen, type BlockProps } from "../../core/types.ts";
import { mq } from "../../core/design/tokens.ts";

const Figure = styled.figure<{ compact: boolean; zoom: boolean }>`
  margin: 0;
  overflow: hidden;
  position: relative;
  background: #ddd5c7;
  img {
    width: 100%;
    height: ${(p) => (p.compact ? "16rem" : "auto")};
    object-fit: cover;
    transition: transform 0.7s ease;
  }
  ${mq.tablet} {
    img {
      height: auto;
    }
  }
  ${(p) => (p.zoom ? `${mq.hover} { &:hover img { transform: scale(1.05); } }` : "")}
`;

/** Full-width picture at the top of a page; optional phone crop, compact strip and hover zoom. */
export default function Banner({ block, index }: BlockProps<BannerBlock>) {
  const priority = inFirstScreen(index);
  return (
    <Figure
      compact={block.compactOnMobile}
      zoom={block.hoverZoom}
      data-hover-zoom={block.hoverZoom ? "" : undefined}
    >
      <Img image={block.image} sizes="100vw" priority={priority} />
    </Figure>
  );
}
