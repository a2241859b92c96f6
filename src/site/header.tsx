import styled from "@emotion/styled";
import { Link, NavLink } from "react-router-dom";
import type { SiteDocument } from "../generated/schema.ts";
import { colors, fonts, gutter, maxWidth, mq } from "./theme.tsx";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: color-mix(in srgb, ${colors.paper} 92%, transparent);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${colors.line};
`;

const Inner = styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0.875rem ${gutter};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 2rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  text-decoration: none;
  font-family: ${fonts.display};
  font-weight: 700;
  font-size: 1.2rem;
  letter-spacing: -0.02em;
  img {
    width: 2.25rem;
    height: 2.25rem;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    --accent: ${colors.ink};
    position: relative;
    display: inline-block;
    padding: 0.35rem 0;
    text-decoration: none;
    font-weight: 550;
    font-size: 0.95rem;
    letter-spacing: 0.01em;
  }
  a::after {
    content: "";
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    border-radius: 3px;
    background: var(--accent);
    transform: scaleX(0);
    transform-origin: left;
    transition: transform 0.3s ease;
  }
  a:hover::after,
  a[aria-current="page"]::after {
    transform: scaleX(1);
  }
  ${mq.tablet} {
    a {
      font-size: 1rem;
    }
  }
`;

export function Header({ site }: { site: SiteDocument }) {
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={`${site.name}, home`}>
          <img src={site.logo.src} alt="" width={36} height={36} />
          <span aria-hidden="true">{site.name}</span>
        </Logo>
        <Nav aria-label="Main">
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === "/"} css={{ "--accent": link.accent }}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
      </Inner>
    </Bar>
  );
}
