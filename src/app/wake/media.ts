/**
 * The `media` trigger, and the wait for a `wakeWhile` query: runs once the media query matches,
 * now or when it first comes to.
 */
export function media(query: string, run: () => void): void {
  const list = matchMedia(query);
  if (list.matches) return run();
  // The list is this call's own: its one handler is this one.
  list.onchange = (event) => {
    if (!event.matches) return;
    list.onchange = null;
    run();
  };
}
