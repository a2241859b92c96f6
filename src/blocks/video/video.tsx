import type { VideoBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import { Section, SectionTitle } from "../../ui/section.tsx";
import { VideoPlayer } from "../../ui/video-player.tsx";

/** A single clip, full width of the content column. */
export default function Video({ block }: BlockProps<VideoBlock>) {
  return (
    <Section>
      {block.title && <SectionTitle>{block.title}</SectionTitle>}
      <VideoPlayer video={block.video} autoplay={block.autoplay} />
    </Section>
  );
}
