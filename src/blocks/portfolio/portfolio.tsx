import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useQueryString } from "../../ui/use-query-string.ts";
import type { Tile } from "../../core/types.ts";
import type { PortfolioBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import { usePage } from "../../ui/page-context.ts";
import type { BlockProps } from "../../core/types.ts";
import { colors, media } from "../../core/design/tokens.ts";
import { splitList } from "../../ui/section.tsx";
import { REDUCED_MOTION_QUERY, useHydrated } from "../../ui/use-client.ts";
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
import { firstFrameCss, tileMarks } from "./first-frame.ts";
import { WORK_QUERY_ATTR } from "./params.ts";
import { Card, Chips, Controls, Count, Empty, Grid, Toggle, TopRow, Wrap } from "./styles.ts";

/*
 * useHydrated is false while rendering on the server and while hydrating, true afterwards: the
 * prerendered HTML shows every tile, and the URL's filter is applied right after hydration, so
 * the first client render matches the HTML. Until then the head script's mark and
 * first-frame.ts's CSS show the URL's filter, so the first paint already looks filtered.
 */

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

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
    <Card href={tile.route} data-tile={tile.id}>
      <div className="media">
        <Img
          image={{ ...tile.logo, alt: "" }}
          eager={eager}
          sizes={`${media.desktop} 25vw, 50vw`}
        />
        {/* Without a logo the placeholder picture would make every such tile look the same. */}
        {tile.placeholderLogo && (
          <span className="stand-in" aria-hidden="true">
            {tile.title}
          </span>
        )}
        {/* Only in development: the build leaves drafts out of the listing. */}
        {tile.draft && <span className="draft-badge">Draft</span>}
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
  const listing = usePage();
  const tiles = listing.tiles ?? [];
  const taxonomy = listing.taxonomy ?? { services: [], industries: [] };
  const hydrated = useHydrated();
  const [search, setSearch] = useQueryString();
  const [chosenMode, setChosenMode] = useState<FilterMode>("service");
  const [animate, setAnimate] = useState(false);
  const headingId = useId();

  // The URL is the source of truth for the chip (so back and forward work); the mode the
  // visitor toggled applies while no chip is selected.
  const fromUrl = hydrated ? selectionFromSearch(search, taxonomy) : undefined;
  const selection: Selection = fromUrl ?? { mode: chosenMode, id: null };
  const { mode } = selection;
  const shown = filterTiles(tiles, selection);
  const firstFrame = firstFrameCss({
    taxonomy,
    tiles,
    countTemplate: block.countText,
    pressed: {
      toggle: { background: colors.saffron, color: colors.ink },
      chip: { background: colors.ink, color: colors.paper, count: colors.saffron },
    },
  });

  // Hydrated and showing the URL's filter itself: the head script's mark has done its job.
  useIsomorphicLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(WORK_QUERY_ATTR);
  }, [hydrated]);

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
    setSearch(searchFor(handoff.mode, handoff.id ?? handoff.unknown ?? null), { replace: true });
    // Once, when the listing starts: the hand-over is for the page it was made for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // On phones the chips are one swipeable row: bring the selected one into view (sideways only).
  const chipRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = chipRow.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
      row.scrollTo({ left: Math.max(0, left - 24), behavior: reduced ? "auto" : "smooth" });
    }
  }, [selection.id, mode]);

  function select(next: FilterMode, id: string | null) {
    setAnimate(true);
    setChosenMode(next);
    const wanted = searchFor(next, id);
    if (wanted !== search) setSearch(wanted);
  }

  return (
    <Wrap aria-labelledby={headingId} firstFrame={firstFrame}>
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
                data-option={option}
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
          <Count role="status" data-count="">
            <span>{countText(block.countText, shown.length, tiles.length)}</span>
          </Count>
        </TopRow>
        {(["service", "industry"] as const).map((chipsMode) => {
          const counts = countByCategory(tiles, taxonomy, chipsMode);
          const categories = chipsMode === "service" ? taxonomy.services : taxonomy.industries;
          return (
            // Both modes' chips are in the page, so the first paint can show either.
            <Chips
              key={chipsMode}
              ref={chipsMode === mode ? chipRow : undefined}
              role="group"
              aria-label={block.modes[chipsMode].chipsLabel}
              data-chips={chipsMode}
              hidden={chipsMode !== mode}
            >
              {categories.map((category) => {
                const pressed = chipsMode === mode && selection.id === category.id;
                return (
                  <button
                    key={category.id}
                    type="button"
                    aria-pressed={pressed}
                    data-category={category.id}
                    onClick={() => select(chipsMode, pressed ? null : category.id)}
                  >
                    {category.label}
                    <span aria-hidden="true">{counts.get(category.id) ?? 0}</span>
                  </button>
                );
              })}
            </Chips>
          );
        })}
      </Controls>
      {shown.length > 0 && (
        <Grid
          // A new key replays the tiles' entrance when the visitor picks a chip; hydrating keeps
          // the prerendered tiles (and their loaded pictures).
          key={animate ? `${mode}:${selection.id ?? selection.unknown ?? ""}` : "first"}
          data-animate={animate ? "" : undefined}
          data-grid=""
        >
          {shown.map((tile, index) => (
            <li key={tile.route} data-match={tileMarks(tile, taxonomy)}>
              <TileCard
                tile={tile}
                labels={{ services: block.servicesLabel, industry: block.industryLabel }}
                eager={index < EAGER_TILES}
              />
            </li>
          ))}
        </Grid>
      )}
      {/* In the page even when hidden, so the first paint can show it for an empty filter. */}
      <Empty data-empty="" hidden={shown.length > 0}>
        <p>{block.emptyText}</p>
        <button type="button" onClick={() => select(mode, null)}>
          {block.showAllLabel}
        </button>
      </Empty>
    </Wrap>
  );
}
