/**
 * An island: a part of the page that ships code (only islands do). On the server it is a marked
 * `<div data-island>` (display: contents) with its name and trigger (src/core/wake.ts); src/app/entry-server.tsx
 * renders each island as a tree of its own, with its own id prefix, and the build writes its
 * props beside it (scripts/prerender/island-props.ts), so that the browser hydrates it on its own
 * root (src/app/island-runtime.tsx) from those props alone: not the page's data, not the rest of
 * the page. Anywhere else (the dev server, the editor's preview) it renders its component in place.
 */
import { createContext, createElement, useContext, type ComponentType } from "react";
import { islandAttributes, type Wake } from "../core/wake.ts";

/** An island the server met while rendering the page, in document order. */
export interface IslandRecord {
  component: ComponentType<object>;
  props: object;
}

/** Given on the server only: the list each island adds itself to. */
export const IslandsContext = createContext<IslandRecord[] | null>(null);

/** Where an island's own HTML goes in the page's, until it is rendered. */
export const islandMarker = (index: number): string => `<!--island:${index}-->`;

/** The useId prefix of the island at this index, the same on the server and in the browser. */
export const islandIdPrefix = (index: number): string => `i${index}-`;

export function Island<P extends object>({
  name,
  wake,
  wakeWhile,
  component: Component,
  props,
}: {
  /** The island's name in the runtime's table (src/app/island-runtime.tsx). */
  name: string;
  wake: Wake;
  /** The media query it waits for before its trigger counts (define-block.ts `wakeWhile`). */
  wakeWhile?: string;
  component: ComponentType<P>;
  /** Everything the island renders from: serialised into the page as JSON. */
  props: P;
}) {
  const islands = useContext(IslandsContext);
  if (!islands) return createElement(Component, props);
  const index = islands.push({ component: Component as ComponentType<object>, props }) - 1;
  return (
    <div
      {...islandAttributes({ name, index, wake, wakeWhile })}
      // The marker only: entry-server.tsx puts the island's own HTML in its place.
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: islandMarker(index) }}
    />
  );
}
