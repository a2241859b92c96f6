/**
 * Wakes one island (its wrapper's attributes: src/core/wake.ts), once, however many triggers
 * and presses ask: a behaviour's small script runs on its HTML (src/render/behaviour-host.tsx),
 * any other island loads React and its code and hydrates from its props (../island-runtime.tsx).
 */
import type { Behaviour } from "../../core/blocks/define-block.ts";
import {
  AWAKE_ATTRIBUTE,
  BEHAVIOUR_ATTRIBUTE,
  BEHAVIOUR_ISLAND,
  FAILED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  readProps,
  type ChromeBehaviour,
} from "../../core/wake.ts";

type Runtime = typeof import("../island-runtime.tsx");
type BehaviourModule = () => Promise<{ default: Behaviour }>;

let runtime: Promise<Runtime> | undefined;
const woken = new WeakMap<Element, Promise<boolean>>();

/** The island's props: in the page, or in a file of their own fetched now. */
async function propsOf(island: HTMLElement): Promise<never> {
  return JSON.parse(
    await readProps(island, async (src) => {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
      return response.text();
    }),
  ) as never;
}

/**
 * The small scripts of what works without React, each in a chunk of its own: the blocks'
 * (src/blocks/<type>/behaviour.ts, see define-block.ts), found by their path, which their block
 * type names, and the chrome's (src/core/wake.ts CHROME_BEHAVIOURS).
 */
const BLOCK_BEHAVIOURS = import.meta.glob<{ default: Behaviour }>("./*/behaviour.ts", {
  base: "../../blocks",
});
const CHROME: Record<string, BehaviourModule | undefined> = {
  newsletter: () => import("../../site/chrome/newsletter-behaviour.ts"),
} satisfies Record<ChromeBehaviour, BehaviourModule>;

/** Runs the behaviour of a `<div data-island="behaviour">` on it. */
async function behave(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? "";
  const load = CHROME[name] ?? BLOCK_BEHAVIOURS[`./${name}/behaviour.ts`];
  if (!load) throw new Error(`Unknown behaviour "${name}".`);
  (await load()).default(island);
}

/** Hydrates the island from its props and its code, fetched at once rather than in turn. */
function hydrate(island: HTMLElement): Promise<void> {
  runtime ??= import("../island-runtime.tsx");
  return Promise.all([runtime, propsOf(island)]).then(([loaded, props]) =>
    loaded.hydrateIsland(island, props),
  );
}

/** Wakes the island; resolves true once it is live, false if its code could not load. */
export function wakeIsland(island: HTMLElement): Promise<boolean> {
  let done = woken.get(island);
  if (!done) {
    const name = island.getAttribute(ISLAND_ATTRIBUTE);
    done = (name === BEHAVIOUR_ISLAND ? behave(island) : hydrate(island)).then(
      () => (island.setAttribute(AWAKE_ATTRIBUTE, ""), true),
      (error: unknown) => {
        console.error(`The island "${name}" could not start:`, error);
        island.setAttribute(FAILED_ATTRIBUTE, "");
        for (const form of island.querySelectorAll("form")) form.noValidate = false;
        return false;
      },
    );
    woken.set(island, done);
  }
  return done;
}
