/**
 * The header on every page (docs/site-spec.md §2): the logo, the five links with their accent colours,
 * the search button that opens the full-screen overlay (768 px and wider) and the menu
 * toggle with its panel (narrower). Both layouts are in the prerendered HTML; media queries
 * choose. The overlay's code and the search index load the first time search is used.
 */
import styled from "@emotion/styled";
import { Link, NavLink, useLocation } from "react-router-dom";
import type { ClientSite } from "../core/client-site-data.ts";
import { Island } from "../render/island.tsx";
import MobileMenu from "./chrome/mobile-menu.tsx";
import SearchButton from "./search/search-button.tsx";
import {
  breakpoints,
  colors,
  displayText,
  easing,
  gutter,
  headerHeight,
  layers,
  maxWidth,
  mq,
} from "../core/design/tokens.ts";

// The frosted glass sits on a pseudo-element (`&::before`): a backdrop-filter on the header itself
// would become the containing block of the menu's fixed scrim.
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layers.header};
  border-bottom: 1px solid ${colors.line};
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background: color-mix(in srgb, ${colors.paper} 90%, transparent);
    -webkit-backdrop-filter: saturate(1.4) blur(12px);
    backdrop-filter: saturate(1.4) blur(12px);
  }
`;

const Inner = styled.div`
  max-width: ${maxWidth};
  min-height: ${headerHeight};
  margin: 0 auto;
  padding: 0 ${gutter};
  display: flex;
  align-items: center;
  gap: 1rem;
  ${mq.desktop} {
    gap: 2rem;
  }
`;

/**
 * The home link: the mark and the studio's name; the mark alone below 360 px (the link keeps its
 * name in aria-label), where the name and the menu button did not fit side by side, and beside
 * the tablet's links.
 */
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  margin-right: auto;
  padding: 0.25rem 0.25rem 0.25rem 0;
  text-decoration: none;
  ${displayText}
  font-size: 1.2rem;
  letter-spacing: -0.02em;
  white-space: nowrap;
  img {
    width: 2.4rem;
    height: 2.4rem;
  }
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: transform 0.5s ${easing};
    }
    &:hover img {
      transform: rotate(-12deg);
    }
  }
  .wordmark {
    display: none;
  }
  @media (min-width: ${breakpoints.narrow}px) {
    .wordmark {
      display: inline;
    }
  }
  ${mq.tablet} {
    .wordmark {
      display: none;
    }
  }
  ${mq.desktop} {
    .wordmark {
      display: inline;
    }
  }
`;

// Each link's underline takes the link's own colour (site.json nav[].accent), which the link sets
// as --accent.
const Nav = styled.nav`
  display: none;
  ${mq.tablet} {
    display: block;
  }
  ul {
    display: flex;
    gap: 1.6rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    position: relative;
    display: inline-block;
    padding: 0.4rem 0;
    text-decoration: none;
    font-weight: 560;
    font-size: 0.95rem;
    letter-spacing: 0.005em;
    white-space: nowrap;
  }
  a::after {
    content: "";
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    border-radius: 3px;
    background: var(--accent, ${colors.ink});
    transform: scaleX(0);
    transform-origin: left;
  }
  a:hover::after,
  a[aria-current="page"]::after {
    transform: scaleX(1);
  }
  a[aria-current="page"] {
    font-weight: 650;
  }
  @media (prefers-reduced-motion: no-preference) {
    a::after {
      transition: transform 0.3s ${easing};
    }
  }
  ${mq.desktop} {
    ul {
      gap: 2.25rem;
    }
    a {
      font-size: 1rem;
    }
  }
`;

export interface HeaderProps {
  site: ClientSite;
}

/**
 * Rendered on the server only: its links are plain links, marked by the page's own path. The
 * search button and the phone menu are islands that wake on the first press, focus or key.
 */
export function Header({ site }: HeaderProps) {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Inner>
        <Logo discover="none" to="/" aria-label={`${site.name}, home`}>
          {/* Low: the first screen's largest picture comes first. It also keeps React from
              writing a <link rel="preload"> for it, in the body, just before it. */}
          <img src={site.logo.src} alt="" width={40} height={40} fetchPriority="low" />
          <span className="wordmark" aria-hidden="true">
            {site.name}
          </span>
        </Logo>
        <Nav aria-label="Main">
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <NavLink
                  discover="none"
                  to={link.href}
                  end={link.href === "/"}
                  css={{ "--accent": link.accent }}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Island name="search" wake="interaction" component={SearchButton} props={{}} />
        <Island
          name="menu"
          wake="interaction"
          component={MobileMenu}
          props={{ links: site.nav, current: pathname }}
        />
      </Inner>
    </Bar>
  );
}
