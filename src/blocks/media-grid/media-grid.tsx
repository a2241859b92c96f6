import styled from "@emotion/styled";
import type { MediaGridBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import { columnSizes, columnWidth, media, mq, space } from "../../core/design/tokens.ts";
import { Caption, Frame, Section, SectionTitle } from "../../ui/section.tsx";
import { VideoPlayer } from "../../ui/video-player.tsx";

const Grid = styled.ul<{ columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  grid-template-columns: 1fr;
  align-items: start;
  ${mq.tablet} {
    grid-template-columns: repeat(${(p) => Math.min(p.columns, 2)}, minmax(0, 1fr));
  }
  ${mq.desktop} {
    grid-template-columns: repeat(${(p) => p.columns}, minmax(0, 1fr));
  }
  li[data-span] {
    grid-column: 1 / -1;
  }
  figure {
    margin: 0;
  }
`;

const sizesFor = (columns: number, span: boolean) =>
  span || columns === 1
    ? columnSizes
    : `${media.desktop} ${Math.round(92 / columns)}vw, ${media.tablet} 46vw, ${columnWidth}`;

/** Pictures and clips in 1, 2 or 3 columns on wide screens; fewer on tablets and phones. */
export default function MediaGrid({ block }: BlockProps<MediaGridBlock>) {
  return (
    <Section>
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      <Grid columns={block.columns} data-columns={block.columns}>
        {block.items.map((item, i) => (
          <li key={i} data-span={item.span ? "" : undefined} data-kind={item.kind}>
            <figure>
              {item.kind === "image" ? (
                <Frame>
                  <Img image={item.image} sizes={sizesFor(block.columns, item.span)} />
                </Frame>
              ) : (
                <VideoPlayer video={item.video} sizes={sizesFor(block.columns, item.span)} />
              )}
              {item.caption && <Caption>{item.caption}</Caption>}
            </figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
