import { useRef, useState } from "react";
import { media } from "../../core/design/tokens.ts";
import type { StoryBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import type { BlockProps } from "../../core/types.ts";
import { useHydrated, useMedia, useReducedMotion, useScrollFrame } from "../../ui/use-client.ts";
import { Ring } from "./ring.tsx";
import {
  Cards,
  List,
  StoryBand,
  Track,
  cardStyle,
  staticHead,
  trackStyle,
} from "./story-styles.ts";
import { WIDE_QUERY, ringFit, storyFrame } from "./story-math.ts";

function ScrollStory({ block }: { block: StoryBlock }) {
  const ref = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const steps = block.steps;

  useScrollFrame(
    () => {
      const element = ref.current;
      if (!element) return;
      const frame = storyFrame(
        {
          progress: -element.getBoundingClientRect().top,
          width: window.innerWidth,
          viewportHeight: window.innerHeight,
          steps: steps.length,
        },
        block.scroll,
        block.ring,
      );
      // Keep the ring, where it rests, inside the pinned screen and clear of the text panel.
      const pin = element.firstElementChild as HTMLElement | null;
      const panel = pin?.querySelector<HTMLElement>(".panel");
      const [outer = 600] = block.ring.sizes;
      const fit =
        pin && panel
          ? Math.min(
              frame.scale,
              ringFit(outer, {
                height: pin.clientHeight,
                centreX: (block.ring.toX / 100) * pin.clientWidth,
                panelLeft: panel.offsetLeft,
              }),
            )
          : frame.scale;
      element.style.setProperty("--ring-x", `${frame.x.toFixed(2)}%`);
      element.style.setProperty("--ring-rotate", `${frame.rotation.toFixed(2)}deg`);
      element.style.setProperty("--ring-opacity", frame.opacity.toFixed(3));
      element.style.setProperty("--ring-scale", fit.toFixed(3));
      setStep(frame.step);
    },
    block.scroll.throttleMs,
    true,
  );

  const current = steps[step] ?? steps[0]!;
  return (
    <Track ref={ref} css={trackStyle(block)} data-step={step}>
      <div className="pin">
        <Ring
          className="ring"
          sizes={block.ring.sizes}
          text={current.ringText}
          repeat={block.ring.repeat}
          color={current.color}
        >
          {steps.map((item, index) => (
            <div key={item.id} data-active={index === step ? "" : undefined}>
              <Img
                image={index === step ? item.image : { ...item.image, alt: "" }}
                sizes={`${block.ring.sizes[2] ?? 400}px`}
              />
            </div>
          ))}
        </Ring>
        <div className="panel">
          <div className="head">
            {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
            <h2 id={block.id ? `${block.id}-title` : undefined}>{block.title}</h2>
          </div>
          <p className="count" aria-hidden="true">
            {`${String(step + 1).padStart(2, "0")} / ${String(steps.length).padStart(2, "0")}`}
          </p>
          <div className="steps">
            {steps.map((item, index) => (
              <article
                key={item.id}
                id={`${block.id ?? "story"}-${item.id}`}
                data-active={index === step ? "" : undefined}
              >
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            ))}
          </div>
          <ol className="dots" aria-hidden="true">
            {steps.map((item, index) => (
              <li key={item.id} data-active={index <= step ? "" : undefined} />
            ))}
          </ol>
        </div>
      </div>
    </Track>
  );
}

function StaticStory({ block }: { block: StoryBlock }) {
  const total = String(block.steps.length).padStart(2, "0");
  return (
    <>
      <div className="head" css={staticHead}>
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h2 id={block.id ? `${block.id}-title` : undefined}>{block.title}</h2>
      </div>
      <List>
        {block.steps.map((step, index) => (
          <li key={step.id} id={`${block.id ?? "story"}-${step.id}`}>
            <Ring
              className="ring"
              sizes={block.ring.sizes}
              text={step.ringText}
              repeat={block.ring.repeat}
              color={step.color}
            >
              <Img image={step.image} sizes={`${media.tablet} 18rem, 60vw`} />
            </Ring>
            <div className="text">
              <p className="count" aria-hidden="true">
                {`${String(index + 1).padStart(2, "0")} / ${total}`}
              </p>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </List>
      <Cards>
        {block.steps.map((step, index) => (
          <li key={step.id} css={cardStyle(step, index, block.scroll.phoneCardViewports)}>
            <p className="count" aria-hidden="true">
              {`${String(index + 1).padStart(2, "0")} / ${total}`}
            </p>
            <Ring
              className="ring"
              sizes={block.ring.sizes}
              text={step.ringText}
              repeat={block.ring.repeat}
              color={step.color}
            >
              <Img image={step.image} sizes="60vw" />
            </Ring>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Cards>
    </>
  );
}

/**
 * "How we started". The served HTML lists every step (readable without JavaScript). Once
 * hydrated on a screen from 768 px wide, with motion allowed, it becomes the pinned ring that
 * follows the scroll position. Phones always get the stacked cards (pinned unless reduced
 * motion is asked for).
 */
export default function Story({ block }: BlockProps<StoryBlock>) {
  const hydrated = useHydrated();
  const wide = useMedia(WIDE_QUERY);
  const reduced = useReducedMotion();
  const scrollDriven = hydrated && wide && !reduced;
  return (
    <StoryBand
      id={block.id}
      aria-labelledby={block.id ? `${block.id}-title` : undefined}
      data-variant={scrollDriven ? "scroll" : "static"}
    >
      {scrollDriven ? <ScrollStory block={block} /> : <StaticStory block={block} />}
    </StoryBand>
  );
}
