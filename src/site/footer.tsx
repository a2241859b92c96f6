/**
 * The footer on every page (docs/site-spec.md §2): the newsletter sign-up, the logo, the footer links,
 * the social profiles (new tab), the contact details and the small print, all from the site
 * document.
 */
import styled from "@emotion/styled";
import { Link, NavLink } from "react-router-dom";
import type { SiteDocument } from "../generated/schema.ts";
import type { ClientSite } from "../core/client-site-data.ts";
import { laidOutWhenNear } from "../ui/laid-out-when-near.ts";
import { NewsletterForm } from "./chrome/newsletter-form.tsx";
import { BehaviourHost } from "../render/behaviour-host.tsx";
import { socialIconCss } from "./social-icon-mask.ts";
import {
  colors,
  displayText,
  easing,
  fonts,
  fontSize,
  gutter,
  maxWidth,
  measure,
  mq,
  space,
} from "../core/design/tokens.ts";

/** Spec: give up on a form submission after this long when the site document says nothing. */

const Wrap = styled.footer`
  background: ${colors.ink};
  color: ${colors.paper};
  margin-top: ${space["3xl"]};
  :focus-visible {
    outline-color: ${colors.focusOnInk};
  }
  a {
    text-decoration: none;
  }
`;

const Inner = styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${space["2xl"]} ${gutter} 2rem;
  display: grid;
  gap: ${space.xl};
`;

const Signup = styled.section`
  display: grid;
  gap: 2rem;
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${colors.inkLine};
  h2 {
    font-size: ${fontSize.title};
    line-height: 1;
    letter-spacing: -0.035em;
    max-width: ${measure.display(16)};
  }
  h2 .accent {
    color: ${colors.saffron};
  }
  .text {
    color: ${colors.inkMuted};
    max-width: ${measure.body(42)};
    margin-top: 1rem;
  }
  ${mq.desktop} {
    grid-template-columns: 1.2fr 1fr;
    align-items: end;
    gap: 4rem;
  }
