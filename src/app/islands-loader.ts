/**
 * The page's one script, a few kilobytes. The page is complete without it: the browser
 * navigates between prerendered pages, and the phone menu and the forms work as HTML. It
 *  - gives the forms their own messages from the first paint (noValidate) and focuses the phone
 *    menu's search box when the menu opens (docs/site-spec.md §9);
 *  - wakes each island on its own trigger (src/render/island.tsx): only then do React and the
 *    island's code load (island-runtime.tsx); a block that moves without React has a small
 *    script of its own instead (its behaviour.ts), run on the same triggers;
 *  - holds a press on an island that is not awake yet, wakes it, and replays the press once it
 *    is, so no press is lost;
 *  - once the page is idle, tells the browser which pages to fetch or prerender before the press.
 */
import { MENU_ID, MENU_SEARCH_FOCUS_DELAY_MS } from "../site/chrome/menu-ids.ts";
import { LAID_OUT_ATTRIBUTE } from "../core/design/laid-out.ts";
import type { Behaviour } from "../core/blocks/define-block.ts";

const ISLAND = "[data-island]";
/** Set on an island once its handlers are live. */
const AWAKE = "data-awake";
/** Set on an island whose code could not load: its HTML then works as it does without script. */
const FAILED = "data-island-failed";

type Runtime = typeof import("./island-runtime.tsx");
let runtime: Promise<Runtime> | undefined;
const woken = new WeakMap<Element, Promise<boolean>>();

/** The island's props: in the page, or in a file of their own fetched now (data-props-src). */
async function propsOf(island: HTMLElement): Promise<never> {
  const { props, propsSrc } = island.dataset;
  if (props || !propsSrc) return JSON.parse(props ?? "{}") as never;
  const response = await fetch(propsSrc);
  if (!response.ok) throw new Error(`${propsSrc}: HTTP ${response.status}`);
  return (await response.json()) as never;
}

/**
 * The small scripts of what works without React (src/render/behaviour-host.tsx), each in a chunk
 * of its own: the blocks' (src/blocks/<type>/behaviour.ts, see define-block.ts), found by their
 * path and named by their block type, and the newsletter's.
 */
const BEHAVIOURS: Record<string, () => Promise<{ default: Behaviour }>> = {
  ...Object.fromEntries(
    Object.entries(import.meta.glob<{ default: Behaviour }>("../blocks/*/behaviour.ts")).map(
      ([path, load]) => [path.split("/").at(-2), load],
    ),
  ),
  newsletter: () => import("../site/chrome/newsletter-behaviour.ts"),
};

/** Runs the behaviour of a `<div data-island="behaviour">` on it (src/render/behaviour-host.tsx). */
async function behave(island: HTMLElement): Promise<void> {
  const name = island.dataset.behaviour ?? "";
  const load = BEHAVIOURS[name];
  if (!load) throw new Error(`Unknown behaviour "${name}".`);
  (await load()).default(island);
}

/** Hydrates the island from its props and its code, fetched at once rather than in turn. */
function hydrate(island: HTMLElement): Promise<void> {
  runtime ??= import("./island-runtime.tsx");
  return Promise.all([runtime, propsOf(island)]).then(([loaded, props]) =>
    loaded.hydrateIsland(island, props),
  );
}

/** Wakes the island; resolves true once it is live, false if its code could not load. */
function wake(island: HTMLElement): Promise<boolean> {
  let done = woken.get(island);
  if (!done) {
    done = (island.dataset.island === "behaviour" ? behave(island) : hydrate(island)).then(
      () => (island.setAttribute(AWAKE, ""), true),
      (error: unknown) => {
        console.error(`The island "${island.dataset.island}" could not start:`, error);
        island.setAttribute(FAILED, "");
        for (const form of island.querySelectorAll("form")) form.noValidate = false;
        return false;
      },
    );
    woken.set(island, done);
  }
  return done;
}

/** The island around this event's target that has not woken yet (nor failed to). */
function sleepingIsland(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;
  return island && !island.hasAttribute(AWAKE) && !island.hasAttribute(FAILED) ? island : null;
}

const idle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200);

const nearWindow = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const island = entry.target.closest<HTMLElement>(ISLAND);
      if (island) void wake(island);
      nearWindow.unobserve(entry.target);
    }
  },
  { rootMargin: "200px" },
);

/**
 * Sets each island's own trigger (`interaction` is the listeners' below, as is any press), once
 * the media query it needs matches (`data-wake-while`, define-block.ts `wakeWhile`): until then
 * its HTML is all it needs, and its code is not loaded.
 */
function schedule(island: HTMLElement) {
  const needs = island.dataset.wakeWhile;
  if (needs) {
    const query = matchMedia(needs);
    if (!query.matches) {
      const matched = (event: MediaQueryListEvent) => {
        if (!event.matches) return;
        query.removeEventListener("change", matched);
        setTrigger(island);
      };
      query.addEventListener("change", matched);
      return;
    }
  }
  setTrigger(island);
}

