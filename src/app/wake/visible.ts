/** The `visible` trigger: wakes the island when what it draws comes within 200 px of the window. */
export function visible(island: HTMLElement, go: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      go();
    },
    { rootMargin: "200px" },
  );
  // The island's wrapper has no box of its own (display: contents): watch what it draws.
  for (const child of island.children) observer.observe(child);
}
