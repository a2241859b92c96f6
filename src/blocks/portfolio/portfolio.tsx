import styled from "@emotion/styled";
import { keyframes } from "@emotion/react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { siteData } from "../../site/data.ts";
import type { Tile } from "../../content/model.ts";
import type { PortfolioBlock } from "../../generated/schema.ts";
import { Img } from "../../render/images.tsx";
import { usePage } from "../../render/page-renderer.tsx";
import type { BlockProps } from "../../render/types.ts";
import { colors, fonts, gutter, maxWidth, mq } from "../../site/theme.tsx";
import { splitList } from "../shared/section.tsx";
import {
  SESSION_FILTER,
  SESSION_TAB,
  countByCategory,
  countText,
  filterTiles,
  searchFor,
  selectionFromSearch,
  selectionFromSession,
  type FilterMode,
  type Selection,
} from "./filter.ts";

const subscribeNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards: the prerendered
 * HTML shows every tile, and the URL's filter is applied right after hydration, so the first
 * client render matches the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const Wrap = styled.section`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: clamp(1.5rem, 3vw, 3rem) ${gutter} 0;
`;

const Controls = styled.div`
  display: grid;
  gap: 1rem;
  padding: 0 0 clamp(1.25rem, 2.5vw, 2rem);
  margin-bottom: clamp(1.25rem, 2.5vw, 2.5rem);
  border-bottom: 1px solid ${colors.line};
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: 0.3rem;
  border-radius: 999px;
  background: ${colors.ink};
  button {
    border: 0;
    border-radius: 999px;
    padding: 0.6rem 1.2rem;
    background: transparent;
    color: ${colors.paper};
    font-family: ${fonts.display};
    font-weight: 650;
    font-size: 0.95rem;
    letter-spacing: -0.01em;
    cursor: pointer;
    transition:
      background-color 0.25s ease,
      color 0.25s ease;
  }
  button[aria-pressed="true"] {
    background: ${colors.saffron};
    color: ${colors.ink};
  }
  ${mq.hover} {
    button[aria-pressed="false"]:hover {
      background: rgb(255 255 255 / 0.12);
    }
  }
  button:focus-visible {
    outline-color: ${colors.saffron};
    outline-offset: 2px;
  }
`;

const Count = styled.p`
  font-size: 0.9rem;
  color: ${colors.inkSoft};
  font-variant-numeric: tabular-nums;
`;

/** One swipeable row on phones (the cut-off chip at the edge says there is more), wrapped wider. */
const Chips = styled.div`
  display: flex;
  gap: 0.5rem;
  margin: -0.5rem calc(-1 * ${gutter});
  padding: 0.5rem ${gutter};
  overflow-x: auto;
  scroll-padding-inline: ${gutter};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${mq.tablet} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
  button {
    flex: none;
    white-space: nowrap;
    display: inline-flex;
    align-items: baseline;
    gap: 0.4rem;
    padding: 0.45rem 0.95rem;
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    background: transparent;
    font-size: 0.88rem;
    font-weight: 550;
    line-height: 1.3;
    text-align: left;
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      color 0.2s ease;
  }
  button span {
    font-size: 0.72rem;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    color: ${colors.inkSoft};
  }
  button[aria-pressed="true"] {
    background: ${colors.ink};
    color: ${colors.paper};
  }
  button[aria-pressed="true"] span {
    color: ${colors.saffron};
  }
  ${mq.hover} {
    button[aria-pressed="false"]:hover {
      background: ${colors.paperDeep};
    }
  }
`;

const tileIn = keyframes`
  from { opacity: 0; transform: translateY(1.25rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: clamp(0.75rem, 2vw, 1.75rem) clamp(0.75rem, 1.6vw, 1.5rem);
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  &[data-animate] > li {
    animation: ${tileIn} 0.5s cubic-bezier(0.2, 0.8, 0.2, 1) both;
  }
  ${Array.from(
    { length: 12 },
    (_, i) => `&[data-animate] > li:nth-of-type(${i + 1}) { animation-delay: ${i * 35}ms; }`,
  ).join("\n")}
  &[data-animate] > li:nth-of-type(n + 13) {
    animation-delay: 420ms;
  }
`;

