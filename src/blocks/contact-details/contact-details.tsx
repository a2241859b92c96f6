import styled from "@emotion/styled";
import { useId } from "react";
import { siteData } from "../../ui/site-data.ts";
import type { ContactDetailsBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  colors,
  displayText,
  fonts,
  fontSize,
  gutter,
  maxWidth,
  measure,
  mq,
  space,
} from "../../core/design/tokens.ts";

const Wrap = styled.section`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["2xl"]} ${gutter} ${space.m};
`;

const Title = styled.h2`
  font-size: ${fontSize.title};
  letter-spacing: -0.035em;
  margin-bottom: ${space.l};
  max-width: ${measure.display(14)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.l};
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1.2fr) minmax(0, 1fr);
  }
  h3 {
    font-family: ${fonts.body};
    font-size: 0.78rem;
    font-weight: 650;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
    padding-bottom: 0.9rem;
    margin-bottom: 1.1rem;
    border-bottom: 1.5px solid ${colors.ink};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
  }
  a {
    ${displayText}
    letter-spacing: -0.015em;
    text-decoration: none;
    background: linear-gradient(${colors.saffron}, ${colors.saffron}) 0 100% / 0 2px no-repeat;
    transition: background-size 0.4s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  ${mq.hover} {
    a:hover {
      background-size: 100% 2px;
    }
  }
`;

const City = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${colors.inkSoft};
`;

const Big = styled.span`
  font-size: ${fontSize.subheading};
`;

const Social = styled.ul`
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSize.lead};
  }
  svg {
    width: 0.9em;
    height: 0.9em;
    color: ${colors.saffron};
  }
`;

/** Spaces and dashes out of a phone number for its tel: link. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** The studios' phones, the e-mail address and the social links, from pages/site.json. */
export default function ContactDetails({ block }: BlockProps<ContactDetailsBlock>) {
  const { contact, social } = siteData.site;
  const headingId = useId();
  return (
    <Wrap aria-labelledby={headingId} id={block.id}>
      <Title id={headingId}>{block.title}</Title>
      <Columns>
        <div>
          <h3>{block.phonesLabel}</h3>
          <ul>
            {contact.phones.map((phone) => (
              <li key={phone.number}>
                <City>{phone.city}</City>
                <a href={telHref(phone.number)}>
                  <Big>{phone.number}</Big>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{block.emailLabel}</h3>
          <a href={`mailto:${contact.email}`}>
            <Big>{contact.email}</Big>
          </a>
        </div>
        <div>
          <h3>{block.socialLabel}</h3>
          <Social>
            {social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> {block.newTabText}</span>
                  <svg
                    viewBox="0 0 20 20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="M6 14 14 6M7 6h7v7" />
                  </svg>
                </a>
              </li>
            ))}
          </Social>
        </div>
      </Columns>
    </Wrap>
  );
}
