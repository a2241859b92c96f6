import styled from "@emotion/styled";
import type { Typeface, TypographyBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import { colors, columnWidth, fontSize, media, mq, space } from "../../core/design/tokens.ts";
import { Frame, Section, SectionTitle } from "../../ui/section.tsx";

const Faces = styled.div`
  display: grid;
  gap: ${space.xs};
  ${mq.desktop} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Face = styled.article`
  border-top: 2px solid ${colors.ink};
  padding-top: 1.25rem;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  h3 {
    font-size: ${fontSize.heading};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4rem 1.25rem;
    margin: 0;
  }
  dt {
    font-size: 0.8rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
    padding-top: 0.2rem;
  }
  dd {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const Images = styled.div`
  display: grid;
  gap: ${space.xs};
  margin-top: ${space.m};
  ${mq.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  }
`;

function FaceCard({ face, label }: { face: Typeface; label: string }) {
  return (
    <Face aria-label={`${label} typeface: ${face.name}`}>
      <p
        css={{
          fontSize: "0.8rem",
          letterSpacing: "0.16em",
          textTransform: "uppercase",
          color: colors.inkSoft,
        }}
      >
        {label}
      </p>
      <h3>{face.name}</h3>
      <dl>
        {face.role && (
          <>
            <dt>Use</dt>
            <dd>{face.role}</dd>
          </>
        )}
        {face.characters && (
          <>
            <dt>Characters</dt>
            <dd>{face.characters}</dd>
          </>
        )}
        {face.numbers && (
          <>
            <dt>Numbers</dt>
            <dd>{face.numbers}</dd>
          </>
        )}
        {face.weights && face.weights.length > 0 && (
          <>
            <dt>Weights</dt>
            <dd>{face.weights.join(" · ")}</dd>
          </>
        )}
      </dl>
      {face.image && (
        <Frame>
          <Img image={face.image} sizes={`${media.desktop} 45vw, ${columnWidth}`} />
        </Frame>
      )}
    </Face>
  );
}

/** The brand's typefaces with their samples and specimen sheets. */
export default function Typography({ block }: BlockProps<TypographyBlock>) {
  return (
    <Section>
      <SectionTitle>{block.title}</SectionTitle>
      <Faces>
        <FaceCard face={block.primary} label="Primary" />
        {block.secondary && <FaceCard face={block.secondary} label="Secondary" />}
      </Faces>
      {block.images && block.images.length > 0 && (
        <Images>
          {block.images.map((image) => (
            <Frame key={image.src}>
              <Img
                image={image}
                sizes={
                  block.images!.length > 1 ? `${media.tablet} 50vw, ${columnWidth}` : columnWidth
                }
              />
            </Frame>
          ))}
        </Images>
      )}
    </Section>
  );
}