const Card = styled(Link)`
  position: relative;
  display: block;
  height: 100%;
  text-decoration: none;
  border-radius: clamp(0.75rem, 1.2vw, 1.25rem);
  .media {
    overflow: hidden;
    aspect-ratio: 1;
    border-radius: inherit;
    background: ${colors.paperDeep};
  }
  .media {
    position: relative;
  }
  .stand-in {
    position: absolute;
    inset: auto 0 12%;
    padding: 0 1rem;
    text-align: center;
    font-family: ${fonts.display};
    font-weight: 700;
    font-size: clamp(1rem, 0.8rem + 1vw, 1.6rem);
    letter-spacing: -0.02em;
    color: ${colors.ink};
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.7s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  .info {
    display: grid;
    gap: 0.2rem;
    padding: 0.7rem 0.15rem 0;
  }
  h3 {
    font-size: clamp(1rem, 0.9rem + 0.5vw, 1.35rem);
    letter-spacing: -0.015em;
  }
  .services,
  .industry {
    font-size: 0.8rem;
    line-height: 1.4;
    color: ${colors.inkSoft};
  }
  .services {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .label {
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    font-size: 0.68rem;
    margin-right: 0.4em;
  }
  /* With a mouse the details slide up over the logo on hover or keyboard focus. */
  ${mq.hover} {
    overflow: hidden;
    .info {
      position: absolute;
      inset: auto 0 0;
      gap: 0.45rem;
      padding: 1.1rem 1.2rem 1.2rem;
      background: ${colors.ink};
      color: ${colors.paper};
      border-radius: 0 0 clamp(0.75rem, 1.2vw, 1.25rem) clamp(0.75rem, 1.2vw, 1.25rem);
      transform: translateY(101%);
      transition: transform 0.45s cubic-bezier(0.2, 0.8, 0.2, 1);
    }
    .services,
    .industry {
      color: rgb(246 242 234 / 0.78);
      -webkit-line-clamp: 3;
    }
    .label {
      color: ${colors.saffron};
    }
    &:hover .info,
    &:focus-visible .info {
      transform: none;
    }
    &:hover img,
    &:focus-visible img {
      transform: scale(1.06);
    }
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: 1.25rem;
  padding: clamp(2rem, 6vw, 5rem) 0;
  p {
    font-family: ${fonts.display};
    font-size: clamp(1.4rem, 1rem + 1.5vw, 2.25rem);
    font-weight: 650;
    letter-spacing: -0.02em;
    max-width: 24ch;
    line-height: 1.15;
  }
  button {
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    padding: 0.65rem 1.3rem;
    background: ${colors.ink};
    color: ${colors.paper};
    font-weight: 600;
    cursor: pointer;
  }
`;

/** Tiles whose pictures load at once: the first row or two reach into the first screen. */
const EAGER_TILES = 4;

function TileCard({
  tile,
  labels,
  eager,
}: {
  tile: Tile;
  labels: { services: string; industry: string };
  eager: boolean;
}) {
  const services = splitList(tile.displayServices).join(" · ");
  return (
    <Card to={tile.route} data-tile={tile.id}>
      <div className="media">
        <Img
          image={{ ...tile.logo, alt: "" }}
          eager={eager}
          sizes="(min-width: 1025px) 25vw, 50vw"
        />
        {/* Without a logo the placeholder picture would make every such tile look the same. */}
        {tile.placeholderLogo && (
          <span className="stand-in" aria-hidden="true">
            {tile.title}
          </span>
        )}
      </div>
      <div className="info">
        <h3>{tile.title}</h3>
        <p className="services">
          <span className="label">{labels.services}</span> {services}
        </p>
        <p className="industry">
          <span className="label">{labels.industry}</span> {tile.industryLabel}
        </p>
      </div>
    </Card>
  );
}