`;

// Laid out when it comes near the screen (src/ui/laid-out-when-near.ts); the stand-in is about its
// height on a phone, a tablet and a desktop. Not the whole footer: the newsletter's field inside a
// skipped part had the browser lay that part out at load all the same (its form filling reads the
// fields), 72 elements of style and 102 objects of layout on every page.
const Columns = styled.div`
  ${laidOutWhenNear("600px")}
  ${mq.tablet} {
    contain-intrinsic-block-size: auto 405px;
  }
  ${mq.desktop} {
    contain-intrinsic-block-size: auto 222px;
  }
  display: grid;
  gap: 2.5rem 2rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > .brand,
  > .contact {
    grid-column: 1 / -1;
  }
  ${mq.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > .contact {
      grid-column: auto;
    }
  }
  ${mq.desktop} {
    grid-template-columns: 1.5fr 1fr 1fr 1.2fr;
    > .brand {
      grid-column: auto;
    }
  }
  h2 {
    font-family: ${fonts.body};
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${colors.inkMuted};
    margin-bottom: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
`;

// The mark has a thin ring (its box-shadow): its ink square would vanish into the ink footer.
const Brand = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  justify-items: start;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.85rem;
    ${displayText}
    font-size: 1.35rem;
    letter-spacing: -0.02em;
  }
  img {
    width: 3.25rem;
    height: 3.25rem;
    border-radius: 24%;
    box-shadow: 0 0 0 1px ${colors.inkLine};
  }
  p {
    ${displayText}
    color: ${colors.inkMuted};
    font-size: ${fontSize.subheading};
    line-height: 1.15;
    letter-spacing: -0.02em;
    max-width: ${measure.display(20)};
  }
`;

const PageLinks = styled.nav`
  a {
    display: inline-block;
    padding: 0.15rem 0;
    font-weight: 600;
    font-size: 0.9rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    background-image: linear-gradient(${colors.saffron}, ${colors.saffron});
    background-repeat: no-repeat;
    background-position: 0 100%;
    background-size: 0 2px;
  }
  a:hover,
  a[aria-current="page"] {
    background-size: 100% 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    a {
      transition: background-size 0.3s ${easing};
    }
  }
`;

const Social = styled.ul<{ networks: SiteDocument["social"][number]["network"][] }>`
  ${(props) => socialIconCss(props.networks)}
  &&& {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  a {
    display: inline-grid;
    place-items: center;
    width: 2.9rem;
    height: 2.9rem;
    border-radius: 50%;
    border: 1px solid ${colors.inkLine};
    color: ${colors.paper};
  }
  a:hover {
    background: ${colors.saffron};
    border-color: ${colors.saffron};
    color: ${colors.ink};
  }
  @media (prefers-reduced-motion: no-preference) {
    a {
      transition:
        background-color 0.2s ${easing},
        color 0.2s ${easing},
        transform 0.2s ${easing};
    }
    a:hover {
      transform: translateY(-2px);
    }
  }
`;

const Contact = styled.address`
  font-style: normal;
  display: grid;
  gap: 0.9rem;
  a:hover {
    color: ${colors.saffron};
  }
  .email {
    ${displayText}
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  .phone {
    display: grid;
    font-size: 0.95rem;
  }
  .city {
    font-size: 0.75rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.inkMuted};
  }
`;

const Small = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 2rem;
  border-top: 1px solid ${colors.inkLine};
  padding-top: 1.5rem;
  font-size: 0.85rem;
  color: ${colors.inkMuted};
`;

export interface FooterProps {
  site: ClientSite;
  /** Where the newsletter posts, after the NEWSLETTER_ENDPOINT override. */
  newsletterEndpoint: string;
}

/** The newsletter's behaviour (no React); the page's loader finds it under the same name. */
const signUp = () => import("./chrome/newsletter-behaviour.ts");

export function Footer({ site, newsletterEndpoint }: FooterProps) {
  const newsletter = site.newsletter;
  return (
    <Wrap>
      <Inner>
        {newsletter && (
          <Signup aria-labelledby="newsletter-heading">
            <div>
              <h2 id="newsletter-heading">{newsletter.heading}</h2>
              <p className="text">{newsletter.text}</p>
            </div>
            <BehaviourHost name="newsletter" wake="interaction" load={signUp}>
              <NewsletterForm
                copy={newsletter}
                endpoint={newsletterEndpoint}
                timeoutMs={site.forms.timeoutMs}
              />
            </BehaviourHost>
          </Signup>
        )}
        <Columns>
          <Brand className="brand">
            <Link discover="none" to="/" aria-label={`${site.name}, home`}>
              <img src={site.logo.src} alt="" width={56} height={56} loading="lazy" />
              <span className="wordmark" aria-hidden="true">
                {site.name}
              </span>
            </Link>
            <p>{site.footer.tagline}</p>
          </Brand>
          <PageLinks aria-label="Footer">
            <h2>Explore</h2>
            <ul>
              {site.footer.links.map((link) => (
                <li key={link.href + link.label}>
                  <NavLink discover="none" to={link.href} end={link.href === "/"}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </PageLinks>
          <div>
            <h2>Follow us</h2>
            <Social networks={site.social.map((link) => link.network)}>
              {site.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" title={link.label}>
                    <span className="icon" data-network={link.network} aria-hidden="true" />
                    <span className="visually-hidden">{`${link.label} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </Social>
          </div>
          <div className="contact">
            <h2>Say hello</h2>
            <Contact>
              <a className="email" href={`mailto:${site.contact.email}`}>
                {site.contact.email}
              </a>
              {site.contact.phones.map((phone) => (
                <p key={phone.number} className="phone">
                  <span className="city">{phone.city}</span>
                  <a href={`tel:${phone.number.replace(/[^\d+]/g, "")}`}>{phone.number}</a>
                </p>
              ))}
            </Contact>
          </div>
        </Columns>
        <Small>
          <p>{site.footer.copyright}</p>
          <p>{site.contact.phones.map((phone) => phone.city).join(" · ")}</p>
        </Small>
      </Inner>
    </Wrap>
  );
}
