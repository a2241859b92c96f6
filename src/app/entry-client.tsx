/**
 * The browser entry, kept tiny. A prerendered page is complete without JavaScript, so the app's
 * code waits until the page has painted with its fonts and hero image: the first paint does not
 * share a slow connection with the modules, and they then load in parallel from the list the
 * build wrote into the page. The first key press, tap or click starts them at once.
 */

import { holdEarlyClicks } from "../ui/early-clicks.ts";
import { firstContentfulPaint } from "../ui/first-contentful-paint.ts";
import { inSlices } from "../ui/in-slices.ts";
import { returnToPlace } from "./place-across-loads.ts";

/** The longest hydration waits for the page's own resources, in milliseconds. */
const MAX_WAIT_MS = 3000;

/** Resolves when the page is on screen with its fonts and hero image, or the visitor acts first. */
function pageReady(): Promise<void> {
  return new Promise((resolve) => {
    const INTERACTIONS = ["keydown", "pointerdown", "touchstart"] as const;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      for (const type of INTERACTIONS) removeEventListener(type, go, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, go, { capture: true, passive: true });
    setTimeout(go, MAX_WAIT_MS);
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    Promise.all([
      firstContentfulPaint(),
      document.fonts?.ready,
      hero?.decode().catch(() => undefined),
    ])
      // One more frame, so what just loaded is on screen before the modules start.
      .then(() => requestAnimationFrame(() => setTimeout(go, 0)));
  });
}

/**
 * What the build wrote into the page: the app's entry, every module this route needs, and the
 * code that a button with `data-loads` loads when pressed (by the name in that attribute).
 */
interface RouteModules {
  app: string;
  /** Run before the app, in a task of its own (also listed in `modules`). */
  runFirst?: string;
  modules: string[];
  /** The route's data (/_data/…json), which the app hydrates from. */
  data?: string;
  onPress?: Record<string, string[]>;
}

/** Adds a `<link>` to the head, unless one with the same rel and href is there already. */
function addLink(attributes: { rel: string; href: string; as?: string; crossOrigin?: string }) {
  const { rel, href } = attributes;
  if (document.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  document.head.append(Object.assign(document.createElement("link"), attributes));
}

/** Asks for modules now, all at once, without running them. */
function preload(modules: string[]) {
  for (const href of modules) addLink({ rel: "modulepreload", href });
}

/**
 * A press held for the button named `name`: the code it needs is fetched and run now, and the
 * press is named on the document, so the app draws that part as soon as it starts (see
 * src/site/header.tsx) and the replayed press finds it ready.
 */
function loadForPress(name: string, modules: string[]) {
  const pressed = new Set(document.documentElement.dataset.pressed?.split(" "));
  document.documentElement.dataset.pressed = [...pressed.add(name)].join(" ").trim();
  preload(modules);
  for (const href of modules) import(/* @vite-ignore */ href).catch(() => undefined);
}

/**
 * Fetches the route's data and all of its modules at once (not as a chain of imports), then
 * runs the app. The data too only now, not from the head: a request made during the first
 * paint shares the connection with the hero. The app's `fetch` of it reuses this preload.
 * Each request costs the page's thread a little (more under a profiler, as in Lighthouse's
 * trace: 17–32 ms for a dozen), so they are made a few milliseconds' worth to a task.
 */
function loadApp({ app, runFirst, modules, data }: RouteModules) {
  const requests = [
    ...(data
      ? [() => addLink({ rel: "preload", as: "fetch", crossOrigin: "anonymous", href: data })]
      : []),
    // The app's own module too: it runs only after `runFirst`, but downloads with the rest.
    ...[...modules, app].map((href) => () => preload([href])),
  ];
  const runApp = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = app;
    document.head.append(script);
  };
  // A module that fails to load only leaves its code to the app, which imports it too.
  void inSlices(requests)
    .then(() => runFirst && import(/* @vite-ignore */ runFirst))
    .catch(() => undefined)
    .then(runApp);
}

returnToPlace();

const listed = document.getElementById("route-modules")?.textContent;
if (listed) {
  const route = JSON.parse(listed) as RouteModules;
  // A button pressed before the app is live (search) also gets its own code on the way, so it
  // arrives with the app rather than after the replayed press asks for it.
  holdEarlyClicks((button) => {
    const name = button.dataset.loads;
    if (name) loadForPress(name, route.onPress?.[name] ?? []);
  });
  void pageReady().then(() => loadApp(route));
}
// The dev server renders in the browser and has no list: load the app straight away.
else if (import.meta.env.DEV) void import("./hydrate.tsx");
