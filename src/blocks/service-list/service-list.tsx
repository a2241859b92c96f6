import styled from "@emotion/styled";
import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ServiceAction, ServiceListBlock } from "../../generated/schema.ts";
import { ArrowIcon } from "../../ui/icons.tsx";
import { Img } from "../../ui/images.tsx";
import { inFirstScreen, type BlockProps } from "../../core/types.ts";
import {
  colors,
  columnWidth,
  displayText,
  fontSize,
  gutter,
  maxWidth,
  measure,
  media,
  mq,
  radius,
  space,
} from "../../core/design/tokens.ts";

const Wrap = styled.section`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space.m} ${gutter} 0;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
  ${mq.desktop} {
    gap: ${space["4xl"]};
  }
`;

/**
 * Up to 1024 px a service is a card (artwork on top); wider it is a row with the artwork on
 * one side, alternating sides from row to row.
 */
const Item = styled.li<{ accent: string }>`
  --accent: ${(p) => p.accent};
  scroll-margin-top: 6rem;
  display: grid;
  overflow: hidden;
  border-radius: ${radius.l};
  background: #fffaf1;
  box-shadow:
    0 1px 0 ${colors.line},
    0 18px 40px -28px rgb(20 18 16 / 0.35);
  .art {
    background: var(--accent);
  }
  .art img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  .body {
    padding: ${space.m};
  }
  ${mq.tablet} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    .art img {
      height: 100%;
      aspect-ratio: auto;
    }
  }
  ${mq.desktop} {
    overflow: visible;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space["3xl"]};
    align-items: center;
    border-radius: 0;
    background: none;
    box-shadow: none;
    .art {
      overflow: hidden;
      border-radius: ${radius.l};
    }
    .art img {
      aspect-ratio: 5 / 4;
      height: auto;
    }
    .body {
      padding: 0;
    }
    &:nth-of-type(even) .art {
      order: 2;
    }
  }
`;

const Number = styled.p`
  ${displayText}
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
  &::after {
    content: "";
    flex: 0 0 3rem;
    height: 2px;
    background: var(--accent);
  }
`;

const Title = styled.h3`
  font-size: ${fontSize.title};
  line-height: 0.98;
  letter-spacing: -0.035em;
  max-width: ${measure.display(14)};
`;

const Subtitle = styled.p`
  margin-top: ${space["2xs"]};
  font-size: ${fontSize.lead};
  line-height: 1.45;
  color: ${colors.inkSoft};
  max-width: ${measure.body(40)};
`;

const Points = styled.ul`
  list-style: none;
  margin: ${space.s} 0 0;
  padding: 0;
  display: grid;
  gap: 0.55rem;
  ${mq.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.6rem 2rem;
  }
  li {
    display: flex;
    gap: 0.7rem;
    align-items: baseline;
    font-size: 0.98rem;
    line-height: 1.45;
  }
  li::before {
    content: "";
    flex: none;
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    background: var(--accent);
    transform: translateY(-0.05em);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: ${space.m};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.8rem 1.35rem;
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    ${displayText}
    font-size: 1rem;
    text-decoration: none;
    transition:
      background-color 0.3s ease,
      color 0.3s ease;
  }
  a[data-primary] {
    background: ${colors.ink};
    color: ${colors.paper};
  }
  svg {
    width: 1rem;
    height: 1rem;
    transition: transform 0.4s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  ${mq.hover} {
    a:hover {
      background: var(--accent);
      border-color: var(--accent);
      color: ${colors.ink};
    }
    a:hover svg {
      transform: translateX(0.25rem);
    }
  }
`;

function ActionLink({
  action,
  primary,
  describedBy,
  children,
}: {
  action: ServiceAction;
  primary?: boolean;
  describedBy: string;
  children?: ReactNode;
}) {
  const props = {
    "data-primary": primary ? "" : undefined,
    "aria-describedby": describedBy,
  };
  const content = (
    <>
      {action.label}
      {children}
    </>
  );
  return action.href.startsWith("/") ? (
    <Link discover="none" to={action.href} {...props}>
      {content}
    </Link>
  ) : (
    <a href={action.href} {...props}>
      {content}
    </a>
  );
}

/** The services: stacked cards up to 1024 px, alternating rows with artwork above that. */
export default function ServiceList({ block, index }: BlockProps<ServiceListBlock>) {
  const baseId = useId();
  return (
    <Wrap aria-labelledby={`${baseId}-title`} id={block.id}>
      <h2 id={`${baseId}-title`} className="visually-hidden">
        {block.title}
      </h2>
      <List aria-labelledby={`${baseId}-title`}>
        {block.services.map((service, i) => {
          const titleId = `${baseId}-${service.id}`;
          return (
            <Item key={service.id} id={service.id} accent={service.accent}>
              <div className="art">
                <Img
                  image={service.image}
                  sizes={`${media.desktop} 45vw, ${media.tablet} 40vw, ${columnWidth}`}
                  // Right under a page's hero, the first service's art shows in a wide first
                  // screen: on /services its top is at 728, 781 and 864 px of a 900 px high
                  // window 1280, 1440 and 1920 px wide.
                  eager={inFirstScreen(index) && i === 0}
                />
              </div>
              <div className="body">
                <Number aria-hidden="true">{String(i + 1).padStart(2, "0")}</Number>
                <Title id={titleId}>{service.title}</Title>
                <Subtitle>{service.subtitle}</Subtitle>
                <Points>
                  {service.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </Points>
                <Actions>
                  <ActionLink action={service.contact} primary describedBy={titleId} />
                  <ActionLink action={service.projects} describedBy={titleId}>
                    <ArrowIcon tight />
                  </ActionLink>
                </Actions>
              </div>
            </Item>
          );
        })}
      </List>
    </Wrap>
  );
}
