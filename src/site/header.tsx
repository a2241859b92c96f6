/**
 * The header on every page (docs/site-spec.md §2): the logo, the five links with their accent colours,
 * the search button that opens the full-screen overlay (768 px and wider) and the menu
 * toggle with its panel (narrower). Both layouts are in the prerendered HTML; media queries
 * choose. The overlay's code and the search index load the first time search is used.
 */
import { Suspense, use, useCallback, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import styled from "@emotion/styled";
import { Link, NavLink } from "react-router-dom";
import type { ClientSite } from "../core/client-site-data.ts";
import { SearchIcon } from "../ui/icons.tsx";
import { track } from "../core/thenable.ts";
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
} from "../core/tokens.ts";
import { LatePart } from "../ui/client-phase.tsx";

type SearchOverlay = Awaited<typeof import("./search/search-overlay.tsx")>["default"];

/** The overlay's component, once its module has run. */
let overlayComponent: SearchOverlay | undefined;
const loadOverlay = () =>
  import("./search/search-overlay.tsx").then((module) => (overlayComponent = module.default));
/**
 * Pressed before the app was ready: the entry has named the press on the document and fetched
 * the overlay's code (src/app/entry-client.tsx). It runs now, with the app, so the replayed
 * press finds it ready and opens search in its own event.
 */
const pressedEarly = () =>
  document.documentElement.dataset.pressed?.split(" ").includes("search-overlay") ?? false;
if (typeof document !== "undefined" && pressedEarly()) void loadOverlay().catch(() => undefined);

/**
 * The phone menu's code is not part of the initial JavaScript: it starts loading with the app,
 * the server waits for it (see entry-server.tsx), and React hydrates its prerendered button as
 * soon as it arrives.
 */
export const mobileMenuModule = track(import("./chrome/mobile-menu.tsx"));

function DeferredMobileMenu(props: Parameters<Awaited<typeof mobileMenuModule>["MobileMenu"]>[0]) {
  const { MobileMenu } = use(mobileMenuModule);
  return (
    <LatePart>
      <MobileMenu {...props} />
    </LatePart>
  );
}

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

const SearchButton = styled.button`
  display: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border-radius: 50%;
  border: 1px solid ${colors.line};
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  &:hover {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color 0.2s ${easing},
      color 0.2s ${easing},
      border-color 0.2s ${easing};
  }
  ${mq.tablet} {
    display: inline-grid;
  }
`;

export interface HeaderProps {
  site: ClientSite;
}

export function Header({ site }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The overlay's code is requested the first time search opens, then stays mounted. Not with
  // lazy(): React holds a Suspense boundary's new content back for up to 300 ms, and search
  // opens as soon as its code is here.
  const [Overlay, setOverlay] = useState<SearchOverlay>();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  // Pressed before the app was ready: drawn closed now, in the commit that makes the button
  // live, so the replayed press only has to open it.
  useLayoutEffect(() => {
    if (pressedEarly())
      loadOverlay().then(
        (component) => setOverlay(() => component),
        () => undefined,
      );
  }, []);

  const onSearchClosed = useCallback(() => {
    setSearchOpen(false);
    setMenuOpen(false);
    // The dialog returns focus itself; this covers browsers that do not.
    if (!document.activeElement || document.activeElement === document.body) {
      searchButtonRef.current?.focus();
    }
  }, []);

  return (
    <>
      <Bar>
        <Inner>
          <Logo to="/" aria-label={`${site.name}, home`} onClick={() => setMenuOpen(false)}>
            <img src={site.logo.src} alt="" width={40} height={40} />
            <span className="wordmark" aria-hidden="true">
              {site.name}
            </span>
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
          <SearchButton
            data-needs-script=""
            data-loads="search-overlay"
            ref={searchButtonRef}
            type="button"
            title="Search website"
            aria-label="Search website"
            aria-haspopup="dialog"
            onClick={() => {
              setSearchOpen((open) => !open);
              if (Overlay) return;
              // Its code has run: drawn and opened in this event.
              if (overlayComponent) return setOverlay(() => overlayComponent);
              loadOverlay().then(
                // Drawn and opened in the task its code arrived in, not at React's next turn.
                (component) => flushSync(() => setOverlay(() => component)),
                () => setSearchOpen(false),
              );
            }}
          >
            <SearchIcon />
          </SearchButton>
          <Suspense fallback={null}>
            <DeferredMobileMenu links={site.nav} open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        </Inner>
      </Bar>
      {Overlay && <Overlay open={searchOpen} onClosed={onSearchClosed} />}
    </>
  );
}