function setTrigger(island: HTMLElement) {
  const trigger = island.dataset.wake ?? "visible";
  const go = () => void wake(island);
  if (trigger === "load") go();
  else if (trigger === "idle") idle(go);
  else if (trigger === "visible")
    // The island's wrapper has no box of its own (display: contents): watch what it draws.
    for (const child of island.children) nearWindow.observe(child);
  else if (trigger.startsWith("arrives-with:")) {
    const [query = "", session = ""] = trigger.slice("arrives-with:".length).split("|");
    const params = new URLSearchParams(location.search);
    const stored = (key: string) => {
      try {
        return sessionStorage.getItem(key) !== null;
      } catch {
        return false; // storage is blocked
      }
    };
    if (
      query.split(",").some((name) => name && params.has(name)) ||
      session.split(",").some((key) => key && stored(key))
    )
      idle(go);
  } else if (trigger.startsWith("media:")) {
    const query = matchMedia(trigger.slice("media:".length));
    if (query.matches) go();
    else query.addEventListener("change", (event) => event.matches && go());
  }
}

/** Controls whose press is held until their island is awake, then replayed. */
const HELD =
  'button:not([popovertarget]), input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"]';

function holdPresses() {
  // A touch, a focus or a key in a sleeping island wakes it.
  for (const type of ["pointerdown", "focusin", "keydown"])
    addEventListener(
      type,
      (event) => {
        const island = sleepingIsland(event.target);
        if (island) void wake(island);
      },
      { capture: true, passive: true },
    );
  // A press on one of its controls waits for it. Links and the menu's toggle work as they are.
  addEventListener(
    "click",
    (event) => {
      const island = sleepingIsland(event.target);
      const control = island && (event.target as Element).closest<HTMLElement>(HELD);
      if (!island || !control || !island.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island).then(() => control.click());
    },
    { capture: true },
  );
  // Enter in a field submits without a click.
  addEventListener(
    "submit",
    (event) => {
      const island = sleepingIsland(event.target);
      if (!island) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopImmediatePropagation();
      // An island that failed to start leaves the browser to check the form (wake turned
      // noValidate off again) and to post it, as the press on the button does.
      void wake(island).then(() => form.requestSubmit(event.submitter));
    },
    { capture: true },
  );
}

/**
 * The phone menu's search box takes focus shortly after the menu opens; a page left with its
 * menu open (a link chosen before the menu's island woke) comes back from the back/forward cache
 * with the menu closed.
 */
function focusMenuSearch() {
  const menu = document.getElementById(MENU_ID);
  addEventListener("pagehide", () => {
    if (menu?.matches(":popover-open")) menu.hidePopover();
  });
  menu?.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState !== "open") return;
    setTimeout(() => {
      if (menu.matches(":popover-open"))
        menu.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }, MENU_SEARCH_FOCUS_DELAY_MS);
  });
}

/**
 * What to load before the press (Speculation Rules; browsers without them ignore the script):
 *  - Next and Previous, a case study's likeliest next step: prerendered once the page is idle.
 *  - The main navigation: prerendered when the pointer rests on a link or presses it
 *    (moderate): five pages, each a likely but not a certain next step.
 *  - Every other link on the site (Our Work's tiles, the footer's): fetched, not run, on the same
 *    intent: 29 tiles prerendered at once would cost the phone more than they save.
 */
function speculate() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const next = [...document.querySelectorAll<HTMLAnchorElement>('a[rel~="next"], a[rel~="prev"]')];
  const rules = {
    prerender: [
      ...(next.length ? [{ urls: next.map((link) => link.href), eagerness: "immediate" }] : []),
      {
        where: { selector_matches: 'header nav a, [data-island="menu"] nav a' },
        eagerness: "moderate",
      },
    ],
    prefetch: [
      {
        where: {
          and: [{ href_matches: "/*" }, { not: { selector_matches: "[target], [download]" } }],
        },
        eagerness: "moderate",
      },
    ],
  };
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = JSON.stringify(rules);
  document.head.append(script);
}

// A page the visitor comes back to (without the back/forward cache) or reloads is laid out
// whole before the browser puts the window back where it was: the stand-in heights of the
// parts not drawn yet (src/ui/laid-out-when-near.ts) would have it land elsewhere.
const navigation = performance.getEntriesByType("navigation")[0] as
  PerformanceNavigationTiming | undefined;
if (navigation?.type === "back_forward" || navigation?.type === "reload")
  document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, "");
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-script-validates]"))
  form.noValidate = true;
focusMenuSearch();
holdPresses();
// The triggers that need no press start counting once the page has loaded and painted with its
// fonts, so that an island's code never shares the line with what the largest paint needs (the
// hero picture, the display font): on desktop, islands woken at once put the home page's and
// /about-us's largest paint at 0.47–0.52 s in 3 of 5 Lighthouse runs, against 0.30 s. A press
// wakes its island at any time (holdPresses).
const afterLoad = (run: () => void) => {
  const painted = () =>
    void Promise.resolve(document.fonts?.ready).then(() =>
      requestAnimationFrame(() => setTimeout(run, 0)),
    );
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
};
afterLoad(() => {
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND)) schedule(island);
});
idle(speculate);
