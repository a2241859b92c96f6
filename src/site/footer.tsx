import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import type { SiteDocument } from "../generated/schema.ts";
import { colors, fonts, gutter, maxWidth, mq } from "./theme.tsx";

const Wrap = styled.footer`
  background: ${colors.ink};
  color: ${colors.paper};
  margin-top: clamp(4rem, 8vw, 8rem);
`;

const Inner = styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: clamp(3rem, 6vw, 6rem) ${gutter} 2rem;
  display: grid;
  gap: 2.5rem;
  ${mq.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  h2 {
    font-size: 0.8rem;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    font-family: ${fonts.body};
    font-weight: 600;
    color: #bdb3a3;
    margin-bottom: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  p {
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.5rem);
    line-height: 1.1;
    max-width: 18ch;
  }
`;

const Small = styled.p`
  grid-column: 1 / -1;
  border-top: 1px solid #3a3530;
  padding-top: 1.5rem;
  font-size: 0.85rem;
  color: #bdb3a3;
`;

export function Footer({ site }: { site: SiteDocument }) {
  return (
    <Wrap>
      <Inner>
        <Brand>
          <Link to="/" aria-label={`${site.name}, home`}>
            <img src={site.logo.src} alt="" width={48} height={48} />
          </Link>
          <p>{site.footer.tagline}</p>
        </Brand>
        <nav aria-label="Footer">
          <h2>Explore</h2>
          <ul>
            {site.footer.links.map((link) => (
              <li key={link.href + link.label}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Follow</h2>
          <ul>
            {site.social.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Small>{site.footer.copyright}</Small>
      </Inner>
    </Wrap>
  );
}
