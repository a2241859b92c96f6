/**
 * Resolves once the browser has painted the page's content: the first *contentful* paint, not
 * the first paint, which can be the bare background while the text waits for its font and the
 * hero for its pixels (on a slow phone, 0.25 s before anything is seen: modules that started
 * then shared the connection with the page's largest paint).
 */
export function firstContentfulPaint(): Promise<void> {
  const NAME = "first-contentful-paint";
  return new Promise((resolve) => {
    if (performance.getEntriesByName(NAME).length) return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName(NAME).length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(() => resolve());
    }
  });
}
