/**
 * The wake format: what an island's prerendered HTML carries to say what it is, how and when it
 * wakes, and where its props are. Written on the server (src/render/island.tsx,
 * src/render/behaviour-host.tsx, scripts/prerender/island-props.ts); read in the browser by the
 * page's loader (src/app/islands-loader.ts, src/app/wake/) and at the build's end by
 * `npm run budgets` (scripts/checks/budgets.ts). Constants and small functions only: the loader's
 * bundle writes the constants where they are used.
 *
 *   <div data-island="block" data-island-id="3" data-wake="media:(width >= 768px)"
 *        data-wake-while="(prefers-reduced-motion: no-preference)" data-props="{…}">
 *   <div data-island="behaviour" data-behaviour="logo-strip" data-wake="idle">
 */
import { escapeHtml } from "./html.ts";

/**
 * When an island's code loads and hydrates it (src/app/wake/, after Astro's client
 * directives): `load` at once, `idle` when the page's thread is idle, `visible` when it comes
 * near the window, `interaction` on the first press, focus or key in it, `media` when the query
 * matches. `arrivesWith`: once idle when the page arrives with one of these query parameters
 * or session-storage keys (state its prerendered HTML cannot show), else on the first
 * interaction. A press on an island that is not awake yet wakes it and is replayed once it is.
 */
export type Wake =
  | "load"
  | "idle"
  | "visible"
  | "interaction"
  | { media: string }
  | { arrivesWith: { query?: string[]; session?: string[] } };

/** An island's wrapper (display: contents); its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_SELECTOR = "[data-island]";
/** Its place among the page's islands: where the server puts its HTML and props, its ids' prefix. */
export const ISLAND_ID_ATTRIBUTE = "data-island-id";
/** Its trigger, a Wake as text (encodeWake); without it, `visible`. */
export const WAKE_ATTRIBUTE = "data-wake";
/** The media query it needs before its trigger counts (define-block.ts `wakeWhile`). */
export const WAKE_WHILE_ATTRIBUTE = "data-wake-while";
/** Its props as JSON in the page, or the path of the file that holds them. */
export const PROPS_ATTRIBUTE = "data-props";
export const PROPS_SRC_ATTRIBUTE = "data-props-src";
/** A behaviour's name: a block's type, or the chrome's part (CHROME_BEHAVIOURS). */
export const BEHAVIOUR_ATTRIBUTE = "data-behaviour";
/** Set by the loader once the island's handlers are live. */
export const AWAKE_ATTRIBUTE = "data-awake";
/** Set by the loader when its code could not load: its HTML then works as it does without script. */
export const FAILED_ATTRIBUTE = "data-island-failed";

/** The global through which the loader takes over the presses the inline script held. */
export const HAND_OVER = "__islands";
/** Wakes an island once; resolves once it is live or has failed (src/app/wake/wake-island.ts). */
export type WakeIsland = (island: HTMLElement) => Promise<unknown>;
/** What the loader calls with its WakeIsland (window[HAND_OVER]). */
export type HandOver = (wake: WakeIsland) => void;

/** The island's name when what wakes is a small script, not React (behaviour-host.tsx). */
export const BEHAVIOUR_ISLAND = "behaviour";

/**
 * Every island that hydrates, by its name in the page, and the module its code is in (from the
 * project's root): the runtime loads it when the island wakes (src/app/island-runtime.tsx, whose
 * table has these names), `npm run budgets` measures it when it wakes before a press.
 */
export const ISLAND_MODULES = {
  block: "src/render/block-island.tsx",
  search: "src/site/search/search-button.tsx",
  menu: "src/site/chrome/mobile-menu.tsx",
} as const;
export type IslandName = keyof typeof ISLAND_MODULES;

/** A block's island wakes its type's component too (CONTRIBUTING.md, "Adding a block type"). */
export const blockComponentModule = (type: string): string => `src/blocks/${type}/${type}.tsx`;