/** Our Work: the By Service / By Industry toggle, the chips of the active mode and the tiles. */
export default function Portfolio({ block }: BlockProps<PortfolioBlock>) {
  const tiles = usePage().tiles ?? [];
  const { taxonomy } = siteData;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosenMode, setChosenMode] = useState<FilterMode>("service");
  const [animate, setAnimate] = useState(false);
  const headingId = useId();

  // The URL is the source of truth for the chip (so back and forward work); the mode the
  // visitor toggled applies while no chip is selected.
  const fromUrl = hydrated ? selectionFromSearch(location.search, taxonomy) : undefined;
  const selection: Selection = fromUrl ?? { mode: chosenMode, id: null };
  const { mode } = selection;
  const shown = filterTiles(tiles, selection);
  const counts = countByCategory(tiles, taxonomy, mode);
  const categories = mode === "service" ? taxonomy.services : taxonomy.industries;

  // The site search hands a filter over in session storage before it navigates here: take it
  // (once) and show it in the URL unless the URL already names a filter.
  useEffect(() => {
    let handoff: Selection | undefined;
    try {
      handoff = selectionFromSession(
        sessionStorage.getItem(SESSION_TAB),
        sessionStorage.getItem(SESSION_FILTER),
        taxonomy,
      );
      sessionStorage.removeItem(SESSION_TAB);
      sessionStorage.removeItem(SESSION_FILTER);
    } catch {
      return; // storage is blocked: the URL alone decides
    }
    if (!handoff || selectionFromSearch(location.search, taxonomy)) return;
    navigate(
      { search: searchFor(handoff.mode, handoff.id ?? handoff.unknown ?? null) },
      { replace: true },
    );
  }, [location.key, location.search, navigate, taxonomy]);

  // On phones the chips are one swipeable row: bring the selected one into view (sideways only).
  const chipRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = chipRow.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      row.scrollTo({ left: Math.max(0, left - 24), behavior: reduced ? "auto" : "smooth" });
    }
  }, [selection.id, mode]);

  function select(next: FilterMode, id: string | null) {
    setAnimate(true);
    setChosenMode(next);
    const search = searchFor(next, id);
    if (search !== location.search) navigate({ search });
  }

  return (
    <Wrap aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {block.title}
      </h2>
      <Controls>
        <TopRow>
          <Toggle role="group" aria-label={block.filterLabel}>
            {(["service", "industry"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => {
                  if (option !== mode || selection.id !== null || selection.unknown)
                    select(option, null);
                }}
              >
                {block.modes[option].label}
              </button>
            ))}
          </Toggle>
          <Count role="status">{countText(block.countText, shown.length, tiles.length)}</Count>
        </TopRow>
        <Chips
          ref={chipRow}
          role="group"
          aria-label={block.modes[mode].chipsLabel}
          data-mode={mode}
        >
          {categories.map((category) => {
            const pressed = selection.id === category.id;
            return (
              <button
                key={category.id}
                type="button"
                aria-pressed={pressed}
                data-category={category.id}
                onClick={() => select(mode, pressed ? null : category.id)}
              >
                {category.label}
                <span aria-hidden="true">{counts.get(category.id) ?? 0}</span>
              </button>
            );
          })}
        </Chips>
      </Controls>
      {shown.length > 0 ? (
        <Grid
          key={`${mode}:${selection.id ?? selection.unknown ?? ""}`}
          data-animate={animate ? "" : undefined}
        >
          {shown.map((tile, index) => (
            <li key={tile.route}>
              <TileCard
                tile={tile}
                labels={{ services: block.servicesLabel, industry: block.industryLabel }}
                eager={index < EAGER_TILES}
              />
            </li>
          ))}
        </Grid>
      ) : (
        <Empty>
          <p>{block.emptyText}</p>
          <button type="button" onClick={() => select(mode, null)}>
            {block.showAllLabel}
          </button>
        </Empty>
      )}
    </Wrap>
  );
}
