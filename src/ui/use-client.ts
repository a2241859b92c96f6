/**
 * Small browser hooks for blocks that move. Each answers the server's (and hydration's) value
 * first, so the served HTML and the first client render agree, then the browser's: once the
 * page is live (src/ui/client-phase.tsx), in a transition.
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from "react";
import { useLive } from "./client-phase.tsx";

import { PHONE_QUERY, REDUCED_MOTION_QUERY } from "../core/design/media-queries.ts";

export { PHONE_QUERY, REDUCED_MOTION_QUERY };

/** The query's answer where there is a browser to ask (not on the server, nor in a bare DOM). */
const ask = (query: string) => typeof matchMedia === "function" && matchMedia(query).matches;

/** A media query's answer; false on the server and during hydration. */
export function useMedia(query: string): boolean {
  const live = useLive();
  const matches = useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => ask(query),
    // Hydration reads the browser's answer too, so that no urgent render follows to correct
    // it; what hydration draws is `false`, from `live`.
    () => ask(query),
  );
  return live && matches;
}

/** The visitor asked for reduced motion (false until hydrated). */
export function useReducedMotion(): boolean {
  return useMedia(REDUCED_MOTION_QUERY);
}

/** True once the component runs in the browser after hydration. */
export function useHydrated(): boolean {
  return useLive();
}

/**
 * Calls `onFrame` on scroll and resize, at most once per animation frame and once per
 * `throttleMs`, plus once when it starts. Nothing runs while `enabled` is false.
 */
export function useScrollFrame(onFrame: () => void, throttleMs: number, enabled: boolean): void {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!enabled) return;
    const run = throttled(() => latest.current(), throttleMs);
    run();
    window.addEventListener("scroll", run, { passive: true });
    window.addEventListener("resize", run);
    return () => {
      run.cancel();
      window.removeEventListener("scroll", run);
      window.removeEventListener("resize", run);
    };
  }, [enabled, throttleMs]);
}

export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` on the next animation frame after a call, but never twice within `ms`: calls in
 * between are folded into one trailing run, so the last scroll position is always drawn.
 */
export function throttled(
  fn: () => void,
  ms: number,
  clock: {
    now: () => number;
    frame: (cb: () => void) => number;
    cancelFrame: (id: number) => void;
    later: (cb: () => void, ms: number) => ReturnType<typeof setTimeout>;
    cancelLater: (id: ReturnType<typeof setTimeout>) => void;
  } = {
    now: () => performance.now(),
    frame: (cb) => requestAnimationFrame(cb),
    cancelFrame: (id) => cancelAnimationFrame(id),
    later: (cb, wait) => setTimeout(cb, wait),
    cancelLater: (id) => clearTimeout(id),
  },
): Throttled {
  let last = -Infinity;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    frame = undefined;
    timer = undefined;
    last = clock.now();
    fn();
  };
  const call = (() => {
    if (frame !== undefined || timer !== undefined) return;
    const wait = last + ms - clock.now();
    if (wait > 0) timer = clock.later(() => (frame = clock.frame(fire)), wait);
    else frame = clock.frame(fire);
  }) as Throttled;
  call.cancel = () => {
    if (frame !== undefined) clock.cancelFrame(frame);
    if (timer !== undefined) clock.cancelLater(timer);
    frame = undefined;
    timer = undefined;
  };
  return call;
}

/**
 * A prerendered field works before the app does: whatever the visitor typed is in the DOM but
 * not in React's state. Adopt it once, when the field hydrates, so the next render does not wipe
 * it and a submission sends it.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // In the commit that hydrates the field, before the island's press held by the page's loader
  // is replayed (src/app/islands-loader.ts): that submit must send what was typed.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
    // Once, on mount: later typing arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