/** The chrome's behaviours, by name; a block's is its folder's behaviour.ts, named by its type. */
export const CHROME_BEHAVIOURS = {
  newsletter: "src/site/chrome/newsletter-behaviour.ts",
} as const;
export type ChromeBehaviour = keyof typeof CHROME_BEHAVIOURS;

/** The module of the behaviour by this name (from the project's root). */
export const behaviourModule = (name: string): string =>
  CHROME_BEHAVIOURS[name as ChromeBehaviour] ?? `src/blocks/${name}/behaviour.ts`;

const MEDIA = "media";
const ARRIVES_WITH = "arrives-with";

/**
 * A Wake as `data-wake` carries it: the trigger's name, `media:<query>`, or
 * `arrives-with:<query parameters>|<session keys>` (each comma-separated).
 */
export function encodeWake(wake: Wake): string {
  if (typeof wake === "string") return wake;
  if ("media" in wake) return `${MEDIA}:${wake.media}`;
  const { query = [], session = [] } = wake.arrivesWith;
  return `${ARRIVES_WITH}:${query.join(",")}|${session.join(",")}`;
}

/** `data-wake` read back (encodeWake's inverse); absent, `visible`. */
export function parseWake(text: string | null | undefined): Wake {
  // The trigger's name, and what follows its first colon.
  const [trigger, value = ""] = (text || "visible").split(/:(.*)/);
  if (trigger === MEDIA) return { media: value };
  if (trigger !== ARRIVES_WITH) return trigger as Wake;
  const [query = [], session = []] = value
    .split("|")
    .map((names) => (names ? names.split(",") : []));
  return { arrivesWith: { query, session } };
}

/**
 * Whether the island waits for a press on the route as linked (no query, nothing handed over):
 * `interaction`, and `arrivesWith` (tests and budgets count what wakes before a press).
 */
export const waitsForPress = (wake: Wake): boolean =>
  wake === "interaction" || (typeof wake === "object" && "arrivesWith" in wake);

/** The wrapper's attributes of an island that hydrates, as React props (src/render/island.tsx). */
export function islandAttributes(island: {
  name: string;
  index: number;
  wake: Wake;
  wakeWhile?: string;
}): Record<string, string | number | undefined> {
  return {
    [ISLAND_ATTRIBUTE]: island.name,
    [ISLAND_ID_ATTRIBUTE]: island.index,
    [WAKE_ATTRIBUTE]: encodeWake(island.wake),
    [WAKE_WHILE_ATTRIBUTE]: island.wakeWhile,
  };
}

/** The wrapper's attributes of a behaviour (src/render/behaviour-host.tsx); `visible` unsaid. */
export function behaviourAttributes(name: string, wake: Wake): Record<string, string | undefined> {
  return {
    [ISLAND_ATTRIBUTE]: BEHAVIOUR_ISLAND,
    [BEHAVIOUR_ATTRIBUTE]: name,
    [WAKE_ATTRIBUTE]: wake === "visible" ? undefined : encodeWake(wake),
  };
}

/** Where an island's props are: JSON in the page, or a file of their own (its path). */
export type PropsLocation = { json: string } | { src: string };

/** The props' attribute as HTML (scripts/prerender/island-props.ts writes it after the id). */
export const propsAttribute = (location: PropsLocation): string =>
  "json" in location
    ? `${PROPS_ATTRIBUTE}="${escapeHtml(location.json)}"`
    : `${PROPS_SRC_ATTRIBUTE}="${escapeHtml(location.src)}"`;

/**
 * The island's props as JSON text: those in the page, or the file's, which `load` reads (the
 * loader fetches it, `npm run budgets` reads it from the build); none said, `{}`.
 */
export function readProps<T>(island: Element, load: (src: string) => T): T | string {
  const src = island.getAttribute(PROPS_SRC_ATTRIBUTE);
  return src ? load(src) : (island.getAttribute(PROPS_ATTRIBUTE) ?? "{}");
}
